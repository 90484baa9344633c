import type { Privileges } from './privilege-queries.ts';

/**
 * What each API role may do to each object in public, as the migrations
 * grant it (supabase/migrations/20261128000100_api_grants.sql and every
 * migration after it). privileges.test.ts compares the database with this
 * list both ways, so an object a migration adds without its grants, or with
 * grants nobody declared, fails the suite; rls.test.ts calls every function
 * listed with EXECUTE as every actor.
 *
 * Roles left out have nothing. PUBLIC is left out everywhere on purpose:
 * nothing in public is open to every role.
 */
const ALL = 'delete, insert, select, update';
const SERVER = { service_role: ALL };
const READ = 'select';
const ADMINS_READ = { authenticated: READ, ...SERVER };

export const RELATION_PRIVILEGES: Privileges = {
  // Tables: the service role writes through the functions and seeds every table in the contract suite.
  agent_approvals: ADMINS_READ,
  agent_lead_marks: SERVER,
  agent_runs: ADMINS_READ,
  agent_settings: ADMINS_READ,
  agent_steps: ADMINS_READ,
  bid_invitations: ADMINS_READ,
  bid_requests: ADMINS_READ,
  competitor_prices: { authenticated: ALL, ...SERVER },
  contractor_images: { authenticated: 'delete, insert(alt, contractor_id, path, position), select', ...SERVER },
  contractor_verifications: { authenticated: 'delete, insert(checked_on, contractor_id, detail, kind), select', ...SERVER },
  contractors: {
    authenticated:
      'delete, insert(bio, company, contact_email, contact_phone, is_active, is_approved, projects_completed, service_areas, services, slug, website, years_in_business), select, update(bio, company, contact_email, contact_phone, is_active, is_approved, projects_completed, service_areas, services, slug, website, years_in_business)',
    ...SERVER,
  },
  contracts: ADMINS_READ,
  // Signals for a firm's portal (a trigger writes them); the server may read and purge them.
  contractor_lead_events: { authenticated: READ, service_role: 'delete, select' },
  // Confirmed addresses: admins read; every change goes through the functions below; the server may erase an address.
  email_confirmations: { authenticated: READ, service_role: 'delete, select' },
  email_sequences: { authenticated: 'delete, insert, select, update(is_active, name, steps, trigger_source, trigger_status)', ...SERVER },
  email_unsubscribes: ADMINS_READ,
  image_analyses: { authenticated: ALL, ...SERVER },
  inquiries: { authenticated: 'delete, select, update(assignee_id, contractor_id, first_opened_at, status, status_reason)', ...SERVER },
  inquiry_activity: ADMINS_READ,
  inquiry_notes: { authenticated: 'insert(body, inquiry_id, shared_with_contractor), select', ...SERVER },
  lead_score_models: ADMINS_READ,
  lead_scores: { authenticated: 'insert, select, update', ...SERVER },
  lead_sentiment: { authenticated: 'insert, select, update', ...SERVER },
  maintenance_reminders: { authenticated: 'select, update(cancelled_at)', ...SERVER },
  material_cost_index: { authenticated: ALL, ...SERVER },
  newsletter_signups: { authenticated: 'delete, select', ...SERVER },
  pricing_settings: { authenticated: ALL, ...SERVER },
  proposals: ADMINS_READ,
  rate_limit_hits: SERVER,
  saved_calculations: { authenticated: ALL, ...SERVER },
  sequence_enrollments: ADMINS_READ,
  user_roles: { authenticated: ALL, ...SERVER },
  // Views: read-only for everyone who reads them.
  contractor_leads: { authenticated: READ, service_role: READ },
  contractor_overview: { authenticated: READ, service_role: READ },
  contractor_portfolio: { anon: READ, authenticated: READ, service_role: READ },
  contractor_profiles: { anon: READ, authenticated: READ, service_role: READ },
  inquiry_inbox: { authenticated: READ, service_role: READ },
  // Identity sequences: inserting needs no right on them, so nobody has any.
  agent_lead_marks_id_seq: {},
  agent_steps_id_seq: {},
  contractor_lead_events_id_seq: {},
  inquiry_activity_id_seq: {},
  rate_limit_hits_id_seq: {},
};

const X = 'execute';
const EVERYONE = { anon: X, authenticated: X };
const SIGNED_IN = { authenticated: X };
const SERVICE = { service_role: X };
/** Trigger functions and helpers called only inside security-definer functions: nobody calls them. */
const NOBODY = {};

