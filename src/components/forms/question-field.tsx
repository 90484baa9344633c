import type { ReactNode, Ref } from 'react';

interface QuestionFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the last question was refused; shown under the box, which is marked invalid. */
  problem: string | null;
  placeholder: string;
  inputRef: Ref<HTMLInputElement>;
  type?: 'search' | 'text';
  name?: string;
  enterKeyHint?: 'search' | 'send';
  onFocus?: () => void;
  /** The submit button beside the box. */
  children: ReactNode;
}

/** A one-line question box with its label, hint and refusal, as the AI tools that take a question share it. */
export function QuestionField({ id, label, hint, value, onChange, problem, placeholder, inputRef, type = 'text', name = 'q', enterKeyHint = 'search', onFocus, children }: QuestionFieldProps) {
  return (
    <>
      <label htmlFor={`${id}-q`} className="field-label">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-mist-300">
        {hint}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={`${id}-q`}
          name={name}
          type={type}
          autoComplete="off"
          enterKeyHint={enterKeyHint}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          placeholder={placeholder}
          className="field-input min-h-12 flex-1 text-base"
        />
        {children}
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" data-testid="question-problem" className="field-error">
          {problem}
        </p>
      ) : null}
    </>
  );
}
