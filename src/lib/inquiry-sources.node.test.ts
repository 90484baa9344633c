import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_SOURCES } from '@shared/inquiry/choices.ts';
import { SOURCE_LABELS } from '@/features/admin/lib/pipeline.ts';
import { Database } from '../../backend/core/db.ts';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The check on public.inquiries.source, built from the migrations, allows exactly the schema's sources, and the inbox names each. */
describe('inquiries.source', () => {
  let db: Database;
  beforeAll(async () => {
    ({ db } = await Database.open({ migrationsDir: root('supabase/migrations'), seedFile: root('supabase/seed.sql'), log: () => {} }));
  }, 60_000);
  afterAll(() => db?.close());

  it('allows exactly the sources submit-inquiry accepts', async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ definition: string }>(
        `select pg_get_constraintdef(c.oid) as definition
           from pg_constraint c
          where c.conrelid = 'public.inquiries'::regclass and c.conname = 'inquiries_source_check'`,
      ),
    );
    expect(rows).toHaveLength(1);
    const allowed = [...(rows[0]?.definition ?? '').matchAll(/'([a-z0-9-]+)'::text/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual([...INQUIRY_SOURCES].sort());
    expect(Object.keys(SOURCE_LABELS).sort()).toEqual([...INQUIRY_SOURCES].sort());
  });
});
