import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_PRIVILEGES } from './access.ts';
import { env, newClient, serviceClient, signedInUser, type TestUser } from './helpers.ts';

/**
 * Row Level Security, cell by cell: for every table and bucket, what an
 * anonymous visitor, user A (the owner of the row), user B, contractor A
 * (whose firm owns contractor rows), contractor B (another firm) and an
 * admin may do. A table that does not name the contractors treats them as
 * it treats user B: a contractor is a stranger to everything but its firm's. Each cell runs against a fresh row seeded with the service role and is
 * checked twice: through the actor's own answer and by re-reading with the
 * service role, so a silently ignored write cannot pass for an allowed one.
 */
type Actor = 'anon' | 'userA' | 'userB' | 'contractorA' | 'contractorB' | 'admin' | 'service';
type Operation = 'select' | 'insert' | 'update' | 'delete';
type Cells = Record<Operation, boolean>;
type Expectation = Record<Exclude<Actor, 'contractorA' | 'contractorB' | 'service'>, Cells> &
  Partial<Record<'contractorA' | 'contractorB' | 'service', Cells>>;

const NOTHING = { select: false, insert: false, update: false, delete: false };
const READ_ONLY = { select: true, insert: false, update: false, delete: false };
const EVERYTHING = { select: true, insert: true, update: true, delete: true };
// The views of public: the service role reads them and writes through none.
const VIEWS = new Set(['inquiry_inbox', 'contractor_profiles', 'contractor_portfolio', 'contractor_overview', 'contractor_leads']);

/**
 * The service role (the edge functions' key) bypasses RLS, so its cells check
 * the grants alone: every table is open to it, every view read-only.
 */
const cellsOf = (table: string, expected: Expectation, actor: Actor): Cells => {
  if (actor === 'service') return expected.service ?? (VIEWS.has(table) ? READ_ONLY : EVERYTHING);
  return actor === 'contractorA' || actor === 'contractorB' ? (expected[actor] ?? expected.userB) : expected[actor];
};

/**
 * Cells that hold today but should not: kept in the matrix (a change shows)
 * but counted apart from the intended ones, each with why. Empty since firms
 * read leads only through contractor_leads and a reminder's cancel time is
 * the server's (docs/ai-tools.md, docs/business.md); a new entry needs its reason here.
 */
const KNOWN: Record<string, string> = {};

/** Cells checked and their outcome, printed at the end for the engine the suite ran on. */
const tally = { checked: 0, intended: 0, known: 0 };
const EVERYONE_READS: Expectation = {
  anon: READ_ONLY,
  userA: READ_ONLY,
  userB: READ_ONLY,
  contractorA: READ_ONLY,
  contractorB: READ_ONLY,
  admin: READ_ONLY,
};

// Read by admins and by the firm the row concerns (contractor A), written by nobody through the API.
const INVITED_FIRM_READS: Expectation = {
  anon: NOTHING,
  userA: NOTHING,
  userB: NOTHING,
  contractorA: READ_ONLY,
  contractorB: NOTHING,
  admin: READ_ONLY,
};
const ADMINS_READ: Expectation = { anon: NOTHING, userA: NOTHING, userB: NOTHING, admin: READ_ONLY };

const row = (select: boolean, insert: boolean, update: boolean, remove: boolean) => ({ select, insert, update, delete: remove });

