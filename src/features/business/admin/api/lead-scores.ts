/**
 * Scores as the business keeps them (20261127010000_lead_scores.sql): the
 * engine (supabase/functions/_domain/scoring) runs here, in the admin's browser, and the results are
 * stored so the inbox sorts by them in the database. Nothing leaves the
 * business's backend.
 */
import { readOne, readRows, writeRows } from '@/lib/db-read.ts';
import { FEATURES, featuresOf, NO_ENGAGEMENT, type Engagement, type ScoredLead } from '@domain/scoring/features.ts';
import { canFit, type Example, type FitReport } from '@domain/scoring/fit.ts';
import { PRIORS, scoreLead, type Weights } from '@domain/scoring/model.ts';
import { INBOX_VIEW } from './inbox-query.ts';
import { readAllRows } from './read-all-rows.ts';

const SCORING_COLUMNS = 'id, project_type, budget, timeline, details, location, capacity_bottles, calculation, attachments';
const BATCH = 500;

export interface ActiveModel {
  id: string | null;
  model: Weights;
  /** The fit's report when the model was fitted; null for the stated priors. */
  metrics: Omit<FitReport, 'model'> | null;
  created_at: string | null;
}

export const PRIOR_MODEL: ActiveModel = { id: null, model: PRIORS, metrics: null, created_at: null };

/** A stored model is used only if it has every weight as a number; anything else falls back to the priors. */
function readWeights(value: unknown): Weights | null {
  const candidate = value as Partial<Weights> | null;
  if (typeof candidate?.intercept !== 'number' || typeof candidate.weights !== 'object' || candidate.weights === null) return null;
  const weights = candidate.weights as Record<string, unknown>;
  return FEATURES.every((feature) => typeof weights[feature] === 'number') ? (candidate as Weights) : null;
}

export async function fetchActiveModel(): Promise<ActiveModel> {
  const row = await readOne<{ id: string; weights: unknown; metrics: ActiveModel['metrics']; created_at: string }>((db) =>
    db.from('lead_score_models').select('id, weights, metrics, created_at').eq('active', true).maybeSingle(),
  );
  const model = readWeights(row?.weights);
  if (!row || !model) return PRIOR_MODEL;
  // Priors applied again carry no fit report.
  const metrics = row.metrics && 'fitted' in row.metrics ? row.metrics : null;
  return { id: row.id, model, metrics, created_at: row.created_at };
}

async function engagementOf(ids: readonly string[]): Promise<Map<string, Engagement>> {
  if (ids.length === 0) return new Map();
  const rows = await readRows<{ inquiry_id: string; saved_calculations: number; saved_designs: number }>((db) => db.rpc('lead_engagement', { p_ids: ids }));
  return new Map(rows.map((row) => [row.inquiry_id, { savedCalculations: row.saved_calculations, savedDesigns: row.saved_designs }]));
}

async function storeScores(active: ActiveModel, leads: readonly ScoredLead[]): Promise<void> {
  const engagement = await engagementOf(leads.map((lead) => lead.id));
  const rows = leads.map((lead) => ({ inquiry_id: lead.id, model_id: active.id, ...scoreLead(active.model, lead, engagement.get(lead.id)) }));
  if (rows.length === 0) return;
  await writeRows((db) => db.from('lead_scores').upsert(rows, { onConflict: 'inquiry_id' }));
}

/** Scores every lead that has no score yet (new arrivals); returns how many. */
export async function scoreUnscored(): Promise<number> {
  const active = await fetchActiveModel();
  let done = 0;
  for (;;) {
    const leads = await readRows<ScoredLead>((db) => db.from(INBOX_VIEW).select(SCORING_COLUMNS).is('score', null).order('created_at', { ascending: false }).limit(BATCH));
    await storeScores(active, leads);
    done += leads.length;
    if (leads.length < BATCH) return done;
  }
}

/** Scores every lead again with the active model (after a new model, or when engagement has grown); returns how many. */
export async function rescoreAll(): Promise<number> {
  const active = await fetchActiveModel();
  let done = 0;
  for (let from = 0; ; from += BATCH) {
    const leads = await readRows<ScoredLead>((db) => db.from('inquiries').select(SCORING_COLUMNS).order('id').range(from, from + BATCH - 1));
    await storeScores(active, leads);
    done += leads.length;
    if (leads.length < BATCH) return done;
  }
}

export interface TrainingSet {
  examples: Example[];
  won: number;
  lost: number;
  /** Whether there are enough closed leads to fit (fit.ts, MIN_CLOSED and MIN_EACH). */
  enough: boolean;
}

/** The business's won and lost leads as examples, oldest first (a stable order, so the folds are the same each time). */
export async function fetchTrainingSet(): Promise<TrainingSet> {
  const leads = await readAllRows<ScoredLead & { status: string }>((db, from, to) =>
    db.from('inquiries').select(`${SCORING_COLUMNS}, status`).in('status', ['won', 'lost']).order('created_at').order('id').range(from, to),
  );
  const engagement = new Map<string, Engagement>();
  for (let i = 0; i < leads.length; i += BATCH) {
    for (const [id, value] of await engagementOf(leads.slice(i, i + BATCH).map((lead) => lead.id))) engagement.set(id, value);
  }
  const examples = leads.map((lead) => ({ x: featuresOf(lead, engagement.get(lead.id) ?? NO_ENGAGEMENT), won: lead.status === 'won' }));
  const won = examples.filter((example) => example.won).length;
  return { examples, won, lost: examples.length - won, enough: canFit(examples) };
}

/** Makes a model the one leads are scored with, then rescores every lead with it. */
export async function applyModel(model: Weights, metrics: Omit<FitReport, 'model'> | null): Promise<number> {
  await writeRows((db) => db.rpc('apply_lead_score_model', { p_weights: model, p_metrics: metrics ?? { priors: true } }));
  return rescoreAll();
}
