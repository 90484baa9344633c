import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { reminderRequestSchema, utcDay, type ReminderWindow } from '@domain/maintenance/reminder.ts';
import { SECONDARY_ACTION } from '@/components/tool-shell/tool-actions.tsx';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { FunctionError } from '@/lib/functions.ts';
import { notify } from '@/lib/notify.ts';
import { withQueries } from '@/lib/with-queries.tsx';
import { useCancelReminder, useLiveReminder, useSetReminder } from '../api/reminders.ts';
import { REMINDER_TEXT } from '../reminder-messages.ts';

interface ReminderPanelProps {
  due: string;
  basis: string;
  unitName: string;
  output: ToolOutput;
  current: boolean;
  days: ReminderWindow;
  userId: string;
}

export default withQueries(ReminderPanel);

/** The report's reminder if it has one (with Cancel), else the day to send it on. */
function ReminderPanel({ due, basis, unitName, output, current, days, userId }: ReminderPanelProps) {
  const reportId = String(output.calculation.inputs.reportId);
  const live = useLiveReminder(reportId, userId);
  const cancel = useCancelReminder();
  if (live.isPending) return <p className="mt-2 text-sm text-ink-800">Loading your reminder…</p>;
  const reminder = live.data;
  if (reminder && reminder.due === due) {
    return (
      <div className="mt-2 grid gap-2 text-sm text-ink-800">
        <p role="status" data-testid="reminder-status">
          {reminder.sentAt ? REMINDER_TEXT.sent(reminder.email) : REMINDER_TEXT.set(reminder.email, reminder.remindOn)}
        </p>
        {reminder.sentAt ? null : (
          <div>
            <button
              type="button"
              className={SECONDARY_ACTION}
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutateAsync(reminder.id).then(
                  () => void notify.success(REMINDER_TEXT.cancelled),
                  (error: Error) => void notify.error(REMINDER_TEXT.cancelFailed, error.message),
                )
              }
            >
              {REMINDER_TEXT.cancel}
            </button>
          </div>
        )}
      </div>
    );
  }
  return <ReminderForm due={due} basis={basis} unitName={unitName} output={output} current={current} days={days} reportId={reportId} />;
}

function ReminderForm({ due, basis, unitName, output, current, days, reportId }: Omit<ReminderPanelProps, 'userId'> & { reportId: string }) {
  const schema = reminderRequestSchema(utcDay(new Date()));
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    values: { reportId, unitName, due, basis, remindOn: days.suggested },
  });
  const set = useSetReminder();
  const error = form.formState.errors.remindOn?.message;
  return (
    <form
      noValidate
      className="mt-2 grid gap-2 text-sm text-ink-800"
      onSubmit={form.handleSubmit((reminder) =>
        set.mutateAsync({ calculation: output.calculation, reminder }).then(
          () => undefined,
          (failure: Error) => {
            const issue = failure instanceof FunctionError ? failure.issues.find((i) => i.path === 'reminder.remindOn') : undefined;
            if (issue) form.setError('remindOn', { message: issue.message });
            else void notify.error(REMINDER_TEXT.failed, failure.message);
          },
        ),
      )}
    >
      <label htmlFor="reminder-day" className="font-semibold text-ink-900">
        {REMINDER_TEXT.dayLabel}
      </label>
      <input
        id="reminder-day"
        type="date"
        min={days.earliest}
        max={days.latest}
        className="w-fit rounded-md border border-ink-600/50 bg-white px-3 py-2 text-ink-900"
        aria-invalid={Boolean(error)}
        aria-describedby={`reminder-day-hint${error ? ' reminder-day-error' : ''}`}
        {...form.register('remindOn')}
      />
      <p id="reminder-day-hint" className="text-xs text-ink-700">
        {REMINDER_TEXT.dayHint(days.earliest, days.latest)}
      </p>
      {error ? (
        <p id="reminder-day-error" role="alert" className="text-sm font-semibold text-wine-800">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={SECONDARY_ACTION} disabled={!current || set.isPending}>
          {set.isPending ? REMINDER_TEXT.submitting : REMINDER_TEXT.submit}
        </button>
      </div>
      <p className="text-xs text-ink-700">{REMINDER_TEXT.saveNote}</p>
    </form>
  );
}
