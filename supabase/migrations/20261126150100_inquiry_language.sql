-- /multilingual (docs/ai-tools.md, "Multilingual expert"): a quote request
-- sent in another language reaches the inbox marked with it. Null is the
-- site's English; the codes come from INQUIRY_LANGUAGES
-- (supabase/functions/_shared/multilingual/languages.ts), and
-- saved-kinds.node.test.ts holds this check to that list.
alter table public.inquiries add column language text
  check (language in ('en', 'es', 'fr', 'de', 'it', 'zh'));

comment on column public.inquiries.language is 'The language the visitor wrote in (ISO 639-1); null for the English forms.';

-- The inbox shows it: the view as before, with the language at the end.
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
  i.language
from public.inquiries i;
