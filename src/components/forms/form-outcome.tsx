import { FieldError } from './field.tsx';

/** Under a form: why a save failed (an alert), or what was saved (a status, announced). */
export function FormOutcome({ error, saved }: { error: string | undefined; saved: string }) {
  return (
    <>
      <FieldError alert message={error} />
      <p role="status" className="text-sm text-gold-200">
        {saved}
      </p>
    </>
  );
}
