import type { DesignBrief } from '@domain/designer/brief.ts';
import type { Concept } from '@domain/designer/layout.ts';
import { formatNumber, formatUsdRange } from '@domain/estimator/format.ts';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { conceptOutput } from '../concept-output.ts';

/**
 * The chosen concept with the shell's actions: Save (as a cellar design, so
 * it reopens in the designer from My Calculations), Get a quote with this,
 * Copy link (the designer link of the plan) and Print.
 */
export function ChosenConcept({ concept, brief, current }: { concept: Concept; brief: DesignBrief; current: boolean }) {
  return (
    <ToolResult
      kind="cellar-design"
      label="Your chosen concept"
      headline={<span data-testid="chosen-name">{concept.name}</span>}
      subline={`${formatNumber(concept.figures.bottles)} bottles · ${formatUsdRange(concept.figures.cost.low, concept.figures.cost.high)} estimated`}
      current={current}
      output={conceptOutput(concept, brief)}
    >
      <p className="text-sm text-ink-700">
        Saving keeps it in My Calculations as a cellar design; it reopens in the visual designer, where every piece can be moved. Copy link shares the same plan.
      </p>
    </ToolResult>
  );
}
