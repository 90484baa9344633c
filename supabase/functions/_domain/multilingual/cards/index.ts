/** Each language's cards, loaded on its own: the page fetches only the language in use. */
import type { ExpertLanguage } from '../languages.ts';
import type { Card } from '../topics.ts';

export const loadCards = (language: ExpertLanguage): Promise<readonly Card[]> => {
  switch (language) {
    case 'es':
      return import('./es.ts').then((module) => module.cards);
    case 'fr':
      return import('./fr.ts').then((module) => module.cards);
    case 'de':
      return import('./de.ts').then((module) => module.cards);
    case 'it':
      return import('./it.ts').then((module) => module.cards);
    case 'zh':
      return import('./zh.ts').then((module) => module.cards);
  }
};
