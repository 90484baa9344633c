import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLocalAdmin, type AdminCredentials } from './core/admin-account.ts';
import type { AuthContext, AuthSettings } from './auth/context.ts';
import { handleAuth } from './auth/routes.ts';
import { readProjectConfig } from './core/config-toml.ts';
import { Database } from './core/db.ts';
import { resolveLimits, type Limits } from './core/limits.ts';
import { createThrottles } from './auth/throttle.ts';
import { FunctionsRuntime, readEnvFile } from './functions/runtime.ts';
import { localLinkSecret } from './functions/link-secret.ts';
import { writeKnowledgeIndex } from '../scripts/knowledge/build.ts';
import { listen, refuseUpgrade, type ListeningServer, type UpgradeHandler } from './http/node-adapter.ts';
import { json, preflight, withCors } from './http/responses.ts';
import { handleInbox } from './mail/inbox.ts';
import { BACKEND_SERVICE_NAME, LOCAL_ANON_KEY, LOCAL_BACKEND_HOST, LOCAL_BACKEND_PORT, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './core/keys.ts';
import { MailCapture } from './mail/capture.ts';
import { handleMailSend } from './mail/send-route.ts';
import { Scheduler, SCHEDULED_JOBS_FUNCTION } from './scheduler/scheduler.ts';
import { RealtimeServer, REALTIME_PATH } from './realtime/server.ts';
import { Catalog } from './rest/catalog.ts';
import { handleRest } from './rest/routes.ts';
import { DiskBlobStore, MemoryBlobStore } from './storage/blob-store.ts';
import { handleStorage } from './storage/routes.ts';

export interface BackendOptions {
  /** Port on 127.0.0.1; 0 picks a free one. Default 54321, the Supabase CLI's API port. */
  port?: number;
  /** Folder for the database, stored files and the admin credentials; omit for an in-memory backend. */
  dataDir?: string;
  /** Wipe dataDir before starting. */
  reset?: boolean;
  /**
   * A real Postgres for the database instead of PGlite: a URL for its
   * bootstrap superuser supabase_admin (docs/local-backend.md, "Two engines").
   * Stored files still go to dataDir (or memory).
   */
  databaseUrl?: string;
  /** Run edge functions under Deno (default true). */
  functions?: boolean;
  /** Restart functions when files under supabase/functions change (default false; the dev server turns it on). */
  watchFunctions?: boolean;
  /** Extra environment for functions, over supabase/functions/.env and the process environment. */
  functionsEnv?: Record<string, string>;
  /** Secrets file for functions; null to skip. Default supabase/functions/.env. */
  functionsEnvFile?: string | null;
  /** Where magic links may send the browser back to; default auth.site_url from config.toml. */
  siteUrl?: string;
  /** Overrides of the auth settings read from config.toml (tests shorten the refresh-token reuse interval). */
  auth?: Partial<AuthSettings>;
  /** Overrides of the hardening limits (backend/core/limits.ts), over the BACKEND_LIMIT_* environment variables. */
  limits?: Partial<Limits>;
  /** Milliseconds between runs of the scheduled-jobs function; default 0, no timer (`runScheduledJobs` still works). */
  schedulerIntervalMs?: number;
  quiet?: boolean;
}

export interface RunningBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  inboxUrl: string;
  admin: AdminCredentials;
  /** Edge functions that loaded (empty when functions are off). */
  functions: string[];
  /** True when this start created the database (fresh folder or in-memory). */
  created: boolean;
  /** Migration files applied by this start (all of them for a new database, new ones otherwise). */
  appliedMigrations: string[];
  /** Runs the scheduled jobs once, as the timer does, at `now` (default: the real time); answers the function's report. */
  runScheduledJobs(now?: Date): Promise<unknown>;
  stop(): Promise<void>;
}

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface LockInfo {
  pid: number;
  port: number;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const LOCK_FILE = 'backend.lock';

/** One backend per data folder: two PGlite instances on the same files would corrupt them. */
function acquireLock(dataDir: string, port: number): () => void {
  const file = join(dataDir, LOCK_FILE);
  if (existsSync(file)) {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    if (holder.pid !== process.pid && isAlive(holder.pid)) {
      throw new Error(`The local backend is already running on port ${holder.port} (pid ${holder.pid}) with ${dataDir}. Stop it first.`);
    }
  }
  writeFileSync(file, JSON.stringify({ pid: process.pid, port } satisfies LockInfo));
  return () => rmSync(file, { force: true });
}

export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const log = options.quiet ? () => {} : (line: string) => console.log(`[backend] ${line}`);
  const config = readProjectConfig(join(projectRoot, 'supabase', 'config.toml'));
  const limits = resolveLimits(options.limits);
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Lock before a reset, so resetting can never wipe the files of a backend that is running.
  let releaseLock = dataDir ? acquireLock(dataDir, options.port ?? LOCAL_BACKEND_PORT) : () => {};
  if (dataDir && options.reset) {
    for (const entry of readdirSync(dataDir)) {
      if (entry !== LOCK_FILE) rmSync(join(dataDir, entry), { recursive: true, force: true });
    }
  }

  let handler: (request: Request) => Promise<Response> = async () => json({ message: 'The local backend is starting' }, 503);
  // A realtime client reconnecting while the database opens is refused, and retries on its backoff.
  let upgrade: UpgradeHandler = (_req, socket) => void refuseUpgrade(socket, json({ message: 'The local backend is starting' }, 503));
  let server: ListeningServer;
  try {
    server = await listen((request) => handler(request), LOCAL_BACKEND_HOST, options.port ?? LOCAL_BACKEND_PORT, (req, socket, head) => upgrade(req, socket, head));
  } catch (error) {
    releaseLock();
    throw error;
  }
  // Record the port actually bound (0 means "any"), for the message a second start shows.
  if (dataDir) releaseLock = acquireLock(dataDir, server.port);
  const url = `http://${LOCAL_BACKEND_HOST}:${server.port}`;

  let db: Database | undefined;
  let runtime: FunctionsRuntime | undefined;
  let realtime: RealtimeServer | undefined;
  let scheduler: Scheduler | undefined;
  let stopped: Promise<void> | undefined;
  // Idempotent: the CLI's signal handler and the Vite plugin may both ask.
  const stop = () =>
    (stopped ??= (async () => {
      scheduler?.stop();
      // Websockets first, with a close frame, so their clients start reconnecting at once.
      await realtime?.close();
      await server.close();
      await runtime?.stop();
      await db?.close();
      releaseLock();
    })());

  try {
    const opened = await Database.open({
      pgDataDir: dataDir && !options.databaseUrl ? join(dataDir, 'pgdata') : undefined,
      ...(options.databaseUrl ? { url: options.databaseUrl } : {}),
      migrationsDir: join(projectRoot, 'supabase', 'migrations'),
      seedFile: join(projectRoot, 'supabase', 'seed.sql'),
      log,
    });
    db = opened.db;
    const keys = { jwtSecret: LOCAL_JWT_SECRET, anonKey: LOCAL_ANON_KEY, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY };
    const mail = new MailCapture(options.quiet ? () => {} : (line) => console.log(`[mail] ${line}`));
    const settings: AuthSettings = {
      ...config,
      ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
      ...options.auth,
    };
    const authCtx: AuthContext = { db, keys, settings, mail, apiUrl: url, limits, throttles: createThrottles(limits) };
    const catalog = new Catalog(db);
    await catalog.load();
    const restCtx = { db, catalog, keys, limits };
    const storageCtx = {
      db,
      keys,
      blobs: dataDir ? new DiskBlobStore(join(dataDir, 'storage')) : new MemoryBlobStore(),
      globalFileSizeLimit: config.storageFileSizeLimit,
      limits,
    };
    const admin = await ensureLocalAdmin(db, dataDir);
    realtime = await RealtimeServer.start({ db, keys, limits, log });
    const realtimeServer = realtime;

    let functions: string[] = [];
    if (options.functions !== false) {
      // ai-chat imports the generated knowledge index; make sure it exists and matches the content.
      await writeKnowledgeIndex(projectRoot);
      runtime = new FunctionsRuntime({
        projectRoot,
        env: {
          // Where mailed links land (configuration only; the hosted project sets its own).
          SITE_URL: settings.siteUrl,
          // Links in mail are signed with a secret of their own, never the (public) local service role key.
          MAIL_LINK_SECRET: localLinkSecret(dataDir),
          ...readEnvFile(options.functionsEnvFile === undefined ? join(projectRoot, 'supabase', 'functions', '.env') : options.functionsEnvFile),
          ...options.functionsEnv,
          SUPABASE_URL: url,
          SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
          SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
        },
        jwtSecret: LOCAL_JWT_SECRET,
        publicFunctions: config.publicFunctions,
        bodyLimits: { default: limits.functionBodyBytes, byName: limits.functionBodyBytesByName },
        watch: options.watchFunctions ?? false,
        log,
        output: options.quiet ? () => {} : (line) => console.log(`[functions] ${line}`),
      });
      functions = await runtime.start();
    }
    const functionsRuntime = runtime;
    const jobs = new Scheduler({
      intervalMs: options.schedulerIntervalMs ?? 0,
      call: async (body) => {
        if (!functionsRuntime) throw new Error('Scheduled jobs need the edge functions, which are switched off');
        const path = `/${SCHEDULED_JOBS_FUNCTION}`;
        const request = new Request(`${url}/functions/v1${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, apikey: LOCAL_SERVICE_ROLE_KEY, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return functionsRuntime.handle(request, path);
      },
      log,
    });
    scheduler = jobs;

    handler = async (request) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/functions/v1/')) {
        if (!functionsRuntime) return withCors(json({ code: 'FUNCTIONS_DISABLED', message: 'Edge functions are switched off in this backend' }, 503));
        return functionsRuntime.handle(request, path.slice('/functions/v1'.length));
      }
      // The inbox holds sign-in and signed links: same origin only, without the API's CORS (mail/inbox.ts).
      if (path === '/inbox' || path.startsWith('/inbox/')) return handleInbox(request, path, mail, { confirmations: settings.enableConfirmations });
      if (request.method === 'OPTIONS') return preflight();
      return withCors(await route(request, path));
    };
    upgrade = (req, socket, head) => realtimeServer.handleUpgrade(req, socket, head);
    const route = async (request: Request, path: string): Promise<Response> => {
      if (path === '/health') return json({ status: 'ok', service: BACKEND_SERVICE_NAME, url, functions });
      if (path === '/auth/v1' || path.startsWith('/auth/v1/')) return handleAuth(request, path.slice('/auth/v1'.length) || '/', authCtx);
      if (path === '/rest/v1' || path.startsWith('/rest/v1/')) return handleRest(request, path.slice('/rest/v1'.length) || '/', restCtx);
      if (path.startsWith('/storage/v1/')) return handleStorage(request, path.slice('/storage/v1'.length), storageCtx);
      if (path === '/mail/v1/send') return handleMailSend(request, mail, LOCAL_SERVICE_ROLE_KEY);
      if (path === REALTIME_PATH) return json({ message: 'Realtime speaks websockets: connect with Upgrade: websocket' }, 426);
      return json({ message: 'Not found', hint: `The local backend serves /auth/v1, /rest/v1, /storage/v1, /functions/v1, ${REALTIME_PATH}, /inbox, /mail/v1/send and /health.` }, 404);
    };

    if (functionsRuntime) jobs.start();
    const where = db.engineName === 'postgres' ? 'database on PostgreSQL' : dataDir ? `data in ${dataDir}` : 'in-memory';
    log(`ready on ${url} (${where}${opened.created ? ', new database' : ''})`);
    return {
      url,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      jwtSecret: LOCAL_JWT_SECRET,
      inboxUrl: `${url}/inbox`,
      admin,
      functions,
      created: opened.created,
      appliedMigrations: opened.applied,
      runScheduledJobs: (now) => jobs.run(now),
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
