/**
 * /content-generator's server job, for admins: the same outline as the page
 * (the engine over the same index), and with a provider, the prose a model
 * writes from that outline and its numbered sources, checked before it is
 * returned (content-drafts/prose.ts). Without a provider, or when the model
 * fails, the outline is the whole draft.
 */
import * as z from 'zod/mini';
import { ApiError, invalidRequest } from '../../_shared/errors.ts';
import { AUDIENCES, buildDraft, CONTENT_FORMATS, NETWORKS, TOPIC_MAX } from '../../_domain/content-drafts/draft.ts';
import { checkProse, PROSE_MAX_CHARS, proseDocument, proseRequest, proseSystemPrompt, type CheckedProse } from '../../_domain/content-drafts/prose.ts';
import { defineTool, type ResultPart } from '../tool.ts';
import { knowledgeFromIndex, semanticSearchFromIndex } from '../../_shared/knowledge/deno-load.ts';

export const NO_MODEL_PROSE = 'No AI model is configured, so there is no prose; the outline is the whole draft.';

export const contentGenerator = defineTool({
  role: 'admin',
  input: z.object({
    format: z.enum(CONTENT_FORMATS),
    // Checked again after markup is stripped (checkTopic); this bound keeps a huge string out.
    topic: z.string().check(z.maxLength(TOPIC_MAX * 4)),
    audience: z.enum(AUDIENCES),
    network: z.optional(z.enum(NETWORKS)),
    /** The date the admin's draft carries (YYYY-MM-DD), so both halves of a draft agree. */
    today: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  }),
  async run({ today, ...request }, context) {
    const [ask, knowledge] = [semanticSearchFromIndex(), knowledgeFromIndex()];
    const draft = buildDraft(request, { ask, knowledge }, today);
    if (!draft.ok) {
      if (draft.reason === 'invalid') throw invalidRequest([{ path: 'input.topic', message: draft.message }]);
      return { result: { draft, prose: null, proseNote: draft.message }, parts: [] };
    }
    const parts: ResultPart[] = [{ part: 'outline', source: 'engine', by: 'content outline engine' }];
    const provider = context.provider;
    if (!provider) return { result: { draft, prose: null, proseNote: NO_MODEL_PROSE }, parts };
    let checked: CheckedProse;
    try {
      const turn = await provider.turn(
        { messages: [{ role: 'system', content: proseSystemPrompt(draft) }, { role: 'user', content: proseRequest(draft) }] },
        { signal: context.signal, maxChars: PROSE_MAX_CHARS[draft.request.format] },
      );
      checked = checkProse(turn.content, draft);
    } catch (cause) {
      const message = cause instanceof ApiError ? cause.message : 'The AI model could not be reached.';
      console.error('ai-tools content-generator prose failed:', cause);
      return { result: { draft, prose: null, proseNote: `No prose this time: ${message.replace(/\.$/, '')}. The outline is complete without it.` }, parts };
    }
    if (!checked.text) return { result: { draft, prose: null, proseNote: 'The AI model returned no text.' }, parts };
    parts.push({ part: 'prose', source: 'model', by: provider.model });
    const prose = { ...checked, markdown: proseDocument(draft, checked, provider.model, today), by: provider.model };
    return { result: { draft, prose, proseNote: null }, parts };
  },
});
