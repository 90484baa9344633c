/**
 * Who a request counts against for the rate limit: the signed-in user when
 * the token verifies, otherwise the client's address as the platform's proxy
 * reports it. Addresses are only as honest as the proxy in front of the
 * function: on Supabase the edge gateway sets these headers.
 */

/** The caller's address: Cloudflare's header, else the first hop of X-Forwarded-For, else X-Real-IP. */
export function clientAddress(request: Request): string | null {
  const cloudflare = request.headers.get('cf-connecting-ip')?.trim();
  if (cloudflare) return cloudflare;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return request.headers.get('x-real-ip')?.trim() || null;
}

export type UserVerifier = (request: Request) => Promise<string | null>;

/**
 * `user:<id>` for a verified user, `ip:<address>` for everyone else, and one
 * shared `ip:unknown` bucket when no proxy header says where a request came
 * from (the local backend).
 */
export async function clientKey(request: Request, verifyUser: UserVerifier): Promise<string> {
  let userId: string | null = null;
  try {
    userId = await verifyUser(request);
  } catch (cause) {
    console.error('could not verify the caller; limiting by address:', cause);
  }
  if (userId) return `user:${userId}`;
  return `ip:${clientAddress(request) ?? 'unknown'}`;
}
