-- Email reminders of a cooling unit's next service date (/predictive-maintenance,
-- docs/ai-tools.md "Email reminders"). The maintenance-reminders function
-- stores a row (service role) after checking the request and sends the
-- confirmation; the scheduled-jobs function claims a due row by setting
-- sent_at (update … where sent_at is null returning), so each reminder is
-- mailed once. Owners read their reminders and may cancel them, nothing else.

create table public.maintenance_reminders (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  -- The report's id (uh-<hash>): its link reopens the saved report.
  report_id text not null check (report_id ~ '^uh-[a-z0-9]{4,40}$'),
  saved_item_id uuid references public.saved_calculations (id) on delete set null,
  unit_name text not null check (char_length(unit_name) between 1 and 120),
  due_on date not null,
  remind_on date not null check (remind_on <= due_on),
  -- Why the due date is what it is, in the engine's words.
  basis text not null check (char_length(basis) between 1 and 600),
  -- The account's address when the reminder was made (not typed by the user).
  email text not null check (char_length(email) between 3 and 320),
  -- The site the links in the mails go back to.
  site_url text not null check (site_url ~ '^https?://[^/]+$'),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  sent_at timestamptz,
  cancelled_at timestamptz
);

comment on table public.maintenance_reminders is 'Service-date reminders by email; owner reads and cancels, functions write.';

create index maintenance_reminders_owner_idx on public.maintenance_reminders (owner_id, created_at desc);
-- What the scheduler looks for: due, not sent, not cancelled.
create index maintenance_reminders_due_idx on public.maintenance_reminders (remind_on) where sent_at is null and cancelled_at is null;
-- One live reminder per report and owner: a new date replaces the old one.
create unique index maintenance_reminders_one_live_idx on public.maintenance_reminders (owner_id, report_id) where cancelled_at is null and sent_at is null;

alter table public.maintenance_reminders enable row level security;

revoke insert, update, delete on public.maintenance_reminders from anon, authenticated;
grant update (cancelled_at) on public.maintenance_reminders to authenticated;

create policy "Owners read their reminders"
  on public.maintenance_reminders for select
  to authenticated
  using (owner_id = (select auth.uid()));

-- Cancelling is the only change an owner makes, and it cannot be undone.
create policy "Owners cancel their reminders"
  on public.maintenance_reminders for update
  to authenticated
  using (owner_id = (select auth.uid()) and cancelled_at is null)
  with check (owner_id = (select auth.uid()) and cancelled_at is not null);
