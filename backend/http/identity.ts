import type { RequestIdentity } from '../core/db.ts';
import { verifyJwt, type Claims } from '../core/jwt.ts';
import { json } from './responses.ts';

export interface KeySet {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

const API_ROLES = new Set<RequestIdentity['role']>(['anon', 'authenticated', 'service_role']);

export function apiKeyOf(request: Request): string | null {
  return request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
}

export function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1]?.trim() ?? null;
}

/**
 * The API gateway's check in front of auth, rest and storage: a request must
 * carry one of the project's keys. Answers like the hosted gateway does.
 */
export function checkApiKey(request: Request, keys: KeySet): Response | null {
  const key = apiKeyOf(request);
  if (!key) {
    return json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401);
  }
  if (key !== keys.anonKey && key !== keys.serviceRoleKey) {
    return json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
  }
  return null;
}

export type IdentityResult =
  | { ok: true; identity: RequestIdentity; token: string }
  | { ok: false; reason: 'expired' | 'invalid' | 'role'; message: string };

/** The role and claims a JWT carries, as PostgREST (and Realtime) accept them. */
export async function identityOfToken(token: string, keys: KeySet): Promise<IdentityResult> {
  const verified = await verifyJwt(token, keys.jwtSecret);
  if (!verified.ok) return verified;
  const role = typeof verified.claims.role === 'string' ? verified.claims.role : 'anon';
  if (!API_ROLES.has(role as RequestIdentity['role'])) {
    return { ok: false, reason: 'role', message: `permission denied to set role "${role}"` };
  }
  return { ok: true, token, identity: { role: role as RequestIdentity['role'], claims: verified.claims as Claims } };
}

/** The role and claims of a request: its bearer token, else its API key, as PostgREST sees it. */
export const resolveIdentity = (request: Request, keys: KeySet): Promise<IdentityResult> =>
  identityOfToken(bearerOf(request) ?? apiKeyOf(request) ?? keys.anonKey, keys);
