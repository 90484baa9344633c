interface SubmitRowProps {
  /** The button's classes (its style and size). */
  className: string;
  label: string;
  /** Shown while the form is being sent; without it the label stays. */
  busyLabel?: string;
  busy: boolean;
}

/** The last row of a form: its submit button, disabled while the form is being sent. */
export function SubmitRow({ className, label, busyLabel, busy }: SubmitRowProps) {
  return (
    <div>
      <button type="submit" className={className} disabled={busy}>
        {busy && busyLabel ? busyLabel : label}
      </button>
    </div>
  );
}
