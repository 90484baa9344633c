/**
 * Fixed keys of the local backend. They are public on purpose: the JWT secret
 * is the Supabase CLI's well-known local secret, so anything signed with it is
 * only ever trusted by a backend bound to 127.0.0.1. Never use them for a
 * hosted project.
 *
 * The two API keys are HS256 JWTs signed with that secret (iss "supabase-demo",
 * fixed iat, far-future exp), so they never change between machines and the
 * front end's development default can name them. `keys.test.ts` re-verifies
 * them against the secret.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NDE3NjkyMDAsImV4cCI6MTk4MzgxMjk5Nn0.jkAl8ZbvuOYg3HGfFtNz6Tpe6hVLlRPpATG0okuLsIg';

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTY0MTc2OTIwMCwiZXhwIjoxOTgzODEyOTk2fQ.uQ3DmXBtnGzFpliUshCgR6IadAZoZxkwZ_AQpxZ2PIE';

export const LOCAL_BACKEND_PORT = 54321;
export const LOCAL_BACKEND_HOST = '127.0.0.1';
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT}`;

/** The admin account the backend creates on first start (its password is random). */
export const LOCAL_ADMIN_EMAIL = 'admin@winecellargpt.local';

/** What /health answers as `service`, so a second dev server can recognise a backend of ours on the port. */
export const BACKEND_SERVICE_NAME = 'winecellargpt-local-backend';
