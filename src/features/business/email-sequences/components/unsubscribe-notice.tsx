import type { UnsubscribeReceipt } from '@domain/sequences/unsubscribe.ts';
import { MailedLinkAction } from '@/components/ui/mailed-link-action.tsx';
import { issueMessage } from '@/lib/functions.ts';
import { unsubscribeByLink } from '../api/unsubscribe.ts';
import { UNSUBSCRIBE_TEXT } from '../messages.ts';

const outcome = ({ status, email }: UnsubscribeReceipt) => (status === 'unsubscribed' ? UNSUBSCRIBE_TEXT.done(email) : UNSUBSCRIBE_TEXT.already(email));
// A refused link says why (the function's message); anything else asks to try again.
const failure = (error: unknown) => issueMessage(error, UNSUBSCRIBE_TEXT.failed);

/** Where a follow-up email's unsubscribe link lands. */
export default function UnsubscribeNotice({ token }: { token: string }) {
  return <MailedLinkAction name="unsubscribe" texts={UNSUBSCRIBE_TEXT} act={() => unsubscribeByLink(token).then(outcome)} failure={failure} />;
}
