/** One part of an ai-tools answer and where it came from (the function's `parts`). */
export interface ResultPart {
  part: string;
  source: 'engine' | 'model';
  by: string;
}

/** "Figures: our estimator · Review: AI model gpt-4o": which parts ran here and which a model wrote, said on every AI tool the same way. */
export function ResultParts({ parts, className }: { parts: readonly ResultPart[]; className?: string }) {
  return (
    <p className={className} data-testid="result-parts">
      {parts.map((part) => `${part.part[0]?.toUpperCase()}${part.part.slice(1)}: ${part.source === 'engine' ? `our ${part.by}` : `AI model ${part.by}`}`).join(' · ')}
    </p>
  );
}
