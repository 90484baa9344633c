/** The page's own language before a visitor picks or writes in another: English, prerendered with the page. */
import type { ExpertStrings } from './types.ts';

export const en: ExpertStrings = {
  language: 'en',
  picker: { legend: 'Language', auto: 'Detect from my question', hint: 'Write in Spanish, French, German, Italian or Simplified Chinese, or choose the language first.' },
  ask: {
    title: 'Ask the expert',
    label: 'Your question',
    hint: 'A sentence in your language is plenty.',
    placeholder: 'Write in your language…',
    submit: 'Ask',
    examples: 'Try one',
    suggestions: ['¿Cuánto cuesta una bodega a medida?', 'Quelle humidité pour une cave à vin ?', 'Wie lange dauert der Bau?', 'Quanto costa una cantina su misura?', '酒窖的湿度应该是多少？'],
  },
  loading: { detect: 'Loading the language models…', cards: 'Loading the {name} cards…', failed: 'The language files could not be loaded. Check your connection.', retry: 'Try again' },
  problems: {
    empty: 'Type a question first.',
    tooShort: 'Ask with a few words.',
    tooLong: 'Keep the question to {max} characters or fewer (it has {length}).',
    unsure: 'We could not tell which language this is. Choose your language above and ask again.',
    unsupported: 'This page answers in Spanish, French, German, Italian and Simplified Chinese, not in {name}. Write in one of them, or use the English assistant.',
  },
  answer: {
    title: 'Answer',
    empty: 'Ask a question and the answer appears here, in your language.',
    fromCards: 'From our translated knowledge cards (no AI)',
    source: 'Translated from (English):',
    basis: 'Figures from:',
    detected: 'Language detected: {name}.',
    switched: 'Your question is in {name}, so the page switched to it.',
    english: 'Your question is in English: the English assistant answers it with the whole site.',
    englishAssistant: 'Ask the English assistant',
    noMatchTitle: 'No card answers this',
    noMatch: 'Our translated cards cover storage conditions, cooling, insulation, costs, timelines, warranties and the free quote. Ask the English assistant, or send us the question with a quote request below.',
    quoteLink: 'Go to the quote request',
  },
  model: {
    ask: 'Ask the AI model for a fuller answer',
    busy: 'The AI model is writing…',
    from: 'Written by the AI model {model} from the English site, in your language',
    noModel: 'No AI model is configured, so the card is the whole answer.',
    failed: 'The AI model could not answer this time; the card stands on its own.',
    empty: 'The AI model returned no answer.',
    rateLimited: 'Too many requests in a short time. Please wait a minute and try again.',
  },
  parts: { cards: 'Card: our translated knowledge cards', model: 'Answer: AI model {model}' },
};
