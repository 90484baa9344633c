import { describe, expect, it } from 'vitest';
import { francAll } from 'franc-min';
import { MESSAGES } from '@domain/inquiry/rules.ts';
import { detectLanguage } from '@domain/multilingual/detect.ts';
import { matchCard } from '@domain/multilingual/engine.ts';
import { EXPERT_LANGUAGES } from '@domain/multilingual/languages.ts';
import { INQUIRY_MESSAGES } from '@/lib/inquiry-submission.ts';
import { loadLocale } from '../load-locale.ts';
import { en } from './en.ts';
import { enQuote } from './en-quote.ts';
import { fill } from './types.ts';

/** Every string of a set with its path: "answer.detected" → "Idioma detectado: {name}." */
function flatten(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, path ? `${path}.${key}` : key));
}
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

// The suggestions are the one list of a different length: English suggests one question per language, a language three of its own.
const strings = (set: unknown) => new Map(flatten(set).filter(([path]) => !path.startsWith('ask.suggestions')));
const english = strings({ ...en, quote: enQuote });

describe('the translated screens', () => {
  for (const language of EXPERT_LANGUAGES) {
    it(`${language}: every English string has a translation with the same {slots}, and none is left in English`, async () => {
      const locale = await loadLocale(language);
      expect(locale.strings.language).toBe(language);
      expect(locale.strings.ask.suggestions.length).toBeGreaterThan(0);
      const translated = strings(locale.strings);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of english) {
        const own = translated.get(path) ?? '';
        expect(slots(own), path).toEqual(slots(text));
        // Names, addresses and codes are the same in every language; sentences are not.
        if (text.includes(' ') && path !== 'language') expect(own, path).not.toBe(text);
      }
    });
  }

  it('every suggested question is recognised in its language and answered by a card', async () => {
    const asked = [
      ...en.ask.suggestions.map((text, index) => [text, EXPERT_LANGUAGES[index]] as const),
      ...(await Promise.all(EXPERT_LANGUAGES.map(async (language) => (await loadLocale(language)).strings.ask.suggestions.map((text) => [text, language] as const)))).flat(),
    ];
    for (const [text, language] of asked) {
      if (!language) throw new Error(`no language for ${text}`);
      expect(detectLanguage(text, francAll), text).toEqual({ kind: 'supported', language });
      expect(matchCard((await loadLocale(language)).cards, text, language), text).not.toBeNull();
    }
  });

  it('the English quote request keeps the spec’s own messages and toasts', () => {
    expect(enQuote.errors).toBe(MESSAGES);
    expect(enQuote.toasts).toBe(INQUIRY_MESSAGES);
  });

  it('fills slots and leaves unknown ones', () => {
    expect(fill('La pregunta tiene {length} de {max}; {other}', { max: 300, length: 301 })).toBe('La pregunta tiene 301 de 300; {other}');
  });
});
