import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { Database } from '../../backend/core/db.ts';
import { startBackend } from '../../backend/server.ts';
import { env } from './helpers.ts';

const folders: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `contract-${label}-`));
  folders.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const clientFor = (url: string, key: string) =>
  createClient(url, key, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

// These restart a backend on a data folder, which only the embedded backend can do.
describe.skipIf(!env.local)('persistence across restarts [local backend only]', () => {
  it('keeps users, rows, files and the admin account, and runs migrations only once', async () => {
    const dataDir = tempDir('data');
    const first = await startBackend({ port: 0, dataDir, functions: false, quiet: true });
    let userId: string;
    try {
      expect(first.created).toBe(true);
      expect(first.appliedMigrations.length).toBeGreaterThanOrEqual(4);
      expect(first.admin.created).toBe(true);
      const client = clientFor(first.url, first.anonKey);
      const signUp = await client.auth.signUp({ email: 'keeper@winecellargpt.test', password: 'persistent-pass' });
      userId = signUp.data.user?.id ?? '';
      await client.from('saved_calculations').insert({ kind: 'capacity', title: 'Kept' });
      await client.storage.from('user-images').upload(`${userId}/kept.png`, new Blob(['kept'], { type: 'image/png' }));
    } finally {
      await first.stop();
    }

    const second = await startBackend({ port: 0, dataDir, functions: false, quiet: true });
    try {
      expect(second.created).toBe(false);
      expect(second.appliedMigrations).toEqual([]);
      expect(second.admin).toEqual({ email: first.admin.email, password: first.admin.password, created: false });
      const client = clientFor(second.url, second.anonKey);
      const signIn = await client.auth.signInWithPassword({ email: 'keeper@winecellargpt.test', password: 'persistent-pass' });
      expect(signIn.data.user?.id).toBe(userId);
      expect((await client.from('saved_calculations').select('title')).data).toEqual([{ title: 'Kept' }]);
      expect(await (await client.storage.from('user-images').download(`${userId}/kept.png`)).data?.text()).toBe('kept');
      const admin = clientFor(second.url, second.anonKey);
      const adminSignIn = await admin.auth.signInWithPassword({ email: first.admin.email, password: first.admin.password ?? '' });
      expect(adminSignIn.error).toBeNull();
      expect((await admin.rpc('has_role', { _user_id: adminSignIn.data.user?.id, _role: 'admin' })).data).toBe(true);
    } finally {
      await second.stop();
    }
  });

  it('refuses to open a data folder another backend is using', async () => {
    const dataDir = tempDir('locked');
    // A live process (this test's parent) holds the folder.
    writeFileSync(join(dataDir, 'backend.lock'), JSON.stringify({ pid: process.ppid, port: 54321 }));
    await expect(startBackend({ port: 0, dataDir, functions: false, quiet: true })).rejects.toThrow(/already running on port 54321/);
    // Not even a reset may touch a folder in use.
    writeFileSync(join(dataDir, 'precious.txt'), 'still here');
    await expect(startBackend({ port: 0, dataDir, reset: true, functions: false, quiet: true })).rejects.toThrow(/already running/);
    expect(readFileSync(join(dataDir, 'precious.txt'), 'utf8')).toBe('still here');
  });

  it('applies a new migration on the next start and records it like the CLI', async () => {
    const migrationsDir = tempDir('migrations');
    cpSync(new URL('../../supabase/migrations', import.meta.url).pathname, migrationsDir, { recursive: true });
    const pgDataDir = join(tempDir('pg'), 'pgdata');
    const open = () => Database.open({ pgDataDir, migrationsDir, seedFile: '/nonexistent/seed.sql', log: () => {} });

    const before = await open();
    await before.db.close();
    writeFileSync(
      join(migrationsDir, '29991231000000_cellar_notes.sql'),
      "create table public.cellar_notes (id int primary key, note text);\ninsert into public.cellar_notes values (1, 'first; with a semicolon');\n",
    );
    const after = await open();
    try {
      expect(before.applied.length).toBeGreaterThanOrEqual(4);
      expect(after.created).toBe(false);
      expect(after.applied).toEqual(['29991231000000_cellar_notes.sql']);
      const recorded = await after.db.asOwner((tx) =>
        tx.query<{ version: string; name: string; statements: string[] }>(
          `select version, name, statements from supabase_migrations.schema_migrations order by version desc limit 1`,
        ),
      );
      expect(recorded.rows[0]).toEqual({
        version: '29991231000000',
        name: 'cellar_notes',
        statements: ['create table public.cellar_notes (id int primary key, note text)', "insert into public.cellar_notes values (1, 'first; with a semicolon')"],
      });
    } finally {
      await after.db.close();
    }
  });
});
