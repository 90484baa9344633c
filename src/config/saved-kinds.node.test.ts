import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../backend/core/db.ts';
import { INQUIRY_SOURCES } from '@domain/inquiry/choices.ts';
import { INQUIRY_LANGUAGES } from '@domain/multilingual/languages.ts';
import { SOURCE_LABELS } from '@/features/business/admin/lib/pipeline.ts';
import { IMAGE_KINDS, SAVED_KINDS } from './tools.ts';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * The copies of lists that cannot be derived: check constraints, read from a
 * database built from the same migrations a hosted project runs. A value
 * added to the list in code needs a migration that allows it, and the reverse.
 */
describe('check constraints held to their lists in code', () => {
  let db: Database;
  beforeAll(async () => {
    ({ db } = await Database.open({ migrationsDir: root('supabase/migrations'), seedFile: root('supabase/seed.sql'), log: () => {} }));
  }, 60_000);
  afterAll(() => db?.close());

  /** The one check on `table` that names `column`, as Postgres prints it. */
  async function checkOn(table: string, column: string): Promise<string> {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ definition: string }>(
        `select pg_get_constraintdef(c.oid) as definition
           from pg_constraint c
          where c.conrelid = $1::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like $2`,
        [table, `%${column}%`],
      ),
    );
    expect(rows).toHaveLength(1);
    return rows[0]?.definition ?? '';
  }

  /** The values the one check on `table` that names `column` allows. */
  async function allowed(table: string, column: string): Promise<Array<string | undefined>> {
    return [...(await checkOn(table, column)).matchAll(/'([a-z0-9-]+)'::text/g)].map((match) => match[1]).sort();
  }

  it('saved_calculations.kind allows exactly the registry’s saved kinds', async () => {
    expect(await allowed('public.saved_calculations', 'kind')).toEqual([...SAVED_KINDS].sort());
  });

  it('image_analyses.kind, a format rather than a list, admits every kind of My Image Analyses in the registry', async () => {
    const format = /~ '([^']+)'::text/.exec(await checkOn('public.image_analyses', 'kind'))?.[1];
    expect(format).toMatch(/^\^.*\$$/);
    for (const kind of IMAGE_KINDS) expect(kind, kind).toMatch(new RegExp(format ?? '$.^'));
  });

  it('inquiries.language allows exactly English and the languages of /multilingual', async () => {
    expect(await allowed('public.inquiries', 'language')).toEqual([...INQUIRY_LANGUAGES].sort());
  });

  it('inquiries.source allows exactly the sources submit-inquiry accepts, and the inbox names each', async () => {
    expect(await allowed('public.inquiries', 'source')).toEqual([...INQUIRY_SOURCES].sort());
    expect(Object.keys(SOURCE_LABELS).sort()).toEqual([...INQUIRY_SOURCES].sort());
  });
});
