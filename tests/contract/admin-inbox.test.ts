import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '../../supabase/functions/_domain/inquiry/rules.ts';
import { fetchInboxPage } from '../../src/features/business/admin/api/inbox-query.ts';
import { parseFilters } from '../../src/features/business/admin/lib/filters.ts';
import { BUDGET_MIDPOINTS, STALE_DAYS, STATUSES } from '../../src/features/business/admin/lib/pipeline.ts';
import { leadRow, newClient, serviceClient, signedInUser, type TestUser } from './helpers.ts';

/**
 * The lead inbox's database side: the log the triggers write (with the
 * actor), the reason rule, who can read what, and the copies of the
 * pipeline rules the browser keeps.
 */
const service = serviceClient();
let admin: TestUser;
let other: TestUser;
let plain: TestUser;

const lead = leadRow;

async function seedLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await service.from('inquiries').insert(lead(overrides)).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function activity(id: string) {
  const { data, error } = await service.from('inquiry_activity').select('kind, actor_id, actor_email, from_value, to_value, detail').eq('inquiry_id', id).order('id');
  if (error) throw error;
  return data as Array<{ kind: string; actor_id: string | null; actor_email: string | null; from_value: string | null; to_value: string | null; detail: string | null }>;
}

beforeAll(async () => {
  [admin, other, plain] = await Promise.all([signedInUser('inbox-admin', ['admin']), signedInUser('inbox-admin2', ['admin']), signedInUser('inbox-plain')]);
});

describe('the activity log is written by the database', () => {
  it('logs receipt, first open, status, assignment and notes with who did it', async () => {
    const id = await seedLead();
    const db = admin.client.from('inquiries');

    expect((await db.update({ first_opened_at: '2000-01-01T00:00:00Z' }).eq('id', id)).error).toBeNull();
    expect((await db.update({ status: 'contacted' }).eq('id', id)).error).toBeNull();
    expect((await db.update({ assignee_id: other.user.id }).eq('id', id)).error).toBeNull();
    expect((await admin.client.from('inquiry_notes').insert({ inquiry_id: id, body: '  Called, wants a tasting room.  ' })).error).toBeNull();
    // A second open changes nothing and logs nothing.
    expect((await db.update({ first_opened_at: new Date().toISOString() }).eq('id', id)).error).toBeNull();

    const log = await activity(id);
    expect(log.map((entry) => entry.kind)).toEqual(['received', 'opened', 'status', 'assignment', 'note']);
    expect(log[0]).toMatchObject({ actor_id: null, detail: 'quote' });
    for (const entry of log.slice(1)) expect(entry).toMatchObject({ actor_id: admin.user.id, actor_email: admin.email });
    expect(log[2]).toMatchObject({ from_value: 'new', to_value: 'contacted' });
    expect(log[3]).toMatchObject({ to_value: other.user.id, detail: other.email });
    expect(log[4]?.detail).toBe('Called, wants a tasting room.');

    const row = await service.from('inquiries').select('first_opened_at, last_activity_at, created_at').eq('id', id).single();
    const opened = new Date((row.data as { first_opened_at: string }).first_opened_at).getTime();
    // The database's clock, not the client's 2000-01-01.
    expect(opened).toBeGreaterThan(Date.parse('2020-01-01'));

    const note = await admin.client.from('inquiry_notes').select('author_id, author_email, body').eq('inquiry_id', id).single();
    expect(note.data).toEqual({ author_id: admin.user.id, author_email: admin.email, body: 'Called, wants a tasting room.' });
  });

  it('signs a note as its real author whatever the client claims, and refuses client-written log entries', async () => {
    const id = await seedLead();
    // Claiming an author is refused outright (the API may write only a note's inquiry, body and sharing)…
    const claimed = await admin.client.from('inquiry_notes').insert({ inquiry_id: id, body: 'Mine', author_id: other.user.id, author_email: 'ceo@example.com' });
    expect(claimed.error?.code).toBe('42501');
    // …and a note is signed by whoever wrote it.
    await admin.client.from('inquiry_notes').insert({ inquiry_id: id, body: 'Mine' });
    const note = await service.from('inquiry_notes').select('author_id, author_email').eq('inquiry_id', id).single();
    expect(note.data).toEqual({ author_id: admin.user.id, author_email: admin.email });

    const forged = await admin.client.from('inquiry_activity').insert({ inquiry_id: id, kind: 'status', detail: 'forged' });
    expect(forged.error?.code).toBe('42501');
    const stamp = await admin.client.from('inquiries').update({ last_activity_at: '2000-01-01T00:00:00Z' }).eq('id', id);
    expect(stamp.error?.code).toBe('42501');
  });

  it('assigns only to admins', async () => {
    const id = await seedLead();
    const result = await admin.client.from('inquiries').update({ assignee_id: plain.user.id }).eq('id', id);
    expect(result.error?.code).toBe('23514');
  });
});

