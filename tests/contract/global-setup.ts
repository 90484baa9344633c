import type { TestProject } from 'vitest/node';
import { startBackend } from '../../backend/server.ts';
import type { ContractEnv } from './env.ts';

/**
 * Starts an in-memory local backend on a free port for the contract suite,
 * or, when CONTRACT_SUPABASE_URL / CONTRACT_SUPABASE_ANON_KEY /
 * CONTRACT_SUPABASE_SERVICE_ROLE_KEY are set, points the same suite at that
 * (hosted) project instead. With BACKEND_DATABASE_URL set (the suite's
 * PostgreSQL step, scripts/postgres/test-step.ts) the backend's database is
 * that real Postgres instead of PGlite.
 */
export default async function setup(project: TestProject) {
  const hostedUrl = process.env.CONTRACT_SUPABASE_URL;
  if (hostedUrl) {
    const anonKey = process.env.CONTRACT_SUPABASE_ANON_KEY;
    const serviceRoleKey = process.env.CONTRACT_SUPABASE_SERVICE_ROLE_KEY;
    if (!anonKey || !serviceRoleKey) {
      throw new Error('CONTRACT_SUPABASE_URL needs CONTRACT_SUPABASE_ANON_KEY and CONTRACT_SUPABASE_SERVICE_ROLE_KEY as well');
    }
    project.provide('contract', {
      url: hostedUrl.replace(/\/$/, ''),
      anonKey,
      serviceRoleKey,
      local: false,
      engine: 'hosted',
      strictRefreshReuse: process.env.CONTRACT_REFRESH_REUSE_INTERVAL === '0',
    } satisfies ContractEnv);
    console.info(`[contract] running against ${hostedUrl}; checks that need the local inbox or restarts are skipped`);
    return;
  }
  const databaseUrl = process.env.BACKEND_DATABASE_URL;
  const backend = await startBackend({
    port: 0,
    quiet: true,
    ...(databaseUrl ? { databaseUrl } : {}),
    // Secrets a developer keeps for real providers must not leak into tests.
    functionsEnvFile: null,
    // Any reuse of a rotated refresh token is refused, so reuse detection is testable without waiting.
    auth: { refreshTokenReuseInterval: 0 },
    // Every request comes from 127.0.0.1, so the suite shares one caller's inquiry allowance: raise it (the limit itself is tested in the function's tests and the probe).
    functionsEnv: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000', INQUIRY_RATE_LIMIT_PER_DAY: '100000' },
  });
  project.provide('contract', {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    local: true,
    engine: databaseUrl ? 'postgres' : 'pglite',
    strictRefreshReuse: true,
  } satisfies ContractEnv);
  return () => backend.stop();
}