const TABLE_MATRIX: Record<string, Expectation> = {
  // The row is A's contractor role; only admins manage roles, a user only reads their own.
  user_roles: {
    anon: row(false, false, false, false),
    userA: row(true, false, false, false),
    userB: row(false, false, false, false),
    admin: row(true, true, true, true),
  },
  // Leads: written only by the submit-inquiry function (service role), worked on by admins.
  inquiries: {
    anon: row(false, false, false, false),
    userA: row(false, false, false, false),
    userB: row(false, false, false, false),
    admin: row(true, false, true, true),
  },
  // The inbox's view of inquiries: admins read it, nobody writes through it.
  inquiry_inbox: {
    anon: row(false, false, false, false),
    userA: row(false, false, false, false),
    userB: row(false, false, false, false),
    admin: row(true, false, false, false),
  },
  // Notes are a record: admins add and read them, nobody edits or deletes one.
  inquiry_notes: {
    anon: row(false, false, false, false),
    userA: row(false, false, false, false),
    userB: row(false, false, false, false),
    admin: row(true, true, false, false),
  },
  // Written only by the database's triggers; admins read it.
  inquiry_activity: {
    anon: row(false, false, false, false),
    userA: row(false, false, false, false),
    userB: row(false, false, false, false),
    admin: row(true, false, false, false),
  },
  // Private to their owner; admins included in "not the owner".
  saved_calculations: {
    anon: row(false, false, false, false),
    userA: row(true, true, true, true),
    userB: row(false, false, false, false),
    admin: row(false, false, false, false),
  },
  image_analyses: {
    anon: row(false, false, false, false),
    userA: row(true, true, true, true),
    userB: row(false, false, false, false),
    admin: row(false, false, false, false),
  },
  // Signups arrive only through subscribe_newsletter(); admins read and remove them.
  newsletter_signups: {
    anon: row(false, false, false, false),
    userA: row(false, false, false, false),
    userB: row(false, false, false, false),
    admin: row(true, false, false, true),
  },
  // Firms: the owner (contractor A) reads and edits its own row (profile columns only, see
  // contractors.test.ts); admins do everything; nobody else sees the table.
  contractors: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    contractorA: row(true, false, true, false),
    contractorB: NOTHING,
    admin: row(true, true, true, true),
  },
  // What the business checked: admins record and withdraw, the firm reads its own, immutable.
  contractor_verifications: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    contractorA: READ_ONLY,
    contractorB: NOTHING,
    admin: row(true, true, false, true),
  },
  // The portfolio's records: the firm adds and removes its own; admins read and remove.
  contractor_images: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    contractorA: row(true, true, false, true),
    contractorB: NOTHING,
    admin: row(true, false, false, true),
  },
  // Public projections of approved, active firms: everyone reads, nobody writes through them.
  contractor_profiles: EVERYONE_READS,
  contractor_portfolio: EVERYONE_READS,
  // The admin list: rows for admins only (the service role, who is no admin, reads it empty).
  contractor_overview: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    contractorA: NOTHING,
    contractorB: NOTHING,
    admin: READ_ONLY,
    service: NOTHING,
  },
  // A firm's leads: only the firm they are assigned to (admins read them in the inbox).
  contractor_leads: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    contractorA: READ_ONLY,
    contractorB: NOTHING,
    admin: NOTHING,
    service: NOTHING,
  },
  // Which addresses someone confirmed: admins read it (the inbox shows it); the functions write it.
  email_confirmations: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: READ_ONLY,
    // The functions read it and may erase an address; every change goes through its SQL functions.
    service: row(true, false, false, true),
  },
  // Signals of changes to a firm's leads (a trigger writes them): only that firm reads them.
  contractor_lead_events: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    contractorA: READ_ONLY,
    contractorB: NOTHING,
    admin: NOTHING,
    service: row(true, false, false, true),
  },
  // Live bids: written only by the bid functions (bids.test.ts); the invited firm (A) reads
  // its round and its own bid, another firm nothing, admins everything.
  bid_requests: INVITED_FIRM_READS,
  bid_invitations: INVITED_FIRM_READS,
  // Each lead's score: written by the scoring engine in an admin's browser; nobody else sees it, nobody deletes one.
  lead_scores: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: row(true, true, true, false),
  },
  // Each lead's mood and flags: written by the analysis in an admin's browser; admins only, never deleted by hand.
  lead_sentiment: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: row(true, true, true, false),
  },
  // Scoring models change only through apply_lead_score_model(); admins read them.
  lead_score_models: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: READ_ONLY,
  },
  // Only check_rate_limit (service role) touches it.
  // Stored by the maintenance-reminders function; the owner reads and cancels (cancelled_at only), nobody else anything.
  maintenance_reminders: {
    anon: NOTHING,
    userA: row(true, false, true, false),
    userB: NOTHING,
    admin: NOTHING,
  },
  // Follow-up sequences: admins write them; enrolments change only through
  // enroll_lead_in_sequence / stop_sequence_enrollment and the scheduler; unsubscribes
  // only through the email-sequences function. Admins read both.
  email_sequences: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: row(true, true, true, true),
  },
  sequence_enrollments: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: READ_ONLY,
  },
  email_unsubscribes: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: READ_ONLY,
  },
  // Contracts: written only by the contracts function (service role); admins read them.
  contracts: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: READ_ONLY,
  },
  // Proposal versions: written only by the proposals function (service role); admins read them, nobody edits one.
  proposals: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: READ_ONLY,
  },
  // The agents' log and queue (agents function, service role): admins read; nobody writes through the API.
  agent_settings: ADMINS_READ,
  agent_runs: ADMINS_READ,
  agent_steps: ADMINS_READ,
  agent_approvals: ADMINS_READ,
  // Only the routines (service role) claim leads.
  agent_lead_marks: { anon: NOTHING, userA: NOTHING, userB: NOTHING, admin: NOTHING },
  // The pricing tool's own data (/dynamic-pricing): admins only.
  material_cost_index: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: row(true, true, true, true),
  },
  pricing_settings: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: row(true, true, true, true),
  },
  // Competitors' prices (/competitive-intelligence): admins only.
  competitor_prices: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: row(true, true, true, true),
  },
  rate_limit_hits: {
    anon: row(false, false, false, false),
    userA: row(false, false, false, false),
    userB: row(false, false, false, false),
    admin: row(false, false, false, false),
  },
};

// For buckets: select = download, insert = upload a new object, update = upload over
// an existing one (upsert), delete = remove.
const BUCKET_MATRIX: Record<string, Expectation> = {
  'inquiry-attachments': {
    anon: row(false, true, false, false),
    userA: row(false, true, false, false),
    userB: row(false, true, false, false),
    admin: row(true, true, false, true),
  },
  'user-images': {
    anon: row(false, false, false, false),
    userA: row(true, true, true, true),
    userB: row(false, false, false, false),
    admin: row(false, false, false, false),
  },
  // Signed contracts: the contracts function stores them (service role); admins download them.
  contracts: {
    anon: NOTHING,
    userA: NOTHING,
    userB: NOTHING,
    admin: READ_ONLY,
  },
  // Files of firm A (approved, active, listed): everyone reads, the firm writes, admins remove.
  'contractor-portfolio': {
    anon: READ_ONLY,
    userA: READ_ONLY,
    userB: READ_ONLY,
    contractorA: row(true, true, true, true),
    contractorB: READ_ONLY,
    admin: row(true, false, false, true),
  },
};

const actors: Actor[] = ['anon', 'userA', 'userB', 'contractorA', 'contractorB', 'admin', 'service'];
const operations: Operation[] = ['select', 'insert', 'update', 'delete'];

let clients: Record<Actor, SupabaseClient>;
let userA: TestUser;
let contractorA: TestUser;
const service = serviceClient();
// Firm A (owned by contractor A) and firm B: approved, active, with accounts.
let firmA = '';

// A lead that notes and activity rows inserted by the matrix can point at.
let sharedInquiryId = '';
// A round that invitations inserted by the matrix can point at.
let sharedRequestId = '';

beforeAll(async () => {
  const [a, b, ca, cb, admin] = await Promise.all([
    signedInUser('rls-a'),
    signedInUser('rls-b'),
    signedInUser('rls-contractor-a', ['contractor']),
    signedInUser('rls-contractor-b', ['contractor']),
    signedInUser('rls-admin', ['admin']),
  ]);
  userA = a;
  contractorA = ca;
  clients = {
    anon: newClient(),
    userA: a.client,
    userB: b.client,
    contractorA: ca.client,
    contractorB: cb.client,
    admin: admin.client,
    service: serviceClient(),
  };
  sharedInquiryId = await seedRow('inquiries', inquiryRow());
  firmA = await seedRow('contractors', firmRow({ owner_id: ca.user.id }));
  // Listed (one verified credential), so everyone may read its portfolio files.
  await seedRow('contractor_verifications', { contractor_id: firmA, kind: 'licence', detail: 'RLS matrix check', checked_on: '2026-11-01' });
  await seedRow('contractors', firmRow({ owner_id: cb.user.id }));
  sharedRequestId = await seedRow('bid_requests', bidRequestRow(sharedInquiryId));
});

