/**
 * maintenance_reminders through a service-role client: what the
 * maintenance-reminders function and the scheduled job need. RLS does not
 * apply to the service role, so every method names the owner or the id it
 * acts on and the functions check their caller first.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReminderJobStore } from './reminder-job.ts';
import type { Reminder, ReminderRequest } from '../../_domain/maintenance/reminder.ts';
import { fail } from '../db-errors.ts';

const TABLE = 'maintenance_reminders';
const COLUMNS = 'id, report_id, unit_name, due_on, remind_on, basis, email, sent_at, cancelled_at';

interface Row {
  id: string;
  report_id: string;
  unit_name: string;
  due_on: string;
  remind_on: string;
  basis: string;
  email: string;
  sent_at: string | null;
  cancelled_at: string | null;
}

// The links in its mails go to the configured site (SITE_URL), never to one a request named.
const toStoredReminder = (row: Row, siteUrl: string): Reminder => ({
  id: row.id,
  reportId: row.report_id,
  unitName: row.unit_name,
  due: String(row.due_on).slice(0, 10),
  remindOn: String(row.remind_on).slice(0, 10),
  basis: row.basis,
  email: row.email,
  siteUrl,
});

export type CancelOutcome = { status: 'cancelled' | 'already-cancelled' | 'already-sent'; reminder: Reminder } | { status: 'not-found' };

export interface ReminderStore extends ReminderJobStore {
  /** Whether `savedItemId` is the owner's saved unit-health report with this report id. */
  ownsReport(ownerId: string, savedItemId: string, reportId: string): Promise<boolean>;
  /** Stores a reminder, cancelling the owner's live one for the same report (a new day replaces it). */
  create(ownerId: string, request: ReminderRequest, email: string): Promise<Reminder>;
  confirmed(id: string, now: Date): Promise<void>;
  /** Removes a reminder whose confirmation could not be sent, so none is left that the owner never heard of. */
  discard(id: string): Promise<void>;
  cancel(id: string, now: Date): Promise<CancelOutcome>;
}

/** `siteUrl`: where the links in the mails land (siteUrlFrom, configuration only). */
export function createReminderStore(admin: SupabaseClient, siteUrl: string): ReminderStore {
  const toReminder = (row: Row) => toStoredReminder(row, siteUrl);
  return {
    async ownsReport(ownerId, savedItemId, reportId) {
      const { data, error } = await admin.from('saved_calculations').select('id, kind, inputs').eq('id', savedItemId).eq('user_id', ownerId).maybeSingle();
      fail('Could not read the saved report', error);
      const row = data as { kind: string; inputs: { reportId?: unknown } } | null;
      return row?.kind === 'unit-health' && row.inputs?.reportId === reportId;
    },

    async create(ownerId, request, email) {
      const replaced = await admin
        .from(TABLE)
        .update({ cancelled_at: new Date().toISOString() })
        .eq('owner_id', ownerId)
        .eq('report_id', request.reportId)
        .is('cancelled_at', null)
        .is('sent_at', null);
      fail('Could not replace the earlier reminder', replaced.error);
      const { data, error } = await admin
        .from(TABLE)
        .insert({
          owner_id: ownerId,
          report_id: request.reportId,
          saved_item_id: request.savedItemId ?? null,
          unit_name: request.unitName,
          due_on: request.due,
          remind_on: request.remindOn,
          basis: request.basis,
          email,
        })
        .select(COLUMNS)
        .single();
      fail('Could not store the reminder', error);
      return toReminder(data as Row);
    },

    async confirmed(id, now) {
      fail('Could not mark the reminder confirmed', (await admin.from(TABLE).update({ confirmed_at: now.toISOString() }).eq('id', id)).error);
    },

    async discard(id) {
      fail('Could not remove the reminder', (await admin.from(TABLE).delete().eq('id', id)).error);
    },

    async cancel(id, now) {
      const { data, error } = await admin.from(TABLE).update({ cancelled_at: now.toISOString() }).eq('id', id).is('cancelled_at', null).is('sent_at', null).select(COLUMNS);
      fail('Could not cancel the reminder', error);
      const won = (data as Row[] | null)?.[0];
      if (won) return { status: 'cancelled', reminder: toReminder(won) };
      const current = await admin.from(TABLE).select(COLUMNS).eq('id', id).maybeSingle();
      fail('Could not read the reminder', current.error);
      const row = current.data as Row | null;
      if (!row) return { status: 'not-found' };
      return { status: row.cancelled_at ? 'already-cancelled' : 'already-sent', reminder: toReminder(row) };
    },

    async due(today, email) {
      // Due reminders to confirmed addresses only (due_maintenance_reminders); the rest wait for the address to be confirmed.
      const { data, error } = await admin.rpc('due_maintenance_reminders', { p_today: today, p_email: email ?? null, p_limit: 200 });
      fail('Could not list due reminders', error);
      return ((data ?? []) as string[]).map(String);
    },

    async claim(id, now) {
      const { data, error } = await admin.from(TABLE).update({ sent_at: now.toISOString() }).eq('id', id).is('sent_at', null).is('cancelled_at', null).select(COLUMNS);
      fail('Could not claim the reminder', error);
      const row = (data as Row[] | null)?.[0];
      return row ? toReminder(row) : null;
    },

    async release(id) {
      fail('Could not release the reminder', (await admin.from(TABLE).update({ sent_at: null }).eq('id', id)).error);
    },
  };
}
