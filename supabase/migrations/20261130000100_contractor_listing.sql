-- Listing a firm (docs/business.md, "Listing a firm"): approved and active is
-- not enough to appear in /contractors. A firm is listed once the business
-- has verified at least one credential (a licence, insurance or a reference,
-- each recorded with the day it was checked), so no public profile ever
-- reads "No credentials checked". Approval alone still lets the admin send it
-- leads; it is only the public face that waits.
--
-- The views keep their columns (create or replace); contractor_overview gains
-- is_listed at the end, so the admin page can say why a firm is not listed.

create or replace view public.contractor_profiles as
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
where c.is_approved and c.is_active
  and exists (select 1 from public.contractor_verifications v where v.contractor_id = c.id);

comment on view public.contractor_profiles is 'Listed firms (approved, active, at least one verified credential) with public columns only; readable by everyone.';

revoke all on public.contractor_profiles from public, anon, authenticated, service_role;
grant select on public.contractor_profiles to anon, authenticated, service_role;

create or replace view public.contractor_portfolio as
select i.id, i.contractor_id, i.path, i.static_url, i.alt, i.position, i.created_at
from public.contractor_images i
join public.contractors c on c.id = i.contractor_id
where c.is_approved and c.is_active
  and exists (select 1 from public.contractor_verifications v where v.contractor_id = c.id);

revoke all on public.contractor_portfolio from public, anon, authenticated, service_role;
grant select on public.contractor_portfolio to anon, authenticated, service_role;

-- The portfolio bucket's public read follows the listing too.
create or replace function public.contractor_is_public(p_folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.contractors c
    where c.id::text = p_folder and c.is_approved and c.is_active
      and exists (select 1 from public.contractor_verifications v where v.contractor_id = c.id)
  )
$$;

revoke all on function public.contractor_is_public(text) from public, anon, authenticated, service_role;
grant execute on function public.contractor_is_public(text) to anon, authenticated;

create or replace view public.contractor_overview as
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
  coalesce(t.responds_within_a_day, false) as responds_within_a_day,
  (c.is_approved and c.is_active and exists (select 1 from public.contractor_verifications v where v.contractor_id = c.id)) as is_listed
from public.contractors c
left join private.contractor_response_times t on t.contractor_id = c.id
where (select public.has_role((select auth.uid()), 'admin'));

revoke all on public.contractor_overview from public, anon, authenticated, service_role;
grant select on public.contractor_overview to authenticated, service_role;
