-- /autonomous-agents (docs/ai-tools.md, "Agents"): routines that run by
-- themselves with a person in the loop. A run and each of its steps are
-- logged; whatever a routine would send to a client or change on a lead
-- waits in agent_approvals until an admin approves it (the agents function
-- then acts, as that admin). Admins read everything here; only the
-- functions (service role) write, so a log cannot be edited from a browser.

create table public.agent_settings (
  id uuid primary key default gen_random_uuid(),
  routine text not null unique check (routine in ('new-lead-triage', 'stale-follow-up')),
  enabled boolean not null default false,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);

comment on table public.agent_settings is 'Whether each routine runs on the schedule; off until an admin switches it on.';

insert into public.agent_settings (routine) values ('new-lead-triage'), ('stale-follow-up');

create table public.agent_runs (
  id uuid primary key default gen_random_uuid(),
  routine text not null check (routine in ('new-lead-triage', 'stale-follow-up')),
  trigger text not null check (trigger in ('schedule', 'admin')),
  started_by uuid references auth.users (id) on delete set null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  status text not null default 'running' check (status in ('running', 'done', 'failed')),
  summary text check (char_length(summary) <= 500)
);

comment on table public.agent_runs is 'One run of an agent routine: when, why, and how it ended.';

create index agent_runs_started_idx on public.agent_runs (started_at desc);

create table public.agent_steps (
  id bigint generated always as identity primary key,
  run_id uuid not null references public.agent_runs (id) on delete cascade,
  position integer not null check (position >= 1),
  inquiry_id uuid references public.inquiries (id) on delete set null,
  action text not null check (char_length(action) between 1 and 40),
  outcome text not null check (outcome in ('done', 'skipped', 'failed', 'waiting')),
  detail text not null check (char_length(detail) between 1 and 1000),
  created_at timestamptz not null default now(),
  unique (run_id, position)
);

comment on table public.agent_steps is 'Each step of a run, in order: what the routine did to which lead, and with what outcome.';

-- A lead is triaged once, and followed up once per quiet spell (keyed by the activity it went quiet after).
create table public.agent_lead_marks (
  id bigint generated always as identity primary key,
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  routine text not null check (routine in ('new-lead-triage', 'stale-follow-up')),
  mark text not null check (char_length(mark) between 1 and 64),
  created_at timestamptz not null default now(),
  unique (inquiry_id, routine, mark)
);

comment on table public.agent_lead_marks is 'Which leads a routine has handled, so overlapping or repeated runs never act twice.';

create table public.agent_approvals (
  id uuid primary key default gen_random_uuid(),
  run_id uuid references public.agent_runs (id) on delete set null,
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  routine text not null check (routine in ('new-lead-triage', 'stale-follow-up')),
  kind text not null check (kind in ('email', 'assign')),
  -- email: to, subject, body, links; assign: the suggested admin.
  to_email text check (to_email is null or char_length(to_email) between 3 and 255),
  subject text check (subject is null or char_length(subject) between 1 and 200),
  body text check (body is null or char_length(body) between 1 and 8000),
  links jsonb not null default '[]'::jsonb check (jsonb_typeof(links) = 'array'),
  assignee_id uuid references auth.users (id) on delete cascade,
  -- What the draft or suggestion rests on, for the person deciding.
  basis jsonb not null default '[]'::jsonb check (jsonb_typeof(basis) = 'array'),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'sent', 'failed')),
  decided_by uuid references auth.users (id) on delete set null,
  decided_by_email text,
  decided_at timestamptz,
  failure text check (failure is null or char_length(failure) <= 500),
  created_at timestamptz not null default now(),
  check (kind <> 'email' or (to_email is not null and subject is not null and body is not null)),
  check (kind <> 'assign' or assignee_id is not null)
);

comment on table public.agent_approvals is 'What an agent would send to a client or change on a lead, waiting for an admin to approve or reject it.';

create index agent_approvals_status_created_idx on public.agent_approvals (status, created_at desc);
create index agent_approvals_inquiry_idx on public.agent_approvals (inquiry_id);

alter table public.agent_settings enable row level security;
alter table public.agent_runs enable row level security;
alter table public.agent_steps enable row level security;
alter table public.agent_lead_marks enable row level security;
alter table public.agent_approvals enable row level security;

create policy "Admins read agent settings" on public.agent_settings for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins read agent runs" on public.agent_runs for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins read agent steps" on public.agent_steps for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins read agent approvals" on public.agent_approvals for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

grant select on public.agent_settings, public.agent_runs, public.agent_steps, public.agent_approvals to authenticated;

-- What the routines read and claim, through the service role only (the
-- agents function and the scheduled job). `p_email` limits a call to one
-- client's leads (support, and browser tests sharing one backend).

create function public.agent_leads_json(i public.inquiries)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', i.id, 'name', i.name, 'firstName', i.first_name, 'email', i.email, 'projectType', i.project_type,
    'budget', i.budget, 'timeline', i.timeline, 'details', i.details, 'location', i.location,
    'capacityBottles', i.capacity_bottles, 'createdAt', i.created_at, 'status', i.status,
    'lastActivityAt', i.last_activity_at, 'assigneeId', i.assignee_id)
$$;

create function public.agent_untriaged_leads(p_limit integer, p_email text default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.agent_leads_json(i) order by i.created_at), '[]'::jsonb)
  from (
    select * from public.inquiries i
    where i.status = 'new'
      and (p_email is null or lower(i.email) = lower(p_email))
      and not exists (select 1 from public.agent_lead_marks m where m.inquiry_id = i.id and m.routine = 'new-lead-triage')
    order by i.created_at
    limit greatest(p_limit, 0)
  ) i
$$;

-- A quiet spell is known by the activity it followed, in epoch milliseconds (what the routine computes from the same value).
create function public.agent_quiet_mark(p_at timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select floor(extract(epoch from p_at) * 1000)::bigint::text
$$;

create function public.agent_quiet_leads(p_before timestamptz, p_limit integer, p_email text default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.agent_leads_json(i) order by i.last_activity_at), '[]'::jsonb)
  from (
    select * from public.inquiries i
    where i.status not in ('won', 'lost')
      and i.last_activity_at < p_before
      and (p_email is null or lower(i.email) = lower(p_email))
      and not exists (
        select 1 from public.agent_lead_marks m
        where m.inquiry_id = i.id and m.routine = 'stale-follow-up' and m.mark = public.agent_quiet_mark(i.last_activity_at))
    order by i.last_activity_at
    limit greatest(p_limit, 0)
  ) i
$$;

create function public.agent_claim(p_inquiry_id uuid, p_routine text, p_mark text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.agent_lead_marks (inquiry_id, routine, mark) values (p_inquiry_id, p_routine, p_mark)
  on conflict do nothing;
  return found;
end
$$;

create function public.agent_teammates()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', u.id, 'email', u.email, 'openLeads',
    (select count(*) from public.inquiries i where i.assignee_id = u.id and i.status not in ('won', 'lost'))) order by u.email), '[]'::jsonb)
  from auth.users u
  where exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'admin')
$$;

revoke execute on function public.agent_leads_json(public.inquiries) from public, anon, authenticated;
revoke execute on function public.agent_untriaged_leads(integer, text) from public, anon, authenticated;
revoke execute on function public.agent_quiet_leads(timestamptz, integer, text) from public, anon, authenticated;
revoke execute on function public.agent_claim(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.agent_teammates() from public, anon, authenticated;