interface TableFixture {
  /** Inserts a fresh row owned by user A with the service role; returns its id. */
  seed(): Promise<string>;
  /** A new row attributed to user A, as an actor would try to insert it. */
  newRow(): Record<string, unknown>;
  /** Removes a row an allowed insert created. */
  cleanupInserted(payload: Record<string, unknown>): Promise<void>;
  patch: Record<string, unknown>;
  /** Removes the seeded row (default: delete by id). */
  cleanup?: (id: string) => Promise<void>;
  /** For a view: the table the service role re-reads to see what really changed (default: the table itself). */
  source?: string;
  /** Whether an update took, read from the row after it (default: the patch's first column holds the patch's value). */
  changed?: (after: Record<string, unknown> | null) => boolean;
}

const firmRow = (values: Record<string, unknown> = {}) => ({
  slug: `rls-firm-${randomUUID().slice(0, 8)}`,
  company: 'Cellar Works',
  services: ['maintenance'],
  is_approved: true,
  is_active: true,
  ...values,
});

const imageRow = (contractorId: string) => ({ contractor_id: contractorId, path: `${contractorId}/${randomUUID()}.png`, alt: 'A cellar wall' });

/** An inquiry sent to firm A, still awaiting its answer. */
async function leadOfFirmA(): Promise<string> {
  const id = await seedRow('inquiries', inquiryRow());
  const assigned = await service.from('inquiries').update({ contractor_id: firmA }).eq('id', id);
  if (assigned.error) throw assigned.error;
  return id;
}

const inquiryRow = () => ({
  idempotency_key: randomUUID(),
  source: 'contact-form',
  first_name: 'Rita',
  last_name: 'Levi',
  name: 'Rita Levi',
  email: 'rita@example.com',
  phone: '+1 555 0100',
  project_type: 'residential',
  details: 'A 600-bottle cellar under the stairs.',
  message: 'Project Type: Residential Wine Cellar\n\nProject Details:\nA 600-bottle cellar under the stairs.',
});

const bidRequestRow = (inquiryId: string) => ({
  inquiry_id: inquiryId,
  brief: 'A 600-bottle cellar under the stairs.',
  project_type: 'residential',
  deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
});

/** A round on a lead of its own (one open round per lead) with firm A invited; returns the invitation. */
async function invitationOfFirmA(): Promise<{ requestId: string; invitationId: string }> {
  const requestId = await seedRow('bid_requests', bidRequestRow(await seedRow('inquiries', inquiryRow())));
  return { requestId, invitationId: await seedRow('bid_invitations', { request_id: requestId, contractor_id: firmA }) };
}

/** A service reminder of user A's, as the maintenance-reminders function stores it. */
const reminderRow = () => ({
  owner_id: userA.user.id,
  report_id: `uh-rls${randomUUID().slice(0, 8)}`,
  unit_name: 'through-the-wall unit',
  due_on: '2027-01-10',
  remind_on: '2027-01-03',
  basis: '12 months after the last service on 2026-01-10.',
  email: userA.email,
});

/** A follow-up sequence, switched off so it enrolls nobody. */
const sequenceRow = () => ({
  name: `RLS sequence ${randomUUID().slice(0, 8)}`,
  trigger_status: 'proposal-sent',
  steps: [{ delayDays: 0, subject: 'Hello', body: 'Hello {{first_name}}' }],
});
const agentRunRow = () => ({ routine: 'new-lead-triage', trigger: 'schedule' });
const agentApprovalRow = () => ({ inquiry_id: sharedInquiryId, routine: 'new-lead-triage', kind: 'email', to_email: 'rita@example.com', subject: 'Hello', body: 'Hello Rita' });

const competitorPrice = () => ({ competitor: 'Vault Cellars', bottles: 1200, price_usd: 42000, quoted_on: '2026-10-02', source: 'entered' });

/** A date of its own for each index row (the index holds one value per date). */
const randomDate = () => new Date(Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 9000) * 86_400_000).toISOString().slice(0, 10);

async function seedRow(table: string, values: Record<string, unknown>): Promise<string> {
  const inserted = await service.from(table).insert(values).select('id').single();
  if (inserted.error) throw inserted.error;
  return String((inserted.data as { id: string | number }).id);
}

/** An approved firm the public sees: listed once one credential is verified (docs/business.md, "Listing a firm"). */
async function seedListedFirm(): Promise<string> {
  const id = await seedRow('contractors', firmRow());
  await seedRow('contractor_verifications', { contractor_id: id, kind: 'licence', detail: 'RLS matrix check', checked_on: '2026-11-01' });
  return id;
}

const byId = (payload: Record<string, unknown>) => async (table: string) => {
  await service.from(table).delete().eq('id', payload.id);
};

