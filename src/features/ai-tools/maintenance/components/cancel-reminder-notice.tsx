import { useState } from 'react';
import { longDay, type CancelReceipt } from '@shared/maintenance/reminder.ts';
import { cancelByLink } from '../api/reminders.ts';
import { CANCEL_LINK_TEXT } from '../reminder-messages.ts';

type State = { kind: 'asking' } | { kind: 'working' } | { kind: 'done'; receipt: CancelReceipt } | { kind: 'failed'; message: string };

function outcome({ status, unitName, due }: CancelReceipt): string {
  if (status === 'cancelled') return CANCEL_LINK_TEXT.cancelled(unitName, longDay(due));
  if (status === 'already-cancelled') return CANCEL_LINK_TEXT.alreadyCancelled(unitName);
  return CANCEL_LINK_TEXT.alreadySent(unitName, longDay(due));
}

/**
 * Where a reminder email's cancel link lands. It asks before cancelling: a
 * mail scanner that opens links must not cancel a reminder by visiting.
 */
export default function CancelReminderNotice({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'asking' });
  const cancel = () => {
    setState({ kind: 'working' });
    cancelByLink(token).then(
      (receipt) => setState({ kind: 'done', receipt }),
      (error: Error) => setState({ kind: 'failed', message: error.message }),
    );
  };
  return (
    <section aria-labelledby="cancel-reminder-title" className="card mb-6 p-5 text-cream-50" data-testid="cancel-reminder">
      <h2 id="cancel-reminder-title" className="font-sans text-lg font-semibold">
        {CANCEL_LINK_TEXT.heading}
      </h2>
      {state.kind === 'done' ? (
        <p role="status" className="mt-2">
          {outcome(state.receipt)}
        </p>
      ) : (
        <>
          <p className="mt-2 text-cream-100">{CANCEL_LINK_TEXT.body}</p>
          {state.kind === 'failed' ? (
            <p role="alert" className="mt-2 font-semibold">
              {state.message}
            </p>
          ) : null}
          <button type="button" className="btn-gold mt-3" onClick={cancel} disabled={state.kind === 'working'}>
            {state.kind === 'working' ? CANCEL_LINK_TEXT.working : CANCEL_LINK_TEXT.confirm}
          </button>
        </>
      )}
    </section>
  );
}
