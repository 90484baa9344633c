/** What Save keeps and "Get a quote with this" carries for a concept: the designer's design output, named for the concept and the brief. */
import type { DesignBrief } from '@domain/designer/brief.ts';
import { STYLE_OPTIONS } from '@domain/designer/brief.ts';
import { estimatePlan } from '@domain/designer/estimate.ts';
import type { Concept } from '@domain/designer/layout.ts';
import { roomText } from '@domain/designer/summary.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { designOutput } from '../designer/public-output.ts';

export function conceptOutput(concept: Concept, brief: DesignBrief): ToolOutput {
  const output = designOutput(concept.plan, estimatePlan(concept.plan));
  const style = STYLE_OPTIONS[brief.style].label.toLowerCase();
  return {
    calculation: { ...output.calculation, title: `Cellar concept, ${concept.name}: ${roomText(concept.plan)}`.slice(0, 200) },
    quote: {
      ...output.quote,
      budget: brief.budget,
      summary: `AI design concept "${concept.name}" (${style}): ${roomText(concept.plan)}; ${concept.plan.modules.length} pieces; ${concept.figures.bottles.toLocaleString('en-US')} bottles for a collection of ${brief.bottles.toLocaleString('en-US')}.`,
    },
  };
}