function fixtures(): Record<string, TableFixture> {
  return {
    user_roles: {
      seed: () => seedRow('user_roles', { user_id: userA.user.id, role: 'contractor' }),
      newRow: () => ({ id: randomUUID(), user_id: userA.user.id, role: 'admin' }),
      cleanupInserted: (payload) => byId(payload)('user_roles'),
      patch: { role: 'admin' },
    },
    inquiries: {
      seed: () => seedRow('inquiries', inquiryRow()),
      newRow: () => ({ id: randomUUID(), ...inquiryRow() }),
      cleanupInserted: (payload) => byId(payload)('inquiries'),
      patch: { status: 'contacted' },
    },
    inquiry_inbox: {
      seed: () => seedRow('inquiries', inquiryRow()),
      // Only the view's own columns (it has no idempotency_key).
      newRow: () => {
        const { idempotency_key: _key, ...columns } = inquiryRow();
        return { id: randomUUID(), ...columns };
      },
      cleanupInserted: (payload) => byId(payload)('inquiries'),
      patch: { status: 'contacted' },
    },
    inquiry_notes: {
      seed: async () => seedRow('inquiry_notes', { inquiry_id: await seedRow('inquiries', inquiryRow()), body: 'Seeded note' }),
      // The columns the inbox sends: the API may not choose a note's id.
      newRow: () => ({ inquiry_id: sharedInquiryId, body: `Inserted note ${randomUUID()}` }),
      cleanupInserted: async (payload) => {
        await service.from('inquiry_notes').delete().eq('body', payload.body);
      },
      patch: { body: 'Changed' },
    },
    inquiry_activity: {
      seed: async () => seedRow('inquiry_activity', { inquiry_id: await seedRow('inquiries', inquiryRow()), kind: 'note', detail: 'Seeded' }),
      newRow: () => ({ inquiry_id: sharedInquiryId, kind: 'note', detail: 'Forged' }),
      cleanupInserted: async (payload) => {
        await service.from('inquiry_activity').delete().eq('inquiry_id', payload.inquiry_id).eq('detail', 'Forged');
      },
      patch: { detail: 'Changed' },
    },
    saved_calculations: {
      seed: () => seedRow('saved_calculations', { user_id: userA.user.id, kind: 'cost', title: 'Seeded', inputs: { bottles: 800 } }),
      newRow: () => ({ id: randomUUID(), user_id: userA.user.id, kind: 'capacity', title: 'Inserted', inputs: {} }),
      cleanupInserted: (payload) => byId(payload)('saved_calculations'),
      patch: { title: 'Changed' },
    },
    image_analyses: {
      seed: () => seedRow('image_analyses', { user_id: userA.user.id, kind: 'generated-visual', title: 'Seeded', prompt: 'a cellar' }),
      newRow: () => ({ id: randomUUID(), user_id: userA.user.id, kind: 'design', title: 'Inserted' }),
      cleanupInserted: (payload) => byId(payload)('image_analyses'),
      patch: { title: 'Changed' },
    },
    maintenance_reminders: {
      seed: () => seedRow('maintenance_reminders', reminderRow()),
      newRow: () => ({ id: randomUUID(), ...reminderRow() }),
      cleanupInserted: (payload) => byId(payload)('maintenance_reminders'),
      patch: { cancelled_at: '2026-12-01T00:00:00+00:00' },
      // The owner may cancel, but the time is the server's (a trigger writes now()).
      changed: (after) => after?.cancelled_at !== null && after?.cancelled_at !== undefined,
    },
    email_sequences: {
      seed: () => seedRow('email_sequences', sequenceRow()),
      newRow: () => ({ id: randomUUID(), ...sequenceRow() }),
      cleanupInserted: (payload) => byId(payload)('email_sequences'),
      patch: { name: 'Changed' },
    },
    sequence_enrollments: {
      seed: async () => seedRow('sequence_enrollments', { sequence_id: await seedRow('email_sequences', sequenceRow()), inquiry_id: sharedInquiryId, email: 'rita@example.com', enrolled_status: 'new' }),
      newRow: () => ({ id: randomUUID(), sequence_id: randomUUID(), inquiry_id: sharedInquiryId, email: 'rita@example.com', enrolled_status: 'new' }),
      cleanupInserted: (payload) => byId(payload)('sequence_enrollments'),
      patch: { stopped_at: '2026-12-01T00:00:00+00:00', stop_reason: 'stopped-by-admin' },
    },
    email_unsubscribes: {
      seed: () => seedRow('email_unsubscribes', { email: `rls-${randomUUID()}@example.com` }),
      newRow: () => ({ id: randomUUID(), email: `rls-${randomUUID()}@example.com` }),
      cleanupInserted: (payload) => byId(payload)('email_unsubscribes'),
      patch: { email: 'changed@example.com' },
    },
    proposals: {
      seed: async () => seedRow('proposals', { inquiry_id: await seedRow('inquiries', inquiryRow()), version: 1, draft: {}, document: {}, total_usd: 61_000 }),
      newRow: () => ({ id: randomUUID(), inquiry_id: sharedInquiryId, version: 400, draft: {}, document: {}, total_usd: 1 }),
      cleanupInserted: (payload) => byId(payload)('proposals'),
      patch: { total_usd: 1 },
    },
    contracts: {
      seed: async () => {
        const inquiryId = await seedRow('inquiries', inquiryRow());
        const proposalId = await seedRow('proposals', { inquiry_id: inquiryId, version: 1, draft: {}, document: {}, total_usd: 61_000 });
        return seedRow('contracts', { proposal_id: proposalId, inquiry_id: inquiryId, clauses: [], total_usd: 61_000 });
      },
      newRow: () => ({ id: randomUUID(), proposal_id: randomUUID(), inquiry_id: sharedInquiryId, clauses: [], total_usd: 1 }),
      cleanupInserted: (payload) => byId(payload)('contracts'),
      patch: { total_usd: 1 },
    },
    newsletter_signups: {
      seed: () => seedRow('newsletter_signups', { email: `rls-${randomUUID()}@example.com` }),
      newRow: () => ({ id: randomUUID(), email: `rls-${randomUUID()}@example.com` }),
      cleanupInserted: (payload) => byId(payload)('newsletter_signups'),
      patch: { source: 'changed' },
    },
    // The row is a firm owned by contractor A (its usual firm steps aside: one firm per account).
    contractors: {
      seed: async () => {
        await service.from('contractors').update({ owner_id: null }).eq('id', firmA);
        return seedRow('contractors', firmRow({ owner_id: contractorA.user.id, is_approved: false }));
      },
      cleanup: async (id) => {
        await service.from('contractors').delete().eq('id', id);
        await service.from('contractors').update({ owner_id: contractorA.user.id }).eq('id', firmA);
      },
      newRow: () => firmRow({ slug: `rls-new-${randomUUID().slice(0, 8)}` }),
      cleanupInserted: async (payload) => {
        await service.from('contractors').delete().eq('slug', payload.slug);
      },
      patch: { company: 'Changed Works' },
    },
    contractor_verifications: {
      seed: () => seedRow('contractor_verifications', { contractor_id: firmA, kind: 'licence', detail: 'Licence 778899' }),
      newRow: () => ({ contractor_id: firmA, kind: 'reference', detail: 'Inserted by the matrix' }),
      cleanupInserted: async () => {
        await service.from('contractor_verifications').delete().eq('detail', 'Inserted by the matrix');
      },
      patch: { detail: 'Changed' },
    },
    contractor_images: {
      seed: () => seedRow('contractor_images', imageRow(firmA)),
      newRow: () => imageRow(firmA),
      cleanupInserted: async (payload) => {
        await service.from('contractor_images').delete().eq('path', payload.path);
      },
      patch: { alt: 'Changed wall' },
    },
    contractor_profiles: {
      source: 'contractors',
      seed: seedListedFirm,
      newRow: () => ({ slug: `rls-new-${randomUUID().slice(0, 8)}`, company: 'Forged Works' }),
      cleanupInserted: async (payload) => {
        await service.from('contractors').delete().eq('slug', payload.slug);
      },
      patch: { company: 'Changed Works' },
      cleanup: async (id) => {
        await service.from('contractors').delete().eq('id', id);
      },
    },
    contractor_portfolio: {
      source: 'contractor_images',
      seed: async () => seedRow('contractor_images', imageRow(await seedListedFirm())),
      newRow: () => imageRow(firmA),
      cleanupInserted: async (payload) => {
        await service.from('contractor_images').delete().eq('path', payload.path);
      },
      patch: { alt: 'Changed wall' },
      cleanup: async (id) => {
        await service.from('contractor_images').delete().eq('id', id);
      },
    },
    contractor_overview: {
      source: 'contractors',
      seed: () => seedRow('contractors', firmRow()),
      newRow: () => firmRow(),
      cleanupInserted: async (payload) => {
        await service.from('contractors').delete().eq('slug', payload.slug);
      },
      patch: { company: 'Changed Works' },
      cleanup: async (id) => {
        await service.from('contractors').delete().eq('id', id);
      },
    },
    email_confirmations: {
      seed: async () => {
        const claimed = await service.rpc('claim_acknowledgement', { p_email: `rls-${randomUUID().slice(0, 8)}@example.com` });
        if (claimed.error) throw claimed.error;
        return String((claimed.data as Array<{ id: string }>)[0]?.id);
      },
      newRow: () => ({ id: randomUUID(), email: `rls-${randomUUID().slice(0, 8)}@example.com`, confirmed_at: new Date().toISOString(), confirmed_via: 'link' }),
      cleanupInserted: (payload) => byId(payload)('email_confirmations'),
      patch: { confirmed_via: 'admin', confirmed_at: new Date().toISOString() },
    },
    contractor_lead_events: {
      // Sending a lead to firm A writes its 'assigned' event.
      seed: async () => {
        const lead = await leadOfFirmA();
        const event = await service.from('contractor_lead_events').select('id').eq('inquiry_id', lead).eq('kind', 'assigned').single();
        if (event.error) throw event.error;
        return String((event.data as { id: number }).id);
      },
      newRow: () => ({ contractor_id: firmA, inquiry_id: randomUUID(), kind: 'changed' }),
      cleanupInserted: async (payload) => {
        await service.from('contractor_lead_events').delete().eq('inquiry_id', payload.inquiry_id);
      },
      patch: { kind: 'withdrawn' },
    },
    contractor_leads: {
      source: 'inquiries',
      seed: leadOfFirmA,
      newRow: () => ({ id: randomUUID(), name: 'Forged lead' }),
      cleanupInserted: (payload) => byId(payload)('inquiries'),
      patch: { status: 'won' },
      cleanup: async (id) => {
        await service.from('inquiries').delete().eq('id', id);
      },
    },
    bid_requests: {
      seed: async () => (await invitationOfFirmA()).requestId,
      newRow: () => ({ id: randomUUID(), ...bidRequestRow(sharedInquiryId), status: 'cancelled' }),
      cleanupInserted: (payload) => byId(payload)('bid_requests'),
      patch: { brief: 'A changed brief for the firms.' },
    },
    bid_invitations: {
      seed: async () => (await invitationOfFirmA()).invitationId,
      newRow: () => ({ id: randomUUID(), request_id: sharedRequestId, contractor_id: firmA }),
      cleanupInserted: (payload) => byId(payload)('bid_invitations'),
      patch: { price: 1000 },
    },
    // One row per routine exists from the migration: the matrix works on it and leaves it.
    agent_settings: {
      seed: async () => {
        const found = await service.from('agent_settings').select('id').eq('routine', 'new-lead-triage').single();
        if (found.error) throw found.error;
        return String((found.data as { id: string }).id);
      },
      newRow: () => ({ id: randomUUID(), routine: 'stale-follow-up' }),
      cleanupInserted: (payload) => byId(payload)('agent_settings'),
      patch: { enabled: true },
      // Put the routine's row back as the migration left it (switched off), whatever the cell did to it.
      cleanup: async () => {
        const restored = await service.from('agent_settings').upsert({ routine: 'new-lead-triage', enabled: false }, { onConflict: 'routine' });
        if (restored.error) throw restored.error;
      },
    },
    agent_runs: {
      seed: () => seedRow('agent_runs', agentRunRow()),
      newRow: () => ({ id: randomUUID(), ...agentRunRow() }),
      cleanupInserted: (payload) => byId(payload)('agent_runs'),
      patch: { status: 'done' },
    },
    agent_steps: {
      seed: async () => seedRow('agent_steps', { run_id: await seedRow('agent_runs', agentRunRow()), position: 1, action: 'read', outcome: 'done', detail: 'Seeded' }),
      newRow: () => ({ run_id: randomUUID(), position: 1, action: 'read', outcome: 'done', detail: 'Forged' }),
      cleanupInserted: async (payload) => {
        await service.from('agent_steps').delete().eq('detail', payload.detail);
      },
      patch: { detail: 'Changed' },
    },
    agent_approvals: {
      seed: () => seedRow('agent_approvals', agentApprovalRow()),
      newRow: () => ({ id: randomUUID(), ...agentApprovalRow() }),
      cleanupInserted: (payload) => byId(payload)('agent_approvals'),
      patch: { status: 'approved' },
    },
    agent_lead_marks: {
      seed: () => seedRow('agent_lead_marks', { inquiry_id: sharedInquiryId, routine: 'stale-follow-up', mark: randomUUID() }),
      newRow: () => ({ inquiry_id: sharedInquiryId, routine: 'stale-follow-up', mark: 'forged' }),
      cleanupInserted: async () => {
        await service.from('agent_lead_marks').delete().eq('mark', 'forged');
      },
      patch: { mark: 'changed' },
    },
    lead_scores: {
      seed: async () => seedRow('lead_scores', { inquiry_id: await seedRow('inquiries', inquiryRow()), score: 40, reasons: [] }),
      newRow: () => ({ id: randomUUID(), inquiry_id: sharedInquiryId, score: 90, reasons: [] }),
      cleanupInserted: (payload) => byId(payload)('lead_scores'),
      patch: { score: 77 },
    },
    lead_sentiment: {
      seed: async () => seedRow('lead_sentiment', { inquiry_id: await seedRow('inquiries', inquiryRow()), sentiment: -0.4, mood: 'negative', unhappy: true, texts: 1 }),
      newRow: () => ({ id: randomUUID(), inquiry_id: sharedInquiryId, sentiment: 0.5, mood: 'positive', texts: 1 }),
      cleanupInserted: (payload) => byId(payload)('lead_sentiment'),
      patch: { mood: 'neutral' },
    },
    lead_score_models: {
      seed: () => seedRow('lead_score_models', { weights: { intercept: -1, weights: { budget: 1 } } }),
      newRow: () => ({ id: randomUUID(), weights: { intercept: 9, weights: {} }, active: true }),
      cleanupInserted: (payload) => byId(payload)('lead_score_models'),
      patch: { created_by: userA.user.id },
    },
    material_cost_index: {
      seed: () => seedRow('material_cost_index', { recorded_on: randomDate(), value: 100 }),
      newRow: () => ({ id: randomUUID(), recorded_on: randomDate(), value: 103.5 }),
      cleanupInserted: (payload) => byId(payload)('material_cost_index'),
      patch: { note: 'Changed' },
    },
    competitor_prices: {
      seed: () => seedRow('competitor_prices', competitorPrice()),
      newRow: () => ({ id: randomUUID(), ...competitorPrice() }),
      cleanupInserted: (payload) => byId(payload)('competitor_prices'),
      patch: { competitor: 'Changed Cellars' },
    },
    // One row (id 1): seeded fresh for each cell, removed after it.
    pricing_settings: {
      seed: async () => {
        await service.from('pricing_settings').delete().eq('id', 1);
        return seedRow('pricing_settings', { id: 1 });
      },
      newRow: () => ({ id: 1, current_margin_pct: 30 }),
      cleanupInserted: (payload) => byId(payload)('pricing_settings'),
      patch: { current_margin_pct: 42 },
    },
    rate_limit_hits: {
      seed: () => seedRow('rate_limit_hits', { key: `rls-${randomUUID()}` }),
      newRow: () => ({ key: `rls-${randomUUID()}` }),
      cleanupInserted: async (payload) => {
        await service.from('rate_limit_hits').delete().eq('key', payload.key);
      },
      patch: { key: 'changed' },
    },
  };
}

