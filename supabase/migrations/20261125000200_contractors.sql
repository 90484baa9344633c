-- Contractors: partner firms the business sends work to (docs/business.md,
-- "Contractors"). Admins invite, verify, assign and deactivate; a contractor
-- keeps its own profile and works only the leads assigned to its firm; the
-- public reads approved, active profiles through views that carry only
-- public columns. Every rule is enforced here, not in the browser:
--
-- * contractors: admins read and write everything. The owner reads its row
--   and may change only the profile columns; approval, activity, slug,
--   owner, sample mark and invitation stamps belong to admins (a trigger
--   refuses them, whatever column list a client sends).
-- * contractor_verifications: what the business checked (licence, insurance,
--   a reference), by whom and when. Written by admins only, immutable.
-- * contractor_images: the portfolio; the owner adds and removes its own.
-- * inquiries.contractor_id and the contractor_* columns: the lead's firm and
--   its accept/decline answer. Only admins assign; a contractor answers and
--   moves the status through two functions that check the lead is its own.
-- * inquiry_notes.shared_with_contractor: an admin note reaches the assigned
--   firm only when shared; a firm reads its own notes and shared ones.
--
-- The service list is repeated in src/features/contractors/lib/services.ts;
-- tests/contract/contractors.test.ts holds the two together.

