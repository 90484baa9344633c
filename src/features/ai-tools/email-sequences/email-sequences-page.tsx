import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { UNSUBSCRIBE_PARAM } from '@shared/sequences/links.ts';

/** How the tool works, for anyone who opens the page (the tool itself loads for admins only). */
const HOW = [
  ['A trigger', 'a lead status (new, contacted, proposal sent…) and, if you like, one source: contact form, quote request or voice agent.'],
  ['Emails on a schedule', 'up to eight, each a number of days after the one before, written with the lead’s details: first name, project type, estimate, timeline.'],
  ['Your approval', 'nothing is sent until you switch a sequence on; then matching leads are enrolled and the scheduler sends each email when it is due.'],
  ['It stops by itself', 'when the lead changes status, writes to us again, or uses the unsubscribe link every email carries; you can also mark “the client replied”.'],
  ['On the record', 'each enrolment, email sent and stop appears in the lead’s activity log in the inbox.'],
  ['Your data stays here', 'no model or outside service reads your leads: the emails are your own templates, sent through your own mail server (captured locally in development).'],
] as const;

const SequencesTool = roleGated('admin', () => import('./components/sequences-body.tsx'));
// Only a client who followed an email's unsubscribe link needs it.
const UnsubscribeNotice = lazy(() => import('./components/unsubscribe-notice.tsx'));

function EmailSequences() {
  const token = new URLSearchParams(useLocation().search).get(UNSUBSCRIBE_PARAM);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      {token ? (
        <Suspense fallback={null}>
          <UnsubscribeNotice token={token} />
        </Suspense>
      ) : null}
      <section aria-labelledby="how-title" className="card p-6 sm:p-8">
        <h2 id="how-title" className="font-sans text-lg font-semibold text-cream-50">
          How follow-up sequences work
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {HOW.map(([what, how]) => (
            <div key={what}>
              <dt className="font-medium text-cream-100">{what}</dt>
              <dd className="text-sm text-mist-300">{how}</dd>
            </div>
          ))}
        </dl>
      </section>
      <SequencesTool />
    </div>
  );
}

export default toolPage('email-sequences', EmailSequences);
