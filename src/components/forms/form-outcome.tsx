/** Under a form: why a save failed (an alert), or what was saved (a status, announced). */
export function FormOutcome({ error, saved }: { error: string | undefined; saved: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm text-gold-200">
        {saved}
      </p>
    </>
  );
}
