import type { InputHTMLAttributes } from 'react';
import { useTypedValue } from './use-typed-value.ts';

interface TypedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

/** A free-text box whose keystrokes update the rest of the calculator as a transition (see useTypedValue). */
export function TypedInput({ value, onValueChange, ...props }: TypedInputProps) {
  const [shown, type] = useTypedValue(value, onValueChange);
  return <input {...props} value={shown} onChange={(event) => type(event.currentTarget.value)} />;
}
