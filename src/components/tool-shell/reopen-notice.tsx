import { Link, useLocation } from 'react-router';
import type { ReopenStatus } from './use-reopen-saved.ts';

/** While a saved report opens, or why it could not (with a way to sign in and come back). */
export function ReopenNotice({ status, noun }: { status: ReopenStatus; noun: string }) {
  const location = useLocation();
  if (status.kind === 'loading') {
    return (
      <p role="status" className="card p-5 text-cream-100">
        Opening your saved {noun}…
      </p>
    );
  }
  if (status.kind !== 'problem') return null;
  return (
    <div role="alert" className="card p-5 text-cream-50">
      <p>{status.message}</p>
      {status.signIn ? (
        <Link className="btn-gold mt-3" to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`}>
          Sign in
        </Link>
      ) : null}
    </div>
  );
}