create table public.contractors (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) between 3 and 60),
  company text not null check (char_length(btrim(company)) between 2 and 120),
  services text[] not null default '{}'
    check (services <@ array['custom-construction', 'climate-control', 'design-consultation', 'maintenance']::text[]),
  service_areas text[] not null default '{}' check (cardinality(service_areas) <= 20),
  years_in_business integer check (years_in_business between 0 and 200),
  projects_completed integer check (projects_completed between 0 and 100000),
  bio text not null default '' check (char_length(bio) <= 2000),
  -- Private: the business brokers every lead, so a visitor never sees these.
  contact_email text check (contact_email is null or (char_length(contact_email) <= 255 and contact_email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$')),
  contact_phone text check (char_length(contact_phone) <= 30),
  website text check (website is null or (char_length(website) <= 300 and website ~ '^https?://')),
  is_approved boolean not null default false,
  is_active boolean not null default true,
  -- Local sample data from supabase/seed.sql, shown with a "Sample profile" mark.
  is_sample boolean not null default false,
  owner_id uuid unique references auth.users (id) on delete set null,
  invited_email text,
  invited_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.contractors is 'Partner firms; admins manage them, the owner edits its profile columns, the public reads contractor_profiles.';

-- The firm whose account is calling (null for everyone else). Security
-- definer so policies can ask it without recursing into contractors' RLS.
create function public.current_contractor_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.contractors c
  where c.owner_id = auth.uid() and c.is_active
    and public.has_role(auth.uid(), 'contractor')
  limit 1
$$;

create index contractors_public_idx on public.contractors (company) where is_approved and is_active;

create trigger contractors_set_updated_at
  before update on public.contractors
  for each row execute function public.set_updated_at();

-- The columns only admins (and the service role) may change. A contractor
-- who sends them in an update gets an error, never a silent success.
create function public.contractors_guard_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') = 'service_role' or coalesce(current_setting('request.jwt.claims', true), '') = ''
     or public.has_role(auth.uid(), 'admin') then
    return new;
  end if;
  if new.is_approved is distinct from old.is_approved
     or new.is_active is distinct from old.is_active
     or new.is_sample is distinct from old.is_sample
     or new.slug is distinct from old.slug
     or new.owner_id is distinct from old.owner_id
     or new.invited_email is distinct from old.invited_email
     or new.invited_at is distinct from old.invited_at
     or new.created_at is distinct from old.created_at then
    raise exception 'Only the business changes approval, status, slug or ownership' using errcode = '42501';
  end if;
  return new;
end
$$;

revoke execute on function public.contractors_guard_update() from public, anon, authenticated;

create trigger contractors_guard_update
  before update on public.contractors
  for each row execute function public.contractors_guard_update();

alter table public.contractors enable row level security;

create policy "Admins read contractors"
  on public.contractors for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Owners read their firm"
  on public.contractors for select to authenticated
  using (owner_id = (select auth.uid()) and (select public.has_role((select auth.uid()), 'contractor')));

create policy "Admins add contractors"
  on public.contractors for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins update contractors"
  on public.contractors for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Owners update their firm"
  on public.contractors for update to authenticated
  using (owner_id = (select auth.uid()) and (select public.has_role((select auth.uid()), 'contractor')))
  with check (owner_id = (select auth.uid()));

create policy "Admins delete contractors"
  on public.contractors for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Column privileges: the API never writes ownership, the sample mark or the clock.
revoke insert, update on public.contractors from anon, authenticated;
grant insert (slug, company, services, service_areas, years_in_business, projects_completed, bio, contact_email, contact_phone, website, is_approved, is_active)
  on public.contractors to authenticated;
grant update (slug, company, services, service_areas, years_in_business, projects_completed, bio, contact_email, contact_phone, website, is_approved, is_active)
  on public.contractors to authenticated;

-- What the business checked, by whom and when. A badge shows only these.
create table public.contractor_verifications (
  id uuid primary key default gen_random_uuid(),
  contractor_id uuid not null references public.contractors (id) on delete cascade,
  kind text not null check (kind in ('licence', 'insurance', 'reference')),
  -- The licence number, the insurer and policy, the reference's name: what was looked at.
  detail text not null check (char_length(btrim(detail)) between 2 and 500),
  checked_on date not null default current_date,
  checked_by uuid references auth.users (id) on delete set null,
  checked_by_email text,
  created_at timestamptz not null default now()
);

comment on table public.contractor_verifications is 'Checks the business made on a firm; admins write, immutable; the owner reads its own.';

create index contractor_verifications_contractor_idx on public.contractor_verifications (contractor_id, kind, checked_on desc);

create function public.contractor_verifications_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.checked_on > current_date then
    raise exception 'A check cannot be dated in the future' using errcode = '23514';
  end if;
  new.checked_by := auth.uid();
  new.checked_by_email := public.current_actor_email();
  new.detail := btrim(new.detail);
  new.created_at := now();
  return new;
end
$$;

revoke execute on function public.contractor_verifications_before_insert() from public, anon, authenticated;

create trigger contractor_verifications_before_insert
  before insert on public.contractor_verifications
  for each row execute function public.contractor_verifications_before_insert();

alter table public.contractor_verifications enable row level security;

create policy "Admins read verifications"
  on public.contractor_verifications for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Owners read their verifications"
  on public.contractor_verifications for select to authenticated
  using (contractor_id = (select public.current_contractor_id()));

create policy "Admins record verifications"
  on public.contractor_verifications for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins withdraw verifications"
  on public.contractor_verifications for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

revoke update on public.contractor_verifications from anon, authenticated;
revoke insert on public.contractor_verifications from anon, authenticated;
grant insert (contractor_id, kind, detail, checked_on) on public.contractor_verifications to authenticated;

-- The portfolio. An image is a file in the contractor-portfolio bucket under
-- <contractor id>/, or (sample firms only, from the seed) a file the site ships.
create table public.contractor_images (
  id uuid primary key default gen_random_uuid(),
  contractor_id uuid not null references public.contractors (id) on delete cascade,
  path text check (path is null or (char_length(path) <= 300 and split_part(path, '/', 1) = contractor_id::text)),
  static_url text check (static_url is null or static_url ~ '^/images/contractors/[a-z0-9-]+\.svg$'),
  alt text not null check (char_length(btrim(alt)) between 3 and 200),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  check ((path is null) <> (static_url is null))
);

create index contractor_images_contractor_idx on public.contractor_images (contractor_id, position, created_at);

alter table public.contractor_images enable row level security;

create policy "Admins read images"
  on public.contractor_images for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Owners read their images"
  on public.contractor_images for select to authenticated
  using (contractor_id = (select public.current_contractor_id()));

create policy "Owners add images"
  on public.contractor_images for insert to authenticated
  with check (contractor_id = (select public.current_contractor_id()) and path is not null);

create policy "Owners remove images"
  on public.contractor_images for delete to authenticated
  using (contractor_id = (select public.current_contractor_id()) or (select public.has_role((select auth.uid()), 'admin')));

revoke insert, update on public.contractor_images from anon, authenticated;
grant insert (contractor_id, path, alt, position) on public.contractor_images to authenticated;

-- Portfolio files: private bucket; read through signed links by whoever may
-- see the firm (everyone for approved, active firms), written only by the owner.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('contractor-portfolio', 'contractor-portfolio', false, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create function public.contractor_is_public(p_folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.contractors
    where id::text = p_folder and is_approved and is_active
  )
$$;

create policy "Everyone reads public portfolios"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'contractor-portfolio' and public.contractor_is_public((storage.foldername(name))[1]));

create policy "Owners read their portfolio"
  on storage.objects for select to authenticated
  using (bucket_id = 'contractor-portfolio' and (storage.foldername(name))[1] = (select public.current_contractor_id())::text);

create policy "Admins read portfolios"
  on storage.objects for select to authenticated
  using (bucket_id = 'contractor-portfolio' and public.has_role((select auth.uid()), 'admin'));

create policy "Owners upload to their portfolio"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'contractor-portfolio' and (storage.foldername(name))[1] = (select public.current_contractor_id())::text);

create policy "Owners replace in their portfolio"
  on storage.objects for update to authenticated
  using (bucket_id = 'contractor-portfolio' and (storage.foldername(name))[1] = (select public.current_contractor_id())::text)
  with check (bucket_id = 'contractor-portfolio' and (storage.foldername(name))[1] = (select public.current_contractor_id())::text);

create policy "Owners and admins remove portfolio files"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'contractor-portfolio'
    and ((storage.foldername(name))[1] = (select public.current_contractor_id())::text or public.has_role((select auth.uid()), 'admin'))
  );

