/**
 * The lead inbox with 10,000 leads: starts an in-memory local backend, seeds
 * the leads with the service role, then times, as a signed-in admin, the
 * same queries /admin sends (src/features/business/admin/api/inbox-query.ts): the first
 * page with its count, each filter, a search, a combined filter, the
 * dashboard strip and a CSV-sized fetch. Median of --runs (default 7).
 *
 *   npx tsx scripts/bench/admin-inbox.ts [--leads 10000] [--runs 7]
 *
 * The figure is written down in docs/performance.md ("The lead inbox").
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend } from '../../backend/server.ts';
import { BUDGETS, PROJECT_TYPES, TIMELINES } from '../../supabase/functions/_domain/inquiry/rules.ts';
import { fetchAllFiltered, fetchInboxPage } from '../../src/features/business/admin/api/inbox-query.ts';
import { filtersSchema, type InboxFilters } from '../../src/features/business/admin/lib/filters.ts';
import { STATUSES } from '../../src/features/business/admin/lib/pipeline.ts';

const arg = (flag: string, fallback: number) => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

const LEADS = arg('--leads', 10_000);
const RUNS = arg('--runs', 7);
const FIRST = ['Rita', 'Jonas', 'Amelie', 'Marco', 'Sofia', 'Henrik', 'Claire', 'Tomas', 'Ines', 'Dev'];
const LAST = ['Levi', 'Moreau', 'Okafor', 'Lindqvist', 'Rossi', 'Tanaka', 'Baptiste', 'Novak', 'Keller', 'Shah'];

const client = (url: string, key: string) =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function lead(n: number, now: number) {
  const first = pick(FIRST, n);
  const last = pick(LAST, Math.floor(n / 10));
  const status = pick(STATUSES, n * 7 + Math.floor(n / 3));
  const created = new Date(now - (n % 365) * 86_400_000 - (n % 1440) * 60_000);
  const details = `A ${300 + (n % 40) * 50}-bottle cellar, lead ${n}.`;
  return {
    idempotency_key: randomUUID(),
    source: n % 3 === 0 ? 'quote' : 'contact-form',
    first_name: first,
    last_name: last,
    name: `${first} ${last}`,
    email: `lead${n}@example.com`,
    phone: '+1 555 0100',
    project_type: pick(PROJECT_TYPES, n),
    budget: n % 6 === 5 ? null : pick(BUDGETS, n),
    timeline: pick(TIMELINES, n + 2),
    details,
    message: `Project Details:\n${details}`,
    status,
    status_reason: status === 'lost' || status === 'on-hold' ? 'Chose another builder' : null,
    created_at: created.toISOString(),
    last_activity_at: created.toISOString(),
  };
}

async function seed(service: SupabaseClient) {
  const now = Date.now();
  for (let start = 0; start < LEADS; start += 500) {
    const rows = Array.from({ length: Math.min(500, LEADS - start) }, (_, i) => lead(start + i, now));
    const { error } = await service.from('inquiries').insert(rows);
    if (error) throw new Error(`seed failed: ${error.message}`);
  }
}

async function time(run: () => Promise<unknown>): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? NaN;
}

const backend = await startBackend({ port: 0, quiet: true, functions: false });
try {
  const service = client(backend.url, backend.serviceRoleKey);
  const email = `bench-admin-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench-admin-password';
  const made = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (made.error || !made.data.user) throw made.error ?? new Error('no admin');
  await service.from('user_roles').insert({ user_id: made.data.user.id, role: 'admin' });
  const admin = client(backend.url, backend.anonKey);
  const signIn = await admin.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;

  const seeded = performance.now();
  await seed(service);
  console.log(`Seeded ${LEADS.toLocaleString('en-US')} leads in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const filters = (values: Partial<Record<string, string>>): InboxFilters => filtersSchema.parse(values);
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['First page (50) + exact count, newest first', () => fetchInboxPage(admin, filters({}))],
    ['Page 100 of 200', () => fetchInboxPage(admin, filters({ page: '100' }))],
    ['Status = proposal sent', () => fetchInboxPage(admin, filters({ status: 'proposal-sent' }))],
    ['Search "lindqvist"', () => fetchInboxPage(admin, filters({ q: 'lindqvist' }))],
    ['Search "lead 4321"', () => fetchInboxPage(admin, filters({ q: 'lead 4321' }))],
    [
      'Type + budget + timeline + source + date range',
      () =>
        fetchInboxPage(admin, filters({ type: 'residential', budget: '50k-100k', timeline: '1-3months', source: 'contact-form', from: '2020-01-01', to: '2100-01-01' })),
    ],
    ['Unread, sorted by largest budget', () => fetchInboxPage(admin, filters({ unread: '1', sort: 'budget' }))],
    ['Stale only', () => fetchInboxPage(admin, filters({ stale: '1' }))],
    ['Unassigned', () => fetchInboxPage(admin, filters({ assignee: 'none' }))],
    ['Dashboard strip + status counts (rpc)', async () => {
        const { error } = await admin.rpc('inquiry_dashboard');
        if (error) throw error;
      }],
    ['CSV export: all leads of one status', () => fetchAllFiltered(admin, filters({ status: 'won' }))],
  ];

  const results: Array<[string, number]> = [];
  for (const [label, run] of cases) results.push([label, await time(run)]);
  const width = Math.max(...results.map(([label]) => label.length));
  console.log(`\nMedian of ${RUNS} runs, ${LEADS.toLocaleString('en-US')} leads, as a signed-in admin through supabase-js:`);
  for (const [label, ms] of results) console.log(`  ${label.padEnd(width)}  ${ms.toFixed(0).padStart(5)} ms`);
} finally {
  await backend.stop();
}
