import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openPostgresEngine } from './pg-engine.ts';
import { splitSqlStatements } from './sql-split.ts';

/** One transaction, on either engine: parameterised queries and plain scripts. */
export interface Tx {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** What the backend needs from a Postgres: transactions that queue one behind another, notifications, an end. */
export interface Engine {
  readonly name: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The role and JWT claims a request runs with, exactly what PostgREST would set. */
export interface RequestIdentity {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

export interface OpenOptions {
  /** Folder for the PGlite files; omit (and omit `url`) for an in-memory database. */
  pgDataDir?: string;
  /**
   * A real Postgres instead of PGlite: a connection URL for its bootstrap
   * superuser (supabase_admin), on a database that is new or was set up by
   * this backend before. See docs/local-backend.md, "Two engines".
   */
  url?: string;
  migrationsDir: string;
  seedFile: string;
  log: (message: string) => void;
}

export interface OpenResult {
  db: Database;
  /** True when the database was created now (fresh folder, in-memory, or a URL whose database had no baseline yet). */
  created: boolean;
  /** Migration file names applied during this start. */
  applied: string[];
}

/**
 * Hosted Supabase's bootstrap superuser. The platform's own services (auth,
 * storage, realtime) connect with privileges of their own; here they share
 * this one. Migrations and the seed never run as it: see `asMigrator`.
 */
export const BOOTSTRAP_SUPERUSER = 'supabase_admin';
/** The role `supabase db push` connects as on a hosted project: not a superuser, with BYPASSRLS. */
export const MIGRATION_ROLE = 'postgres';

const BASELINE_SQL = readFileSync(new URL('./supabase-baseline.sql', import.meta.url), 'utf8');
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/**
 * Hosted Supabase lets `postgres` manage policies (and drop triggers) on these
 * tables although it does not own them, through the supautils extension's
 * `policy_grants` and `drop_trigger_grants` (the list is the one hosted
 * projects carry). No other privileged statement is let through.
 */
export const POLICY_GRANTS: ReadonlySet<string> = new Set([
  'auth.audit_log_entries',
  'auth.identities',
  'auth.refresh_tokens',
  'auth.sessions',
  'auth.users',
  'realtime.messages',
  'storage.buckets',
  'storage.migrations',
  'storage.objects',
  'storage.s3_multipart_uploads',
  'storage.s3_multipart_uploads_parts',
]);

/**
 * initdb is most of a new database's start-up time (seconds, in WebAssembly),
 * and its result only depends on the PGlite version and the bootstrap user.
 * The first new database keeps a copy of the untouched cluster in
 * node_modules/.cache; later new databases (every in-memory test backend,
 * every db:reset) start from it.
 */
// The package exports no package.json; it sits one folder above the resolved entry (dist/).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string }).version;
const CLUSTER_CACHE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'node_modules',
  '.cache',
  'winecellargpt-backend',
  `pglite-${pgliteVersion}-${BOOTSTRAP_SUPERUSER}-cluster.tar.gz`,
);
// initdb's bootstrap superuser is supabase_admin, as on a hosted project, so `postgres` can be an ordinary role.
const INITDB_PARAMS = [`--username=${BOOTSTRAP_SUPERUSER}`];
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
  const pg = await PGlite.create({ ...base, initDbStartParams: INITDB_PARAMS });
  await rememberCluster(pg);
  return pg;
}

/**
 * PGlite is one session: its transactions already run one after another.
 * Unlike a Postgres server, PGlite 0.5 keeps a `set local session
 * authorization` past the end of its transaction (and RESET does not undo
 * it), so every transaction first puts the session back in the
 * superuser's hands, by name.
 */
function pgliteEngine(pg: PGlite): Engine {
  return {
    name: 'pglite',
    transaction: (fn) =>
      pg.transaction(async (tx) => {
        await tx.exec(`set session authorization ${BOOTSTRAP_SUPERUSER}`);
        return fn(tx);
      }),
    listen: (channel, onNotify) => pg.listen(channel, onNotify),
    close: () => pg.close(),
  };
}

/**
 * The database behind every service. Every request goes through
 * `asRole`/`asOwner`, each a single transaction; transactions queue one after
 * another (PGlite has one session; the Postgres engine keeps one connection
 * for them), and the role and claims are set with `set_config(..., true)` so
 * they end with the transaction and can never leak into the next request.
 */
export class Database {
  private constructor(private readonly engine: Engine) {}

