import { memo } from 'react';
import { Field } from './field.tsx';
import { OptionList } from './option-list.tsx';

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
}

function SelectFieldBase<T extends string>({ id, label, value, options, labels, onChange, hint, error, className }: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const next = options.find((option) => option === event.currentTarget.value);
            if (next !== undefined) onChange(next);
          }}
          className="field-input"
        >
          <OptionList values={options} labels={labels} />
        </select>
      )}
    </Field>
  );
}

/** Memoized like NumberField; the cast keeps the generic signature through memo. */
export const SelectField = memo(SelectFieldBase) as typeof SelectFieldBase;
