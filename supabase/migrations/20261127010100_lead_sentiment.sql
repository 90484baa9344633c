-- /sentiment-analysis (docs/ai-tools.md, "Sentiment analysis"): each lead's
-- mood across its message and the admins' notes, its topics, and whether it
-- is unhappy or urgent, so the inbox can flag it. The analysis (wink-nlp and
-- our lexicon, src/features/admin/sentiment) runs in an admin's browser when
-- the admin runs it on /sentiment-analysis; this stores its result per lead.
create table public.lead_sentiment (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null unique references public.inquiries (id) on delete cascade,
  -- Mean sentiment of the lead's texts, −1 to 1.
  sentiment real not null check (sentiment between -1 and 1),
  mood text not null check (mood in ('positive', 'neutral', 'negative')),
  unhappy boolean not null default false,
  urgent boolean not null default false,
  -- What the inbox and the tool list (the local REST layer has no or= filter).
  flagged boolean generated always as (unhappy or urgent) stored,
  topics text[] not null default '{}',
  -- The words that made it urgent, shown beside the flag.
  cues text[] not null default '{}' check (cardinality(cues) <= 20),
  -- How many texts were read: the message plus the notes.
  texts integer not null check (texts >= 1),
  analyzed_at timestamptz not null default now()
);

comment on table public.lead_sentiment is 'Each lead''s mood, topics and unhappy/urgent flags from its message and notes; written by the analysis on an admin''s behalf; admins only.';

create index lead_sentiment_flagged_idx on public.lead_sentiment (analyzed_at desc) where flagged;

alter table public.lead_sentiment enable row level security;

create policy "Admins read sentiment"
  on public.lead_sentiment for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins add sentiment"
  on public.lead_sentiment for insert
  to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins update sentiment"
  on public.lead_sentiment for update
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

revoke delete on public.lead_sentiment from anon, authenticated;

create function public.lead_sentiment_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.analyzed_at := now();
  return new;
end
$$;

create trigger lead_sentiment_before_write
  before insert or update on public.lead_sentiment
  for each row execute function public.lead_sentiment_before_write();

-- The inbox sorts by the score (20261127010000_lead_scores.sql) and flags unhappy
-- and urgent leads: the view as before, with both at the end. Subqueries, not
-- joins, so the view stays one table's (its writes stay refused by privilege).
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
  (select c.company from public.contractors c where c.id = i.contractor_id) as contractor_company,
  i.language,
  (select s.score from public.lead_scores s where s.inquiry_id = i.id) as score,
  (select s.reasons from public.lead_scores s where s.inquiry_id = i.id) as score_reasons,
  (select jsonb_build_object('mood', m.mood, 'unhappy', m.unhappy, 'urgent', m.urgent, 'cues', m.cues)
     from public.lead_sentiment m where m.inquiry_id = i.id) as sentiment,
  -- Unhappy or urgent, as one column the inbox can filter on.
  coalesce((select m.flagged from public.lead_sentiment m where m.inquiry_id = i.id), false) as needs_attention
from public.inquiries i;
