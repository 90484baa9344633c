import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../backend/core/db.ts';
import { INQUIRY_LANGUAGES } from '@shared/multilingual/languages.ts';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The one copy of the inquiry languages that cannot be derived: the check on public.inquiries.language. */
describe('inquiries.language', () => {
  let db: Database;
  beforeAll(async () => {
    ({ db } = await Database.open({ migrationsDir: root('supabase/migrations'), seedFile: root('supabase/seed.sql'), log: () => {} }));
  }, 60_000);
  afterAll(() => db?.close());

  it('allows exactly the languages of /multilingual and English', async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ definition: string }>(
        `select pg_get_constraintdef(c.oid) as definition
           from pg_constraint c
          where c.conrelid = 'public.inquiries'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%language%'`,
      ),
    );
    expect(rows).toHaveLength(1);
    const allowed = [...(rows[0]?.definition ?? '').matchAll(/'([a-z]+)'::text/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual([...INQUIRY_LANGUAGES].sort());
  });
});
