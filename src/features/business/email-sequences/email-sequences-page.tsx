import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { mailedLinkNotice } from '@/components/tool-shell/mailed-link-notice.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';
import { UNSUBSCRIBE_PARAM } from '@domain/sequences/links.ts';

/** How the tool works, for anyone who opens the page (the tool itself loads for admins only). */
const HOW = [
  ['A trigger', 'a lead status (new, contacted, proposal sent…) and, if you like, one source: contact form, quote request or voice agent.'],
  ['Emails on a schedule', 'up to eight, each a number of days after the one before, written with the lead’s details: first name, project type, estimate, timeline.'],
  ['Your approval', 'nothing is sent until you switch a sequence on; then matching leads are enrolled and the scheduler sends each email when it is due.'],
  ['It stops by itself', 'when the lead changes status, writes to us again, or uses the unsubscribe link every email carries; you can also mark “the client replied”.'],
  ['On the record', 'each enrolment, email sent and stop appears in the lead’s activity log in the inbox.'],
  ['Your data stays here', 'no model or outside service reads your leads: the emails are your own templates, sent through your own mail server (captured locally in development).'],
] as const;

// The unsubscribe notice, above the explainer: only a client who followed an email's unsubscribe link needs it.
const UnsubscribeFromLink = mailedLinkNotice(UNSUBSCRIBE_PARAM, () => import('./components/unsubscribe-notice.tsx'));

const explainer = (
  <>
    <UnsubscribeFromLink />
    <ToolExplainer id="how-title" title="How follow-up sequences work" items={HOW} />
  </>
);

export default gatedToolPage('email-sequences', explainer, roleGated('admin', () => import('./components/sequences-body.tsx')));
