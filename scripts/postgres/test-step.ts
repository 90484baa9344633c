/**
 * `npm test -- postgres`: the contract tests that decide whether the site
 * works on hosted Supabase, run against a real PostgreSQL 15 instead of
 * PGlite. A throwaway cluster is started, the local backend builds Supabase's
 * baseline on it and applies every migration and the seed as the
 * non-superuser `postgres`, then these files run over the backend's API:
 * the privileges list, the RLS and RPC matrix, and the flows that write
 * through the service role (docs/local-backend.md, "Two engines").
 *
 * Without initdb/pg_ctl the step is skipped with an install hint, except
 * under CI=true, where that is a failure.
 */
import { spawnSync } from 'node:child_process';
import { findPostgresBin, POSTGRES_INSTALL_HINT, startCluster } from './cluster.ts';

export const POSTGRES_CONTRACT_FILES = [
  'tests/contract/privileges.test.ts',
  'tests/contract/hosted-parity.test.ts',
  'tests/contract/rls.test.ts',
  'tests/contract/submit-inquiry.test.ts',
  'tests/contract/admin-inbox.test.ts',
  'tests/contract/agents.test.ts',
  'tests/contract/realtime.test.ts',
];

const ci = process.env.CI === 'true' || process.env.CI === '1';
const bin = findPostgresBin();
if (!bin) {
  if (ci) {
    console.error(`✖ ${POSTGRES_INSTALL_HINT}\nCI=true: the PostgreSQL step must run, so this is a failure.`);
    process.exit(1);
  }
  console.warn(`⚠ Skipping the PostgreSQL step. ${POSTGRES_INSTALL_HINT}`);
  process.exit(0);
}

const started = Date.now();
const cluster = await startCluster(bin);
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  cluster.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}
console.log(`PostgreSQL ${cluster.version} cluster ready in ${((Date.now() - started) / 1000).toFixed(1)}s (${bin})`);
const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : POSTGRES_CONTRACT_FILES;
const result = spawnSync('npx', ['vitest', 'run', '--project', 'contract', ...files], {
  stdio: 'inherit',
  env: { ...process.env, BACKEND_DATABASE_URL: cluster.url, CONTRACT_ENGINE_LABEL: `PostgreSQL ${cluster.version}` },
});
stop();
process.exit(result.status ?? 1);
