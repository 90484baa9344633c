import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv, type Plugin, type ViteDevServer } from 'vite';
import type { AdminCredentials } from './core/admin-account.ts';
import { formatBanner } from './core/banner.ts';
import { BACKEND_SERVICE_NAME, LOCAL_ADMIN_EMAIL, LOCAL_ANON_KEY, LOCAL_BACKEND_PORT, LOCAL_SERVICE_ROLE_KEY } from './core/keys.ts';
import type { RunningBackend } from './server.ts';

export interface LocalBackendOptions {
  /** Default 54321. */
  port?: number;
  /** Default .local/db under the Vite root. */
  dataDir?: string;
}

interface SharedState {
  backend?: RunningBackend;
  /** The dev server the backend belongs to now; a restart hands it to the new one. */
  owner?: ViteDevServer;
  stopTimer?: NodeJS.Timeout;
  signalsHooked?: boolean;
}

// Vite re-evaluates the config (and this module) when vite.config.ts changes and restarts
// its server; the backend lives on across that, held here rather than in module scope.
const STATE_KEY = Symbol.for('winecellargpt.local-backend');
const state = ((globalThis as Record<symbol, SharedState | undefined>)[STATE_KEY] ??= {});

const isLoopback = (hostname: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);

/** True when VITE_SUPABASE_URL (if set) still means "the backend on this machine at our port". */
export function pointsAtLocalBackend(configured: string | undefined, port: number): boolean {
  if (!configured || configured.trim() === '') return true;
  try {
    const url = new URL(configured);
    return isLoopback(url.hostname) && Number(url.port || 80) === port;
  } catch {
    return false;
  }
}

async function runningBackendOn(port: number): Promise<{ url: string; functions: string[] } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1500) });
    const body = (await response.json()) as { service?: string; url?: string; functions?: string[] };
    return body.service === BACKEND_SERVICE_NAME ? { url: body.url ?? `http://127.0.0.1:${port}`, functions: body.functions ?? [] } : null;
  } catch {
    return null;
  }
}

function savedAdmin(dataDir: string): AdminCredentials {
  const file = join(dataDir, 'admin-credentials.json');
  const password = existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { password?: string }).password ?? null) : null;
  return { email: LOCAL_ADMIN_EMAIL, password, created: false };
}

async function stopBackend() {
  const backend = state.backend;
  state.backend = undefined;
  if (backend) await backend.stop();
}

function hookSignals() {
  if (state.signalsHooked) return;
  state.signalsHooked = true;
  // Close the database cleanly when the terminal stops the dev server.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopBackend().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}

/**
 * Starts the embedded Supabase-compatible backend next to `vite` (dev serve
 * only, never build or preview) so `npm run dev` works with no account and
 * no Docker. Skipped when VITE_SUPABASE_URL points elsewhere or
 * LOCAL_BACKEND=off; reuses a backend of ours already on the port.
 */
export function localBackend(options: LocalBackendOptions = {}): Plugin {
  const port = options.port ?? LOCAL_BACKEND_PORT;
  return {
    name: 'winecellargpt:local-backend',
    apply: (_config, env) => env.command === 'serve' && !env.isPreview,
    async configureServer(server: ViteDevServer) {
      const logger = server.config.logger;
      const fileEnv = loadEnv(server.config.mode, server.config.envDir || server.config.root, '');
      const setting = (name: string) => process.env[name] ?? fileEnv[name];
      if (process.env.VITEST) return;
      if (setting('LOCAL_BACKEND') === 'off') {
        logger.info('  Local backend: off (LOCAL_BACKEND=off)');
        return;
      }
      const configured = setting('VITE_SUPABASE_URL');
      if (!pointsAtLocalBackend(configured, port)) {
        logger.info(`  Local backend: not started, the site uses ${configured}`);
        return;
      }
      const dataDir = resolve(server.config.root, options.dataDir ?? '.local/db');

      if (state.stopTimer) clearTimeout(state.stopTimer);
      state.stopTimer = undefined;
      if (!state.backend) {
        const running = await runningBackendOn(port);
        if (running) {
          logger.info(
            formatBanner(
              { url: running.url, anonKey: LOCAL_ANON_KEY, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY, inboxUrl: `${running.url}/inbox`, admin: savedAdmin(dataDir), functions: running.functions },
              { heading: 'Local backend already running (reused)' },
            ),
          );
          return;
        }
        try {
          // Loaded only when needed: PGlite stays out of Vite's start when the backend is skipped.
          const [{ startBackend }, { schedulerIntervalFromEnv }] = await Promise.all([import('./server.ts'), import('./scheduler/scheduler.ts')]);
          state.backend = await startBackend({ port, dataDir, watchFunctions: true, schedulerIntervalMs: schedulerIntervalFromEnv(60_000) });
          logger.info(formatBanner(state.backend));
        } catch (error) {
          logger.error(`  Local backend failed to start: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
      }
      hookSignals();
      state.owner = server;
      server.httpServer?.once('close', () => {
        // On a config change Vite starts the new server before closing the old one, and the
        // new one has already claimed the backend; only its current owner's close stops it.
        if (state.owner !== server) return;
        state.stopTimer = setTimeout(() => void stopBackend(), 1000);
      });
    },
  };
}
