/** A list that could not be read: a card saying so, with a way to try again. */
export function LoadErrorCard({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="card p-6 text-mist-300">
      We could not load {what}.{' '}
      <button type="button" className="text-gold-200 underline underline-offset-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
