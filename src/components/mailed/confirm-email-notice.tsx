import type { ConfirmReceipt } from '@domain/confirmation/links.ts';
import { MailedLinkAction } from '@/components/ui/mailed-link-action.tsx';
import { CONFIRM_EMAIL_TEXT, confirmEmailByLink } from '@/lib/confirm-email.ts';
import { issueMessage } from '@/lib/errors.ts';

const outcome = ({ status, email }: ConfirmReceipt) => (status === 'confirmed' ? CONFIRM_EMAIL_TEXT.done(email) : CONFIRM_EMAIL_TEXT.already(email));

/** Where an acknowledgement's confirm link lands (/quote, /predictive-maintenance): it asks before confirming, so a mail scanner confirms nothing. */
export default function ConfirmEmailNotice({ token }: { token: string }) {
  return <MailedLinkAction name="confirm-email" texts={CONFIRM_EMAIL_TEXT} act={() => confirmEmailByLink(token).then(outcome)} failure={(error) => issueMessage(error, CONFIRM_EMAIL_TEXT.failed)} />;
}
