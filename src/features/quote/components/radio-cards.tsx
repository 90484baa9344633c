import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface RadioCardsProps {
  legend: string;
  options: readonly { value: string; label: string; detail?: string }[];
  /** react-hook-form's registration for the field, spread on every radio. */
  field: UseFormRegisterReturn;
  selected: string | undefined;
  error?: string | undefined;
  hint?: string;
  columns?: 2 | 3;
  /** An answer is needed: marked '*' and announced with each option. */
  required?: boolean;
}

/** A group of native radios shown as cards: arrow keys move, Space selects, the group is announced. */
export function RadioCards({ legend, options, field, selected, error, hint, columns = 2, required = false }: RadioCardsProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} aria-invalid={error ? true : undefined}>
      <legend className="field-label">
        {legend}
        {required ? (
          <span className="ml-0.5 text-gold-300" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="mb-3 text-sm text-mist-300">
          {hint}
        </p>
      ) : null}
      <div className={`grid gap-2.5 ${columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = selected === option.value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-300 ${
                checked ? 'border-gold-400 bg-gold-400/10' : 'border-cellar-600 bg-cellar-850 hover:border-gold-400/60'
              }`}
            >
              <input id={optionId} type="radio" value={option.value} required={required} {...field} className="mt-1 size-4 shrink-0 accent-gold-400" />
              <span className="grid gap-0.5">
                <span className="font-medium text-cream-50">{option.label}</span>
                {option.detail ? <span className="text-sm text-mist-300">{option.detail}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
