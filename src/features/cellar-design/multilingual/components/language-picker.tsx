import { EXPERT_LANGUAGES, LANGUAGE_NAMES, type ExpertLanguage } from '@domain/multilingual/languages.ts';
import type { ExpertStrings } from '../strings/types.ts';

interface Props {
  strings: ExpertStrings;
  choice: ExpertLanguage | null;
  onChoose: (language: ExpertLanguage | null) => void;
}

const option = 'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-cellar-600 px-3 py-2 text-sm text-cream-100 has-[:checked]:border-gold-400 has-[:checked]:bg-gold-400/10 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300';

/** The language: detected from the question, or chosen; each language named in itself. */
export function LanguagePicker({ strings, choice, onChoose }: Props) {
  return (
    <fieldset className="grid gap-2">
      <legend className="field-label">{strings.picker.legend}</legend>
      <p id="language-hint" className="text-sm text-mist-300">
        {strings.picker.hint}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-describedby="language-hint">
        <label className={`${option} col-span-2 sm:col-span-3`}>
          <input type="radio" name="language" value="" checked={choice === null} onChange={() => onChoose(null)} className="accent-gold-400" />
          {strings.picker.auto}
        </label>
        {EXPERT_LANGUAGES.map((language) => (
          <label key={language} className={option}>
            <input type="radio" name="language" value={language} checked={choice === language} onChange={() => onChoose(language)} className="accent-gold-400" />
            <span lang={LANGUAGE_NAMES[language].tag}>{LANGUAGE_NAMES[language].native}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
