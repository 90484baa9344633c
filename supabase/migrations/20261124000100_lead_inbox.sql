-- The lead inbox (/admin): leads are worked, not just stored. A pipeline
-- status with a reason where one is owed, an assignee, unread until an admin
-- first opens it, notes, and an activity log that the database writes itself
-- (triggers), so the record of who did what cannot be skipped or forged by a
-- client. Only admins read or write any of it.
--
-- The status list, the budget midpoints and the 7-day stale rule are
-- repeated in src/features/admin/lib/pipeline.ts; tests/contract/admin-inbox
-- .test.ts holds the two together.

-- Pipeline statuses. 'quoted' becomes 'proposal-sent' (a quote sent is a proposal).
alter table public.inquiries drop constraint inquiries_status_check;
update public.inquiries set status = 'proposal-sent' where status = 'quoted';
alter table public.inquiries add constraint inquiries_status_check
  check (status in ('new', 'contacted', 'consultation-booked', 'proposal-sent', 'won', 'lost', 'on-hold'));

alter table public.inquiries
  add column status_reason text,
  add column assignee_id uuid references auth.users (id) on delete set null,
  add column first_opened_at timestamptz,
  add column last_activity_at timestamptz not null default now();

update public.inquiries set last_activity_at = created_at;
-- A lead lost before reasons were required keeps a truthful one.
update public.inquiries set status_reason = 'Recorded before reasons were required'
  where status = 'lost' and status_reason is null;

alter table public.inquiries add constraint inquiries_status_reason_check
  check (
    (status_reason is null or char_length(status_reason) <= 500)
    and (status not in ('lost', 'on-hold') or coalesce(char_length(btrim(status_reason)), 0) >= 1)
  );

comment on column public.inquiries.status_reason is 'Why a lead is lost or on hold; required for those two, cleared for the others.';
comment on column public.inquiries.first_opened_at is 'When an admin first opened the lead; null = unread. Set once, by the database clock.';
comment on column public.inquiries.last_activity_at is 'Newest entry of the activity log; a lead is stale after 7 days without one unless won or lost.';

-- Listing and filtering 10,000 leads: the inbox always orders by one of these
-- and filters by equality on the others.
create index inquiries_status_created_idx on public.inquiries (status, created_at desc);
create index inquiries_assignee_created_idx on public.inquiries (assignee_id, created_at desc);
create index inquiries_source_created_idx on public.inquiries (source, created_at desc);
create index inquiries_project_type_created_idx on public.inquiries (project_type, created_at desc);
create index inquiries_budget_created_idx on public.inquiries (budget, created_at desc);
create index inquiries_timeline_created_idx on public.inquiries (timeline, created_at desc);
create index inquiries_last_activity_idx on public.inquiries (last_activity_at);
create index inquiries_unread_idx on public.inquiries (created_at desc) where first_opened_at is null;

-- Admins change only what working a lead means; timestamps belong to the database.
revoke update on public.inquiries from anon, authenticated;

-- The policies of 20261121000200 call has_role() once per row (its argument
-- is a parameter, so Postgres cannot fold it): 10,000 leads cost 10,000
-- lookups, about 300 ms here. Wrapped in a scalar subquery it runs once per
-- statement (an initplan), as Supabase's RLS performance guide advises.
drop policy "Admins read inquiries" on public.inquiries;
drop policy "Admins update inquiries" on public.inquiries;
drop policy "Admins delete inquiries" on public.inquiries;

create policy "Admins read inquiries"
  on public.inquiries for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins update inquiries"
  on public.inquiries for update
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins delete inquiries"
  on public.inquiries for delete
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
grant update (status, status_reason, assignee_id, first_opened_at) on public.inquiries to authenticated;

create table public.inquiry_notes (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  -- Kept as written: the author's address when the note was made.
  author_email text,
  body text not null check (char_length(btrim(body)) between 1 and 4000),
  created_at timestamptz not null default now()
);

comment on table public.inquiry_notes is 'Admins'' notes on a lead; immutable, admins only.';

create index inquiry_notes_inquiry_created_idx on public.inquiry_notes (inquiry_id, created_at desc);

create table public.inquiry_activity (
  id bigint generated always as identity primary key,
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  kind text not null check (kind in ('received', 'opened', 'status', 'assignment', 'note')),
  -- Who did it (auth.uid() of the request); null for the system (the submit function, a script).
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text,
  from_value text,
  to_value text,
  detail text check (char_length(detail) <= 600),
  created_at timestamptz not null default now()
);

