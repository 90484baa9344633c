import { VisualFigure, VisualGeneratorForm } from '@/components/visuals/visual-generator-form.tsx';
import { useVisualGenerator } from '@/components/visuals/use-visual-generator.ts';
import type { DesignBrief } from '@domain/designer/brief.ts';
import type { Concept } from '@domain/designer/layout.ts';
import { renderPrompt } from '../render-prompt.ts';

/**
 * The image generator's form and hook on the chosen concept: the key stays
 * in this page's memory and goes only to Runware; the description starts
 * from the concept and can be changed. Loaded when the panel first opens.
 */
export default function RenderConceptBody({ concept, brief }: { concept: Concept; brief: DesignBrief }) {
  const { status, latest, generate } = useVisualGenerator();
  return (
    <>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <VisualGeneratorForm status={status} initialDescription={renderPrompt(concept, brief)} onGenerate={(key, description) => void generate(key, description)} />
        <div aria-live="polite" aria-busy={status === 'generating'}>
          {latest ? <VisualFigure url={latest.url} prompt={latest.prompt} /> : null}
        </div>
      </div>
    </>
  );
}
