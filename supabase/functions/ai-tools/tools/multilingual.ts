/**
 * /multilingual's server job. The answer from the translated cards is the
 * same engine as the page's; with a provider, a model answers in the
 * visitor's language from the English site: the passages the semantic
 * search finds for the matched card's English question (or for the
 * question itself when no card matched) and the card, if any. The note
 * travels as a code so the page says it in the visitor's language.
 */
import * as z from 'zod/mini';
import { ApiError, invalidRequest } from '../../_shared/errors.ts';
import { stripMarkup } from '../../_domain/text/sanitize.ts';
import { cards as de } from '../../_domain/multilingual/cards/de.ts';
import { cards as es } from '../../_domain/multilingual/cards/es.ts';
import { cards as fr } from '../../_domain/multilingual/cards/fr.ts';
import { cards as it } from '../../_domain/multilingual/cards/it.ts';
import { cards as zh } from '../../_domain/multilingual/cards/zh.ts';
import { matchCard } from '../../_domain/multilingual/engine.ts';
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
    'Ground every statement in the English material that follows the question (the site’s passages and, if given, its translated card); translate it faithfully, keeping every figure and unit as written. ' +
    `In at most 120 words of plain prose (no markdown, no lists), answer the question. If the material does not answer it, say so in ${name} in one sentence and suggest the free quote request on this page.`
  );
};

interface ModelAnswer {
  text: string | null;
  note: NoteCode | null;
  by: string | null;
}

async function askModel(language: ExpertLanguage, question: string, card: Card | null, context: ToolContext): Promise<ModelAnswer> {
  const provider = context.provider;
  if (!provider) return { text: null, note: 'no-model', by: null };
  const search = semanticSearchFromIndex();
  const found = search(card ? TOPICS[card.topic].english : question);
  const passages = found.passages.slice(0, PASSAGES).map((passage, index) => `[${index + 1}] ${passage.title}${passage.heading ? ` — ${passage.heading}` : ''}: ${passage.snippet}`);
  const material = [`Passages (English):\n${passages.join('\n') || '(none found)'}`];
  if (card) material.push(`Card (${LANGUAGE_NAMES[language].english}, translated from the English site): ${card.question} ${card.answer}`);
  try {
    const turn = await provider.turn(
      { messages: [{ role: 'system', content: systemPrompt(language) }, { role: 'user', content: `Question: ${question}\n\n${material.join('\n\n')}` }] },
      { signal: context.signal, maxChars: ANSWER_MAX_CHARS },
    );
    const text = stripMarkup(turn.content).replace(/\s+/g, ' ').trim();
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
    const match = matchCard(CARDS[input.language], checked.question, input.language);
    const card = match?.card ?? null;
    const model = await askModel(input.language, checked.question, card, context);
    const parts: ResultPart[] = [{ part: 'card', source: 'engine', by: 'translated knowledge cards' }];
    if (model.by) parts.push({ part: 'answer', source: 'model', by: model.by });
    return {
      result: { language: input.language, question: checked.question, topic: card?.topic ?? null, answer: model.text, note: model.note },
      parts,
    };
  },
});