describe('lost and on hold need a reason', () => {
  it.each(['lost', 'on-hold'])('%s without a reason is refused; with one it is logged with the reason', async (status) => {
    const id = await seedLead();
    const db = admin.client.from('inquiries');
    expect((await db.update({ status }).eq('id', id)).error?.code).toBe('23514');
    expect((await db.update({ status, status_reason: '   ' }).eq('id', id)).error?.code).toBe('23514');
    expect((await db.update({ status, status_reason: 'x'.repeat(501) }).eq('id', id)).error?.code).toBe('23514');
    expect((await db.update({ status, status_reason: 'Budget moved to next year' }).eq('id', id)).error).toBeNull();
    const log = await activity(id);
    expect(log.at(-1)).toMatchObject({ kind: 'status', from_value: 'new', to_value: status, detail: 'Budget moved to next year' });
    // Moving on clears the reason.
    expect((await db.update({ status: 'contacted' }).eq('id', id)).error).toBeNull();
    const row = await service.from('inquiries').select('status_reason').eq('id', id).single();
    expect(row.data).toEqual({ status_reason: null });
  });

  it('the service role is held to it too', async () => {
    const result = await service.from('inquiries').insert(lead({ status: 'lost' }));
    expect(result.error?.code).toBe('23514');
  });
});

describe('only admins see the inbox', () => {
  it('anon and a signed-in user without the role read nothing; an admin reads everything', async () => {
    const id = await seedLead();
    await admin.client.from('inquiry_notes').insert({ inquiry_id: id, body: 'Private' });
    for (const client of [newClient(), plain.client]) {
      for (const table of ['inquiries', 'inquiry_inbox', 'inquiry_notes', 'inquiry_activity', 'newsletter_signups']) {
        const result = await client.from(table).select('*').limit(5);
        expect(result.data ?? [], table).toEqual([]);
      }
      const dashboard = await client.rpc('inquiry_dashboard');
      if (dashboard.error === null) expect((dashboard.data as { total: number }).total).toBe(0);
      const team = await client.rpc('inquiry_assignees');
      expect(team.data ?? []).toEqual([]);
    }
    for (const table of ['inquiries', 'inquiry_inbox', 'inquiry_notes', 'inquiry_activity']) {
      const column = table === 'inquiry_notes' || table === 'inquiry_activity' ? 'inquiry_id' : 'id';
      const result = await admin.client.from(table).select(column).eq(column, id);
      expect(result.data?.length ?? 0, table).toBeGreaterThan(0);
    }
    const team = await admin.client.rpc('inquiry_assignees');
    expect((team.data as Array<{ email: string }>).map((person) => person.email)).toEqual(expect.arrayContaining([admin.email, other.email]));
  });
});

describe('the inbox view and the browser agree', () => {
  it('has the same statuses, budget midpoints and stale rule as src/features/business/admin/lib/pipeline.ts', async () => {
    const ids: Record<string, string> = {};
    for (const budget of BUDGETS) ids[budget] = await seedLead({ budget });
    const { data } = await admin.client.from('inquiry_inbox').select('id, budget, budget_midpoint').in('id', Object.values(ids));
    for (const row of data as Array<{ budget: (typeof BUDGETS)[number]; budget_midpoint: number }>) {
      expect(row.budget_midpoint, row.budget).toBe(BUDGET_MIDPOINTS[row.budget]);
    }
    for (const status of STATUSES) {
      const result = await service.from('inquiries').insert(lead({ status, status_reason: 'Because' }));
      expect(result.error, status).toBeNull();
    }
    expect((await service.from('inquiries').insert(lead({ status: 'quoted' }))).error?.code).toBe('23514');

    const day = 86_400_000;
    const old = new Date(Date.now() - (STALE_DAYS + 1) * day).toISOString();
    const recent = new Date(Date.now() - (STALE_DAYS - 1) * day).toISOString();
    const staleOpen = await seedLead({ last_activity_at: old, status: 'proposal-sent' });
    const staleWon = await seedLead({ last_activity_at: old, status: 'won' });
    const fresh = await seedLead({ last_activity_at: recent });
    const flags = await admin.client.from('inquiry_inbox').select('id, is_stale').in('id', [staleOpen, staleWon, fresh]);
    const byId = Object.fromEntries((flags.data as Array<{ id: string; is_stale: boolean }>).map((row) => [row.id, row.is_stale]));
    expect(byId).toEqual({ [staleOpen]: true, [staleWon]: false, [fresh]: false });

    // The browser's "stale only" filter finds what the view calls stale.
    const page = await fetchInboxPage(admin.client, parseFilters(new URLSearchParams('stale=1&size=100&q=nadia')));
    const found = page.rows.map((row) => row.id);
    expect(found).toContain(staleOpen);
    expect(found).not.toContain(staleWon);
    expect(found).not.toContain(fresh);
    expect(page.rows.every((row) => row.is_stale)).toBe(true);
  });
});
