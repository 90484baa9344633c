import { useDeferredValue, useEffect, useRef } from 'react';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { FiguresWorking } from '@/components/tool-shell/figures-working.tsx';
import { afterHydration } from '@/components/ui/deferred.tsx';
import { Palette } from './components/palette.tsx';
import { PieceList } from './components/piece-list.tsx';
import { PlanCanvas } from './components/plan-canvas.tsx';
import { RoomForm } from './components/room-form.tsx';
import { useDesigner, type Designer } from './use-designer.ts';

// The figures and the estimator behind them load once the page is interactive, so the plan answers first.
const DesignResults = afterHydration(
  () => import('./components/design-results.tsx'),
  <FiguresWorking>Working out capacity, cost and cooling load...</FiguresWorking>,
);

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, anywhere on the page but inside a text box, which keeps its own undo. */
function useUndoKeys(designer: Designer) {
  const { undo, redo } = designer;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}

function Designer() {
  const designer = useDesigner(DesignResults.ready);
  const svgRef = useRef<SVGSVGElement>(null);
  useUndoKeys(designer);
  const { announcement, linkError } = designer;
  // The figures (estimator and tables) follow an edit in a deferred pass, so moving a piece never waits for them.
  const figuresPlan = useDeferredValue(designer.plan);
  return (
    <div className="grid grid-cols-1 gap-8">
      {linkError ? (
        <p role="alert" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
          {linkError}
        </p>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-8 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <section aria-labelledby="plan-title" className="card grid min-w-0 grid-cols-1 gap-4 p-4 sm:p-6">
          <h2 id="plan-title" className="font-sans text-lg font-semibold text-cream-50">
            The plan
          </h2>
          <Palette designer={designer} />
          <div className="overflow-hidden rounded-lg border border-cellar-600 bg-cream-50">
            <PlanCanvas designer={designer} svgRef={svgRef} />
          </div>
          <p id="designer-keys" className="text-sm text-mist-300">
            Drag a piece, or select it and use the arrow keys (½ ft; with Shift, 2 ft). R rotates, Delete removes, Ctrl+Z undoes and Ctrl+Shift+Z
            redoes. The shaded area in front of the door stays clear.
          </p>
          <p
            role="status"
            aria-live="polite"
            data-testid="designer-status"
            data-refused={announcement.refused}
            className={`min-h-6 text-sm ${announcement.refused ? 'text-red-300' : 'text-gold-200'}`}
          >
            {/* A repeated message is still read out: the live region's text changes by an invisible character. */}
            {announcement.text}
            {announcement.key % 2 ? '\u200b' : ''}
          </p>
          <details className="rounded-lg border border-cellar-600 p-3" open>
            <summary className="cursor-pointer font-sans text-base font-semibold text-cream-50">Pieces as a list</summary>
            <div className="mt-3">
              <PieceList designer={designer} />
            </div>
          </details>
        </section>
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <DesignResults plan={figuresPlan} svgRef={svgRef} />
          <section aria-labelledby="room-title" className="card p-4 sm:p-6">
            <h2 id="room-title" className="sr-only">
              Room, openings and options
            </h2>
            <RoomForm designer={designer} />
          </section>
        </div>
      </div>
    </div>
  );
}

export default toolPage('visual-designer', Designer);
