/**
 * /semantic-search's server job: the same semantic search as the page, on
 * the same question check, and with a provider, a short answer a model
 * writes from the passages found and nothing else, citing them by number.
 * The passages are the engine's; a model that fails or is missing loses
 * only the written answer.
 */
import * as z from 'zod/mini';
import { invalidRequest } from '../../_shared/errors.ts';
import type { SemanticResult } from '../../_domain/semantic-search/engine.ts';
import { semanticSearchFromIndex } from '../../_shared/knowledge/deno-load.ts';
import { checkQuestion, QUESTION_MAX } from '../../_domain/semantic-search/question.ts';
import { writeWithModel, type ModelText } from '../model-text.ts';
import { defineTool, type ResultPart, type ToolContext } from '../tool.ts';

const ANSWER_MAX_CHARS = 900;

const SYSTEM_PROMPT =
  'You answer a visitor of a wine-cellar design and construction site. Use only the numbered passages from the site that follow the question. ' +
  'In at most 80 words of plain prose (no markdown, no lists, no headings), answer the question and cite the passages you used as [1], [2]. ' +
  'Do not add figures, products or advice the passages do not state. If the passages do not answer the question, say so in one sentence.';

export const NO_MODEL_NOTE = 'No AI model is configured, so there is no written answer; the passages are the whole answer.';

async function writeAnswer(result: SemanticResult, context: ToolContext): Promise<ModelText> {
  const provider = context.provider;
  if (!provider) return { text: null, note: NO_MODEL_NOTE, by: null };
  if (result.passages.length === 0) return { text: null, note: 'No passage answers this closely, so there is nothing to write an answer from.', by: null };
  const passages = result.passages.map((passage, index) => `[${index + 1}] ${passage.title}${passage.heading ? ` — ${passage.heading}` : ''}: ${passage.snippet}`);
  const answer = await writeWithModel(
    provider,
    {
      system: SYSTEM_PROMPT,
      user: `Question: ${result.question}\n\nPassages:\n${passages.join('\n')}`,
      maxChars: ANSWER_MAX_CHARS,
      label: 'semantic-search answer',
      emptyNote: 'The AI model returned no answer.',
      failedNote: (message) => `No written answer this time: ${message.replace(/\.$/, '')}. The passages are complete without it.`,
    },
    context.signal,
  );
  // The answer is kept as one paragraph, whatever line breaks the model sent.
  return answer.text ? { ...answer, text: answer.text.replace(/\s+/g, ' ') } : answer;
}

export const semanticSearch = defineTool({
  // The length is checked after markup is stripped (checkQuestion); this bound only keeps a huge string out.
  input: z.object({ question: z.string().check(z.maxLength(QUESTION_MAX * 4)) }),
  async run(input, context) {
    const checked = checkQuestion(input.question);
    if (!checked.ok) throw invalidRequest([{ path: 'input.question', message: checked.message }]);
    const result = semanticSearchFromIndex()(checked.question);
    const written = await writeAnswer(result, context);
    const parts: ResultPart[] = [{ part: 'passages', source: 'engine', by: 'semantic search' }];
    if (written.by) parts.push({ part: 'answer', source: 'model', by: written.by });
    return { result: { ...result, answer: written.text, answerNote: written.note }, parts };
  },
});
