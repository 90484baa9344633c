import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify.ts';
import { changedRow, rowText, useBatchedInvalidate, useLiveTable, type LiveBinding, type LiveChange, type LiveStatus } from '@/lib/realtime.ts';
import { PORTAL_KEY } from '../api/portal.ts';
import { leadsQuery, type AssignedLead } from '../api/leads.ts';
import { invitationsQuery } from '../api/bids.ts';

/**
 * The firm's leads (as signals: contractor_lead_events, never rows of
 * inquiries, which a firm cannot read), their notes and its bid invitations;
 * RLS delivers only the firm's own rows.
 */
const PORTAL_TABLES: readonly LiveBinding[] = [
  { table: 'contractor_lead_events', event: 'INSERT' },
  { table: 'inquiry_notes', event: 'INSERT' },
  { table: 'bid_invitations' },
  { table: 'bid_requests', event: 'UPDATE' },
];

/**
 * The contractor portal kept live: a lead newly assigned to the firm raises a
 * toast, and any change to its leads or their notes refetches the list (and
 * the notes of that lead); a bid invitation or a round's outcome refetches
 * the invitations. After a lost connection is back, every portal
 * query is refetched.
 */
export function useLivePortal(): LiveStatus {
  const client = useQueryClient();
  const invalidate = useBatchedInvalidate();
  // Leads already announced, so an assignment's several events raise one toast.
  const announced = useRef(new Set<string>());

  const onChange = useCallback(
    (change: LiveChange) => {
      const row = changedRow(change);
      if (change.table === 'bid_invitations' || change.table === 'bid_requests') {
        if (change.table === 'bid_invitations' && change.eventType === 'INSERT') void notify.info('New invitation to bid', 'See “Bid invitations” below.');
        invalidate([invitationsQuery().queryKey]);
        return;
      }
      if (change.table === 'inquiry_notes') {
        invalidate([[...PORTAL_KEY, 'notes', rowText(row.inquiry_id)]]);
        return;
      }
      const id = rowText(row.inquiry_id);
      const known = client.getQueryData<AssignedLead[]>(leadsQuery().queryKey)?.some((lead) => lead.id === id) ?? false;
      if (rowText(row.kind) === 'assigned' && !known && !announced.current.has(id)) {
        announced.current.add(id);
        void notify.info(`New lead assigned: ${rowText(row.lead_name)}`, 'Accept or decline it below.');
      }
      invalidate([leadsQuery().queryKey]);
    },
    [client, invalidate],
  );

  return useLiveTable({ channel: 'contractor-portal', tables: PORTAL_TABLES, onChange, onCatchUp: () => invalidate([PORTAL_KEY]) });
}