async function readAsService(table: string, id: string): Promise<Record<string, unknown> | null> {
  const found = await service.from(table).select('*').eq('id', id).maybeSingle();
  if (found.error) throw found.error;
  return found.data as Record<string, unknown> | null;
}

describe('the matrix', () => {
  it('declares every table in public and every bucket, so a new one cannot slip in unchecked', async () => {
    const response = await fetch(`${env.url}/rest/v1/`, { headers: { apikey: env.serviceRoleKey, authorization: `Bearer ${env.serviceRoleKey}` } });
    const description = (await response.json()) as { paths: Record<string, unknown> };
    const tables = Object.keys(description.paths)
      .filter((path) => path !== '/' && !path.startsWith('/rpc/'))
      .map((path) => path.slice(1));
    expect(tables.sort()).toEqual(Object.keys(TABLE_MATRIX).sort());
    const buckets = await service.storage.listBuckets();
    expect((buckets.data ?? []).map((bucket) => bucket.id).sort()).toEqual(Object.keys(BUCKET_MATRIX).sort());
  });
});

/** Counts a cell whose assertions all held, as intended or as a known gap. */
function record(key: string): void {
  tally.checked += 1;
  if (key in KNOWN) tally.known += 1;
  else tally.intended += 1;
}

/**
 * Whether the grants let the service role through: refused means 42501 (or
 * 55000 for a view nothing can write through). It bypasses RLS, so any other
 * answer (done, or a constraint of the fixture's row) means the privilege held.
 */
