import { useState } from 'react';
import type { UnsubscribeReceipt } from '@shared/sequences/unsubscribe.ts';
import { FunctionError } from '@/lib/functions.ts';
import { unsubscribeByLink } from '../api/unsubscribe.ts';
import { UNSUBSCRIBE_TEXT } from '../messages.ts';

type State = { kind: 'asking' } | { kind: 'working' } | { kind: 'done'; receipt: UnsubscribeReceipt } | { kind: 'failed'; message: string };

const failure = (error: unknown) => (error instanceof FunctionError && error.issues[0] ? error.issues[0].message : UNSUBSCRIBE_TEXT.failed);

/**
 * Where a follow-up email's unsubscribe link lands. It asks before acting: a
 * mail scanner that opens links must not unsubscribe anyone by visiting.
 */
export default function UnsubscribeNotice({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'asking' });
  const unsubscribe = () => {
    setState({ kind: 'working' });
    unsubscribeByLink(token).then(
      (receipt) => setState({ kind: 'done', receipt }),
      (error: unknown) => setState({ kind: 'failed', message: failure(error) }),
    );
  };
  return (
    <section aria-labelledby="unsubscribe-title" className="card p-5 text-cream-50 sm:p-7" data-testid="unsubscribe">
      <h2 id="unsubscribe-title" className="font-sans text-lg font-semibold">
        {UNSUBSCRIBE_TEXT.heading}
      </h2>
      {state.kind === 'done' ? (
        <p role="status" className="mt-2">
          {state.receipt.status === 'unsubscribed' ? UNSUBSCRIBE_TEXT.done(state.receipt.email) : UNSUBSCRIBE_TEXT.already(state.receipt.email)}
        </p>
      ) : (
        <>
          <p className="mt-2 text-cream-100">{UNSUBSCRIBE_TEXT.body}</p>
          {state.kind === 'failed' ? (
            <p role="alert" className="mt-2 font-semibold">
              {state.message}
            </p>
          ) : null}
          <button type="button" className="btn-gold mt-3" onClick={unsubscribe} disabled={state.kind === 'working'}>
            {state.kind === 'working' ? UNSUBSCRIBE_TEXT.working : UNSUBSCRIBE_TEXT.confirm}
          </button>
        </>
      )}
    </section>
  );
}
