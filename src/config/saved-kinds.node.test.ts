import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../backend/core/db.ts';
import { SAVED_KINDS } from './tools.ts';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * The one copy of the saved kinds that cannot be derived: the check
 * constraint on public.saved_calculations, read from a database built from
 * the same migrations a hosted project runs. A kind added to the registry
 * needs a migration that allows it, and the reverse.
 */
describe('saved_calculations.kind', () => {
  let db: Database;
  beforeAll(async () => {
    ({ db } = await Database.open({ migrationsDir: root('supabase/migrations'), seedFile: root('supabase/seed.sql'), log: () => {} }));
  }, 60_000);
  afterAll(() => db?.close());

  it('allows exactly the registry’s saved kinds', async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ definition: string }>(
        `select pg_get_constraintdef(c.oid) as definition
           from pg_constraint c
          where c.conrelid = 'public.saved_calculations'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%kind%'`,
      ),
    );
    expect(rows).toHaveLength(1);
    const allowed = [...(rows[0]?.definition ?? '').matchAll(/'([a-z0-9-]+)'::text/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual([...SAVED_KINDS].sort());
  });
});
