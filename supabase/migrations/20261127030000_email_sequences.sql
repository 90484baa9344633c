-- Follow-up email sequences (/email-sequences, docs/ai-tools.md "Email
-- sequences"). Admins write sequences (a trigger status, optionally a
-- source, and steps of delay + template); a lead is enrolled by an admin
-- (enroll_lead_in_sequence) or, once an admin has switched a sequence on, by
-- the triggers below when it enters the sequence's status. The scheduled-jobs
-- function (service role) claims a due enrollment (claimed_at set where it is
-- null), mails the step and advances it, so one step goes out once. A status
-- change, a reply (a new inquiry from the same address, or an admin's
-- "client replied") and an unsubscribe stop it, and every enrolment, send and
-- stop lands in the lead's activity log.
--
-- The status list repeats src/features/admin/lib/pipeline.ts and the source
-- list supabase/functions/_shared/inquiry/choices.ts; the step limits repeat
-- _shared/sequences/schema.ts (tests/contract/email-sequences.test.ts).

-- Each step as _shared/sequences/schema.ts checks it: a whole number of days
-- from 0 to 90, a one-line subject of 1-150 characters, a text of 1-4000.
create function public.sequence_steps_valid(p_steps jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_steps) = 'array'
    and jsonb_array_length(p_steps) between 1 and 8
    and not exists (
      select 1 from jsonb_array_elements(p_steps) step
      where jsonb_typeof(step) <> 'object'
        or jsonb_typeof(step -> 'delayDays') <> 'number'
        or jsonb_typeof(step -> 'subject') <> 'string'
        or jsonb_typeof(step -> 'body') <> 'string'
        or (step ->> 'delayDays')::numeric <> trunc((step ->> 'delayDays')::numeric)
        or (step ->> 'delayDays')::numeric not between 0 and 90
        or char_length(btrim(step ->> 'subject')) not between 1 and 150
        or position(E'\n' in (step ->> 'subject')) > 0
        or char_length(btrim(step ->> 'body')) not between 1 and 4000
    )
$$;

create table public.email_sequences (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  trigger_status text not null check (trigger_status in ('new', 'contacted', 'consultation-booked', 'proposal-sent', 'won', 'lost', 'on-hold')),
  -- Null: leads from every source.
  trigger_source text check (trigger_source in ('contact-form', 'quote', 'voice-agent')),
  -- Switched on by an admin: that is the approval for automatic enrolment and for sending.
  is_active boolean not null default false,
  -- [{ delayDays, subject, body }]: each delay counts from the step before (the first from enrolment).
  steps jsonb not null check (public.sequence_steps_valid(steps)),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.email_sequences is 'Follow-up sequences of the lead inbox; admins only.';

create trigger email_sequences_set_updated_at
  before update on public.email_sequences
  for each row execute function public.set_updated_at();

create table public.sequence_enrollments (
  id uuid primary key default gen_random_uuid(),
  sequence_id uuid not null references public.email_sequences (id) on delete cascade,
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  -- The lead's address at enrolment, lower-cased: what unsubscribes and replies match.
  email text not null check (char_length(email) between 3 and 255),
  -- The lead's status when enrolled: any other status stops the sequence.
  enrolled_status text not null,
  -- Null: enrolled automatically by a switched-on sequence.
  enrolled_by uuid references auth.users (id) on delete set null,
  enrolled_at timestamptz not null default now(),
  next_step integer not null default 0 check (next_step between 0 and 8),
  next_due_at timestamptz,
  claimed_at timestamptz,
  last_sent_at timestamptz,
  stopped_at timestamptz,
  stop_reason text check (stop_reason in ('completed', 'status-changed', 'replied', 'unsubscribed', 'stopped-by-admin', 'sequence-deleted')),
  check ((stopped_at is null) = (stop_reason is null))
);

comment on table public.sequence_enrollments is 'Leads in a follow-up sequence; admins read, functions and triggers write.';

-- One live enrolment of a lead per sequence.
create unique index sequence_enrollments_one_live_idx on public.sequence_enrollments (sequence_id, inquiry_id) where stopped_at is null;
create index sequence_enrollments_inquiry_idx on public.sequence_enrollments (inquiry_id, enrolled_at desc);
-- What the scheduler looks for.
create index sequence_enrollments_due_idx on public.sequence_enrollments (next_due_at) where stopped_at is null and claimed_at is null;
create index sequence_enrollments_email_idx on public.sequence_enrollments (email) where stopped_at is null;

create table public.email_unsubscribes (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and char_length(email) between 3 and 255),
  -- The enrolment whose mail carried the link used.
  enrollment_id uuid references public.sequence_enrollments (id) on delete set null,
  unsubscribed_at timestamptz not null default now()
);

