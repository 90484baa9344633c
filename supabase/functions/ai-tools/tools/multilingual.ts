/**
 * /multilingual's server job. The answer from the translated cards is the
 * same engine as the page's (a card for each part of the question); with a
 * provider, a model answers every part in the visitor's language from the
 * English site: the passages the semantic search finds for each matched
 * card's English question (or for the question itself when no card
 * matched) and the cards. Other firms credited in the English content are
 * taken out of the passages, and a sentence of the model's naming one is
 * dropped (`_domain/multilingual/sources.ts`). The note travels as a code so
 * the page says it in the visitor's language.
 */
import * as z from 'zod/mini';
import { ApiError, invalidRequest } from '../../_shared/errors.ts';
import { stripMarkup } from '../../_domain/text/sanitize.ts';
import { cards as de } from '../../_domain/multilingual/cards/de.ts';
import { cards as es } from '../../_domain/multilingual/cards/es.ts';
import { cards as fr } from '../../_domain/multilingual/cards/fr.ts';
import { cards as it } from '../../_domain/multilingual/cards/it.ts';
import { cards as zh } from '../../_domain/multilingual/cards/zh.ts';
import { matchCards } from '../../_domain/multilingual/engine.ts';
import { dropOtherFirms, withoutOtherFirms } from '../../_domain/multilingual/sources.ts';
import { EXPERT_LANGUAGES, LANGUAGE_NAMES, type ExpertLanguage } from '../../_domain/multilingual/languages.ts';
import { checkQuestion, QUESTION_MAX } from '../../_domain/multilingual/question.ts';
import { TOPICS, type Card } from '../../_domain/multilingual/topics.ts';
import { defineTool, type ResultPart, type ToolContext } from '../tool.ts';
import { semanticSearchFromIndex } from '../../_shared/knowledge/deno-load.ts';

const CARDS: Record<ExpertLanguage, readonly Card[]> = { es, fr, de, it, zh };
const ANSWER_MAX_CHARS = 1200;
const PASSAGES = 4;

/** Why there is no model answer: `no-model` (none configured), `failed` (it errored or timed out), `empty` (it said nothing). */
export type NoteCode = 'no-model' | 'failed' | 'empty';

export const QUESTION_MESSAGES = {
  empty: 'Type a question first.',
  'too-long': `Keep the question to ${QUESTION_MAX} characters or fewer.`,
  'too-short': 'Ask with a few words.',
} as const;

const systemPrompt = (language: ExpertLanguage) => {
  const name = LANGUAGE_NAMES[language].english;
  return (
    `You answer a visitor of a wine-cellar design and construction site. The visitor writes in ${name}: answer only in ${name}. ` +
    'Ground every statement in the English material that follows the question (the site’s passages and, if given, its translated cards); translate it faithfully, keeping every figure and unit as written. ' +
    'If the question asks several things, answer each of them, in the order asked. Never name another company, brand or website as a source: the source is this site. ' +
    `In at most 160 words of plain prose (no markdown, no lists), answer the question. If the material does not answer a part, say so in ${name} in one sentence and suggest the free quote request on this page.`
  );
};

interface ModelAnswer {
  text: string | null;
  note: NoteCode | null;
  by: string | null;
}

async function askModel(language: ExpertLanguage, question: string, cards: readonly Card[], context: ToolContext): Promise<ModelAnswer> {
  const provider = context.provider;
  if (!provider) return { text: null, note: 'no-model', by: null };
  const search = semanticSearchFromIndex();
  // Each part's passages, the best first, so a two-part question is grounded on both parts.
  const asked = cards.length > 0 ? cards.map((card) => TOPICS[card.topic].english) : [question];
  const perPart = Math.max(2, Math.ceil(PASSAGES / asked.length));
  const seen = new Set<string>();
  const found = asked.flatMap((english) => search(english).passages.slice(0, perPart)).filter((passage) => !seen.has(passage.id) && Boolean(seen.add(passage.id)));
  const passages = found.map((passage, index) => withoutOtherFirms(`[${index + 1}] ${passage.title}${passage.heading ? ` — ${passage.heading}` : ''}: ${passage.snippet}`));
  const material = [`Passages (English):\n${passages.join('\n') || '(none found)'}`];
  for (const card of cards) material.push(`Card (${LANGUAGE_NAMES[language].english}, translated from the English site): ${card.question} ${card.answer}`);
  try {
    const turn = await provider.turn(
      { messages: [{ role: 'system', content: systemPrompt(language) }, { role: 'user', content: `Question: ${question}\n\n${material.join('\n\n')}` }] },
      { signal: context.signal, maxChars: ANSWER_MAX_CHARS },
    );
    const text = dropOtherFirms(stripMarkup(turn.content).replace(/\s+/g, ' ').trim());
    return text ? { text, note: null, by: provider.model } : { text: null, note: 'empty', by: null };
  } catch (cause) {
    console.error('ai-tools multilingual answer failed:', cause instanceof ApiError ? cause.message : cause);
    return { text: null, note: 'failed', by: null };
  }
}

export const multilingual = defineTool({
  input: z.object({ language: z.enum(EXPERT_LANGUAGES), question: z.string().check(z.maxLength(QUESTION_MAX * 4)) }),
  async run(input, context) {
    const checked = checkQuestion(input.question);
    if (!checked.ok) throw invalidRequest([{ path: 'input.question', message: QUESTION_MESSAGES[checked.problem] }]);
    const cards = matchCards(CARDS[input.language], checked.question, input.language).map((match) => match.card);
    const model = await askModel(input.language, checked.question, cards, context);
    const parts: ResultPart[] = [{ part: 'card', source: 'engine', by: 'translated knowledge cards' }];
    if (model.by) parts.push({ part: 'answer', source: 'model', by: model.by });
    return {
      // `topic`: the first part's, as before; `topics`: every part's, in the order asked.
      result: { language: input.language, question: checked.question, topic: cards[0]?.topic ?? null, topics: cards.map((card) => card.topic), answer: model.text, note: model.note },
      parts,
    };
  },
});