  /** Which engine runs the database: the embedded PGlite or a real Postgres given by URL. */
  get engineName(): Engine['name'] {
    return this.engine.name;
  }

  static async open(options: OpenOptions): Promise<OpenResult> {
    const engine = options.url ? await openPostgresEngine(options.url) : await openPglite(options.pgDataDir);
    const db = new Database(engine);
    try {
      const created = await db.ensureBaseline(options.log);
      const applied = await db.applyMigrations(options.migrationsDir, options.log);
      if (created && existsSync(options.seedFile)) {
        await db.asMigrator((tx) => runScript(tx, readFileSync(options.seedFile, 'utf8'), 'supabase/seed.sql'));
        options.log('seed: supabase/seed.sql applied');
      }
      return { db, created, applied };
    } catch (error) {
      await engine.close();
      throw error;
    }
  }

  /** Runs `fn` in one transaction as the request's role, with its claims visible to `auth.*()`. */
  asRole<T>(identity: RequestIdentity, fn: (tx: Tx) => Promise<T>, options: { readOnly?: boolean } = {}): Promise<T> {
    return this.engine.transaction(async (tx) => {
      // PostgREST runs GET and HEAD read-only; a volatile function called that way fails the same here.
      if (options.readOnly) await tx.exec('set transaction read only');
      // PostgREST logs in as authenticator and may only switch to the roles granted to it.
      await tx.exec('set local session authorization authenticator');
      await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        identity.role,
        JSON.stringify(identity.claims),
      ]);
      return fn(tx);
    });
  }

  /** Runs `fn` in one transaction with the platform's own privileges, as GoTrue and Storage read their own tables. */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.engine.transaction(fn);
  }

  /** Calls `onNotify` for every NOTIFY on the channel (after the notifying transaction commits); resolves to the unsubscribe. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.engine.listen(channel, onNotify);
  }

  close(): Promise<void> {
    return this.engine.close();
  }

  /**
   * Runs `fn` in one transaction as `postgres`, the role `supabase db push`
   * uses on a hosted project: no superuser, BYPASSRLS, owner of what the
   * migrations create. A statement that needs more fails with Postgres's own
   * message, as it would on the hosted project.
   */
  private asMigrator<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.engine.transaction(async (tx) => {
      await tx.exec(`set local session authorization ${MIGRATION_ROLE}`);
      return fn(tx);
    });
  }

  /** Builds Supabase's baseline on a database that has none yet; answers whether it did. */
  private async ensureBaseline(log: (message: string) => void): Promise<boolean> {
    return this.engine.transaction(async (tx) => {
      const who = await tx.query<{ bootstrap: string; superuser: boolean; baseline: boolean }>(
        `select (select rolname from pg_roles where oid = 10) as bootstrap,
                (select rolsuper from pg_roles where rolname = current_user) as superuser,
                to_regclass('supabase_migrations.schema_migrations') is not null as baseline`,
      );
      const row = who.rows[0];
      if (!row?.superuser) throw new Error(`The backend needs the database's bootstrap superuser (${BOOTSTRAP_SUPERUSER}) to connect as`);
      if (row.bootstrap !== BOOTSTRAP_SUPERUSER) {
        throw new Error(
          `This database was created with "${row.bootstrap}" as its superuser; hosted Supabase's is ${BOOTSTRAP_SUPERUSER}. ` +
            'Recreate it: `npm run db:reset` for the local one (it deletes .local/db), or initdb --username=supabase_admin for a Postgres cluster.',
        );
      }
      if (row.baseline) return false;
      await runScript(tx, BASELINE_SQL, 'backend/core/supabase-baseline.sql');
      log('baseline: Supabase roles, auth, storage and default privileges created');
      return true;
    });
  }

  private async applyMigrations(dir: string, log: (message: string) => void): Promise<string[]> {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.sql'))
          .sort()
      : [];
    const done = await this.engine.transaction((tx) => tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'));
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
      const statements = splitSqlStatements(sql);
      await this.asMigrator(async (tx) => {
        await runMigrationStatements(tx, sql, statements, `supabase/migrations/${file}`);
        // The CLI records a migration with its own connection's rights; the history table is not the migration's business.
        await tx.exec(`set local session authorization ${BOOTSTRAP_SUPERUSER}`);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          version,
          name,
          statements,
        ]);
      });
      applied.push(file);
      log(`migrations: applied ${file}`);
    }
    return applied;
  }
}

