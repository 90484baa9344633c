-- New-lead triage scores each lead and starts its email sequence
-- (docs/ai-tools.md, "Agents"): the lead's scoring inputs join what the
-- routines read, the active scoring model and the matching sequences are
-- read through the service role, and a sequence's start is a third kind of
-- approval.

create or replace function public.agent_leads_json(i public.inquiries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', i.id, 'name', i.name, 'firstName', i.first_name, 'email', i.email, 'projectType', i.project_type,
    'budget', i.budget, 'timeline', i.timeline, 'details', i.details, 'location', i.location,
    'capacityBottles', i.capacity_bottles, 'createdAt', i.created_at, 'status', i.status, 'source', i.source,
    'lastActivityAt', i.last_activity_at, 'assigneeId', i.assignee_id,
    'hasCalculation', i.calculation is not null,
    'attachmentCount', jsonb_array_length(i.attachments),
    -- Counts only, as lead_engagement gives admins: the items themselves stay private.
    'savedCalculations', coalesce((select count(*)::integer from public.saved_calculations c join auth.users u on u.id = c.user_id where lower(u.email::text) = lower(i.email)), 0),
    'savedDesigns', coalesce((select count(*)::integer from public.image_analyses a join auth.users u on u.id = a.user_id where lower(u.email::text) = lower(i.email)), 0))
$$;

revoke execute on function public.agent_leads_json(public.inquiries) from public, anon, authenticated;

-- The sequences a lead's status and source start: each with whether it is switched on and whether the lead is already in it.
create function public.agent_sequences_for(p_inquiry_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', s.id, 'name', s.name, 'active', s.is_active,
    'enrolled', exists (select 1 from public.sequence_enrollments e where e.sequence_id = s.id and e.inquiry_id = i.id and e.stopped_at is null))
    order by s.created_at), '[]'::jsonb)
  from public.inquiries i
  join public.email_sequences s on s.trigger_status = i.status and (s.trigger_source is null or s.trigger_source = i.source)
  where i.id = p_inquiry_id
$$;

revoke execute on function public.agent_sequences_for(uuid) from public, anon, authenticated;

alter table public.agent_approvals add column sequence_id uuid references public.email_sequences (id) on delete cascade;
alter table public.agent_approvals drop constraint agent_approvals_kind_check;
alter table public.agent_approvals add constraint agent_approvals_kind_check check (kind in ('email', 'assign', 'enroll'));
alter table public.agent_approvals add constraint agent_approvals_enroll_check check (kind <> 'enroll' or sequence_id is not null);

-- The maintenance reminders the scheduler mails are logged as runs of their own (not switchable: customers asked for them).
alter table public.agent_runs drop constraint agent_runs_routine_check;
alter table public.agent_runs add constraint agent_runs_routine_check check (routine in ('new-lead-triage', 'stale-follow-up', 'maintenance-reminders'));