comment on table public.email_unsubscribes is 'Addresses that asked for no more follow-up mail; written by the email-sequences function.';

alter table public.email_sequences enable row level security;
alter table public.sequence_enrollments enable row level security;
alter table public.email_unsubscribes enable row level security;

create policy "Admins read sequences" on public.email_sequences for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins add sequences" on public.email_sequences for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins edit sequences" on public.email_sequences for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins delete sequences" on public.email_sequences for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

revoke update on public.email_sequences from anon, authenticated;
grant update (name, trigger_status, trigger_source, is_active, steps) on public.email_sequences to authenticated;

-- Enrolments change only through the functions below and the scheduler.
create policy "Admins read enrollments" on public.sequence_enrollments for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
revoke insert, update, delete on public.sequence_enrollments from anon, authenticated;

create policy "Admins read unsubscribes" on public.email_unsubscribes for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
revoke insert, update, delete on public.email_unsubscribes from anon, authenticated;

-- The activity log learns one more kind of entry: to_value enrolled | sent | stopped, detail in words.
alter table public.inquiry_activity drop constraint inquiry_activity_kind_check;
alter table public.inquiry_activity add constraint inquiry_activity_kind_check
  check (kind in ('received', 'opened', 'status', 'assignment', 'note', 'contractor-assignment', 'contractor-response', 'sequence'));

