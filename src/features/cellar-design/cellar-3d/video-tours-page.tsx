import { useEffect, useRef, useState } from 'react';
import { Circle, Download, Play, Square } from 'lucide-react';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { PlanAside, ViewAlerts } from './components.tsx';
import { recordingType } from './capabilities.ts';
import { useCellarView } from './use-cellar-view.ts';
import { usePlanSource } from './use-plan-source.ts';

const DESCRIPTION_ID = 'tour-description';
const LENGTHS = ['10', '5'] as const;
type TourLength = (typeof LENGTHS)[number];
const LENGTH_LABELS: Record<TourLength, string> = { '10': 'Standard (10 s)', '5': 'Short (5 s)' };

export const NO_RECORDER_MESSAGE =
  'This browser cannot record video from the page (it has no MediaRecorder, or cannot capture a canvas as a stream), so there is no video to download here. The tour still plays in the page.';

interface Video {
  url: string;
  size: number;
  seconds: number;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function Tours() {
  const source = usePlanSource({ caseStudies: true });
  const cellar = useCellarView(source.plan, { width: 960, height: 540, controls: false, role: 'img', label: 'Fly-through of the cellar', describedBy: DESCRIPTION_ID });
  const { view, status } = cellar;
  const [length, setLength] = useState<TourLength>('10');
  const [running, setRunning] = useState<null | 'play' | 'record'>(null);
  const [progress, setProgress] = useState(0);
  const [message, setMessage] = useState('');
  const [video, setVideo] = useState<Video | null>(null);
  const [recorderType, setRecorderType] = useState<string | null | undefined>(undefined);
  const pending = useRef<null | 'play' | 'record'>(null);
  const abort = useRef<AbortController | null>(null);

  // Known only in the browser: checked once interactive.
  useEffect(() => setRecorderType(recordingType()), []);
  // A new video replaces the old one's address; leaving the page frees the last.
  useEffect(() => () => (video ? URL.revokeObjectURL(video.url) : undefined), [video]);
  // A different cellar stops a tour in progress.
  useEffect(() => () => abort.current?.abort(), [source.plan]);

  const run = async (what: 'play' | 'record') => {
    const current = view;
    if (!current || !source.plan) {
      pending.current = what;
      cellar.request();
      return;
    }
    if (!source.lib) return;
    const tour = await import('./tour.ts');
    const seconds = Number(length);
    const frames = source.lib.tourKeyframes(source.plan, seconds);
    const controller = new AbortController();
    abort.current = controller;
    setRunning(what);
    setProgress(0);
    const onProgress = (fraction: number) => setProgress(Math.round(fraction * 100));
    try {
      if (what === 'play') {
        setMessage('Playing the tour.');
        const done = await tour.playTour(current, frames, { seconds, onProgress, signal: controller.signal });
        setMessage(done ? 'The tour has finished.' : 'Tour stopped.');
      } else if (recorderType) {
        setMessage('Recording the tour…');
        const recording = await tour.recordTour(current, frames, recorderType, { seconds, onProgress, signal: controller.signal });
        if (recording) {
          setVideo({ url: URL.createObjectURL(recording.blob), size: recording.blob.size, seconds: recording.seconds });
          setMessage(`Recorded: ${sizeText(recording.blob.size)}, ${recording.seconds.toFixed(1)} s. The download link is below.`);
        } else setMessage('Recording cancelled; nothing was kept.');
      }
    } catch (error) {
      setMessage(`The tour could not be ${what === 'play' ? 'played' : 'recorded'}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setRunning(null);
      abort.current = null;
    }
  };

  // A tour asked for before the view existed starts once it is built.
  useEffect(() => {
    if (view && pending.current) {
      const what = pending.current;
      pending.current = null;
      void run(what);
    }
    // `run` reads the latest state; only a new view should start a waiting tour.
  }, [view]);

  const busy = running !== null || status === 'loading';
  return (
    <div className="grid grid-cols-1 items-start gap-8 xl:grid-cols-[minmax(0,8fr)_minmax(0,4fr)]">
      <section aria-labelledby="tour-title" className="card grid min-w-0 gap-4 p-4 sm:p-6">
        <h2 id="tour-title" className="font-sans text-lg font-semibold text-cream-50">
          The tour
        </h2>
        <div ref={cellar.host} className={view ? '' : 'hidden'} />
        {!view && status !== 'no-webgl' ? (
          <div className="grid aspect-video place-items-center rounded-lg border border-cellar-600 bg-cellar-950 p-6 text-center text-sm text-mist-300">
            {status === 'loading' ? 'Building the cellar in 3D…' : source.plan ? 'Play or record the tour to build the cellar in 3D.' : 'Choose a cellar first.'}
          </div>
        ) : null}
        <ViewAlerts status={status} failure={cellar.failure} />
        {recorderType === null ? (
          <p role="alert" className="rounded-md border border-gold-400/60 bg-cellar-950 px-4 py-3 text-sm text-cream-50" data-testid="no-recorder">
            {NO_RECORDER_MESSAGE}
          </p>
        ) : null}
        <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <SelectField id="tour-length" label="Tour length" value={length} options={LENGTHS} labels={LENGTH_LABELS} onChange={setLength} />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-outline" onClick={() => void run('play')} disabled={busy || !source.plan || status === 'no-webgl'}>
              <Play className="size-4" aria-hidden="true" />
              Play tour
            </button>
            <button type="button" className="btn-gold" onClick={() => void run('record')} disabled={busy || !source.plan || !recorderType || status === 'no-webgl'}>
              <Circle className="size-4" aria-hidden="true" />
              Record tour (WebM)
            </button>
            {running ? (
              <button type="button" className="btn-ghost" onClick={() => abort.current?.abort()}>
                <Square className="size-4" aria-hidden="true" />
                {running === 'record' ? 'Cancel recording' : 'Stop'}
              </button>
            ) : null}
          </div>
        </div>
        {running ? (
          <div className="grid gap-1">
            <span id="tour-progress-label" className="text-sm text-cream-100">
              {running === 'record' ? 'Recording' : 'Playing'}: {progress}%
            </span>
            <div
              role="progressbar"
              aria-labelledby="tour-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-cellar-700"
              data-testid="tour-progress"
            >
              <div className="h-full bg-gold-400" style={{ width: `${progress}%` }} />
            </div>
          </div>
        ) : null}
        <p role="status" aria-live="polite" className="min-h-6 text-sm text-gold-200" data-testid="tour-status">
          {message}
        </p>
        {video ? (
          <a href={video.url} download="cellar-tour.webm" className="btn-outline justify-self-start" data-testid="tour-download">
            <Download className="size-4" aria-hidden="true" />
            Download the tour (WebM, {sizeText(video.size)}, {video.seconds.toFixed(1)} s)
          </a>
        ) : null}
      </section>
      <PlanAside source={source} descriptionId={DESCRIPTION_ID} />
    </div>
  );
}

export default toolPage('video-tours', Tours);
