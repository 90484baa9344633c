-- Who may reach what through the Data API, stated object by object.
--
-- A hosted project created today opens nothing in public to the API roles by
-- default (Supabase's 2026 change "tables not exposed to the Data API
-- automatically"): a table, view, sequence or function a migration creates
-- gets no grant for anon, authenticated or service_role until a migration
-- gives it one. The earlier migrations were written against the old default
-- (everything open, a few things revoked), so on such a project the site
-- could not store a lead, read the inbox or save a calculation. This
-- migration closes everything in public and grants, per object, exactly what
-- each role needs next to its RLS policies (docs/deploy-hosted.md, "Grants").
--
-- The convention from here on: every migration that creates a table, view or
-- function in public revokes all on it from public, anon, authenticated and
-- service_role, then grants what each role needs, in the same migration; and
-- declares it in tests/contract/privileges.test.ts, which fails on any object
-- whose privileges differ from that list.
--
-- * anon, authenticated: a privilege only where a policy (or a view meant
--   for them) lets the role use it; column lists where the API may write only
--   some columns. RLS still decides which rows.
-- * service_role: SELECT, INSERT, UPDATE and DELETE on every table (the edge
--   functions write through it, and the contract suite seeds and clears every
--   table with it); SELECT on the views; EXECUTE only on the functions server
--   code calls.
-- * Nobody but the owner gets TRUNCATE, REFERENCES or TRIGGER.
-- * Functions: Postgres lets PUBLIC execute a new function; here only the
--   roles named below may. Trigger functions and helpers called only inside
--   security-definer functions need no grant at all.

-- Close everything first, then open what is needed. ---------------------------
revoke all on all tables in schema public from public, anon, authenticated, service_role;
revoke all on all sequences in schema public from public, anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;

-- And keep what postgres creates later closed until its migration opens it:
-- the table and sequence defaults hosted Supabase leaves over (TRUNCATE,
-- REFERENCES, TRIGGER; sequence UPDATE), and Postgres's own EXECUTE for PUBLIC
-- on new functions (a global default: it cannot be revoked per schema).
alter default privileges for role postgres in schema public revoke all on tables from public, anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on sequences from public, anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on functions from public, anon, authenticated, service_role;
alter default privileges for role postgres revoke execute on functions from public;

-- Tables ------------------------------------------------------------------------
grant select, insert, update, delete on all tables in schema public to service_role;
-- (views are tables to GRANT: the service role only reads them)
revoke insert, update, delete on
  public.inquiry_inbox, public.contractor_profiles, public.contractor_portfolio,
  public.contractor_overview, public.contractor_leads
from service_role;

-- Roles: a user reads their own; admins manage them.
grant select, insert, update, delete on public.user_roles to authenticated;

-- Leads: stored by submit-inquiry (service role); admins read, work and delete
-- them; a firm reads the leads assigned to it. Admins write only the columns
-- that working a lead means.
grant select, delete on public.inquiries to authenticated;
grant update (status, status_reason, assignee_id, first_opened_at, contractor_id) on public.inquiries to authenticated;
grant select on public.inquiry_inbox to authenticated;
grant select, insert (inquiry_id, body, shared_with_contractor) on public.inquiry_notes to authenticated;
grant select on public.inquiry_activity to authenticated;

-- Saved items: owner-only.
grant select, insert, update, delete on public.saved_calculations to authenticated;
grant select, insert, update, delete on public.image_analyses to authenticated;

-- Newsletter: in through subscribe_newsletter(); admins read and remove.
grant select, delete on public.newsletter_signups to authenticated;

-- Contractors: admins manage firms and checks, a firm its profile columns and
-- portfolio records; everyone reads the public projections.
grant select, delete on public.contractors to authenticated;
grant insert (slug, company, services, service_areas, years_in_business, projects_completed, bio, contact_email, contact_phone, website, is_approved, is_active)
  on public.contractors to authenticated;
grant update (slug, company, services, service_areas, years_in_business, projects_completed, bio, contact_email, contact_phone, website, is_approved, is_active)
  on public.contractors to authenticated;
grant select, delete, insert (contractor_id, kind, detail, checked_on) on public.contractor_verifications to authenticated;
grant select, delete, insert (contractor_id, path, alt, position) on public.contractor_images to authenticated;
grant select on public.contractor_profiles, public.contractor_portfolio to anon, authenticated;
grant select on public.contractor_overview, public.contractor_leads to authenticated;

-- Service reminders: the owner reads them and cancels (cancelled_at only).
grant select, update (cancelled_at) on public.maintenance_reminders to authenticated;

-- Lead scoring and sentiment: written by the engines in an admin's browser.
grant select on public.lead_score_models to authenticated;
grant select, insert, update on public.lead_scores to authenticated;
grant select, insert, update on public.lead_sentiment to authenticated;

-- Proposals and contracts: the functions write; admins read.
grant select on public.proposals, public.contracts to authenticated;

-- Follow-up sequences: admins write sequences; enrolments and unsubscribes change elsewhere.
grant select, insert, delete on public.email_sequences to authenticated;
grant update (name, trigger_status, trigger_source, is_active, steps) on public.email_sequences to authenticated;
grant select on public.sequence_enrollments, public.email_unsubscribes to authenticated;

-- Live bids: written by the bid functions; admins and the invited firm read.
grant select on public.bid_requests, public.bid_invitations to authenticated;

-- Pricing and competitors: the admins' own data.
grant select, insert, update, delete on public.material_cost_index, public.pricing_settings, public.competitor_prices to authenticated;

-- Agents: the functions write; admins read the log and the queue (not the claims).
grant select on public.agent_settings, public.agent_runs, public.agent_steps, public.agent_approvals to authenticated;

-- rate_limit_hits and agent_lead_marks: only their functions and the service role.

-- Functions ---------------------------------------------------------------------
-- Asked by RLS policies and views as the caller.
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;
grant execute on function public.current_contractor_id() to authenticated;
grant execute on function public.lead_is_mine(uuid) to authenticated;
grant execute on function public.bid_request_is_mine(uuid) to authenticated;
grant execute on function public.contractor_is_public(text) to anon, authenticated;
-- The check constraint of email_sequences.steps runs as whoever writes the row.
grant execute on function public.sequence_steps_valid(jsonb) to authenticated, service_role;

-- Called from the browser by everyone.
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated;
grant execute on function public.projects_booked_this_quarter() to anon, authenticated;
grant execute on function public.contractor_directory(text, text) to anon, authenticated;
grant execute on function public.contractor_service_areas() to anon, authenticated;

-- Called from the browser by signed-in users (each checks the caller's role itself).
grant execute on function public.inquiry_assignees() to authenticated;
grant execute on function public.inquiry_dashboard() to authenticated;
grant execute on function public.apply_lead_score_model(jsonb, jsonb) to authenticated;
grant execute on function public.lead_engagement(uuid[]) to authenticated;
grant execute on function public.lead_saved_projects(uuid) to authenticated;
grant execute on function public.pricing_signals(integer) to authenticated;
grant execute on function public.contractor_respond(uuid, boolean, text) to authenticated;
grant execute on function public.contractor_set_status(uuid, text, text) to authenticated;
grant execute on function public.open_bid_request(uuid, text, timestamptz, uuid[]) to authenticated;
grant execute on function public.submit_bid(uuid, integer, date, integer, text) to authenticated;
grant execute on function public.award_bid(uuid) to authenticated;
grant execute on function public.cancel_bid_request(uuid) to authenticated;
grant execute on function public.stop_sequence_enrollment(uuid, text) to authenticated;
grant execute on function public.enroll_lead_in_sequence(uuid, uuid) to authenticated, service_role;

-- Called by the edge functions with the service role.
grant execute on function public.check_rate_limit(text, integer, integer) to service_role;
grant execute on function public.agent_untriaged_leads(integer, text) to service_role;
grant execute on function public.agent_quiet_leads(timestamptz, integer, text) to service_role;
grant execute on function public.agent_claim(uuid, text, text) to service_role;
grant execute on function public.agent_teammates() to service_role;
grant execute on function public.agent_sequences_for(uuid) to service_role;
