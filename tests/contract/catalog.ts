import { join } from 'node:path';
import pg from 'pg';
import { Database } from '../../backend/core/db.ts';

/**
 * Direct SQL on the database the contract suite's backend runs on, for the
 * checks the API cannot make (privileges, default privileges): the real
 * Postgres of BACKEND_DATABASE_URL, or else a fresh PGlite built the same way
 * (baseline, every migration and the seed). `sql` runs as the platform's
 * superuser; wrap statements in `set local session authorization postgres` to
 * act as the migrations do.
 */
export interface Catalog {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in a transaction that is always rolled back. */
  probe<T>(fn: (query: <R>(sql: string, params?: unknown[]) => Promise<R[]>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');

export async function openCatalog(): Promise<Catalog> {
  const url = process.env.BACKEND_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
      probe: async (fn) => {
        await client.query('begin');
        try {
          return await fn(async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[]);
        } finally {
          await client.query('rollback');
        }
      },
      close: () => client.end(),
    };
  }
  const { db } = await Database.open({
    migrationsDir: join(root, 'supabase', 'migrations'),
    seedFile: join(root, 'supabase', 'seed.sql'),
    log: () => {},
  });
  const rollback = new Error('rolled back on purpose');
  return {
    query: <T>(sql: string, params?: unknown[]) => db.asOwner(async (tx) => (await tx.query<T>(sql, params)).rows),
    probe: async (fn) => {
      let result: Awaited<ReturnType<typeof fn>> | undefined;
      await db
        .asOwner(async (tx) => {
          result = await fn(async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows);
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
      return result as Awaited<ReturnType<typeof fn>>;
    },
    close: () => db.close(),
  };
}
