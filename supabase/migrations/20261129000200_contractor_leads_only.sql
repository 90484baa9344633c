-- A firm sees its leads through the contractor_leads view only, never the
-- inquiries table (docs/business.md, "Contractors"). Before this a policy
-- let a firm select whole rows of inquiries for its assigned leads (33
-- columns: attachments, the calculation, the client's account, the
-- idempotency key), so the view's narrower columns were only cosmetic, and
-- hosted Realtime delivered those whole rows to the firm.
--
--   - The firm's select policy on inquiries goes. contractor_leads runs as its
--     owner (as before) and keeps filtering by the calling firm.
--   - The client's email and phone show once the firm has accepted the lead;
--     until then the firm sees the project, not how to reach the client.
--   - The portal stays live through contractor_lead_events: one small row per
--     change to a firm's lead (assigned, changed, withdrawn), with the lead's
--     id and, on assignment, the name shown in the toast. The firm reads its
--     own events; they are in the supabase_realtime publication.

drop policy "Contractors read their leads" on public.inquiries;

create or replace view public.contractor_leads as
select
  i.id,
  i.created_at,
  i.name,
  case when i.contractor_response = 'accepted' then i.email end as email,
  case when i.contractor_response = 'accepted' then i.phone end as phone,
  i.project_type,
  i.budget,
  i.timeline,
  i.details,
  i.location,
  i.capacity_bottles,
  i.status,
  i.status_reason,
  i.contractor_id,
  i.contractor_assigned_at,
  i.contractor_response,
  i.contractor_responded_at
from public.inquiries i
where i.contractor_id = (select public.current_contractor_id())
  and i.contractor_response in ('pending', 'accepted');

comment on view public.contractor_leads is 'The calling firm''s pending and accepted leads; contact details once accepted. The only way a firm reads a lead.';

create table public.contractor_lead_events (
  id bigint generated always as identity primary key,
  contractor_id uuid not null references public.contractors (id) on delete cascade,
  -- Not a foreign key: a deleted lead still tells its firm it went.
  inquiry_id uuid not null,
  kind text not null check (kind in ('assigned', 'changed', 'withdrawn')),
  -- On assignment only: the name the portal's toast shows (the view shows it too).
  lead_name text check (char_length(lead_name) <= 200),
  created_at timestamptz not null default now()
);

comment on table public.contractor_lead_events is 'Changes to a firm''s leads, for its portal to refetch contractor_leads; written by a trigger on inquiries.';

create index contractor_lead_events_firm_idx on public.contractor_lead_events (contractor_id, created_at);

alter table public.contractor_lead_events enable row level security;

revoke all on public.contractor_lead_events from public, anon, authenticated, service_role;
grant select on public.contractor_lead_events to authenticated;
grant select, delete on public.contractor_lead_events to service_role;

create policy "Firms read their lead events"
  on public.contractor_lead_events for select to authenticated
  using (contractor_id = (select public.current_contractor_id()));

create function public.inquiries_log_contractor_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_firm uuid := case when tg_op in ('UPDATE', 'DELETE') then old.contractor_id end;
  after_firm uuid := case when tg_op in ('INSERT', 'UPDATE') then new.contractor_id end;
  lead uuid := case when tg_op = 'DELETE' then old.id else new.id end;
begin
  if before_firm is distinct from after_firm then
    if before_firm is not null then
      insert into public.contractor_lead_events (contractor_id, inquiry_id, kind) values (before_firm, lead, 'withdrawn');
    end if;
    if after_firm is not null then
      insert into public.contractor_lead_events (contractor_id, inquiry_id, kind, lead_name) values (after_firm, lead, 'assigned', left(new.name, 200));
    end if;
  elsif tg_op = 'UPDATE' and after_firm is not null and (
    (new.name, new.email, new.phone, new.project_type, new.budget, new.timeline, new.details, new.location, new.capacity_bottles,
     new.status, new.status_reason, new.contractor_response, new.contractor_responded_at)
    is distinct from
    (old.name, old.email, old.phone, old.project_type, old.budget, old.timeline, old.details, old.location, old.capacity_bottles,
     old.status, old.status_reason, old.contractor_response, old.contractor_responded_at)
  ) then
    insert into public.contractor_lead_events (contractor_id, inquiry_id, kind) values (after_firm, lead, 'changed');
  end if;
  -- The events are signals, not a record: a week of them is plenty for a portal to catch up.
  delete from public.contractor_lead_events
  where contractor_id in (before_firm, after_firm) and created_at < now() - interval '7 days';
  return null;
end
$$;

revoke all on function public.inquiries_log_contractor_events() from public, anon, authenticated, service_role;

create trigger inquiries_log_contractor_events
  after insert or update or delete on public.inquiries
  for each row execute function public.inquiries_log_contractor_events();

do $$
begin
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'contractor_lead_events'
  ) then
    alter publication supabase_realtime add table public.contractor_lead_events;
  end if;
end
$$;
