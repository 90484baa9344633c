import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify.ts';
import { changedRow, rowText, useBatchedInvalidate, useLiveTable, type LiveBinding, type LiveChange, type LiveStatus } from '@/lib/realtime.ts';
import { BIDS_KEY, firmsQuery, roundsQuery, type InvitableFirm, type RoundsData } from '../api/bids.ts';

const BID_TABLES: readonly LiveBinding[] = [{ table: 'bid_invitations' }, { table: 'bid_requests' }];

/**
 * The rounds kept live for the admin: a bid placed or revised raises a toast
 * naming the firm, and any change refetches the rounds (and the leads, since
 * an award assigns one). RLS gives an admin every row.
 */
export function useLiveBids(): LiveStatus {
  const client = useQueryClient();
  const invalidate = useBatchedInvalidate();
  const onChange = useCallback(
    (change: LiveChange) => {
      const row = changedRow(change);
      if (change.table === 'bid_invitations' && change.eventType === 'UPDATE') {
        const before = (client.getQueryData<RoundsData>(roundsQuery().queryKey)?.invitations ?? []).find((invitation) => invitation.id === rowText(row.id));
        const revisions = typeof row.revisions === 'number' ? row.revisions : 0;
        if (revisions > (before?.revisions ?? 0)) {
          const firm = client.getQueryData<InvitableFirm[]>(firmsQuery().queryKey)?.find((candidate) => candidate.id === rowText(row.contractor_id));
          void notify.info(`${revisions > 1 ? 'Revised bid' : 'New bid'} from ${firm?.company ?? 'a firm'}`, 'The ranking below is updated.');
        }
      }
      invalidate([BIDS_KEY]);
    },
    [client, invalidate],
  );
  return useLiveTable({ channel: 'live-bids', tables: BID_TABLES, onChange, onCatchUp: () => invalidate([BIDS_KEY]) });
}
