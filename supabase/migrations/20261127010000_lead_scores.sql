-- /lead-scoring (docs/ai-tools.md, "Lead scoring"): every lead scored 0–100
-- with its reasons. The score is stored, not computed per request, so the
-- inbox sorts by it in the database across all its pages. The engine is
-- TypeScript (src/features/admin/scoring), run in an admin's browser: it
-- scores each new lead the first time the inbox sees it unscored, and every
-- lead again when an admin applies a model or asks for a rescore.

-- The weights a lead is scored with. None active: the stated priors.
create table public.lead_score_models (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  -- { intercept, weights: { feature: log-odds } }
  weights jsonb not null check (jsonb_typeof(weights) = 'object' and jsonb_typeof(weights -> 'weights') = 'object'),
  -- What the fit rested on and how well it did: counts, cross-validated accuracy and AUC, the priors' on the same leads.
  metrics jsonb not null default '{}'::jsonb check (jsonb_typeof(metrics) = 'object'),
  active boolean not null default false
);

comment on table public.lead_score_models is 'Lead-scoring weights fitted on won and lost leads; at most one active; admins only.';

create unique index lead_score_models_one_active on public.lead_score_models (active) where active;

create table public.lead_scores (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null unique references public.inquiries (id) on delete cascade,
  score smallint not null check (score between 0 and 100),
  -- [{ feature, label, value, points }], largest effect first.
  reasons jsonb not null check (jsonb_typeof(reasons) = 'array'),
  -- Null: scored with the stated priors.
  model_id uuid references public.lead_score_models (id) on delete set null,
  scored_at timestamptz not null default now()
);

comment on table public.lead_scores is 'Each lead''s score and its reasons, written by the scoring engine on an admin''s behalf; admins only.';

create index lead_scores_score_idx on public.lead_scores (score desc);

alter table public.lead_score_models enable row level security;
alter table public.lead_scores enable row level security;

create policy "Admins read score models"
  on public.lead_score_models for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins read scores"
  on public.lead_scores for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins add scores"
  on public.lead_scores for insert
  to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins update scores"
  on public.lead_scores for update
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

-- Models change only through apply_lead_score_model(); scores are overwritten, never deleted by hand.
revoke insert, update, delete on public.lead_score_models from anon, authenticated;
revoke delete on public.lead_scores from anon, authenticated;

create function public.lead_scores_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.scored_at := now();
  return new;
end
$$;

create trigger lead_scores_before_write
  before insert or update on public.lead_scores
  for each row execute function public.lead_scores_before_write();

-- Applying a model is one step: the old one stops, the new one starts.
create function public.apply_lead_score_model(p_weights jsonb, p_metrics jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an admin applies a scoring model' using errcode = '42501';
  end if;
  update public.lead_score_models set active = false where active;
  insert into public.lead_score_models (created_by, weights, metrics, active)
  values (auth.uid(), p_weights, coalesce(p_metrics, '{}'::jsonb), true)
  returning id into new_id;
  return new_id;
end
$$;

revoke execute on function public.apply_lead_score_model(jsonb, jsonb) from public, anon;
grant execute on function public.apply_lead_score_model(jsonb, jsonb) to authenticated;

-- Engagement: how many calculations and designs the lead's address saved
-- under an account. Counts only; admins still never read the items
-- (20261121000300_saved_items.sql). Answers only to admins.
create function public.lead_engagement(p_ids uuid[])
returns table (inquiry_id uuid, saved_calculations integer, saved_designs integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    i.id,
    coalesce((select count(*)::integer from public.saved_calculations c where c.user_id = u.id), 0),
    coalesce((select count(*)::integer from public.image_analyses a where a.user_id = u.id), 0)
  from public.inquiries i
  left join auth.users u on lower(u.email::text) = lower(i.email)
  where i.id = any (p_ids)
    and public.has_role(auth.uid(), 'admin')
$$;

revoke execute on function public.lead_engagement(uuid[]) from public, anon;
grant execute on function public.lead_engagement(uuid[]) to authenticated;

-- The inbox view gains the score in 20261127010100_lead_sentiment.sql, which
-- restates the view once for both of this issue's columns.
