import { beforeAll, describe, expect, it } from 'vitest';
import { newClient, signedInUser, type TestUser } from './helpers.ts';

/**
 * The local backend has one database connection, so requests queue; each
 * still runs in its own transaction with its own role and claims. Many
 * interleaved requests from different users must never see each other's
 * identity or rows.
 */
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  [a, b] = await Promise.all([signedInUser('concurrent-a'), signedInUser('concurrent-b')]);
});

describe('concurrent requests', () => {
  it('keep every request’s identity to itself', async () => {
    const anon = newClient();
    const work = Array.from({ length: 20 }, (_, round) => [
      a.client.from('saved_calculations').insert({ kind: 'cost', title: `a-${round}` }).select('user_id, title').single(),
      b.client.from('saved_calculations').insert({ kind: 'cost', title: `b-${round}` }).select('user_id, title').single(),
      a.client.from('saved_calculations').select('user_id, title'),
      b.client.from('saved_calculations').select('user_id, title'),
      anon.from('saved_calculations').select('user_id, title'),
      a.client.storage.from('user-images').upload(`${a.user.id}/c-${round}.png`, new Blob(['a'], { type: 'image/png' })),
      b.client.storage.from('user-images').upload(`${b.user.id}/c-${round}.png`, new Blob(['b'], { type: 'image/png' })),
    ]);
    const results = await Promise.all(work.flat());
    // A visitor has no right on saved items at all (docs/deploy-hosted.md, "Grants"): its read is the one refusal.
    results.forEach((result, index) => {
      if (index % 7 === 4) expect((result.error as { code?: string } | null)?.code).toBe('42501');
      else expect(result.error).toBeNull();
    });

    for (let round = 0; round < 20; round += 1) {
      const [insertA, insertB, selectA, selectB, selectAnon] = results.slice(round * 7, round * 7 + 5) as Array<{ data: unknown }>;
      expect(insertA?.data).toEqual({ user_id: a.user.id, title: `a-${round}` });
      expect(insertB?.data).toEqual({ user_id: b.user.id, title: `b-${round}` });
      for (const row of (selectA?.data as Array<{ user_id: string; title: string }>) ?? []) {
        expect(row.user_id).toBe(a.user.id);
        expect(row.title.startsWith('a-')).toBe(true);
      }
      for (const row of (selectB?.data as Array<{ user_id: string }>) ?? []) expect(row.user_id).toBe(b.user.id);
      expect(selectAnon?.data).toBeNull();
    }

    const finalA = await a.client.from('saved_calculations').select('title', { count: 'exact' });
    expect(finalA.count).toBe(20);
    const imagesB = await b.client.storage.from('user-images').list(b.user.id, { limit: 100 });
    expect(imagesB.data).toHaveLength(20);
  });
});
