/** Fixed loopback ports for the browser suite, apart from dev's 5173/54321 so both can run at once. */
export const E2E_SITE_PORT = 4179;
export const E2E_BACKEND_PORT = 54329;
/** A second backend whose functions talk to the fake AI provider (tests re-route requests to it). */
export const E2E_PROVIDER_BACKEND_PORT = 54339;
export const E2E_FAKE_AI_PORT = 54349;
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_SITE_PORT}`;
export const E2E_BACKEND_URL = `http://127.0.0.1:${E2E_BACKEND_PORT}`;
export const E2E_PROVIDER_BACKEND_URL = `http://127.0.0.1:${E2E_PROVIDER_BACKEND_PORT}`;
