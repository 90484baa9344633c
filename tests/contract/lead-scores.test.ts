import { beforeAll, describe, expect, it } from 'vitest';
import { leadRow, serviceClient, signedInUser, uniqueEmail, type TestUser } from './helpers.ts';

/**
 * /lead-scoring's tables beyond the RLS matrix (rls.test.ts): the inbox view
 * carries the stored score and sorts by it, a model is applied only through
 * the function and only by an admin (one active at a time), and engagement
 * answers admins with counts of a lead's saved work, never the items.
 */
const service = serviceClient();
let admin: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  [admin, visitor] = await Promise.all([signedInUser('score-admin', ['admin']), signedInUser('score-visitor')]);
});

async function seedLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const inserted = await service.from('inquiries').insert(leadRow(overrides)).select('id').single();
  if (inserted.error) throw inserted.error;
  return (inserted.data as { id: string }).id;
}

describe('lead scores', () => {
  it('the inbox view carries the score and its reasons, and sorts by it', async () => {
    const tag = uniqueEmail('score-sort');
    const [low, high] = [await seedLead({ email: tag, name: 'Low Scorer' }), await seedLead({ email: tag, name: 'High Scorer' })];
    const reasons = [{ feature: 'budget', label: 'Budget', value: 'Over $200,000', points: 19 }];
    const written = await admin.client.from('lead_scores').upsert(
      [
        { inquiry_id: low, score: 12, reasons: [] },
        { inquiry_id: high, score: 88, reasons },
      ],
      { onConflict: 'inquiry_id' },
    );
    expect(written.error).toBeNull();
    const listed = await admin.client.from('inquiry_inbox').select('id, score, score_reasons').eq('email', tag).order('score', { ascending: false });
    expect(listed.data).toEqual([
      { id: high, score: 88, score_reasons: reasons },
      { id: low, score: 12, score_reasons: [] },
    ]);
    // A rescore overwrites; a score outside 0–100 is refused by the database.
    expect((await admin.client.from('lead_scores').upsert({ inquiry_id: low, score: 30, reasons: [] }, { onConflict: 'inquiry_id' })).error).toBeNull();
    expect((await admin.client.from('lead_scores').upsert({ inquiry_id: low, score: 101, reasons: [] }, { onConflict: 'inquiry_id' })).error).not.toBeNull();
    expect((await admin.client.from('inquiry_inbox').select('score').eq('id', low).single()).data).toEqual({ score: 30 });
  });

  it('applies a model only for an admin, and keeps one active', async () => {
    const weights = { intercept: -1.2, weights: { budget: 2 } };
    expect((await visitor.client.rpc('apply_lead_score_model', { p_weights: weights, p_metrics: {} })).error?.code).toBe('42501');
    try {
      const first = await admin.client.rpc('apply_lead_score_model', { p_weights: weights, p_metrics: { won: 12, lost: 14 } });
      expect(first.error).toBeNull();
      const second = await admin.client.rpc('apply_lead_score_model', { p_weights: { ...weights, intercept: -1 }, p_metrics: {} });
      expect(second.error).toBeNull();
      const active = await admin.client.from('lead_score_models').select('id, weights').eq('active', true);
      expect(active.data).toEqual([{ id: second.data, weights: { intercept: -1, weights: { budget: 2 } } }]);
      expect((await visitor.client.from('lead_score_models').select('id')).data).toEqual([]);
    } finally {
      // The backend is shared: a one-feature model left active would score every later test's leads (the agents' triage) with it.
      await service.from('lead_score_models').update({ active: false }).eq('active', true);
    }
  });

  it('counts a lead’s saved calculations and designs for an admin, by the address the lead wrote from', async () => {
    const lead = await seedLead({ email: visitor.email.toUpperCase() });
    const stranger = await seedLead({ email: uniqueEmail('no-account') });
    expect((await visitor.client.from('saved_calculations').insert({ kind: 'cost', title: 'Cellar cost', inputs: {} })).error).toBeNull();
    expect((await visitor.client.from('saved_calculations').insert({ kind: 'climate', title: 'Cooling', inputs: {} })).error).toBeNull();
    expect((await visitor.client.from('image_analyses').insert({ kind: 'design', title: 'A design' })).error).toBeNull();

    const counts = await admin.client.rpc('lead_engagement', { p_ids: [lead, stranger] });
    expect(counts.error).toBeNull();
    expect(counts.data).toEqual(
      expect.arrayContaining([
        { inquiry_id: lead, saved_calculations: 2, saved_designs: 1 },
        { inquiry_id: stranger, saved_calculations: 0, saved_designs: 0 },
      ]),
    );
    expect((await visitor.client.rpc('lead_engagement', { p_ids: [lead] })).data).toEqual([]);
  });
});

describe('lead sentiment', () => {
  it('the inbox view carries the mood and the flags an admin stored, and one row per lead', async () => {
    const lead = await seedLead({ email: uniqueEmail('mood') });
    const row = { inquiry_id: lead, sentiment: -0.52, mood: 'negative', unhappy: true, urgent: true, topics: ['climate', 'maintenance'], cues: ['not working'], texts: 2 };
    expect((await admin.client.from('lead_sentiment').upsert(row, { onConflict: 'inquiry_id' })).error).toBeNull();
    expect((await admin.client.from('lead_sentiment').upsert({ ...row, mood: 'angry' }, { onConflict: 'inquiry_id' })).error).not.toBeNull();
    expect((await admin.client.from('lead_sentiment').upsert({ ...row, sentiment: -0.6 }, { onConflict: 'inquiry_id' })).error).toBeNull();
    const seen = await admin.client.from('inquiry_inbox').select('sentiment').eq('id', lead).single();
    expect(seen.data).toEqual({ sentiment: { mood: 'negative', unhappy: true, urgent: true, cues: ['not working'] } });
    const attention = await admin.client.from('inquiry_inbox').select('id').eq('needs_attention', true).eq('id', lead);
    expect(attention.data).toEqual([{ id: lead }]);
    const calm = await seedLead({ email: uniqueEmail('calm') });
    expect((await admin.client.from('inquiry_inbox').select('needs_attention').eq('id', calm).single()).data).toEqual({ needs_attention: false });
    expect((await service.from('lead_sentiment').select('sentiment').eq('inquiry_id', lead)).data).toEqual([{ sentiment: -0.6 }]);
  });
});