-- Leads sent to a firm. One firm at a time; reassigning starts a new answer.
-- The log keeps every assignment, so response times survive reassignment.
alter table public.inquiries
  add column contractor_id uuid references public.contractors (id) on delete set null,
  add column contractor_assigned_at timestamptz,
  add column contractor_response text check (contractor_response in ('pending', 'accepted', 'declined')),
  add column contractor_responded_at timestamptz,
  add column contractor_decline_reason text check (char_length(contractor_decline_reason) <= 500),
  add constraint inquiries_contractor_pair_check check ((contractor_id is null) = (contractor_response is null)),
  add constraint inquiries_decline_reason_check
    check (contractor_response is distinct from 'declined' or coalesce(char_length(btrim(contractor_decline_reason)), 0) >= 1);

-- "Request this contractor": the firm a visitor asked for (submit-inquiry sets it; not an assignment).
alter table public.inquiries add column requested_contractor_id uuid references public.contractors (id) on delete set null;

create index inquiries_contractor_idx on public.inquiries (contractor_id, contractor_assigned_at desc) where contractor_id is not null;

-- A firm reads the leads assigned to it (and not declined): the whole lead
-- the customer sent, so hosted Realtime, which checks this policy, can
-- deliver their changes. Notes and the activity log stay behind their own rules.
create policy "Contractors read their leads"
  on public.inquiries for select to authenticated
  using (contractor_id = (select public.current_contractor_id()) and contractor_response in ('pending', 'accepted'));

-- Admins assign through the API (their update policy); the answer columns
-- are written only by contractor_respond() below.
grant update (contractor_id) on public.inquiries to authenticated;

alter table public.inquiry_activity drop constraint inquiry_activity_kind_check;
alter table public.inquiry_activity add constraint inquiry_activity_kind_check
  check (kind in ('received', 'opened', 'status', 'assignment', 'note', 'contractor-assignment', 'contractor-response'));
-- The firm an entry is about: the one assigned, or the one whose account acted.
alter table public.inquiry_activity add column contractor_id uuid references public.contractors (id) on delete set null;
create index inquiry_activity_contractor_idx on public.inquiry_activity (contractor_id, inquiry_id, created_at) where contractor_id is not null;

-- A note or status change made by a contractor's account is that firm's action.
create function public.inquiry_activity_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.contractor_id is null and new.kind in ('note', 'status') then
    new.contractor_id := public.current_contractor_id();
  end if;
  return new;
end
$$;

revoke execute on function public.inquiry_activity_before_insert() from public, anon, authenticated;

create trigger inquiry_activity_before_insert
  before insert on public.inquiry_activity
  for each row execute function public.inquiry_activity_before_insert();

