/**
 * Whether someone confirmed a lead's address (table email_confirmations,
 * admins read it) and the admin's own way of confirming it: an explicit
 * action on the lead, logged as theirs (confirm_lead_email). Automated mail
 * goes only to a confirmed address (docs/business.md, "Mail to an address a
 * stranger typed").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readRows, writeRows } from '@/lib/db-read.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';

export interface AddressConfirmation {
  email: string;
  confirmed_at: string | null;
  confirmed_via: 'account' | 'link' | 'admin' | null;
  acknowledged_at: string | null;
}

/** The rows for these addresses (lower-cased, as the table keeps them); an address with none has never been acknowledged or confirmed. */
export const addressConfirmationsQuery = (emails: readonly string[]) => {
  const keys = [...new Set(emails.map((email) => email.trim().toLowerCase()))].sort();
  return queryOptions({
    queryKey: ['admin', 'address-confirmations', keys],
    queryFn: () =>
      keys.length === 0
        ? Promise.resolve([])
        : readRows<AddressConfirmation>((db) => db.from('email_confirmations').select('email, confirmed_at, confirmed_via, acknowledged_at').in('email', keys)),
  });
};

export const useAddressConfirmations = (emails: readonly string[]) => useQuery(addressConfirmationsQuery(emails));

/** The admin confirmed the address with the client: every admin query is read again (the log has a new entry). */
export const useConfirmLeadEmail = (leadId: string) =>
  useChangeMutation(['admin'], async () => {
    await writeRows((db) => db.rpc('confirm_lead_email', { p_inquiry_id: leadId }));
  });
