import { longDay, type CancelReceipt } from '@domain/maintenance/reminder.ts';
import { MailedLinkAction } from '@/components/ui/mailed-link-action.tsx';
import { cancelByLink } from '../api/reminders.ts';
import { CANCEL_LINK_TEXT } from '../reminder-messages.ts';

function outcome({ status, unitName, due }: CancelReceipt): string {
  if (status === 'cancelled') return CANCEL_LINK_TEXT.cancelled(unitName, longDay(due));
  if (status === 'already-cancelled') return CANCEL_LINK_TEXT.alreadyCancelled(unitName);
  return CANCEL_LINK_TEXT.alreadySent(unitName, longDay(due));
}

/** Where a reminder email's cancel link lands. */
export default function CancelReminderNotice({ token }: { token: string }) {
  return <MailedLinkAction name="cancel-reminder" texts={CANCEL_LINK_TEXT} act={() => cancelByLink(token).then(outcome)} failure={(error) => (error as Error).message} />;
}
