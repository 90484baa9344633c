import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { COST_LINE_KEYS } from '../../supabase/functions/_domain/estimator/options.ts';
import { leadRow, newClient, serviceClient, signedInUser, type TestUser } from './helpers.ts';

/**
 * /dynamic-pricing against the backend: the public count of projects booked
 * this quarter (a number, nothing about a lead), the admin's signals, and the
 * settings' checks. The RLS of its two tables is in rls.test.ts's matrix.
 */
const service = serviceClient();
let admin: TestUser;
let plain: TestUser;

beforeAll(async () => {
  [admin, plain] = await Promise.all([signedInUser('pricing-admin', ['admin']), signedInUser('pricing-plain')]);
});

async function seedLead(): Promise<string> {
  const inserted = await service.from('inquiries').insert(leadRow({ name: 'Quarter Lead' })).select('id').single();
  if (inserted.error) throw inserted.error;
  return (inserted.data as { id: string }).id;
}

const bookedCount = async () => {
  const result = await newClient().rpc('projects_booked_this_quarter');
  expect(result.error).toBeNull();
  return result.data as number;
};

describe('projects booked this quarter', () => {
  it('counts a lead won now for anyone, as a bare number; a lead lost again no longer counts', async () => {
    const before = await bookedCount();
    const id = await seedLead();
    expect(await bookedCount()).toBe(before);
    await admin.client.from('inquiries').update({ status: 'won' }).eq('id', id);
    expect(await bookedCount()).toBe(before + 1);
    await admin.client.from('inquiries').update({ status: 'lost', status_reason: 'Client withdrew' }).eq('id', id);
    expect(await bookedCount()).toBe(before);
  });

  it('does not count a lead won in an earlier quarter', async () => {
    const before = await bookedCount();
    const id = await seedLead();
    await admin.client.from('inquiries').update({ status: 'won' }).eq('id', id);
    // Move the win into last quarter, as if it had been won then.
    const moved = await service
      .from('inquiry_activity')
      .update({ created_at: new Date(Date.now() - 120 * 86_400_000).toISOString() })
      .eq('inquiry_id', id)
      .eq('to_value', 'won');
    expect(moved.error).toBeNull();
    expect(await bookedCount()).toBe(before);
  });

  it('keeps the rest of the pipeline private: the internal list is not callable', async () => {
    for (const client of [newClient(), plain.client, admin.client]) {
      const result = await client.rpc('won_projects');
      expect(result.error).not.toBeNull();
    }
  });
});

describe('pricing signals', () => {
  it('refuses anyone but an admin', async () => {
    expect((await newClient().rpc('pricing_signals')).error).not.toBeNull();
    expect((await plain.client.rpc('pricing_signals')).error?.code).toBe('42501');
  });

  it('gives an admin this quarter’s booked projects and twelve complete weeks of leads', async () => {
    const id = await seedLead();
    await admin.client.from('inquiries').update({ status: 'won' }).eq('id', id);
    const result = await admin.client.rpc('pricing_signals', { p_weeks: 12 });
    expect(result.error).toBeNull();
    const signals = result.data as { booked: Array<{ id: string; name: string }>; weeks: Array<{ weekStart: string; leads: number }>; thisWeek: { leads: number }; quarterStart: string };
    expect(signals.booked.find((project) => project.id === id)).toMatchObject({ name: 'Quarter Lead' });
    expect(signals.weeks).toHaveLength(12);
    expect(new Date(`${signals.weeks[0]?.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(signals.thisWeek.leads).toBeGreaterThanOrEqual(1);
    expect(new Date(signals.quarterStart).getUTCMonth() % 3).toBe(0);
    expect((await admin.client.rpc('pricing_signals', { p_weeks: 2 })).error?.code).toBe('22023');
  });
});

describe('the admin’s pricing data', () => {
  it('holds the cost index to a positive value and one entry per date', async () => {
    const index = admin.client.from('material_cost_index');
    expect((await index.insert({ recorded_on: '2001-03-01', value: 0 })).error?.code).toBe('23514');
    expect((await index.insert({ recorded_on: '2001-03-01', value: 104.5, note: 'Lumber up' })).error).toBeNull();
    expect((await index.insert({ recorded_on: '2001-03-01', value: 105 })).error?.code).toBe('23505');
    const row = await service.from('material_cost_index').select('created_by').eq('recorded_on', '2001-03-01').single();
    expect(row.data).toEqual({ created_by: admin.user.id });
    await service.from('material_cost_index').delete().eq('recorded_on', '2001-03-01');
  });

  it('accepts margins only for the estimator’s cost lines, between 0 and 80 %', async () => {
    const settings = admin.client.from('pricing_settings');
    expect((await settings.upsert({ id: 1, target_margins: { plumbing: 30 } })).error?.code).toBe('23514');
    expect((await settings.upsert({ id: 1, target_margins: { racking: 95 } })).error?.code).toBe('23514');
    expect((await settings.upsert({ id: 1, target_margins: { racking: '30' } })).error?.code).toBe('23514');
    expect((await settings.upsert({ id: 2 })).error).not.toBeNull();
    const all = Object.fromEntries(COST_LINE_KEYS.map((key) => [key, 40]));
    expect((await settings.upsert({ id: 1, current_margin_pct: 35, target_margins: all, baseline_index: 100 })).error).toBeNull();
    await service.from('pricing_settings').delete().eq('id', 1);
  });

  it('names the same cost lines as the estimator', () => {
    const sql = readFileSync('supabase/migrations/20261127050000_pricing.sql', 'utf8');
    const listed = /target_margins - array\[([^\]]+)\]/.exec(sql)?.[1]?.match(/'([^']+)'/g)?.map((quoted) => quoted.slice(1, -1));
    expect(listed).toEqual([...COST_LINE_KEYS]);
  });
});

describe('competitor prices', () => {
  it('hold a data point to a competitor, a bottle count in the estimator’s range, a price and a date', async () => {
    const prices = admin.client.from('competitor_prices');
    const point = { competitor: 'Vault Cellars', bottles: 1200, price_usd: 42000, quoted_on: '2026-10-02', source: 'quote', source_name: 'vault-quote.pdf' };
    for (const bad of [{ competitor: '  ' }, { bottles: 5 }, { bottles: 60000 }, { price_usd: 0 }, { source: 'scraped' }, { quoted_on: '1999-12-31' }]) {
      expect((await prices.insert({ ...point, ...bad })).error?.code, JSON.stringify(bad)).toBe('23514');
    }
    const saved = await prices.insert(point).select('id, created_by').single();
    expect(saved.error).toBeNull();
    expect((saved.data as { created_by: string }).created_by).toBe(admin.user.id);
    expect((await plain.client.from('competitor_prices').select('id')).data).toEqual([]);
    await service.from('competitor_prices').delete().eq('id', (saved.data as { id: string }).id);
  });
});
