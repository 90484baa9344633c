/**
 * Where the links in mail land, and whether the function runs next to the
 * embedded local backend: configuration only, never the request. (A request's
 * Origin once chose the host of a mailed link, so anyone who could make the
 * business mail an address could send its owner to any site.)
 */
import type { Env } from './supabase-admin.ts';

/** The local dev server, the site's address when nothing is configured next to the embedded backend. */
export const LOCAL_SITE_URL = 'http://127.0.0.1:5173';

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/;

/**
 * True when the function runs against the embedded local backend (SUPABASE_URL
 * on loopback). Anything else (a hosted project, `supabase start`'s Docker
 * network) counts as production: docs/functions.md, "Production or local".
 */
export const isLocalBackend = (env: Env): boolean => LOOPBACK.test(env.get('SUPABASE_URL') ?? '');

/**
 * The configured SITE_URL as an origin. Required in production: a mailing
 * function refuses to start without it. Locally the embedded backend sets it;
 * without it, the local dev server.
 */
export function siteUrlFrom(env: Env): string {
  const configured = env.get('SITE_URL')?.trim();
  if (configured) {
    let url: URL | null = null;
    try {
      url = new URL(configured);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`SITE_URL must be the site's address, like https://winecellargpt.com (got "${configured}")`);
    return url.origin;
  }
  if (isLocalBackend(env)) return LOCAL_SITE_URL;
  throw new Error('SITE_URL is not set: the links in mail point at it, and never at the address a request names. Set it to the public site (supabase secrets set SITE_URL=https://winecellargpt.com); see docs/deploy-hosted.md.');
}
