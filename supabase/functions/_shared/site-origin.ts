/**
 * The site a mailed link should land on: the origin of the page that made
 * the request (the dev server, a preview, production), else the configured
 * SITE_URL when the request names none we can use.
 */
/** The configured SITE_URL; without one, the local dev server. */
export const siteUrlFrom = (env: { get(name: string): string | undefined }): string => env.get('SITE_URL') ?? 'http://127.0.0.1:5173';

export function siteOrigin(request: Request, siteUrl: string): string {
  const origin = request.headers.get('origin');
  return origin && /^https?:\/\/[^/]+$/.test(origin) ? origin : new URL(siteUrl).origin;
}
