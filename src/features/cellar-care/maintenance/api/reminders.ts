/**
 * Email reminders of the service date (table maintenance_reminders, owner
 * reads and cancels under RLS; the maintenance-reminders function sets one
 * and mails the confirmation). Loaded with the reminder panel only.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelReceipt, ReminderReceipt } from '@domain/maintenance/reminder.ts';
import { invokeFunction } from '@/lib/functions.ts';
import { throwIfError } from '@/lib/errors.ts';
import { listSavedCalculations, saveCalculation, type NewCalculation } from '@/lib/saved-calculations.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';

const FUNCTION = 'maintenance-reminders';
const TABLE = 'maintenance_reminders';

export interface LiveReminder {
  id: string;
  remindOn: string;
  due: string;
  email: string;
  sentAt: string | null;
  /** False until someone confirms the account's address: the reminder waits for it (docs/business.md). */
  addressConfirmed: boolean;
  /** The "Reminder set" mail went out (only to a confirmed address). */
  confirmationSent: boolean;
}

/** The report's reminder that is not cancelled (the newest), or null. */
async function fetchLiveReminder(reportId: string): Promise<LiveReminder | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from(TABLE)
    .select('id, remind_on, due_on, email, sent_at, confirmed_at')
    .eq('report_id', reportId)
    .is('cancelled_at', null)
    .order('created_at', { ascending: false })
    .limit(1);
  throwIfError(error);
  const row = (data ?? [])[0] as { id: string; remind_on: string; due_on: string; email: string; sent_at: string | null; confirmed_at: string | null } | undefined;
  if (!row) return null;
  const confirmed = await supabase.rpc('own_email_confirmed');
  throwIfError(confirmed.error);
  return { id: row.id, remindOn: row.remind_on.slice(0, 10), due: row.due_on.slice(0, 10), email: row.email, sentAt: row.sent_at, addressConfirmed: confirmed.data === true, confirmationSent: row.confirmed_at !== null };
}

export const liveReminderQuery = (reportId: string, userId: string | undefined) =>
  queryOptions({ queryKey: ['maintenance-reminder', userId, reportId], queryFn: () => fetchLiveReminder(reportId), enabled: Boolean(userId) });

export const useLiveReminder = (reportId: string, userId: string | undefined) => useQuery(liveReminderQuery(reportId, userId));

/** The saved copy of this report, saved now if it is not yet: the reminder's link reopens it. */
async function savedItemFor(calculation: NewCalculation, reportId: string): Promise<string> {
  const found = (await listSavedCalculations()).find((item) => item.kind === calculation.kind && (item.inputs as { reportId?: unknown }).reportId === reportId);
  return found ? found.id : (await saveCalculation(calculation)).id;
}

export interface SetReminder {
  calculation: NewCalculation;
  reminder: { reportId: string; unitName: string; due: string; basis: string; remindOn: string };
}

export function useSetReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ calculation, reminder }: SetReminder) => {
      const savedItemId = await savedItemFor(calculation, reminder.reportId);
      return invokeFunction<ReminderReceipt>(FUNCTION, { action: 'create', reminder: { ...reminder, savedItemId } });
    },
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['maintenance-reminder'] }), client.invalidateQueries({ queryKey: ['saved-calculations'] })]),
  });
}

/** Cancels the owner's reminder; RLS lets an owner set cancelled_at on their own rows and nothing else. */
export const useCancelReminder = () =>
  useChangeMutation(['maintenance-reminder'], async (id: string) => {
    const supabase = await getSupabase();
    const { error, count } = await supabase.from(TABLE).update({ cancelled_at: new Date().toISOString() }, { count: 'exact' }).eq('id', id);
    throwIfError(error);
    if (count !== 1) throw new Error('The reminder was already cancelled or sent.');
  });

/** The mailed cancel link: works signed out, with the signed token alone. */
export const cancelByLink = (token: string) => invokeFunction<CancelReceipt>(FUNCTION, { action: 'cancel', token });
