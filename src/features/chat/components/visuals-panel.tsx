import { useCallback } from 'react';
import { useVisualGenerator } from '@/components/visuals/use-visual-generator.ts';
import { VisualFigure, VisualGeneratorForm } from '@/components/visuals/visual-generator-form.tsx';
import type { GeneratedVisual } from '@/lib/runware.ts';

interface VisualsPanelProps {
  /** docs/product-spec.md §4: a generated visual is also sent into the chat. */
  onVisual: (visual: GeneratedVisual) => void;
}

/** docs/product-spec.md §2 'Generate Visuals' side panel. */
export function VisualsPanel({ onVisual }: VisualsPanelProps) {
  const onGenerated = useCallback((visual: GeneratedVisual) => onVisual(visual), [onVisual]);
  const { status, latest, generate } = useVisualGenerator(onGenerated);
  return (
    <aside aria-labelledby="visuals-title" className="flex max-h-[45dvh] flex-col overflow-y-auto border-b border-cellar-700 bg-cellar-850 p-5 lg:max-h-none lg:w-96 lg:border-b-0 lg:border-l">
      <h3 id="visuals-title" className="text-xl text-cream-50">
        Generate Visuals
      </h3>
      <p className="mt-1 mb-4 text-sm text-mist-300">Diagrams and illustrations for your project, from your own image-provider key.</p>
      <VisualGeneratorForm compact status={status} onGenerate={(key, description) => void generate(key, description)} />
      {latest ? (
        <div className="mt-5" aria-live="polite">
          <VisualFigure url={latest.url} prompt={latest.prompt} />
        </div>
      ) : null}
    </aside>
  );
}
