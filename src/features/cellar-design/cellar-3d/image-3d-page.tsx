import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Box, Camera, Download, Footprints, RotateCcw, RotateCw, Undo2 } from 'lucide-react';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { downloadBlob } from '@/lib/download.ts';
import { PlanAside, ViewAlerts } from './components.tsx';
import { useCellarView } from './use-cellar-view.ts';
import { usePlanSource } from './use-plan-source.ts';
import type { ViewMode, WalkAction } from './scene.ts';

const DESCRIPTION_ID = 'cellar-3d-description';
const KEYS_ID = 'cellar-3d-keys';

const WALK_BUTTONS: { action: WalkAction; label: string; icon: typeof ArrowUp }[] = [
  { action: 'turn-left', label: 'Turn left', icon: RotateCcw },
  { action: 'forward', label: 'Forward', icon: ArrowUp },
  { action: 'turn-right', label: 'Turn right', icon: RotateCw },
  { action: 'left', label: 'Step left', icon: ArrowLeft },
  { action: 'back', label: 'Back', icon: ArrowDown },
  { action: 'right', label: 'Step right', icon: ArrowRight },
];

function Viewer3D() {
  const source = usePlanSource({ caseStudies: false });
  const location = useLocation();
  const cellar = useCellarView(source.plan, {
    width: 1280,
    height: 720,
    controls: true,
    role: 'application',
    label: '3D view of the cellar',
    describedBy: `${DESCRIPTION_ID} ${KEYS_ID}`,
  });
  const { view, status, request } = cellar;
  const [camera, setCamera] = useState('');
  const [mode, setMode] = useState<ViewMode>('orbit');
  const [shot, setShot] = useState<string | null>(null);

  // The designer's "View in 3D" link asks for the view itself.
  const wantsView = new URLSearchParams(location.search).get('view') === '3d';
  useEffect(() => {
    if (wantsView && source.plan) request();
  }, [wantsView, source.plan, request]);

  useEffect(() => {
    if (!view) return;
    setMode(view.mode());
    setCamera(view.describeCamera());
    view.onMove(() => {
      setMode(view.mode());
      setCamera(view.describeCamera());
    });
  }, [view]);

  const screenshot = async () => {
    if (!view) return;
    try {
      const blob = await view.screenshot();
      downloadBlob(blob, 'cellar-3d.png');
      setShot(`Picture saved: cellar-3d.png, ${Math.round(blob.size / 1024)} KB.`);
    } catch (error) {
      setShot(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="grid grid-cols-1 items-start gap-8 xl:grid-cols-[minmax(0,8fr)_minmax(0,4fr)]">
      <section aria-labelledby="view-title" className="card grid min-w-0 gap-4 p-4 sm:p-6">
        <h2 id="view-title" className="font-sans text-lg font-semibold text-cream-50">
          The 3D view
        </h2>
        <div ref={cellar.host} className={status === 'open' || (status === 'loading' && view) ? '' : 'hidden'} />
        {status === 'idle' || status === 'loading' ? (
          <div className="grid aspect-video place-items-center rounded-lg border border-cellar-600 bg-cellar-950 p-6 text-center">
            <div className="grid justify-items-center gap-3">
              <p className="text-sm text-mist-300">{source.plan ? 'The 3D view loads when you ask for it (about 150 kB).' : 'Choose a cellar first.'}</p>
              <button type="button" className="btn-gold" onClick={() => request()} disabled={!source.plan || status === 'loading'}>
                <Box className="size-4" aria-hidden="true" />
                {status === 'loading' ? 'Building the 3D view…' : 'Show in 3D'}
              </button>
            </div>
          </div>
        ) : null}
        <ViewAlerts status={status} failure={cellar.failure} after="The cellar is still described in words on this page." />
        {view ? (
          <>
            <div className="flex flex-wrap gap-2" role="toolbar" aria-label="View">
              <button type="button" className="btn-outline min-h-10 px-3 py-1.5 text-sm" aria-pressed={mode === 'orbit'} onClick={() => view.setMode('orbit')}>
                <Box className="size-4" aria-hidden="true" />
                Look from above
              </button>
              <button type="button" className="btn-outline min-h-10 px-3 py-1.5 text-sm" aria-pressed={mode === 'walk'} onClick={() => view.setMode('walk')}>
                <Footprints className="size-4" aria-hidden="true" />
                Walk through
              </button>
              <button type="button" className="btn-ghost min-h-10 px-3 py-1.5 text-sm" onClick={() => view.reset()}>
                <Undo2 className="size-4" aria-hidden="true" />
                Reset view
              </button>
              <button type="button" className="btn-ghost min-h-10 px-3 py-1.5 text-sm" onClick={() => void screenshot()}>
                <Camera className="size-4" aria-hidden="true" />
                Download picture (PNG)
              </button>
            </div>
            <div className="grid max-w-sm grid-cols-3 gap-2" role="group" aria-label="Walk">
              {WALK_BUTTONS.map(({ action, label, icon: Icon }) => (
                <button key={action} type="button" className="btn-outline min-h-10 px-2 py-1.5 text-sm" onClick={() => view.walk(action)} data-walk={action}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </button>
              ))}
            </div>
            <p id={KEYS_ID} className="text-sm text-mist-300">
              Drag to look around, scroll or pinch to zoom. On the view, W and S or the up and down arrows walk forward and back, A and D step sideways, and the left and right arrows (or Q and E) turn.
            </p>
            <p role="status" aria-live="polite" className="min-h-6 text-sm text-gold-200" data-testid="camera-status">
              {camera}
            </p>
            {shot ? (
              <p role="status" className="text-sm text-cream-100">
                <Download className="mr-1 inline size-4" aria-hidden="true" />
                {shot}
              </p>
            ) : null}
          </>
        ) : null}
      </section>
      <PlanAside source={source} descriptionId={DESCRIPTION_ID} />
    </div>
  );
}

export default toolPage('image-3d-converter', Viewer3D);
