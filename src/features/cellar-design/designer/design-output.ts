/** What Save keeps and what "Get a quote with this" carries, for a plan. */
import { encodePlan, planLink } from '@domain/designer/link.ts';
import type { PlanEstimate } from '@domain/designer/estimate.ts';
import type { Plan } from '@domain/designer/plan.ts';
import { planHeadline, planLines, roomText } from '@domain/designer/summary.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';

export function designOutput(plan: Plan, estimate: PlanEstimate): ToolOutput {
  const link = planLink(plan);
  const headline = planHeadline(estimate);
  return {
    calculation: {
      kind: 'cellar-design',
      title: `Cellar design: ${roomText(plan)}`.slice(0, 200),
      // The link's parameters, like a calculator's: compact enough for a quote's attached calculation (4,000 characters).
      inputs: Object.fromEntries(encodePlan(plan)),
      summary: { headline, lines: planLines(plan, estimate).slice(0, 12), link },
    },
    quote: {
      projectType: plan.options.cellarType === 'residential' ? 'residential' : 'commercial',
      ...(estimate.bottles > 0 ? { capacityBottles: estimate.bottles } : {}),
      summary: `Designed in the visual designer: ${roomText(plan)}; ${plan.modules.length} pieces; ${headline}.`,
    },
  };
}
