/**
 * Loopback ports for the browser suite, apart from dev's 5173/54321 so both can
 * run at once. `E2E_PORT_OFFSET` moves all four together, so two checkouts can
 * run their suites side by side (the build bakes in the backend URL, so build
 * and test with the same offset).
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 1000) throw new Error('E2E_PORT_OFFSET must be an integer from 0 to 1000.');

export const E2E_SITE_PORT = 4179 + offset;
export const E2E_BACKEND_PORT = 54329 + offset;
/**
 * A second functions host for the same backend, its functions configured with the fake AI provider
 * (scripts/e2e-server.ts; tests re-route one function's requests to it with support/fake-provider.ts).
 */
export const E2E_PROVIDER_BACKEND_PORT = 54339 + offset;
export const E2E_FAKE_AI_PORT = 54349 + offset;
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_SITE_PORT}`;
export const E2E_BACKEND_URL = `http://127.0.0.1:${E2E_BACKEND_PORT}`;
export const E2E_PROVIDER_BACKEND_URL = `http://127.0.0.1:${E2E_PROVIDER_BACKEND_PORT}`;