const reachedAsService = (error: { code?: string } | null) => error === null || !['42501', '55000'].includes(error.code ?? '');

describe.each(Object.entries(TABLE_MATRIX))('table %s', (table, expected) => {
  const cells = actors.flatMap((actor) => operations.map((operation) => [actor, operation, cellsOf(table, expected, actor)[operation]] as const));

  it.each(cells)('%s · %s → allowed: %s', async (actor, operation, allowed) => {
    const fixture = fixtures()[table];
    if (!fixture) throw new Error(`no fixture for ${table}`);
    const client = clients[actor];
    const key = `${table} · ${actor} · ${operation}`;

    if (operation === 'insert') {
      const payload = fixture.newRow();
      const result = await client.from(table).insert(payload);
      if (actor === 'service') {
        expect(reachedAsService(result.error), `insert error: ${result.error?.message}`).toBe(allowed);
      } else {
        expect(result.error === null, `insert error: ${result.error?.message}`).toBe(allowed);
        // A view Postgres cannot write through at all (a join) refuses with 55000 before any privilege check: an even firmer no.
        if (!allowed) expect(fixture.source ? ['42501', '55000'] : ['42501']).toContain(result.error?.code);
      }
      if (result.error === null) await fixture.cleanupInserted(payload);
      record(key);
      return;
    }

    const id = await fixture.seed();
    try {
      if (operation === 'select') {
        const result = await client.from(table).select('id').eq('id', id);
        const visible = result.error === null && result.data.length === 1;
        expect(visible).toBe(allowed);
      } else if (operation === 'update') {
        const result = await client.from(table).update(fixture.patch, { count: 'exact' }).eq('id', id);
        const after = await readAsService(fixture.source ?? table, id);
        const [column, value] = Object.entries(fixture.patch)[0] ?? [];
        if (actor === 'service') {
          expect(reachedAsService(result.error), `update error: ${result.error?.message}`).toBe(allowed);
          if (result.error === null) expect(after?.[column ?? ''] === value).toBe(allowed);
        } else {
          expect(result.error === null && result.count === 1).toBe(allowed);
          expect(fixture.changed ? fixture.changed(after) : after?.[column ?? ''] === value).toBe(allowed);
        }
      } else {
        const result = await client.from(table).delete({ count: 'exact' }).eq('id', id);
        if (actor === 'service') {
          expect(reachedAsService(result.error), `delete error: ${result.error?.message}`).toBe(allowed);
          if (result.error === null) expect((await readAsService(fixture.source ?? table, id)) === null).toBe(allowed);
        } else {
          expect(result.error === null && result.count === 1).toBe(allowed);
          expect((await readAsService(fixture.source ?? table, id)) === null).toBe(allowed);
        }
      }
      record(key);
    } finally {
      await (fixture.cleanup ? fixture.cleanup(id) : service.from(table).delete().eq('id', id));
    }
  });
});

