-- /dynamic-pricing (docs/ai-tools.md "Dynamic pricing"): the signals the
-- pricing guidance reads, and the two things the admin keeps for it.
--
-- * A project is booked in a quarter when its lead became 'won' during that
--   quarter (the newest activity entry that moved it to won; a lead stored
--   as won from the start counts from its arrival) and is still won now.
--   Quarters are calendar quarters in UTC.
-- * projects_booked_this_quarter() is public: the landing badge's spots left
--   are the business's capacity (src/config/business.ts) less this number. It
--   returns one integer and nothing about any lead.
-- * pricing_signals() is the admin's view: the booked projects and the weekly
--   lead counts.
-- * material_cost_index: dated index values the admin records; pricing_settings:
--   the margins and the index the estimator's prices were set at. Admins only.
--
-- The cost lines in the settings' check repeat the estimator's CostLineKey
-- (supabase/functions/_shared/estimator/options.ts); tests/contract/pricing
-- .test.ts holds the two together.

create function public.quarter_start(p_at timestamptz)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select date_trunc('quarter', p_at at time zone 'UTC') at time zone 'UTC'
$$;

-- Every won lead with the moment it was won. Internal: the two functions below decide who sees what of it.
create function public.won_projects()
returns table (inquiry_id uuid, won_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id,
         coalesce(
           (select max(a.created_at) from public.inquiry_activity a
             where a.inquiry_id = i.id and a.kind in ('status', 'received') and a.to_value = 'won'),
           i.created_at)
    from public.inquiries i
   where i.status = 'won'
$$;

revoke execute on function public.won_projects() from public, anon, authenticated;

create function public.projects_booked_this_quarter()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.won_projects() w
   where w.won_at >= public.quarter_start(now())
     and w.won_at < public.quarter_start(now()) + interval '3 months'
$$;

comment on function public.projects_booked_this_quarter() is 'How many projects were booked (won) this calendar quarter; public, a count only.';

revoke execute on function public.projects_booked_this_quarter() from public;
grant execute on function public.projects_booked_this_quarter() to anon, authenticated, service_role;

-- The admin's signals: this quarter's bounds and booked projects, and leads per week (weeks start on Monday, UTC).
create function public.pricing_signals(p_weeks integer default 12)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  q_start timestamptz := public.quarter_start(now());
  this_week timestamptz := date_trunc('week', now() at time zone 'UTC') at time zone 'UTC';
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Pricing signals are for admins' using errcode = '42501';
  end if;
  if p_weeks is null or p_weeks < 4 or p_weeks > 52 then
    raise exception 'Weeks is between 4 and 52' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'now', now(),
    'quarterStart', q_start,
    'quarterEnd', q_start + interval '3 months',
    'booked', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'name', i.name, 'projectType', i.project_type, 'budget', i.budget, 'wonAt', w.won_at) order by w.won_at)
        from public.won_projects() w join public.inquiries i on i.id = w.inquiry_id
       where w.won_at >= q_start and w.won_at < q_start + interval '3 months'), '[]'::jsonb),
    'weeks', (
      select jsonb_agg(jsonb_build_object('weekStart', to_char(s.week at time zone 'UTC', 'YYYY-MM-DD'), 'leads', (
        select count(*) from public.inquiries i where i.created_at >= s.week and i.created_at < s.week + interval '1 week')) order by s.week)
        from generate_series(this_week - make_interval(weeks => p_weeks), this_week - interval '1 week', interval '1 week') as s(week)),
    'thisWeek', jsonb_build_object('weekStart', to_char(this_week at time zone 'UTC', 'YYYY-MM-DD'), 'leads', (
      select count(*) from public.inquiries i where i.created_at >= this_week))
  );
end
$$;

revoke execute on function public.pricing_signals(integer) from public, anon;
grant execute on function public.pricing_signals(integer) to authenticated;

create table public.material_cost_index (
  id uuid primary key default gen_random_uuid(),
  recorded_on date not null unique check (recorded_on >= date '2000-01-01'),
  value numeric(7, 2) not null check (value > 0 and value <= 1000),
  note text check (char_length(note) <= 200),
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);

comment on table public.material_cost_index is 'A material cost index the admin keeps (any base, e.g. 100 = the estimator''s prices); admins only.';

alter table public.material_cost_index enable row level security;

create policy "Admins read the cost index" on public.material_cost_index for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins add to the cost index" on public.material_cost_index for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins correct the cost index" on public.material_cost_index for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins remove from the cost index" on public.material_cost_index for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- One row: the margin the estimator's prices carry today, a target per cost line, and the index they were set at.
create table public.pricing_settings (
  id smallint primary key default 1 check (id = 1),
  current_margin_pct numeric(4, 1) not null default 35 check (current_margin_pct >= 0 and current_margin_pct <= 80),
  target_margins jsonb not null default '{}'::jsonb check (
    jsonb_typeof(target_margins) = 'object'
    and target_margins - array['racking', 'cooling', 'envelope', 'doorGlass', 'flooringLighting', 'labour', 'design'] = '{}'::jsonb
    and not jsonb_path_exists(target_margins, '$.* ? (@.type() != "number" || @ < 0 || @ > 80)')
  ),
  baseline_index numeric(7, 2) check (baseline_index > 0 and baseline_index <= 1000),
  updated_by uuid references auth.users (id) on delete set null default auth.uid(),
  updated_at timestamptz not null default now()
);

comment on table public.pricing_settings is 'The dynamic pricing tool''s margins and index baseline; one row; admins only.';

create trigger pricing_settings_set_updated_at
  before update on public.pricing_settings
  for each row execute function public.set_updated_at();

alter table public.pricing_settings enable row level security;

create policy "Admins read pricing settings" on public.pricing_settings for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins set pricing settings" on public.pricing_settings for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins change pricing settings" on public.pricing_settings for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins reset pricing settings" on public.pricing_settings for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
