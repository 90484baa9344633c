/** A read that failed: says what could not be loaded and offers to try again. */
export function LoadError({ what, onRetry, className = 'text-sm text-red-100' }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <p role="alert" className={className}>
      {what} could not be loaded.{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