const bytes = (text: string) => new Blob([text], { type: 'application/pdf' });
const pngBytes = (text: string) => new Blob([text], { type: 'image/png' });

interface BucketFixture {
  /** A key for a new object that the bucket's owner rules would place under user A. */
  newKey(): string;
  body(text: string): Blob;
}

function bucketFixture(bucket: string): BucketFixture {
  if (bucket === 'inquiry-attachments') return { newKey: () => `incoming/${randomUUID()}/plan.pdf`, body: bytes };
  if (bucket === 'contracts') return { newKey: () => `${randomUUID()}/contract.pdf`, body: bytes };
  // Portfolio files live under the firm's id; user images under the user's.
  const folder = bucket === 'contractor-portfolio' ? firmA : userA.user.id;
  return { newKey: () => `${folder}/${randomUUID()}.png`, body: pngBytes };
}

async function downloadAsService(bucket: string, key: string): Promise<string | null> {
  const result = await service.storage.from(bucket).download(key);
  return result.data ? await result.data.text() : null;
}

describe.each(Object.entries(BUCKET_MATRIX))('bucket %s', (bucket, expected) => {
  const cells = actors.flatMap((actor) => operations.map((operation) => [actor, operation, cellsOf(bucket, expected, actor)[operation]] as const));

  it.each(cells)('%s · %s → allowed: %s', async (actor, operation, allowed) => {
    const fixture = bucketFixture(bucket);
    const storage = clients[actor].storage.from(bucket);
    const key = fixture.newKey();

    if (operation === 'insert') {
      const result = await storage.upload(key, fixture.body('fresh'));
      expect(result.error === null, `upload error: ${result.error?.message}`).toBe(allowed);
      expect((await downloadAsService(bucket, key)) === 'fresh').toBe(allowed);
      await service.storage.from(bucket).remove([key]);
      record(`bucket ${bucket} · ${actor} · ${operation}`);
      return;
    }

    const seeded = await service.storage.from(bucket).upload(key, fixture.body('original'));
    if (seeded.error) throw seeded.error;
    try {
      if (operation === 'select') {
        const result = await storage.download(key);
        expect(result.error === null && (await result.data?.text()) === 'original').toBe(allowed);
        const listed = await storage.list(key.split('/').slice(0, -1).join('/'));
        expect((listed.data ?? []).some((entry) => key.endsWith(entry.name))).toBe(allowed);
      } else if (operation === 'update') {
        const result = await storage.upload(key, fixture.body('replaced'), { upsert: true });
        expect(result.error === null).toBe(allowed);
        expect(await downloadAsService(bucket, key)).toBe(allowed ? 'replaced' : 'original');
      } else {
        const result = await storage.remove([key]);
        expect(result.error === null && result.data?.length === 1).toBe(allowed);
        expect((await downloadAsService(bucket, key)) === null).toBe(allowed);
      }
      record(`bucket ${bucket} · ${actor} · ${operation}`);
    } finally {
      await service.storage.from(bucket).remove([key]);
    }
  });
});

describe('storage paths', () => {
  it('keeps visitors’ attachments under incoming/<uuid>/', async () => {
    const anon = newClient().storage.from('inquiry-attachments');
    for (const key of ['plan.pdf', 'incoming/plan.pdf', 'incoming/not-a-uuid/plan.pdf', `other/${randomUUID()}/plan.pdf`]) {
      const result = await anon.upload(key, bytes('x'));
      expect(result.error, key).not.toBeNull();
    }
  });

  it('keeps user B out of user A’s folder even for new files', async () => {
    const result = await clients.userB.storage.from('user-images').upload(`${userA.user.id}/planted.png`, pngBytes('x'));
    expect(result.error).not.toBeNull();
  });
});

describe('has_role() is not an oracle over the API', () => {
  it('answers a caller only about themselves; the service role about anyone', async () => {
    const admin = await signedInUser('oracle-admin', ['admin']);
    const asks = (client: SupabaseClient, userId: string) => client.rpc('has_role', { _user_id: userId, _role: 'admin' });
    // Before, anyone learned that this account is an admin. A visitor may not call it at all now.
    expect((await asks(newClient(), admin.user.id)).error?.code).toBe('42501');
    expect((await asks(clients.userB, admin.user.id)).data).toBe(false);
    // About themselves, as the policies ask, it is still true.
    expect((await asks(admin.client, admin.user.id)).data).toBe(true);
    expect((await asks(serviceClient(), admin.user.id)).data).toBe(true);
    // And the policies built on it still let the admin in (the matrix above checks every table).
    const contractor = await signedInUser('oracle-contractor', ['contractor']);
    const roles = await admin.client.from('user_roles').select('role').eq('user_id', contractor.user.id);
    expect(roles.data).toEqual([{ role: 'contractor' }]);
    expect((await clients.userB.from('user_roles').select('role').eq('user_id', contractor.user.id)).data).toEqual([]);
  });
});

/**
 * Every function of public that PostgREST can call, as every actor: refused
 * (42501 "permission denied for function") unless tests/contract/access.ts
 * grants the actor's role EXECUTE. The arguments only need to reach the
 * function; what it then answers (its own role check, a missing row) is the
 * business of its own tests.
 */
