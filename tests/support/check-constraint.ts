/**
 * For tests that hold a list in the code to the SQL check that repeats it: a
 * database built from the migrations a hosted project runs, and the values a
 * check constraint allows.
 */
import { fileURLToPath } from 'node:url';
import { Database } from '../../backend/core/db.ts';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export async function openMigratedDatabase(): Promise<Database> {
  const { db } = await Database.open({ migrationsDir: root('supabase/migrations'), seedFile: root('supabase/seed.sql'), log: () => {} });
  return db;
}

/** The quoted values of each check constraint on `table` whose definition mentions `column`. */
export async function allowedValues(db: Database, table: string, column: string): Promise<string[][]> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ definition: string }>(
      `select pg_get_constraintdef(c.oid) as definition
         from pg_constraint c
        where c.conrelid = $1::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%' || $2 || '%'`,
      [table, column],
    ),
  );
  return rows.map((row) => [...row.definition.matchAll(/'([a-z0-9-]+)'::text/g)].map((match) => match[1] ?? '').sort());
}
