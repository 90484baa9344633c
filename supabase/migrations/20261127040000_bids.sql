-- Live bids (/live-bid-optimization, docs/ai-tools.md): an admin sends a lead
-- out for bids to chosen partner firms with a deadline; each invited firm
-- bids (price, start date, duration, a note) from its dashboard and may
-- revise its bid until the deadline; the admin awards one bid, which assigns
-- the lead to that firm and closes the bidding. Every write goes through the
-- functions below, which check the caller's role; the tables take no direct
-- writes from the API at all.
--
-- * bid_requests: what the firms are asked to price. A firm reads only the
--   requests it is invited to, and they carry the project, never the
--   customer's name or contact details (the brief is written by the admin).
-- * bid_invitations: one row per invited firm, holding its one live bid. A
--   firm reads only its own row, so it never sees another firm's price;
--   Realtime applies the same select policy to every change it delivers.

create table public.bid_requests (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  brief text not null check (char_length(brief) between 10 and 2000),
  project_type text not null,
  location text check (char_length(location) <= 120),
  capacity_bottles integer check (capacity_bottles between 1 and 100000),
  deadline timestamptz not null,
  status text not null default 'open' check (status in ('open', 'awarded', 'cancelled')),
  awarded_invitation_id uuid,
  closed_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

comment on table public.bid_requests is 'A lead sent out for bids; admins read all, an invited firm reads its requests; written only by the bid functions.';

-- One open round per lead: a second would split the firms' attention and the award.
create unique index bid_requests_one_open_idx on public.bid_requests (inquiry_id) where status = 'open';
create index bid_requests_created_idx on public.bid_requests (created_at desc);

create table public.bid_invitations (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.bid_requests (id) on delete cascade,
  contractor_id uuid not null references public.contractors (id) on delete cascade,
  invited_at timestamptz not null default now(),
  price integer check (price between 1000 and 5000000),
  start_date date,
  duration_weeks integer check (duration_weeks between 1 and 104),
  note text not null default '' check (char_length(note) <= 1000),
  first_bid_at timestamptz,
  bid_at timestamptz,
  revisions integer not null default 0,
  outcome text not null default 'pending' check (outcome in ('pending', 'awarded', 'not-selected', 'cancelled')),
  unique (request_id, contractor_id),
  check ((price is null) = (bid_at is null) and (price is null) = (start_date is null) and (price is null) = (duration_weeks is null))
);

comment on table public.bid_invitations is 'One invited firm and its one live bid; admins read all, a firm reads only its own; written only by the bid functions.';

create index bid_invitations_contractor_idx on public.bid_invitations (contractor_id, invited_at desc);

alter table public.bid_requests
  add constraint bid_requests_awarded_fk foreign key (awarded_invitation_id) references public.bid_invitations (id) on delete set null;

-- Is the caller's firm invited to this request? Security definer so the
-- requests' policy does not recurse into the invitations' RLS.
create function public.bid_request_is_mine(p_request_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.bid_invitations
    where request_id = p_request_id and contractor_id = public.current_contractor_id()
  )
$$;

revoke execute on function public.bid_request_is_mine(uuid) from public, anon;
grant execute on function public.bid_request_is_mine(uuid) to authenticated;

alter table public.bid_requests enable row level security;
alter table public.bid_invitations enable row level security;

create policy "Admins read bid requests"
  on public.bid_requests for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Invited firms read their requests"
  on public.bid_requests for select to authenticated
  using (public.bid_request_is_mine(id));

create policy "Admins read bids"
  on public.bid_invitations for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Firms read their own invitation and bid"
  on public.bid_invitations for select to authenticated
  using (contractor_id = (select public.current_contractor_id()));

revoke insert, update, delete on public.bid_requests from anon, authenticated;
revoke insert, update, delete on public.bid_invitations from anon, authenticated;

-- Text from a form, without tags and surrounding space (the browser strips
-- markup with _shared/sanitize.ts first; this is the server's own guard).
create function public.bid_plain_text(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(coalesce(p_text, ''), '<[/!A-Za-z][^<>]*>?', '', 'g'))
$$;

-- An admin sends a lead out for bids. The firms must be approved, active,
-- real (not the seed's samples) and have an account: the ones a lead can be
-- assigned to, and the ones with a dashboard to bid from.
create function public.open_bid_request(p_inquiry_id uuid, p_brief text, p_deadline timestamptz, p_contractor_ids uuid[])
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_lead public.inquiries;
  v_brief text := public.bid_plain_text(p_brief);
  v_firms uuid[];
  v_request_id uuid;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only the business sends a lead out for bids' using errcode = '42501';
  end if;
  select * into v_lead from public.inquiries where id = p_inquiry_id;
  if not found then
    raise exception 'This lead does not exist' using errcode = '22023';
  end if;
  if v_lead.status in ('won', 'lost') then
    raise exception 'This lead is closed' using errcode = '23514';
  end if;
  if char_length(v_brief) < 10 or char_length(v_brief) > 2000 then
    raise exception 'Describe the work in 10 to 2,000 characters' using errcode = '23514';
  end if;
  if p_deadline is null or p_deadline < now() + interval '1 hour' or p_deadline > now() + interval '30 days' then
    raise exception 'Set a deadline between one hour and 30 days from now' using errcode = '23514';
  end if;
  select array_agg(distinct c.id) into v_firms
  from public.contractors c
  where c.id = any (p_contractor_ids) and c.is_approved and c.is_active and not c.is_sample and c.owner_id is not null;
  if coalesce(cardinality(v_firms), 0) = 0 or cardinality(v_firms) <> cardinality(array(select distinct unnest(p_contractor_ids))) then
    raise exception 'Invite at least one approved, active firm with an account' using errcode = '23514';
  end if;
  if cardinality(v_firms) > 12 then
    raise exception 'Invite at most 12 firms' using errcode = '23514';
  end if;
  if exists (select 1 from public.bid_requests where inquiry_id = p_inquiry_id and status = 'open') then
    raise exception 'This lead is already out for bids' using errcode = '23505';
  end if;
  insert into public.bid_requests (inquiry_id, brief, project_type, location, capacity_bottles, deadline, created_by)
  values (p_inquiry_id, v_brief, v_lead.project_type, left(v_lead.location, 120), v_lead.capacity_bottles, p_deadline, auth.uid())
  returning id into v_request_id;
  insert into public.bid_invitations (request_id, contractor_id)
  select v_request_id, unnest(v_firms);
  return v_request_id;
end
$$;

-- A firm places or revises its bid while the round is open and before the deadline.
create function public.submit_bid(p_invitation_id uuid, p_price integer, p_start_date date, p_duration_weeks integer, p_note text default '')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  invitation public.bid_invitations;
  request public.bid_requests;
  v_note text := public.bid_plain_text(p_note);
begin
  select * into invitation from public.bid_invitations
  where id = p_invitation_id and contractor_id = public.current_contractor_id();
  if not found then
    raise exception 'This invitation is not your firm''s' using errcode = '42501';
  end if;
  select * into request from public.bid_requests where id = invitation.request_id for update;
  if request.status <> 'open' then
    raise exception 'Bidding on this project is closed' using errcode = '23514';
  end if;
  if now() >= request.deadline then
    raise exception 'The deadline for this project has passed' using errcode = '23514';
  end if;
  if p_price is null or p_price < 1000 or p_price > 5000000 then
    raise exception 'Enter a price between $1,000 and $5,000,000' using errcode = '23514';
  end if;
  if p_start_date is null or p_start_date < current_date or p_start_date > current_date + 365 then
    raise exception 'Choose a start date from today to a year ahead' using errcode = '23514';
  end if;
  if p_duration_weeks is null or p_duration_weeks < 1 or p_duration_weeks > 104 then
    raise exception 'Enter a duration of 1 to 104 weeks' using errcode = '23514';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'Keep the note under 1,000 characters' using errcode = '23514';
  end if;
  update public.bid_invitations
  set price = p_price, start_date = p_start_date, duration_weeks = p_duration_weeks, note = v_note,
      first_bid_at = coalesce(first_bid_at, now()), bid_at = now(), revisions = revisions + 1
  where id = p_invitation_id;
end
$$;

-- An admin awards a bid: the lead goes to that firm (the assignment trigger
-- checks and logs it), the round closes, and every other firm's invitation
-- says it was not selected.
create function public.award_bid(p_invitation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  invitation public.bid_invitations;
  request public.bid_requests;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only the business awards a bid' using errcode = '42501';
  end if;
  select * into invitation from public.bid_invitations where id = p_invitation_id;
  if not found then
    raise exception 'This bid does not exist' using errcode = '22023';
  end if;
  select * into request from public.bid_requests where id = invitation.request_id for update;
  if request.status <> 'open' then
    raise exception 'This round is already closed' using errcode = '23514';
  end if;
  if invitation.bid_at is null then
    raise exception 'This firm has not bid' using errcode = '23514';
  end if;
  update public.bid_requests set status = 'awarded', awarded_invitation_id = p_invitation_id, closed_at = now() where id = request.id;
  update public.bid_invitations
  set outcome = case when id = p_invitation_id then 'awarded' else 'not-selected' end
  where request_id = request.id;
  update public.inquiries set contractor_id = invitation.contractor_id where id = request.inquiry_id;
end
$$;

-- An admin calls a round off: nothing is assigned, every firm is told.
create function public.cancel_bid_request(p_request_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only the business cancels a round' using errcode = '42501';
  end if;
  update public.bid_requests set status = 'cancelled', closed_at = now() where id = p_request_id and status = 'open';
  if not found then
    raise exception 'This round is not open' using errcode = '23514';
  end if;
  update public.bid_invitations set outcome = 'cancelled' where request_id = p_request_id;
end
$$;

revoke execute on function public.open_bid_request(uuid, text, timestamptz, uuid[]) from public, anon;
revoke execute on function public.submit_bid(uuid, integer, date, integer, text) from public, anon;
revoke execute on function public.award_bid(uuid) from public, anon;
revoke execute on function public.cancel_bid_request(uuid) from public, anon;
grant execute on function public.open_bid_request(uuid, text, timestamptz, uuid[]) to authenticated;
grant execute on function public.submit_bid(uuid, integer, date, integer, text) to authenticated;
grant execute on function public.award_bid(uuid) to authenticated;
grant execute on function public.cancel_bid_request(uuid) to authenticated;

-- Bids arrive live on the admin's page and outcomes on the firms' dashboards.
do $$
declare
  target text;
begin
  foreach target in array array['bid_requests', 'bid_invitations'] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = target
    ) then
      execute format('alter publication supabase_realtime add table public.%I', target);
    end if;
  end loop;
end
$$;
