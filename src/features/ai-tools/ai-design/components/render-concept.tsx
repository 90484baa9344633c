import { VisualFigure, VisualGeneratorForm } from '@/components/visuals/visual-generator-form.tsx';
import { useVisualGenerator } from '@/components/visuals/use-visual-generator.ts';
import type { DesignBrief } from '@shared/designer/brief.ts';
import type { Concept } from '@shared/designer/layout.ts';
import { renderPrompt } from '../render-prompt.ts';

/**
 * A picture of the chosen concept, drawn by Runware on the visitor's own key
 * (the site's image generator: the key stays in this page's memory and goes
 * only to Runware). The description starts from the concept and can be changed.
 */
export function RenderConcept({ concept, brief }: { concept: Concept; brief: DesignBrief }) {
  const { status, latest, generate } = useVisualGenerator();
  return (
    <details className="card p-5 sm:p-7" data-testid="render-concept">
      <summary className="cursor-pointer font-sans text-lg font-semibold text-cream-50">Render this concept (with your own Runware key)</summary>
      <p className="mt-3 text-sm text-mist-300">An artist’s impression from an image model, not a drawing to build from: the plan and figures above are the design.</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <VisualGeneratorForm key={`${concept.id}:${concept.figures.bottles}`} status={status} initialDescription={renderPrompt(concept, brief)} onGenerate={(key, description) => void generate(key, description)} />
        <div aria-live="polite" aria-busy={status === 'generating'}>
          {latest ? <VisualFigure url={latest.url} prompt={latest.prompt} /> : null}
        </div>
      </div>
    </details>
  );
}
