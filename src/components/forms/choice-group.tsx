import { memo, useId, type ReactNode } from 'react';
import { FieldError } from './field.tsx';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T | undefined;
  options: readonly T[];
  labels: Record<T, ReactNode>;
  /** Controlled use: called with the chosen option. */
  onChange?: (value: T) => void;
  /** An answer is needed: marked '*' and announced with each option. */
  required?: boolean;
  /** Cards per row from the small breakpoint. */
  columns?: 2 | 3;
  /** Extra line under an option. */
  details?: Partial<Record<T, ReactNode>>;
  /** 'segmented' for two or three short choices, 'cards' for longer answers. */
  variant?: 'segmented' | 'cards';
  hint?: string | undefined;
  error?: string | undefined;
  /** Hide the legend visually (it still names the group for screen readers). */
  legendHidden?: boolean;
  className?: string;
  name?: string;
}

/**
 * Native radio buttons styled as a segmented control or as cards: arrow keys
 * move between options, Tab leaves the group, and screen readers announce
 * the group, the option and its position without any extra scripting.
 */
function ChoiceGroupBase<T extends string>({
  legend,
  value,
  options,
  labels,
  onChange,
  details,
  variant = 'segmented',
  hint,
  error,
  legendHidden = false,
  className = '',
  name,
  required = false,
  columns = 2,
}: ChoiceGroupProps<T>) {
  const baseId = useId();
  const groupName = name ?? baseId;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const segmented = variant === 'segmented';
  return (
    <fieldset className={className} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={legendHidden ? 'sr-only' : 'field-label'}>
        {legend}
        {required ? (
          <span className="ml-0.5 text-gold-300" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className={`text-sm text-mist-300 ${segmented ? '-mt-1 mb-2' : 'mb-3'}`}>
          {hint}
        </p>
      ) : null}
      <div
        className={
          segmented
            ? 'flex w-full flex-wrap rounded-lg border border-cellar-600 bg-cellar-850 p-1'
            : `grid gap-2.5 ${columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`
        }
      >
        {options.map((option) => {
          const id = `${baseId}-${option}`;
          const checked = value === option;
          return (
            <label
              key={option}
              htmlFor={id}
              className={
                segmented
                  ? `flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-md px-3 py-2 whitespace-nowrap text-center text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300 ${
                      checked ? 'bg-gold-400 text-cellar-900' : 'text-cream-100 hover:bg-cellar-700'
                    }`
                  : `flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 text-left transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-300 ${
                      checked ? 'border-gold-400 bg-gold-400/10' : 'border-cellar-600 bg-cellar-850 hover:border-gold-400/60'
                    }`
              }
            >
              <input
                id={id}
                type="radio"
                value={option}
                required={required}
                name={groupName}
                checked={checked}
                onChange={() => onChange?.(option)}
                className={segmented ? 'sr-only' : 'mt-1 size-4 shrink-0 accent-gold-400'}
              />
              <span className={segmented ? '' : 'grid gap-0.5'}>
                <span className={segmented ? '' : 'font-medium text-cream-50'}>{labels[option]}</span>
                {!segmented && details?.[option] ? <span className="text-sm text-mist-300">{details[option]}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** Memoized like NumberField; the cast keeps the generic signature through memo. */
export const ChoiceGroup = memo(ChoiceGroupBase) as typeof ChoiceGroupBase;
