/**
 * The maintenance reminder's read fails with the database's own error (a
 * DbError that keeps its code), from the reminder's row or from the check of
 * the visitor's confirmed address.
 */
import { describe, expect, it, vi } from 'vitest';
import { DbError } from '@/lib/errors.ts';

const refused = { message: 'permission denied for table maintenance_reminders', code: '42501', details: null, hint: null };
const row = { id: 'r-1', remind_on: '2027-05-01', due_on: '2027-05-15', email: 'ana@example.com', sent_at: null, confirmed_at: null };
/** A query builder that accepts any chain of calls and answers `result` when awaited. */
const answering = (result: unknown): object => {
  const chain: object = new Proxy(() => undefined, {
    get: (_target, prop) => (prop === 'then' ? (resolve: (value: unknown) => void) => resolve(result) : () => chain),
  });
  return chain;
};
const refuse = vi.hoisted(() => ({ row: false, rpc: false }));
const db = {
  from: vi.fn(() => answering(refuse.row ? { data: null, error: refused } : { data: [row], error: null })),
  rpc: vi.fn(async () => (refuse.rpc ? { data: null, error: refused } : { data: true, error: null })),
};
vi.mock('@/lib/supabase.ts', () => ({ getSupabase: async () => db }));

const { liveReminderQuery } = await import('./reminders.ts');

const read = () => {
  const { queryFn } = liveReminderQuery('report-1', 'user-1');
  if (typeof queryFn !== 'function') throw new Error('the reminder query has no reader');
  return (queryFn as () => Promise<unknown>)();
};

describe('live reminder read', () => {
  it.each([
    ['the reminder row', { row: true, rpc: false }],
    ['the address check', { row: false, rpc: true }],
  ])('a refused read of %s keeps the database’s code and words', async (_name, refusal) => {
    Object.assign(refuse, refusal);
    const failure = await read().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DbError);
    expect(failure).toMatchObject({ code: '42501', message: refused.message });
  });

  it('answers the reminder when both reads succeed', async () => {
    Object.assign(refuse, { row: false, rpc: false });
    await expect(read()).resolves.toMatchObject({ id: 'r-1', remindOn: '2027-05-01', addressConfirmed: true });
  });
});
