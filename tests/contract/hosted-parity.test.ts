import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../backend/core/db.ts';
import { env } from './helpers.ts';

/**
 * A migration that works only because a database is more permissive than a
 * hosted Supabase project must fail here too, with Postgres's own message:
 * migrations run as `postgres`, which is no superuser and owns neither auth
 * nor storage. What hosted Supabase does let `postgres` do on tables it does
 * not own (policies on storage.objects) must keep working. Each case builds a
 * new database (a fresh PGlite, or a new database in the PostgreSQL step's
 * cluster) from the baseline and one migration.
 */
const folders: string[] = [];
const databases: string[] = [];
const baseUrl = process.env.BACKEND_DATABASE_URL;

afterAll(async () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  if (baseUrl && databases.length > 0) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
});

/** A new, empty database on the engine this run uses: its URL, or undefined for an in-memory PGlite. */
async function freshDatabase(): Promise<string | undefined> {
  if (!baseUrl) return undefined;
  const name = `parity_${databases.length}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Opens a database whose only migration is `sql`; resolves to the error it failed with, or null. */
async function migrate(sql: string): Promise<Error | null> {
  const dir = mkdtempSync(join(tmpdir(), 'parity-'));
  folders.push(dir);
  writeFileSync(join(dir, '20990101000000_under_test.sql'), sql);
  const url = await freshDatabase();
  try {
    const { db } = await Database.open({ migrationsDir: dir, seedFile: join(dir, 'no-seed.sql'), log: () => {}, ...(url ? { url } : {}) });
    await db.close();
    return null;
  } catch (error) {
    return error as Error;
  }
}

describe.skipIf(env.engine === 'hosted')('migrations run with the rights they have on a hosted project [local backends only]', () => {
  it.each([
    ['an event trigger', `create function public.on_ddl() returns event_trigger language plpgsql as $$ begin end $$;\ncreate event trigger log_ddl on ddl_command_end execute function public.on_ddl();`, /permission denied to create event trigger "log_ddl"/],
    ['a publication of every table', 'create publication everything for all tables;', /must be superuser to create FOR ALL TABLES publication/],
    ['a column on auth.users', 'alter table auth.users add column nickname text;', /must be owner of table users/],
    ['a change to storage.objects', 'alter table storage.objects add column checksum text;', /must be owner of table objects/],
    ['a superuser role', 'create role helper superuser;', /permission denied to create role|must be superuser to create superusers/],
  ])('refuses %s with Postgres’s own message, naming the file and line', async (_what, sql, message) => {
    const error = await migrate(sql);
    expect(error?.message).toMatch(message);
    expect(error?.message).toMatch(/^supabase\/migrations\/20990101000000_under_test\.sql failed: .*\(line \d+\)$/);
  }, 60_000);

  it('lets postgres add policies on storage.objects and create buckets, as supautils does on a hosted project', async () => {
    const error = await migrate(
      [
        `insert into storage.buckets (id, name, public) values ('parity', 'parity', false);`,
        `create policy "Parity uploads" on storage.objects for insert to authenticated with check (bucket_id = 'parity');`,
        `alter policy "Parity uploads" on storage.objects rename to "Parity files";`,
        `drop policy "Parity files" on storage.objects;`,
      ].join('\n'),
    );
    expect(error).toBeNull();
  }, 60_000);
});
