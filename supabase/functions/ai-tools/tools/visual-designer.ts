/**
 * The visual designer's server-side check: the plan through the same checks
 * (plan.ts) and the same estimator mapping (estimate.ts) as the browser, so
 * a saved or shared design is verified here, not taken on trust. With a
 * provider and `review: true`, a model writes a short review of the layout
 * from the engine's figures; a model failure loses the review, never the figures.
 */
import * as z from 'zod/mini';
import { invalidRequest } from '../../_shared/errors.ts';
import { estimatePlan } from '../../_domain/designer/estimate.ts';
import { planProblems, type Plan } from '../../_domain/designer/plan.ts';
import { planSchema } from '../../_domain/designer/schema.ts';
import { planFacts, planHeadline, planLines } from '../../_domain/designer/summary.ts';
import { writeWithModel, type ModelText } from '../model-text.ts';
import { defineTool, type ResultPart, type ToolContext } from '../tool.ts';

const REVIEW_MAX_CHARS = 1500;

const SYSTEM_PROMPT =
  'You are a wine-cellar designer reviewing a client’s draft layout. In at most 120 words of plain prose (no markdown, no lists), ' +
  'comment on the layout: access from the door, where display and bulk storage sit, the cooling unit’s place, and one practical suggestion. ' +
  'Use only the figures given; do not invent prices, capacities or loads.';

async function review(plan: Plan, facts: string, context: ToolContext): Promise<ModelText> {
  const provider = context.provider;
  if (!provider) return { text: null, note: 'No AI model is configured, so there is no written review; the figures are the whole result.', by: null };
  return await writeWithModel(
    provider,
    {
      system: SYSTEM_PROMPT,
      user: `The draft (${plan.modules.length} pieces):\n${facts}`,
      maxChars: REVIEW_MAX_CHARS,
      label: 'visual-designer review',
      emptyNote: 'The AI model returned no review.',
      failedNote: (message) => `No written review this time: ${message}`,
    },
    context.signal,
  );
}

export const visualDesigner = defineTool({
  input: z.object({ plan: planSchema, review: z.optional(z.boolean()) }),
  async run(input, context) {
    const plan = input.plan as Plan;
    const problems = planProblems(plan);
    if (problems.length > 0) throw invalidRequest(problems.map((problem) => ({ path: `input.plan.${problem.target}`, message: problem.message })));
    const estimate = estimatePlan(plan);
    const facts = planFacts(plan, estimate);
    const written = input.review ? await review(plan, facts, context) : { text: null, note: null, by: null };
    const parts: ResultPart[] = [{ part: 'figures', source: 'engine', by: 'estimator' }];
    if (written.text && written.by) parts.push({ part: 'review', source: 'model', by: written.by });
    return {
      result: {
        verified: true,
        headline: planHeadline(estimate),
        bottles: estimate.bottles,
        total: estimate.cost?.total ?? null,
        lines: planLines(plan, estimate),
        cooling: estimate.cost ? { designBtuh: estimate.cost.cooling.designBtuh, recommendedBtuh: estimate.cost.cooling.recommendedBtuh, unitClass: estimate.cost.cooling.unitClass } : null,
        review: written.text,
        reviewNote: written.note,
      },
      parts,
    };
  },
});
