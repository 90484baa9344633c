/**
 * The state of the multilingual expert, in one owner: the language chosen
 * (or none, to detect it), the screens in use, the question and its problem,
 * what is loading, and the answer. A refused question stays in the box.
 */
import { useCallback, useRef, useState } from 'react';
import type { CardMatch } from '@domain/multilingual/engine.ts';
import { LANGUAGE_NAMES, type ExpertLanguage } from '@domain/multilingual/languages.ts';
import { checkQuestion, QUESTION_MAX } from '@domain/multilingual/question.ts';
import { loadDetector, loadLocale, type Locale } from './load-locale.ts';
import { en } from './strings/en.ts';
import { fill, type ExpertStrings } from './strings/types.ts';

export type Answer =
  | { kind: 'card'; language: ExpertLanguage; question: string; match: CardMatch | null; notice: string | null }
  | { kind: 'english'; question: string };

export interface Loading {
  label: string;
  step: number;
  of: number;
}

export interface MultilingualState {
  choice: ExpertLanguage | null;
  strings: ExpertStrings;
  draft: string;
  problem: string | null;
  loading: Loading | null;
  failed: boolean;
  answer: Answer | null;
}

const INITIAL: MultilingualState = { choice: null, strings: en, draft: '', problem: null, loading: null, failed: false, answer: null };

export function useMultilingual() {
  const [state, setState] = useState<MultilingualState>(INITIAL);
  const current = useRef(state);
  current.current = state;
  const patch = useCallback((next: Partial<MultilingualState>) => setState((previous) => ({ ...previous, ...next })), []);
  const setDraft = useCallback((draft: string) => patch({ draft }), [patch]);

  /** Loads a language's screens and cards with the bar showing; null (and "Try again") when the download fails. */
  const localeFor = useCallback(
    async (language: ExpertLanguage, step: number, of: number): Promise<Locale | null> => {
      patch({ loading: { label: fill(current.current.strings.loading.cards, { name: LANGUAGE_NAMES[language].native }), step, of }, failed: false });
      try {
        return await loadLocale(language);
      } catch {
        patch({ loading: null, failed: true });
        return null;
      }
    },
    [patch],
  );

  const choose = useCallback(
    async (language: ExpertLanguage | null) => {
      patch({ choice: language, problem: null });
      if (!language) return patch({ strings: en });
      const locale = await localeFor(language, 1, 1);
      if (locale && current.current.choice === language) patch({ strings: locale.strings, loading: null });
    },
    [patch, localeFor],
  );

  /** Asks the draft (or a suggestion); false when the question was refused, so the box keeps the focus. */
  const ask = useCallback(
    async (text?: string): Promise<boolean> => {
      const { strings, choice } = current.current;
      const draft = text ?? current.current.draft;
      if (text !== undefined) patch({ draft: text });
      const checked = checkQuestion(draft);
      if (!checked.ok) {
        const problem = { empty: strings.problems.empty, 'too-short': strings.problems.tooShort, 'too-long': fill(strings.problems.tooLong, { max: QUESTION_MAX, length: checked.length }) }[checked.problem];
        patch({ problem });
        return false;
      }
      const question = checked.question;
      patch({ problem: null, loading: { label: strings.loading.detect, step: 1, of: 2 }, failed: false });
      let detect;
      try {
        detect = await loadDetector();
      } catch {
        patch({ loading: null, failed: true });
        return false;
      }
      const detection = detect(question);
      if (detection.kind === 'english') {
        patch({ loading: null, answer: { kind: 'english', question } });
        return true;
      }
      if (detection.kind === 'unsupported') {
        const { languageName } = await import('@domain/multilingual/detect.ts');
        const name = languageName(detection.code, LANGUAGE_NAMES[strings.language].tag, detection.name);
        patch({ loading: null, problem: fill(strings.problems.unsupported, { name }) });
        return false;
      }
      // Unsure: the language chosen, or the one the screens are in (a suggestion clicked on French screens is French).
      const language = detection.kind === 'supported' ? detection.language : (choice ?? (strings.language === 'en' ? null : strings.language));
      if (!language) {
        patch({ loading: null, problem: strings.problems.unsure });
        return false;
      }
      const locale = await localeFor(language, 2, 2);
      if (!locale) return false;
      const { matchCard } = await import('@domain/multilingual/engine.ts');
      const name = LANGUAGE_NAMES[language].native;
      // Written in another language than the one chosen: the page follows the visitor's writing, and says so.
      const notice =
        detection.kind !== 'supported' ? null : choice && choice !== language ? fill(locale.strings.answer.switched, { name }) : fill(locale.strings.answer.detected, { name });
      patch({
        loading: null,
        strings: locale.strings,
        choice: choice ? language : null,
        answer: { kind: 'card', language, question, match: matchCard(locale.cards, question, language), notice },
      });
      return true;
    },
    [patch, localeFor],
  );

  return { state, setDraft, choose, ask };
}

export type Multilingual = ReturnType<typeof useMultilingual>;
