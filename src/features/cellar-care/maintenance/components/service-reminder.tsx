import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { reminderWindow, utcDay } from '@domain/maintenance/reminder.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { useAuth } from '@/lib/auth.tsx';
import { REMINDER_TEXT } from '../reminder-messages.ts';

// TanStack Query, the form and supabase-js come with the panel, for signed-in visitors only.
const ReminderPanel = lazy(() => import('./reminder-panel.tsx'));

interface ServiceReminderProps {
  due: string;
  basis: string;
  unitName: string;
  output: ToolOutput;
  current: boolean;
}

/** "Email me a reminder" under the report: the panel when signed in, why a sign-in is needed when not. */
export function ServiceReminder(props: ServiceReminderProps) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const days = reminderWindow(props.due, utcDay(new Date()));
  return (
    <section aria-labelledby="reminder-title" className="rounded-md border border-ink-600/30 p-4 print:hidden" data-testid="service-reminder">
      <h3 id="reminder-title" className="font-semibold text-ink-900">
        {REMINDER_TEXT.heading}
      </h3>
      {!days ? (
        <p className="mt-2 text-sm text-ink-800">{REMINDER_TEXT.dueNow}</p>
      ) : loading ? null : !user ? (
        <div className="mt-2 text-sm text-ink-800" data-testid="reminder-sign-in">
          <p>{REMINDER_TEXT.signIn}</p>
          <Link className="mt-2 inline-block font-semibold text-wine-800 underline" to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`}>
            Sign in or create a free account
          </Link>
        </div>
      ) : (
        <Suspense fallback={<p className="mt-2 text-sm text-ink-800">Loading your reminder…</p>}>
          <ReminderPanel {...props} days={days} userId={user.id} />
        </Suspense>
      )}
    </section>
  );
}