async function openPglite(pgDataDir: string | undefined): Promise<Engine> {
  let created = true;
  if (pgDataDir) {
    created = !existsSync(join(pgDataDir, 'PG_VERSION'));
    mkdirSync(pgDataDir, { recursive: true });
  }
  const pg = await openCluster(pgDataDir, created);
  await pg.exec(`set time zone 'UTC'`);
  return pgliteEngine(pg);
}

/** The table a policy or trigger statement names, when it is one supautils lets `postgres` manage. */
export function grantedPolicyTarget(statement: string): string | null {
  const code = statement.replace(/^(\s*(--[^\n]*\n|\/\*[\s\S]*?\*\/))*/, '').trim();
  const match =
    /^(?:create|alter|drop)\s+policy\s+(?:if\s+exists\s+)?(?:"(?:[^"]|"")*"|\w+)\s+on\s+([\w".]+)/i.exec(code) ??
    /^drop\s+trigger\s+(?:if\s+exists\s+)?(?:"(?:[^"]|"")*"|\w+)\s+on\s+([\w".]+)/i.exec(code);
  if (!match?.[1]) return null;
  const table = match[1].replaceAll('"', '').toLowerCase();
  return POLICY_GRANTS.has(table) ? table : null;
}

/**
 * Each statement of a migration, in order, as `postgres`. The ones hosted
 * Supabase lets `postgres` run on tables it does not own (policies on
 * storage.objects, say) run with the platform's rights, as supautils runs
 * them there; anything else a non-superuser may not do fails here exactly as
 * it would on `supabase db push`.
 */
async function runMigrationStatements(tx: Tx, sql: string, statements: string[], label: string): Promise<void> {
  let cursor = 0;
  for (const statement of statements) {
    const at = sql.indexOf(statement, cursor);
    const offset = at < 0 ? cursor : at;
    cursor = at < 0 ? cursor : at + statement.length;
    const elevated = grantedPolicyTarget(statement) !== null;
    try {
      if (elevated) await tx.exec(`set local session authorization ${BOOTSTRAP_SUPERUSER}`);
      await tx.exec(statement);
      if (elevated) await tx.exec(`set local session authorization ${MIGRATION_ROLE}`);
    } catch (error) {
      throw new Error(`${label} failed: ${describeSqlError(error, sql, offset, true)}`, { cause: error });
    }
  }
}

async function runScript(target: Pick<Tx, 'exec'>, sql: string, label: string): Promise<void> {
  try {
    await target.exec(sql);
  } catch (error) {
    throw new Error(`${label} failed: ${describeSqlError(error, sql, 0)}`, { cause: error });
  }
}

/** The message with the line it points at: the error's position, else (for one statement) where the statement starts. */
function describeSqlError(error: unknown, sql: string, offset: number, statement = false): string {
  if (!(error instanceof Error)) return String(error);
  const position = Number((error as { position?: string }).position);
  const at = Number.isFinite(position) && position > 0 ? offset + position : statement ? offset + 1 : 0;
  if (at <= 0) return error.message;
  const line = sql.slice(0, at).split('\n').length;
  return `${error.message} (line ${line})`;
}
