/**
 * /ai-design's server job: the same layout engine (layout.ts) as the page,
 * on the same brief schema, so the concepts and every figure are the
 * engine's and the estimator's. With a provider and `narrative: true`, a
 * model writes a short narrative for each concept from those figures; a
 * model that fails loses only that concept's narrative, never the concepts.
 */
import * as z from 'zod/mini';
import { invalidRequest } from '../../_shared/errors.ts';
import { briefSchema } from '../../_domain/designer/brief-schema.ts';
import type { DesignBrief } from '../../_domain/designer/brief.ts';
import { estimatePlan } from '../../_domain/designer/estimate.ts';
import { designConcepts, styleText, type Concept } from '../../_domain/designer/layout.ts';
import { planFacts } from '../../_domain/designer/summary.ts';
import { formatNumber } from '../../_domain/estimator/format.ts';
import { writeWithModel, type ModelText } from '../model-text.ts';
import { defineTool, type ResultPart, type ToolContext } from '../tool.ts';

const NARRATIVE_MAX_CHARS = 1200;

const SYSTEM_PROMPT =
  'You are a wine-cellar designer presenting one concept layout to a client. In at most 90 words of plain prose (no markdown, no lists, no headings), ' +
  'describe what it is like to walk in: what is seen from the door, where bottles, display and any table sit, and who this concept suits. ' +
  'Use only the facts given; do not invent prices, capacities, materials or loads.';

type Narrative = ModelText & { id: Concept['id'] };

async function narrate(concept: Concept, brief: DesignBrief, target: number, context: ToolContext): Promise<Narrative> {
  const provider = context.provider;
  if (!provider) return { id: concept.id, text: null, note: 'No AI model is configured, so there is no written narrative; the concepts and figures are the whole result.', by: null };
  const facts = [
    `Concept: ${concept.name}. ${concept.idea}`,
    `Style: ${styleText(brief)}`,
    `Collection with growth: ${formatNumber(target)} bottles`,
    planFacts(concept.plan, estimatePlan(concept.plan)),
    ...concept.tradeOffs.map((line) => `Trade-off: ${line}`),
  ].join('\n');
  const narrative = await writeWithModel(
    provider,
    {
      system: SYSTEM_PROMPT,
      user: facts,
      maxChars: NARRATIVE_MAX_CHARS,
      label: 'ai-design narrative',
      emptyNote: 'The AI model returned no narrative.',
      failedNote: (message) => `No written narrative this time: ${message}`,
    },
    context.signal,
  );
  return { id: concept.id, ...narrative };
}

export const aiDesign = defineTool({
  input: z.object({ brief: briefSchema, narrative: z.optional(z.boolean()) }),
  async run(input, context) {
    const brief = input.brief as DesignBrief;
    const result = designConcepts(brief);
    if (!result.ok) throw invalidRequest(result.problems.map((problem) => ({ path: `input.brief.${problem.field}`, message: problem.message })));
    const narratives = input.narrative ? await Promise.all(result.concepts.map((concept) => narrate(concept, brief, result.target, context))) : [];
    const parts: ResultPart[] = [
      { part: 'layouts', source: 'engine', by: 'layout engine' },
      { part: 'figures', source: 'engine', by: 'estimator' },
    ];
    const by = narratives.find((narrative) => narrative.by)?.by;
    if (by) parts.push({ part: 'narrative', source: 'model', by });
    return {
      result: {
        target: result.target,
        advice: result.advice,
        concepts: result.concepts.map((concept) => {
          const narrative = narratives.find((item) => item.id === concept.id);
          return { ...concept, narrative: narrative?.text ?? null, narrativeNote: narrative?.note ?? null };
        }),
      },
      parts,
    };
  },
});