create function public.inquiries_contractor_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.contractor_id is distinct from old.contractor_id then
    if new.contractor_id is not null and not exists (
      select 1 from public.contractors c
      where c.id = new.contractor_id and c.is_active and c.is_approved and not c.is_sample and c.owner_id is not null
    ) then
      raise exception 'A lead can only go to an approved, active contractor with an account' using errcode = '23514';
    end if;
    new.contractor_assigned_at := case when new.contractor_id is null then null else now() end;
    new.contractor_response := case when new.contractor_id is null then null else 'pending' end;
    new.contractor_responded_at := null;
    new.contractor_decline_reason := null;
    new.last_activity_at := now();
  elsif new.contractor_response is distinct from old.contractor_response then
    new.contractor_responded_at := now();
    new.contractor_decline_reason := case when new.contractor_response = 'declined' then btrim(new.contractor_decline_reason) end;
    new.last_activity_at := now();
  end if;
  return new;
end
$$;

revoke execute on function public.inquiries_contractor_before_update() from public, anon, authenticated;

create trigger inquiries_contractor_before_update
  before update on public.inquiries
  for each row execute function public.inquiries_contractor_before_update();

create function public.log_lead_contractor(
  p_inquiry_id uuid, p_kind text, p_contractor_id uuid, p_from text, p_to text, p_detail text
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.inquiry_activity (inquiry_id, kind, actor_id, actor_email, contractor_id, from_value, to_value, detail)
  values (p_inquiry_id, p_kind, auth.uid(), public.current_actor_email(), p_contractor_id, p_from, p_to, left(p_detail, 600))
$$;

revoke execute on function public.log_lead_contractor(uuid, text, uuid, text, text, text) from public, anon, authenticated;

create function public.inquiries_log_contractor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.contractor_id is distinct from old.contractor_id then
    perform public.log_lead_contractor(
      new.id, 'contractor-assignment', new.contractor_id, old.contractor_id::text, new.contractor_id::text,
      (select company from public.contractors where id = new.contractor_id)
    );
  elsif new.contractor_response is distinct from old.contractor_response then
    perform public.log_lead_contractor(
      new.id, 'contractor-response', new.contractor_id, old.contractor_response, new.contractor_response, new.contractor_decline_reason
    );
  end if;
  return null;
end
$$;

revoke execute on function public.inquiries_log_contractor() from public, anon, authenticated;

create trigger inquiries_log_contractor
  after update on public.inquiries
  for each row execute function public.inquiries_log_contractor();

-- Is this lead assigned to the caller's firm and not declined?
create function public.lead_is_mine(p_inquiry_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.inquiries
    where id = p_inquiry_id
      and contractor_id = public.current_contractor_id()
      and contractor_response in ('pending', 'accepted')
  )
$$;

-- A contractor accepts or declines (with a reason) a lead of its firm.
create function public.contractor_respond(p_inquiry_id uuid, p_accept boolean, p_reason text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.lead_is_mine(p_inquiry_id) then
    raise exception 'This lead is not assigned to your firm' using errcode = '42501';
  end if;
  if not p_accept and coalesce(char_length(btrim(p_reason)), 0) = 0 then
    raise exception 'Give a reason for declining' using errcode = '23514';
  end if;
  update public.inquiries
  set contractor_response = case when p_accept then 'accepted' else 'declined' end,
      contractor_decline_reason = case when p_accept then null else left(btrim(p_reason), 500) end
  where id = p_inquiry_id and contractor_response is distinct from case when p_accept then 'accepted' else 'declined' end;
end
$$;

-- A contractor moves an accepted lead along the pipeline (a reason for lost and on hold).
create function public.contractor_set_status(p_inquiry_id uuid, p_status text, p_reason text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.inquiries
    where id = p_inquiry_id and contractor_id = public.current_contractor_id() and contractor_response = 'accepted'
  ) then
    raise exception 'Accept this lead before changing its status' using errcode = '42501';
  end if;
  if p_status not in ('contacted', 'consultation-booked', 'proposal-sent', 'won', 'lost', 'on-hold') then
    raise exception 'Unknown status' using errcode = '22023';
  end if;
  update public.inquiries
  set status = p_status, status_reason = case when p_status in ('lost', 'on-hold') then left(btrim(p_reason), 500) end
  where id = p_inquiry_id;
end
$$;

revoke execute on function public.contractor_respond(uuid, boolean, text) from public, anon;
revoke execute on function public.contractor_set_status(uuid, text, text) from public, anon;
revoke execute on function public.lead_is_mine(uuid) from public, anon;
revoke execute on function public.current_contractor_id() from public;
revoke execute on function public.contractor_is_public(text) from public;
grant execute on function public.contractor_respond(uuid, boolean, text) to authenticated;
grant execute on function public.contractor_set_status(uuid, text, text) to authenticated;
grant execute on function public.lead_is_mine(uuid) to authenticated;
grant execute on function public.current_contractor_id() to anon, authenticated;
grant execute on function public.contractor_is_public(text) to anon, authenticated;

-- Notes: an admin note reaches the firm only when shared; a firm's own notes
-- are its own (and the admins'). The firm is set by the database.
alter table public.inquiry_notes
  add column shared_with_contractor boolean not null default false,
  add column contractor_id uuid references public.contractors (id) on delete set null;

grant insert (inquiry_id, body, shared_with_contractor) on public.inquiry_notes to authenticated;

create function public.inquiry_notes_contractor_stamp()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.contractor_id := case when public.has_role(auth.uid(), 'admin') then null else public.current_contractor_id() end;
  -- A firm's note is visible to that firm by authorship; the flag is for admins' notes.
  if new.contractor_id is not null then
    new.shared_with_contractor := false;
  end if;
  return new;
end
$$;

revoke execute on function public.inquiry_notes_contractor_stamp() from public, anon, authenticated;

create trigger inquiry_notes_contractor_stamp
  before insert on public.inquiry_notes
  for each row execute function public.inquiry_notes_contractor_stamp();

create policy "Contractors read their leads' notes"
  on public.inquiry_notes for select to authenticated
  using (
    public.lead_is_mine(inquiry_id)
    and (contractor_id = (select public.current_contractor_id()) or (shared_with_contractor and contractor_id is null))
  );

create policy "Contractors add notes to their leads"
  on public.inquiry_notes for insert to authenticated
  with check (public.lead_is_mine(inquiry_id));

-- Response time: from each assignment to the firm's first action on that
-- lead (accept, decline, a note or a status change) before the lead moved on.
-- In a schema the API does not expose: the views below show it to whom it may.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create view private.contractor_response_times as
with assignments as (
  select
    a.inquiry_id,
    a.contractor_id,
    a.created_at as assigned_at,
    lead(a.created_at) over (partition by a.inquiry_id order by a.created_at, a.id) as ended_at
  from public.inquiry_activity a
  where a.kind = 'contractor-assignment'
),
answered as (
  select
    s.contractor_id,
    s.inquiry_id,
    s.assigned_at,
    (
      select min(r.created_at) from public.inquiry_activity r
      where r.inquiry_id = s.inquiry_id
        and r.contractor_id = s.contractor_id
        and r.kind in ('contractor-response', 'note', 'status')
        and r.created_at >= s.assigned_at
        and (s.ended_at is null or r.created_at < s.ended_at)
    ) as first_action_at
  from assignments s
  where s.contractor_id is not null
)
select
  contractor_id,
  count(*)::integer as assigned_leads,
  count(first_action_at)::integer as responded_leads,
  round((percentile_cont(0.5) within group (order by extract(epoch from first_action_at - assigned_at)) / 60)::numeric, 1)
    as median_response_minutes,
  -- The badge's rule (docs/business.md): at least 3 answered leads and a median under 24 hours.
  count(first_action_at) >= 3
    and percentile_cont(0.5) within group (order by extract(epoch from first_action_at - assigned_at)) < 86400
    as responds_within_a_day
from answered
group by contractor_id;

comment on view private.contractor_response_times is 'Per firm: leads assigned, answered, median minutes to the first action, and whether the "responds within a day" badge is earned.';


-- The public face of a firm: approved and active only, public columns only,
-- with the dates of what was checked and the earned badge. Runs as its owner
-- (not security invoker) so visitors need no right on the table itself.
create view public.contractor_profiles as
select
  c.id,
  c.slug,
  c.company,
  c.services,
  c.service_areas,
  c.years_in_business,
  c.projects_completed,
  c.bio,
  c.website,
  c.is_sample,
  coalesce((
    select jsonb_agg(jsonb_build_object('kind', v.kind, 'checked_on', v.checked_on) order by v.kind)
    from (
      select distinct on (kind) kind, checked_on
      from public.contractor_verifications
      where contractor_id = c.id
      order by kind, checked_on desc
    ) v
  ), '[]'::jsonb) as credentials,
  coalesce(t.responded_leads, 0) as responded_leads,
  t.median_response_minutes,
  coalesce(t.responds_within_a_day, false) as responds_within_a_day
from public.contractors c
left join private.contractor_response_times t on t.contractor_id = c.id
where c.is_approved and c.is_active;

comment on view public.contractor_profiles is 'Approved, active firms with public columns only; readable by everyone.';

revoke all on public.contractor_profiles from anon, authenticated;
grant select on public.contractor_profiles to anon, authenticated;

create view public.contractor_portfolio as
select i.id, i.contractor_id, i.path, i.static_url, i.alt, i.position, i.created_at
from public.contractor_images i
join public.contractors c on c.id = i.contractor_id
where c.is_approved and c.is_active;

revoke all on public.contractor_portfolio from anon, authenticated;
grant select on public.contractor_portfolio to anon, authenticated;

-- The admin list: every firm with its checks, leads and response time.
-- Answers rows only to admins (the filter), since it runs as its owner.
create view public.contractor_overview as
select
  c.*,
  coalesce((
    select jsonb_agg(jsonb_build_object('id', v.id, 'kind', v.kind, 'detail', v.detail, 'checked_on', v.checked_on, 'checked_by_email', v.checked_by_email)
      order by v.checked_on desc, v.created_at desc)
    from public.contractor_verifications v where v.contractor_id = c.id
  ), '[]'::jsonb) as verifications,
  (select count(*) from public.inquiries i where i.contractor_id = c.id and i.contractor_response <> 'declined')::integer as open_leads,
  coalesce(t.assigned_leads, 0) as assigned_leads,
  coalesce(t.responded_leads, 0) as responded_leads,
  t.median_response_minutes,
  coalesce(t.responds_within_a_day, false) as responds_within_a_day
from public.contractors c
left join private.contractor_response_times t on t.contractor_id = c.id
where (select public.has_role((select auth.uid()), 'admin'));

revoke all on public.contractor_overview from anon, authenticated;
grant select on public.contractor_overview to authenticated;

-- A firm's leads as the firm sees them: contact facts and the project, not
-- the business's internal fields (assignee, unread state, admin notes).
create view public.contractor_leads as
select
  i.id,
  i.created_at,
  i.name,
  i.email,
  i.phone,
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

revoke all on public.contractor_leads from anon, authenticated;
grant select on public.contractor_leads to authenticated;

-- The inbox shows each lead's firm and answer.
create or replace view public.inquiry_inbox
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
  case i.budget
    when 'under-25k' then 15000
    when '25k-50k' then 37500
    when '50k-100k' then 75000
    when '100k-200k' then 150000
    when 'over-200k' then 250000
  end as budget_midpoint,
  lower(i.name || ' ' || i.email || ' ' || i.message) as search_text,
  i.contractor_id,
  i.contractor_response,
  i.contractor_decline_reason,
  i.requested_contractor_id,
  (select c.company from public.contractors c where c.id = i.requested_contractor_id) as requested_contractor,
  (select c.company from public.contractors c where c.id = i.contractor_id) as contractor_company
from public.inquiries i;

-- The directory's filters run in the database (array membership), with
-- real firms before the local samples.
create function public.contractor_directory(p_service text default null, p_area text default null)
returns setof public.contractor_profiles
language sql
stable
set search_path = ''
as $$
  select * from public.contractor_profiles p
  where (p_service is null or p_service = any (p.services))
    and (p_area is null or p_area = any (p.service_areas))
  order by p.is_sample, p.company
$$;

create function public.contractor_service_areas()
returns setof text
language sql
stable
set search_path = ''
as $$
  select distinct area from public.contractor_profiles p, unnest(p.service_areas) as area order by area
$$;

revoke execute on function public.contractor_directory(text, text) from public;
revoke execute on function public.contractor_service_areas() from public;
grant execute on function public.contractor_directory(text, text) to anon, authenticated;
grant execute on function public.contractor_service_areas() to anon, authenticated;