comment on table public.inquiry_activity is 'What happened to a lead, who did it and when; written only by triggers.';

create index inquiry_activity_inquiry_created_idx on public.inquiry_activity (inquiry_id, created_at desc);

-- The caller's address, read where the database keeps it.
create function public.current_actor_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select email::text from auth.users where id = auth.uid()
$$;

revoke execute on function public.current_actor_email() from public, anon, authenticated;

create function public.log_inquiry_activity(
  p_inquiry_id uuid, p_kind text, p_from text default null, p_to text default null, p_detail text default null
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.inquiry_activity (inquiry_id, kind, actor_id, actor_email, from_value, to_value, detail)
  values (p_inquiry_id, p_kind, auth.uid(), public.current_actor_email(), p_from, p_to, left(p_detail, 600))
$$;

revoke execute on function public.log_inquiry_activity(uuid, text, text, text, text) from public, anon, authenticated;

-- Before an update: the database owns the clock and the rules.
create function public.inquiries_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Opened once: the first time stays, and it is the database's time.
  if old.first_opened_at is not null then
    new.first_opened_at := old.first_opened_at;
  elsif new.first_opened_at is not null then
    new.first_opened_at := now();
  end if;
  if new.status not in ('lost', 'on-hold') then
    new.status_reason := null;
  else
    new.status_reason := btrim(new.status_reason);
  end if;
  if new.assignee_id is distinct from old.assignee_id and new.assignee_id is not null
     and not exists (select 1 from public.user_roles where user_id = new.assignee_id and role = 'admin') then
    raise exception 'A lead can only be assigned to an admin' using errcode = '23514';
  end if;
  if new.status is distinct from old.status
     or new.status_reason is distinct from old.status_reason
     or new.assignee_id is distinct from old.assignee_id
     or new.first_opened_at is distinct from old.first_opened_at then
    new.last_activity_at := now();
  end if;
  return new;
end
$$;

revoke execute on function public.inquiries_before_update() from public, anon, authenticated;

create trigger inquiries_before_update
  before update on public.inquiries
  for each row execute function public.inquiries_before_update();

create function public.inquiries_log_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  assignee_email text;
begin
  if tg_op = 'INSERT' then
    perform public.log_inquiry_activity(new.id, 'received', null, new.status, new.source);
    return null;
  end if;
  if old.first_opened_at is null and new.first_opened_at is not null then
    perform public.log_inquiry_activity(new.id, 'opened');
  end if;
  if new.status is distinct from old.status or new.status_reason is distinct from old.status_reason then
    perform public.log_inquiry_activity(new.id, 'status', old.status, new.status, new.status_reason);
  end if;
  if new.assignee_id is distinct from old.assignee_id then
    select email::text into assignee_email from auth.users where id = new.assignee_id;
    perform public.log_inquiry_activity(new.id, 'assignment', old.assignee_id::text, new.assignee_id::text, assignee_email);
  end if;
  return null;
end
$$;

revoke execute on function public.inquiries_log_changes() from public, anon, authenticated;

create trigger inquiries_log_insert
  after insert on public.inquiries
  for each row execute function public.inquiries_log_changes();

create trigger inquiries_log_update
  after update on public.inquiries
  for each row execute function public.inquiries_log_changes();

-- A note is signed by whoever wrote it (never by what the client claims) and logged.
create function public.inquiry_notes_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.author_id := auth.uid();
  new.author_email := public.current_actor_email();
  new.body := btrim(new.body);
  new.created_at := now();
  return new;
end
$$;

create function public.inquiry_notes_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.log_inquiry_activity(new.inquiry_id, 'note', null, null, new.body);
  update public.inquiries set last_activity_at = now() where id = new.inquiry_id;
  return null;
end
$$;

revoke execute on function public.inquiry_notes_before_insert() from public, anon, authenticated;
revoke execute on function public.inquiry_notes_after_insert() from public, anon, authenticated;

create trigger inquiry_notes_before_insert
  before insert on public.inquiry_notes
  for each row execute function public.inquiry_notes_before_insert();

create trigger inquiry_notes_after_insert
  after insert on public.inquiry_notes
  for each row execute function public.inquiry_notes_after_insert();

-- Every lead that exists before this migration gets its "received" entry.
insert into public.inquiry_activity (inquiry_id, kind, to_value, detail, created_at)
select id, 'received', status, source, created_at from public.inquiries;

alter table public.inquiry_notes enable row level security;
alter table public.inquiry_activity enable row level security;

create policy "Admins read notes"
  on public.inquiry_notes for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins add notes"
  on public.inquiry_notes for insert
  to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins read activity"
  on public.inquiry_activity for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Notes are a record: nobody edits or deletes one through the API. The log is
-- written only by the triggers above.
revoke update, delete on public.inquiry_notes from anon, authenticated;
revoke insert, update, delete on public.inquiry_activity from anon, authenticated;

-- What the inbox lists: the lead plus what is derived from it. security_invoker
-- keeps the table's RLS (admins only) in force for whoever reads the view.
create view public.inquiry_inbox
with (security_invoker = true)
as
select
  i.id,
  i.created_at,
  i.source,
  i.name,
  i.first_name,
  i.last_name,
  i.email,
  i.phone,
  i.project_type,
  i.budget,
  i.timeline,
  i.details,
  i.message,
  i.location,
  i.capacity_bottles,
  i.calculation,
  i.attachments,
  i.status,
  i.status_reason,
  i.assignee_id,
  i.first_opened_at,
  i.last_activity_at,
  i.status not in ('won', 'lost') and i.last_activity_at < now() - interval '7 days' as is_stale,
  -- The midpoint of the visitor's budget range, in dollars (docs/business.md).
  case i.budget
    when 'under-25k' then 15000
    when '25k-50k' then 37500
    when '50k-100k' then 75000
    when '100k-200k' then 150000
    when 'over-200k' then 250000
  end as budget_midpoint,
  -- One lower-cased haystack for the inbox's search over name, email and message.
  lower(i.name || ' ' || i.email || ' ' || i.message) as search_text
from public.inquiries i;

comment on view public.inquiry_inbox is 'The admin lead inbox: inquiries with stale flag, budget midpoint and search text; admins only (RLS of inquiries).';

revoke insert, update, delete on public.inquiry_inbox from anon, authenticated;

-- The team a lead can be assigned to, with addresses (auth.users is not
-- readable through the API). Answers only to admins.
create function public.inquiry_assignees()
returns table (user_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text
  from public.user_roles r
  join auth.users u on u.id = r.user_id
  where r.role = 'admin'
    and public.has_role(auth.uid(), 'admin')
  order by u.email
$$;

revoke execute on function public.inquiry_assignees() from public, anon;
grant execute on function public.inquiry_assignees() to authenticated, service_role;

-- The dashboard strip and the per-status counts in one round trip. Security
-- invoker: the caller's RLS applies, so anyone but an admin gets zeros.
create function public.inquiry_dashboard()
returns jsonb
language sql
stable
set search_path = ''
as $$
  with leads as (
    select status, source, created_at, first_opened_at, is_stale, budget, budget_midpoint
    from public.inquiry_inbox
  ),
  totals as (
    select
      count(*) as total,
      count(*) filter (where created_at >= now() - interval '7 days') as new_this_week,
      count(*) filter (where first_opened_at is null) as unread,
      count(*) filter (where is_stale) as stale,
      count(*) filter (where status not in ('won', 'lost')) as open_count,
      coalesce(sum(budget_midpoint) filter (where status not in ('won', 'lost')), 0) as open_value,
      count(*) filter (where status not in ('won', 'lost') and budget is null) as open_without_budget
    from leads
  )
  select jsonb_build_object(
    'total', t.total,
    'new_this_week', t.new_this_week,
    'unread', t.unread,
    'stale', t.stale,
    'open_count', t.open_count,
    'open_value', t.open_value,
    'open_without_budget', t.open_without_budget,
    'by_status', coalesce((select jsonb_object_agg(status, n) from (select status, count(*) as n from leads group by status) s), '{}'::jsonb),
    'by_source', coalesce((
      select jsonb_agg(jsonb_build_object('source', source, 'leads', n, 'won', won, 'lost', lost) order by source)
      from (
        select source, count(*) as n, count(*) filter (where status = 'won') as won, count(*) filter (where status = 'lost') as lost
        from leads group by source
      ) g
    ), '[]'::jsonb)
  )
  from totals t
$$;

revoke execute on function public.inquiry_dashboard() from public, anon;
grant execute on function public.inquiry_dashboard() to authenticated, service_role;

create index newsletter_signups_created_idx on public.newsletter_signups (created_at desc);
