import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { splitSqlStatements } from './sql-split.ts';

export type Tx = Transaction;

/** The role and JWT claims a request runs with, exactly what PostgREST would set. */
export interface RequestIdentity {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

export interface OpenOptions {
  /** Folder for the Postgres files; omit for an in-memory database. */
  pgDataDir?: string;
  migrationsDir: string;
  seedFile: string;
  log: (message: string) => void;
}

export interface OpenResult {
  db: Database;
  /** True when the database was created now (fresh folder or in-memory). */
  created: boolean;
  /** Migration file names applied during this start. */
  applied: string[];
}

const BOOTSTRAP_SQL = readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8');
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/**
 * initdb is most of a new database's start-up time (seconds, in WebAssembly),
 * and its result only depends on the PGlite version. The first new database
 * keeps a copy of the untouched cluster in node_modules/.cache; later new
 * databases (every in-memory test backend, every db:reset) start from it.
 */
// The package exports no package.json; it sits one folder above the resolved entry (dist/).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string }).version;
const CLUSTER_CACHE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'winecellargpt-backend',
  `pglite-${pgliteVersion}-cluster.tar.gz`,
);
let clusterInMemory: Uint8Array<ArrayBuffer> | null = null;

function cachedCluster(): Blob | null {
  if (!clusterInMemory && existsSync(CLUSTER_CACHE)) clusterInMemory = new Uint8Array(readFileSync(CLUSTER_CACHE));
  return clusterInMemory ? new Blob([clusterInMemory]) : null;
}

async function rememberCluster(pg: PGlite): Promise<void> {
  const dump = await pg.dumpDataDir('gzip');
  clusterInMemory = new Uint8Array(await dump.arrayBuffer());
  try {
    mkdirSync(dirname(CLUSTER_CACHE), { recursive: true });
    writeFileSync(CLUSTER_CACHE, clusterInMemory);
  } catch {
    // A read-only node_modules only costs the next start its initdb.
  }
}

/** Creates a new cluster (from the cached initdb when there is one) or opens an existing one. */
async function openCluster(pgDataDir: string | undefined, created: boolean): Promise<PGlite> {
  const base = pgDataDir ? { dataDir: pgDataDir } : {};
  if (!created) return PGlite.create(base);
  const cluster = cachedCluster();
  if (cluster) {
    try {
      return await PGlite.create({ ...base, loadDataDir: cluster });
    } catch {
      // A damaged cache: forget it and run initdb as if it never existed.
      clusterInMemory = null;
      rmSync(CLUSTER_CACHE, { force: true });
      if (pgDataDir) rmSync(pgDataDir, { recursive: true, force: true });
      if (pgDataDir) mkdirSync(pgDataDir, { recursive: true });
    }
  }
  const pg = await PGlite.create(base);
  await rememberCluster(pg);
  return pg;
}

/**
 * The one PGlite connection. PGlite has a single session, so every request
 * goes through `asRole`/`asOwner`, each a single transaction; transactions
 * queue one after another, and the role and claims are set with
 * `set_config(..., true)` so they end with the transaction and can never
 * leak into the next request.
 */
export class Database {
  private constructor(private readonly pg: PGlite) {}

  static async open(options: OpenOptions): Promise<OpenResult> {
    let created = true;
    if (options.pgDataDir) {
      created = !existsSync(join(options.pgDataDir, 'PG_VERSION'));
      mkdirSync(options.pgDataDir, { recursive: true });
    }
    const pg = await openCluster(options.pgDataDir, created);
    const db = new Database(pg);
    try {
      await pg.exec(`set time zone 'UTC'`);
      await pg.exec(BOOTSTRAP_SQL);
      const applied = await db.applyMigrations(options.migrationsDir, options.log);
      if (created && existsSync(options.seedFile)) {
        await runScript(pg, readFileSync(options.seedFile, 'utf8'), 'supabase/seed.sql');
        options.log('seed: supabase/seed.sql applied');
      }
      return { db, created, applied };
    } catch (error) {
      await pg.close();
      throw error;
    }
  }

  /** Runs `fn` in one transaction as the request's role, with its claims visible to `auth.*()`. */
  asRole<T>(identity: RequestIdentity, fn: (tx: Tx) => Promise<T>, options: { readOnly?: boolean } = {}): Promise<T> {
    return this.pg.transaction(async (tx) => {
      // PostgREST runs GET and HEAD read-only; a volatile function called that way fails the same here.
      if (options.readOnly) await tx.exec('set transaction read only');
      await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        identity.role,
        JSON.stringify(identity.claims),
      ]);
      return fn(tx);
    });
  }

  /** Runs `fn` in one transaction as the database owner, as GoTrue and Storage do for their own tables. */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.pg.transaction(fn);
  }

  /** Calls `onNotify` for every NOTIFY on the channel (after the notifying transaction commits); resolves to the unsubscribe. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(channel, onNotify);
  }

  close(): Promise<void> {
    return this.pg.close();
  }

  private async applyMigrations(dir: string, log: (message: string) => void): Promise<string[]> {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.sql'))
          .sort()
      : [];
    const done = await this.pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    const appliedVersions = new Set(done.rows.map((row) => row.version));
    const applied: string[] = [];
    for (const file of files) {
      const match = MIGRATION_FILE.exec(file);
      if (!match?.[1] || !match[2]) {
        log(`migrations: skipped ${file} (names must look like <timestamp>_<name>.sql)`);
        continue;
      }
      const [, version, name] = match;
      if (appliedVersions.has(version)) continue;
      const sql = readFileSync(join(dir, file), 'utf8');
      await this.pg.transaction(async (tx) => {
        await runScript(tx, sql, `supabase/migrations/${file}`);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          version,
          name,
          splitSqlStatements(sql),
        ]);
      });
      applied.push(file);
      log(`migrations: applied ${file}`);
    }
    return applied;
  }
}

async function runScript(target: Pick<PGlite, 'exec'>, sql: string, label: string): Promise<void> {
  try {
    await target.exec(sql);
  } catch (error) {
    throw new Error(`${label} failed: ${describeSqlError(error, sql)}`, { cause: error });
  }
}

function describeSqlError(error: unknown, sql: string): string {
  if (!(error instanceof Error)) return String(error);
  const position = Number((error as { position?: string }).position);
  if (!Number.isFinite(position) || position <= 0) return error.message;
  const line = sql.slice(0, position).split('\n').length;
  return `${error.message} (line ${line})`;
}