const someId = () => randomUUID();
const RPC_ARGS: Record<string, () => Record<string, unknown>> = {
  has_role: () => ({ _user_id: someId(), _role: 'admin' }),
  current_contractor_id: () => ({}),
  lead_is_mine: () => ({ p_inquiry_id: someId() }),
  bid_request_is_mine: () => ({ p_request_id: someId() }),
  contractor_is_public: () => ({ p_folder: 'none' }),
  sequence_steps_valid: () => ({ p_steps: [] }),
  subscribe_newsletter: () => ({ p_email: `rls-rpc-${someId()}@example.com` }),
  projects_booked_this_quarter: () => ({}),
  contractor_directory: () => ({}),
  contractor_service_areas: () => ({}),
  inquiry_assignees: () => ({}),
  inquiry_dashboard: () => ({}),
  // Null weights fail the insert, so an admin's call changes no model.
  apply_lead_score_model: () => ({ p_weights: null, p_metrics: null }),
  lead_engagement: () => ({ p_ids: [] }),
  lead_saved_projects: () => ({ p_inquiry_id: someId() }),
  pricing_signals: () => ({ p_weeks: 1 }),
  contractor_respond: () => ({ p_inquiry_id: someId(), p_accept: true }),
  contractor_set_status: () => ({ p_inquiry_id: someId(), p_status: 'won' }),
  open_bid_request: () => ({ p_inquiry_id: someId(), p_brief: 'brief', p_deadline: new Date().toISOString(), p_contractor_ids: [] }),
  submit_bid: () => ({ p_invitation_id: someId(), p_price: 1, p_start_date: '2030-01-01', p_duration_weeks: 1 }),
  award_bid: () => ({ p_invitation_id: someId() }),
  cancel_bid_request: () => ({ p_request_id: someId() }),
  stop_sequence_enrollment: () => ({ p_enrollment_id: someId(), p_reason: 'replied' }),
  enroll_lead_in_sequence: () => ({ p_inquiry_id: someId(), p_sequence_id: someId() }),
  check_rate_limit: () => ({ p_key: `rls-rpc-${someId()}`, p_limit: 1, p_window_seconds: 1 }),
  agent_untriaged_leads: () => ({ p_limit: 0 }),
  agent_quiet_leads: () => ({ p_before: '2000-01-01T00:00:00Z', p_limit: 0 }),
  agent_claim: () => ({ p_inquiry_id: someId(), p_routine: 'stale-follow-up', p_mark: 'rls-rpc' }),
  agent_teammates: () => ({}),
  agent_sequences_for: () => ({ p_inquiry_id: someId() }),
  contract_append_audit: () => ({ p_id: someId(), p_entries: [] }),
  contract_edit: () => ({ p_id: someId(), p_clauses: [], p_edits: {}, p_entries: [], p_voided: {} }),
  contract_mark_sent: () => ({ p_id: someId(), p_version: 1, p_sent_to: 'x@example.com', p_sent_at: new Date().toISOString(), p_expires_at: new Date().toISOString(), p_entry: {} }),
  contract_sign: () => ({ p_id: someId(), p_version: 1, p_name: 'Nobody Here', p_ip: null, p_user_agent: null, p_at: new Date().toISOString(), p_entry: {} }),
  contract_pdf_stored: () => ({ p_id: someId(), p_path: 'none.pdf', p_entry: {} }),
  plain_text: () => ({ p_text: 'text' }),
  email_is_confirmed: () => ({ p_email: 'nobody@example.com' }),
  confirm_email_address: () => ({ p_email: `rls-rpc-${someId()}@example.com`, p_via: 'admin' }),
  confirm_email_by_id: () => ({ p_id: someId() }),
  claim_acknowledgement: () => ({ p_email: `rls-rpc-${someId()}@example.com` }),
  release_acknowledgement: () => ({ p_id: someId() }),
  due_sequence_enrollments: () => ({ p_now: '2000-01-01T00:00:00Z', p_email: 'nobody@example.com', p_limit: 1 }),
  due_maintenance_reminders: () => ({ p_today: '2000-01-01', p_email: 'nobody@example.com', p_limit: 1 }),
  confirm_lead_email: () => ({ p_inquiry_id: someId() }),
  own_email_confirmed: () => ({}),
  // Internal helpers: nobody may call them over the API.
  agent_quiet_mark: () => ({ p_at: '2026-01-01T00:00:00Z' }),
  bid_plain_text: () => ({ p_text: 'text' }),
  current_actor_email: () => ({}),
  log_inquiry_activity: () => ({ p_inquiry_id: someId(), p_kind: 'note' }),
  log_lead_contractor: () => ({ p_inquiry_id: someId(), p_kind: 'note', p_contractor_id: null, p_from: null, p_to: null, p_detail: null }),
  quarter_start: () => ({ p_at: '2026-01-01T00:00:00Z' }),
  sequence_first_due: () => ({ p_steps: [] }),
  sequence_stop_label: () => ({ p_reason: 'replied' }),
  won_projects: () => ({}),
};

const roleOf = (actor: Actor) => (actor === 'anon' ? 'anon' : actor === 'service' ? 'service_role' : 'authenticated');
// Trigger functions cannot be called at all, and agent_leads_json takes a whole row: neither is an RPC.
const RPCS = Object.entries(FUNCTION_PRIVILEGES)
  .map(([signature, grants]) => [signature.slice(0, signature.indexOf('(')), grants] as const)
  .filter(([name]) => name in RPC_ARGS);

describe('the RPC matrix', () => {
  it('calls every function of public but the trigger functions and agent_leads_json', () => {
    const callable = Object.keys(FUNCTION_PRIVILEGES)
      .map((signature) => signature.slice(0, signature.indexOf('(')))
      .filter((name) => name !== 'agent_leads_json' && !/(_before_|_after_|_log|_guard_|_stamp|set_updated_at|inquiries_sequences|_before_write)/.test(name));
    expect(Object.keys(RPC_ARGS).sort()).toEqual(callable.sort());
  });
});

describe.each(RPCS)('rpc %s', (name, grants) => {
  const cells = actors.map((actor) => [actor, grants[roleOf(actor)] === 'execute'] as const);

  it.each(cells)('%s · execute → allowed: %s', async (actor, allowed) => {
    const args = RPC_ARGS[name]?.() ?? {};
    const result = await clients[actor].rpc(name, args);
    const refused = result.error?.code === '42501' && /permission denied for function/i.test(result.error.message);
    expect(refused, `${name} as ${actor}: ${result.error?.code} ${result.error?.message}`).toBe(!allowed);
    record(`rpc ${name} · ${actor} · execute`);
  });
});

afterAll(() => {
  const engine = process.env.CONTRACT_ENGINE_LABEL ?? (env.engine === 'pglite' ? 'PGlite' : env.engine);
  const known = Object.keys(KNOWN);
  console.info(
    `[rls matrix · ${engine}] ${tally.checked} cells checked: ${tally.intended} as intended, ${tally.known} known gaps` +
      (known.length > 0 ? ` (${known.map((key) => `${key}: ${KNOWN[key]}`).join('; ')})` : ''),
  );
});
