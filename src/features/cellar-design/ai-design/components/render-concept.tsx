import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { DesignBrief } from '@domain/designer/brief.ts';
import type { Concept } from '@domain/designer/layout.ts';

const RenderConceptBody = lazy(() => import('./render-concept-body.tsx'));

/** A picture of the chosen concept, drawn by Runware on the visitor's own key; nothing of it loads until the panel is opened. */
export function RenderConcept({ concept, brief }: { concept: Concept; brief: DesignBrief }) {
  const [opened, setOpened] = useState(false);
  const panel = useRef<HTMLDetailsElement>(null);
  // The panel is in the prerendered page: opened before React took it over, its toggle event
  // fired with no listener, so the open state is read once React has it.
  useEffect(() => {
    if (panel.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={panel} className="card p-5 sm:p-7" data-testid="render-concept" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer font-sans text-lg font-semibold text-cream-50">Render this concept (with your own Runware key)</summary>
      <p className="mt-3 text-sm text-mist-300">An artist’s impression from an image model, not a drawing to build from: the plan and figures above are the design.</p>
      {opened ? (
        <Suspense fallback={<p className="mt-4 text-sm text-mist-300">Loading the image form...</p>}>
          <RenderConceptBody concept={concept} brief={brief} />
        </Suspense>
      ) : null}
    </details>
  );
}
