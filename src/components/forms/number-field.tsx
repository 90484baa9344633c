import { memo } from 'react';
import { Field } from './field.tsx';
import { useTypedValue } from './use-typed-value.ts';

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Unit shown inside the box and after the label, e.g. "ft". */
  unit?: string | undefined;
  /** The accepted range or other guidance, shown under the box. */
  hint?: string | undefined;
  error?: string | undefined;
  placeholder?: string | undefined;
  /** Whole numbers only (bottle counts): the phone shows a digits keyboard. */
  integer?: boolean;
  className?: string;
}

/**
 * A number as text: the visitor can type freely ("1.", "", "1,200") and the
 * estimator's schema judges the value, so limits and messages are the same
 * on the page, in links and in the assistant's tools.
 */
function NumberFieldBase({ id, label, value, onChange, unit, hint, error, placeholder, integer = false, className }: NumberFieldProps) {
  const [shown, type] = useTypedValue(value, onChange);
  return (
    <Field id={id} label={unit ? `${label} (${unit})` : label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="text"
            inputMode={integer ? 'numeric' : 'decimal'}
            autoComplete="off"
            spellCheck={false}
            value={shown}
            placeholder={placeholder}
            onChange={(event) => type(event.currentTarget.value)}
            className={`field-input tabular-nums ${unit ? 'pr-14' : ''}`}
          />
          {unit ? (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-mist-400" aria-hidden="true">
              {unit}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}

/** Memoized: with a stable `onChange` it re-renders only when its own value, hint or error changes. */
export const NumberField = memo(NumberFieldBase);
