/**
 * What the page loads only when it is used: one language's screens and
 * cards when it is chosen or detected, and the language detector (franc-min)
 * when a question is asked with no language chosen. A failed download is
 * forgotten, so the next try fetches again.
 */
import type { Detection } from '@domain/multilingual/detect.ts';
import type { ExpertLanguage } from '@domain/multilingual/languages.ts';
import type { Card } from '@domain/multilingual/topics.ts';
import type { UiStrings } from './strings/types.ts';

export interface Locale {
  strings: UiStrings;
  cards: readonly Card[];
}

const STRINGS: Record<ExpertLanguage, () => Promise<{ strings: UiStrings }>> = {
  es: () => import('./strings/es.ts'),
  fr: () => import('./strings/fr.ts'),
  de: () => import('./strings/de.ts'),
  it: () => import('./strings/it.ts'),
  zh: () => import('./strings/zh.ts'),
};

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}

const locales = new Map<ExpertLanguage, () => Promise<Locale>>();

export function loadLocale(language: ExpertLanguage): Promise<Locale> {
  let load = locales.get(language);
  if (!load) {
    load = once(async () => {
      const [{ strings }, { loadCards }] = await Promise.all([STRINGS[language](), import('@domain/multilingual/cards/index.ts')]);
      return { strings, cards: await loadCards(language) };
    });
    locales.set(language, load);
  }
  return load();
}

export const loadDetector = once(async () => {
  const [{ francAll }, { detectLanguage }] = await Promise.all([import('franc-min'), import('@domain/multilingual/detect.ts')]);
  return (text: string): Detection => detectLanguage(text, francAll);
});
