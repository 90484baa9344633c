/**
 * npm run backend   → tsx backend/cli.ts            (start, keep running)
 * npm run db:reset  → tsx backend/cli.ts --reset-only (recreate the database, then exit)
 *
 * Options: --port 54321, --data-dir .local/db, --reset (wipe, then start),
 * --reset-only, --no-functions, --quiet, --database-url postgres://supabase_admin@…
 * (a real Postgres instead of PGlite; default BACKEND_DATABASE_URL). Scheduled
 * jobs run every minute (BACKEND_SCHEDULER_INTERVAL_MS; 0 turns the timer off).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatBanner } from './core/banner.ts';
import { BACKEND_SERVICE_NAME, LOCAL_BACKEND_PORT } from './core/keys.ts';
import { schedulerIntervalFromEnv } from './scheduler/scheduler.ts';
import { startBackend } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(LOCAL_BACKEND_PORT) },
    'data-dir': { type: 'string', default: '.local/db' },
    reset: { type: 'boolean', default: false },
    'reset-only': { type: 'boolean', default: false },
    'no-functions': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}
const dataDir = resolve(values['data-dir']);
const databaseUrl = values['database-url'] ?? process.env.BACKEND_DATABASE_URL ?? undefined;

async function alreadyRunning(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
    return ((await response.json()) as { service?: string }).service === BACKEND_SERVICE_NAME;
  } catch {
    return false;
  }
}

try {
  if (values['reset-only']) {
    // Port 0: a reset must not need (or take) the dev port.
    if (databaseUrl) {
      console.error('--reset-only recreates the embedded database; drop and recreate a Postgres database yourself.');
      process.exit(2);
    }
    const backend = await startBackend({ port: 0, dataDir, reset: true, functions: false, quiet: values.quiet });
    await backend.stop();
    console.log(`Database in ${dataDir} recreated: ${backend.appliedMigrations.length} migrations applied, seed run.`);
    console.log(`Admin sign-in: ${backend.admin.email} / ${backend.admin.password ?? '(unknown)'}`);
    process.exit(0);
  }

  const backend = await startBackend({
    port,
    dataDir,
    reset: values.reset,
    ...(databaseUrl ? { databaseUrl } : {}),
    functions: !values['no-functions'],
    watchFunctions: true,
    schedulerIntervalMs: schedulerIntervalFromEnv(60_000),
    quiet: values.quiet,
  });
  console.log(formatBanner(backend, { alwaysShowPassword: true }));
  console.log('  Press Ctrl+C to stop.\n');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await backend.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      (await alreadyRunning())
        ? `The local backend is already running on http://127.0.0.1:${port} (probably inside npm run dev).`
        : `Port ${port} is taken by another program. Free it or pass --port.`,
    );
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
