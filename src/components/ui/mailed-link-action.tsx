import { useState } from 'react';

export interface MailedLinkTexts {
  heading: string;
  body: string;
  confirm: string;
  working: string;
}

interface MailedLinkActionProps {
  /** The section's test id and the prefix of its heading's id. */
  name: string;
  texts: MailedLinkTexts;
  /** Does the action; resolves to the sentence that says what happened. */
  act: () => Promise<string>;
  /** The sentence for a failure. */
  failure: (error: unknown) => string;
}

type State = { kind: 'asking' } | { kind: 'working' } | { kind: 'done'; outcome: string } | { kind: 'failed'; message: string };

/**
 * Where a mailed link that stops mail lands (cancel a reminder, unsubscribe).
 * It asks before acting: a mail scanner that opens links must not act by
 * visiting. The signed token in the link is all it needs; no sign-in.
 */
export function MailedLinkAction({ name, texts, act, failure }: MailedLinkActionProps) {
  const [state, setState] = useState<State>({ kind: 'asking' });
  const run = () => {
    setState({ kind: 'working' });
    act().then(
      (outcome) => setState({ kind: 'done', outcome }),
      (error: unknown) => setState({ kind: 'failed', message: failure(error) }),
    );
  };
  return (
    <section aria-labelledby={`${name}-title`} className="card mb-6 p-5 text-cream-50" data-testid={name}>
      <h2 id={`${name}-title`} className="font-sans text-lg font-semibold">
        {texts.heading}
      </h2>
      {state.kind === 'done' ? (
        <p role="status" className="mt-2">
          {state.outcome}
        </p>
      ) : (
        <>
          <p className="mt-2 text-cream-100">{texts.body}</p>
          {state.kind === 'failed' ? (
            <p role="alert" className="mt-2 font-semibold">
              {state.message}
            </p>
          ) : null}
          <button type="button" className="btn-gold mt-3" onClick={run} disabled={state.kind === 'working'}>
            {state.kind === 'working' ? texts.working : texts.confirm}
          </button>
        </>
      )}
    </section>
  );
}
