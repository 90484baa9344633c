import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** Required for submission (announced to assistive tech). */
  required?: boolean;
  /** Show the visual '*' (docs/product-spec.md §2 marks only some required fields). */
  mark?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and error wired together for screen readers. */
export function Field({ id, label, required = false, mark = false, error, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {mark ? (
          <span className="ml-0.5 text-gold-300" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-mist-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface FieldErrorProps {
  /** Nothing is drawn without a message. */
  message: string | null | undefined;
  /** For the control's aria-describedby. */
  id?: string | undefined;
  /** Announce it at once (a whole form's or action's failure rather than one field's). */
  alert?: boolean;
}

/** The red line under a field or a form that says what is wrong. */
export function FieldError({ message, id, alert = false }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="field-error">
      {message}
    </p>
  );
}