export const FUNCTION_PRIVILEGES: Privileges = {
  // Asked by policies and views as the caller.
  'has_role(_user_id uuid, _role app_role)': { authenticated: X, service_role: X },
  'current_contractor_id()': SIGNED_IN,
  'lead_is_mine(p_inquiry_id uuid)': SIGNED_IN,
  'bid_request_is_mine(p_request_id uuid)': SIGNED_IN,
  'contractor_is_public(p_folder text)': EVERYONE,
  'sequence_steps_valid(p_steps jsonb)': { authenticated: X, service_role: X },
  // The browser, for everyone.
  'subscribe_newsletter(p_email text, p_source text)': EVERYONE,
  'projects_booked_this_quarter()': EVERYONE,
  'contractor_directory(p_service text, p_area text)': EVERYONE,
  'contractor_service_areas()': EVERYONE,
  // The browser, signed in (each checks the caller's role itself).
  'inquiry_assignees()': SIGNED_IN,
  'inquiry_dashboard()': SIGNED_IN,
  'apply_lead_score_model(p_weights jsonb, p_metrics jsonb)': SIGNED_IN,
  'lead_engagement(p_ids uuid[])': SIGNED_IN,
  'lead_saved_projects(p_inquiry_id uuid)': SIGNED_IN,
  'pricing_signals(p_weeks integer)': SIGNED_IN,
  'contractor_respond(p_inquiry_id uuid, p_accept boolean, p_reason text)': SIGNED_IN,
  'contractor_set_status(p_inquiry_id uuid, p_status text, p_reason text)': SIGNED_IN,
  'open_bid_request(p_inquiry_id uuid, p_brief text, p_deadline timestamp with time zone, p_contractor_ids uuid[])': SIGNED_IN,
  'submit_bid(p_invitation_id uuid, p_price integer, p_start_date date, p_duration_weeks integer, p_note text)': SIGNED_IN,
  'award_bid(p_invitation_id uuid)': SIGNED_IN,
  'cancel_bid_request(p_request_id uuid)': SIGNED_IN,
  'stop_sequence_enrollment(p_enrollment_id uuid, p_reason text)': SIGNED_IN,
  'enroll_lead_in_sequence(p_inquiry_id uuid, p_sequence_id uuid)': { authenticated: X, service_role: X },
  'confirm_lead_email(p_inquiry_id uuid)': SIGNED_IN,
  'own_email_confirmed()': SIGNED_IN,
  // The edge functions, with the service role.
  'check_rate_limit(p_key text, p_limit integer, p_window_seconds integer)': SERVICE,
  'agent_untriaged_leads(p_limit integer, p_email text)': SERVICE,
  'agent_quiet_leads(p_before timestamp with time zone, p_limit integer, p_email text)': SERVICE,
  'agent_claim(p_inquiry_id uuid, p_routine text, p_mark text)': SERVICE,
  'agent_teammates()': SERVICE,
  'agent_sequences_for(p_inquiry_id uuid)': SERVICE,
  'contract_append_audit(p_id uuid, p_entries jsonb)': SERVICE,
  'contract_edit(p_id uuid, p_clauses jsonb, p_edits jsonb, p_entries jsonb, p_voided jsonb)': SERVICE,
  'contract_mark_sent(p_id uuid, p_version integer, p_sent_to text, p_sent_at timestamp with time zone, p_expires_at timestamp with time zone, p_entry jsonb)': SERVICE,
  'contract_sign(p_id uuid, p_version integer, p_name text, p_ip text, p_user_agent text, p_at timestamp with time zone, p_entry jsonb)': SERVICE,
  'contract_pdf_stored(p_id uuid, p_path text, p_entry jsonb)': SERVICE,
  'plain_text(p_text text)': SERVICE,
  'email_is_confirmed(p_email text)': SERVICE,
  'confirm_email_address(p_email text, p_via text, p_by uuid)': SERVICE,
  'confirm_email_by_id(p_id uuid)': SERVICE,
  'claim_acknowledgement(p_email text)': SERVICE,
  'release_acknowledgement(p_id uuid)': SERVICE,
  'due_sequence_enrollments(p_now timestamp with time zone, p_email text, p_limit integer)': SERVICE,
  'due_maintenance_reminders(p_today date, p_email text, p_limit integer)': SERVICE,
  // Internal.
  'agent_leads_json(i inquiries)': NOBODY,
  'agent_quiet_mark(p_at timestamp with time zone)': NOBODY,
  'bid_plain_text(p_text text)': NOBODY,
  'current_actor_email()': NOBODY,
  'log_inquiry_activity(p_inquiry_id uuid, p_kind text, p_from text, p_to text, p_detail text)': NOBODY,
  'log_lead_contractor(p_inquiry_id uuid, p_kind text, p_contractor_id uuid, p_from text, p_to text, p_detail text)': NOBODY,
  'quarter_start(p_at timestamp with time zone)': NOBODY,
  'sequence_first_due(p_steps jsonb)': NOBODY,
  'sequence_stop_label(p_reason text)': NOBODY,
  'won_projects()': NOBODY,
  'contractor_verifications_before_insert()': NOBODY,
  'contractors_guard_update()': NOBODY,
  'email_sequences_before_delete()': NOBODY,
  'inquiries_before_update()': NOBODY,
  'inquiries_contractor_before_update()': NOBODY,
  'inquiries_log_contractor_events()': NOBODY,
  'maintenance_reminders_before_update()': NOBODY,
  'inquiries_log_changes()': NOBODY,
  'inquiries_log_contractor()': NOBODY,
  'inquiries_sequences()': NOBODY,
  'inquiry_activity_before_insert()': NOBODY,
  'inquiry_notes_after_insert()': NOBODY,
  'inquiry_notes_before_insert()': NOBODY,
  'inquiry_notes_contractor_stamp()': NOBODY,
  'lead_scores_before_write()': NOBODY,
  'lead_sentiment_before_write()': NOBODY,
  'sequence_enrollments_log()': NOBODY,
  'set_updated_at()': NOBODY,
};