create function public.sequence_stop_label(p_reason text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_reason
    when 'completed' then 'every step was sent'
    when 'status-changed' then 'the lead''s status changed'
    when 'replied' then 'the client replied'
    when 'unsubscribed' then 'the client unsubscribed'
    when 'stopped-by-admin' then 'stopped by an admin'
    when 'sequence-deleted' then 'the sequence was deleted'
  end
$$;

create function public.sequence_enrollments_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sequence_name text;
begin
  select name into sequence_name from public.email_sequences where id = new.sequence_id;
  if tg_op = 'INSERT' then
    perform public.log_inquiry_activity(new.inquiry_id, 'sequence', null, 'enrolled',
      format('Enrolled in the sequence “%s”%s', sequence_name, case when new.enrolled_by is null then ' automatically (the sequence is switched on)' else '' end));
  elsif old.stopped_at is null and new.stopped_at is not null then
    perform public.log_inquiry_activity(new.inquiry_id, 'sequence', null, 'stopped',
      format('Sequence “%s” stopped: %s', sequence_name, public.sequence_stop_label(new.stop_reason)));
  end if;
  return null;
end
$$;

revoke execute on function public.sequence_enrollments_log() from public, anon, authenticated;

create trigger sequence_enrollments_log
  after insert or update on public.sequence_enrollments
  for each row execute function public.sequence_enrollments_log();

-- A sequence deleted stops its live enrolments first, so their leads' logs say so.
create function public.email_sequences_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.sequence_enrollments set stopped_at = now(), stop_reason = 'sequence-deleted', claimed_at = null
  where sequence_id = old.id and stopped_at is null;
  return old;
end
$$;

revoke execute on function public.email_sequences_before_delete() from public, anon, authenticated;

create trigger email_sequences_before_delete
  before delete on public.email_sequences
  for each row execute function public.email_sequences_before_delete();

-- When a new enrolment's first step falls due: its delay from now.
create function public.sequence_first_due(p_steps jsonb)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() + make_interval(days => coalesce((p_steps -> 0 ->> 'delayDays')::integer, 0))
$$;

-- The one way in, for an admin (a button) and for server code (the service
-- role, e.g. a triage agent): checks the lead, the sequence and the address,
-- and schedules the first step. Returns the live enrolment's id.
create function public.enroll_lead_in_sequence(p_inquiry_id uuid, p_sequence_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lead record;
  seq record;
  enrolled uuid;
begin
  if auth.uid() is not null and not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an admin enrolls a lead in a sequence' using errcode = '42501';
  end if;
  if auth.uid() is null and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only an admin enrolls a lead in a sequence' using errcode = '42501';
  end if;
  select id, email, status into lead from public.inquiries where id = p_inquiry_id;
  if lead.id is null then
    raise exception 'No such lead' using errcode = 'P0002';
  end if;
  select id, steps into seq from public.email_sequences where id = p_sequence_id;
  if seq.id is null then
    raise exception 'No such sequence' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.email_unsubscribes where email = lower(lead.email)) then
    raise exception 'This lead unsubscribed from follow-up email' using errcode = '23514';
  end if;
  select id into enrolled from public.sequence_enrollments
  where sequence_id = p_sequence_id and inquiry_id = p_inquiry_id and stopped_at is null;
  if enrolled is not null then
    return enrolled;
  end if;
  insert into public.sequence_enrollments (sequence_id, inquiry_id, email, enrolled_status, enrolled_by, next_due_at)
  values (p_sequence_id, p_inquiry_id, lower(lead.email), lead.status, auth.uid(),
    public.sequence_first_due(seq.steps))
  returning id into enrolled;
  return enrolled;
end
$$;

revoke execute on function public.enroll_lead_in_sequence(uuid, uuid) from public, anon;
grant execute on function public.enroll_lead_in_sequence(uuid, uuid) to authenticated, service_role;

-- An admin stops a lead's enrolment: the client replied, or it should simply stop.
create function public.stop_sequence_enrollment(p_enrollment_id uuid, p_reason text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an admin stops a sequence' using errcode = '42501';
  end if;
  if p_reason not in ('replied', 'stopped-by-admin') then
    raise exception 'Unknown reason' using errcode = '22023';
  end if;
  update public.sequence_enrollments set stopped_at = now(), stop_reason = p_reason, claimed_at = null
  where id = p_enrollment_id and stopped_at is null;
  get diagnostics changed = row_count;
  return changed > 0;
end
$$;

revoke execute on function public.stop_sequence_enrollment(uuid, text) from public, anon;
grant execute on function public.stop_sequence_enrollment(uuid, text) to authenticated;

-- Leads move: a status change stops the sequences of the old status and
-- enrolls the lead in the switched-on sequences of the new one; a new lead
-- enters those of its status; a new inquiry from an address already in a
-- sequence is that client's reply and stops it.
create function public.inquiries_sequences()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.sequence_enrollments set stopped_at = now(), stop_reason = 'replied', claimed_at = null
    where email = lower(new.email) and stopped_at is null and inquiry_id <> new.id;
  elsif new.status is not distinct from old.status then
    return null;
  else
    update public.sequence_enrollments set stopped_at = now(), stop_reason = 'status-changed', claimed_at = null
    where inquiry_id = new.id and stopped_at is null and enrolled_status <> new.status;
  end if;
  if not exists (select 1 from public.email_unsubscribes where email = lower(new.email)) then
    insert into public.sequence_enrollments (sequence_id, inquiry_id, email, enrolled_status, next_due_at)
    select s.id, new.id, lower(new.email), new.status,
      public.sequence_first_due(s.steps)
    from public.email_sequences s
    where s.is_active and s.trigger_status = new.status and (s.trigger_source is null or s.trigger_source = new.source)
    on conflict do nothing;
  end if;
  return null;
end
$$;

revoke execute on function public.inquiries_sequences() from public, anon, authenticated;

create trigger inquiries_sequences_insert
  after insert on public.inquiries
  for each row execute function public.inquiries_sequences();

create trigger inquiries_sequences_update
  after update of status on public.inquiries
  for each row execute function public.inquiries_sequences();
