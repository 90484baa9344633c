import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { notify } from '@/lib/notify.ts';
import { useAddressConfirmations, useConfirmLeadEmail, type AddressConfirmation } from '../api/address-confirmation.ts';
import type { Lead } from '../api/types.ts';
import { dateTime } from './format.ts';

const HOW: Record<NonNullable<AddressConfirmation['confirmed_via']>, string> = {
  link: 'by the client, through the link in our acknowledgement',
  account: 'by the client’s own signed-in account',
  admin: 'by an admin, with the client',
};

export const ADDRESS_TEXT = {
  heading: 'Email address',
  waiting:
    'Not confirmed yet, so no automated email goes to it: follow-up sequences, the agents’ drafts and reminders wait. The client confirms it through the link in our acknowledgement, or you record here that you confirmed it with them.',
  button: 'I confirmed this address with the client',
  dialogTitle: 'Record that the address is confirmed?',
  dialogBody: (name: string, email: string) =>
    `Only if you have checked with ${name} that ${email} is theirs (on the phone, say). Automated email to it can start at once, and the lead’s activity records that you confirmed it.`,
  dialogConfirm: 'Record the confirmation',
  done: 'Address confirmed',
  failed: 'The confirmation was not recorded',
} as const;

/** Whether the lead's address is confirmed, and why automated mail waits when it is not; an admin can record confirming it. */
export function AddressConfirmationSection({ lead }: { lead: Lead }) {
  const rows = useAddressConfirmations([lead.email]);
  const confirm = useConfirmLeadEmail(lead.id);
  const [asking, setAsking] = useState(false);
  const row = rows.data?.[0];
  const record = () => {
    setAsking(false);
    confirm.mutateAsync(undefined).then(
      () => void notify.success(ADDRESS_TEXT.done),
      (error: Error) => void notify.error(ADDRESS_TEXT.failed, error.message),
    );
  };
  return (
    <section aria-labelledby="lead-address" className="grid gap-2" data-testid="address-confirmation">
      <h3 id="lead-address" className="font-sans text-base font-semibold text-cream-50">
        {ADDRESS_TEXT.heading}
      </h3>
      {rows.isError ? <p role="alert" className="text-sm text-red-200">Whether the address is confirmed could not be read.</p> : null}
      {rows.isPending ? <p className="text-sm text-mist-300">Reading…</p> : null}
      {rows.isSuccess && row?.confirmed_at && row.confirmed_via ? (
        <p className="text-sm text-cream-100" data-testid="address-state">
          Confirmed {HOW[row.confirmed_via]} on <time dateTime={row.confirmed_at}>{dateTime.format(new Date(row.confirmed_at))}</time>.
        </p>
      ) : null}
      {rows.isSuccess && !row?.confirmed_at ? (
        <>
          <p className="text-sm text-cream-100" data-testid="address-state">
            {ADDRESS_TEXT.waiting}
            {row?.acknowledged_at ? (
              <>
                {' '}
                Our acknowledgement went on <time dateTime={row.acknowledged_at}>{dateTime.format(new Date(row.acknowledged_at))}</time>.
              </>
            ) : null}
          </p>
          <button type="button" className="btn-outline justify-self-start px-4 text-sm" disabled={confirm.isPending} onClick={() => setAsking(true)}>
            {ADDRESS_TEXT.button}
          </button>
          <ConfirmDialog open={asking} title={ADDRESS_TEXT.dialogTitle} confirmLabel={ADDRESS_TEXT.dialogConfirm} onConfirm={record} onCancel={() => setAsking(false)}>
            {ADDRESS_TEXT.dialogBody(lead.name, lead.email)}
          </ConfirmDialog>
        </>
      ) : null}
    </section>
  );
}
