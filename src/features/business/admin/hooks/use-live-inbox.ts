import { useCallback, useState } from 'react';
import { PROJECT_TYPE_LABELS, type ProjectType } from '@domain/inquiry/rules.ts';
import { notify } from '@/lib/notify.ts';
import { changedRow, rowText, useBatchedInvalidate, useLiveTable, type LiveBinding, type LiveChange, type LiveStatus } from '@/lib/realtime.ts';
import { sourceLabel } from '../lib/pipeline.ts';

/** What the inbox listens to: leads (new, status, assignment), their activity log and notes. */
const INBOX_TABLES: readonly LiveBinding[] = [{ table: 'inquiries' }, { table: 'inquiry_activity', event: 'INSERT' }, { table: 'inquiry_notes', event: 'INSERT' }];

const ADMIN = ['admin'] as const;
const LISTS = [
  ['admin', 'inbox'],
  ['admin', 'dashboard'],
] as const;

export interface LiveInbox {
  status: LiveStatus;
  /** Leads that arrived while the inbox was open, newest last. */
  arrivals: string[];
  clearArrivals: () => void;
}

/**
 * The inbox kept live: a new lead raises a toast and counts as new, and any
 * change refetches the queries it touches (the list, the counts and strip,
 * the open lead with its log and notes). After a lost connection comes back,
 * every admin query is refetched, so what arrived meanwhile shows.
 */
export function useLiveInbox(): LiveInbox {
  const invalidate = useBatchedInvalidate();
  const [arrivals, setArrivals] = useState<string[]>([]);

  const onChange = useCallback(
    (change: LiveChange) => {
      const row = changedRow(change);
      if (change.table === 'inquiries') {
        const id = rowText(row.id);
        if (change.eventType === 'INSERT') {
          setArrivals((current) => (current.includes(id) ? current : [...current, id]));
          const projectType = PROJECT_TYPE_LABELS[rowText(row.project_type) as ProjectType] ?? rowText(row.project_type);
          void notify.info(`New lead: ${rowText(row.name)}`, [sourceLabel(rowText(row.source)), projectType].filter(Boolean).join(' · '));
        }
        invalidate([...LISTS, ['admin', 'lead', id]]);
      } else {
        invalidate([['admin', 'lead', rowText(row.inquiry_id)]]);
      }
    },
    [invalidate],
  );

  const status = useLiveTable({
    channel: 'admin-inbox',
    tables: INBOX_TABLES,
    onChange,
    onCatchUp: () => invalidate([ADMIN]),
  });

  return { status, arrivals, clearArrivals: useCallback(() => setArrivals([]), []) };
}
