/**
 * Who a request counts against for the rate limit: the signed-in user when
 * the token verifies, otherwise the client's address as the platform's proxy
 * appends it.
 *
 * Only the LAST X-Forwarded-For hop is trusted: Supabase's edge gateway (and
 * the local backend, which copies it) appends the address it saw to whatever
 * the client sent, so every earlier hop, `cf-connecting-ip` and `x-real-ip`
 * can be written by the client and are ignored (docs/functions.md).
 */

/** The caller's address as the platform's proxy appended it: the last X-Forwarded-For hop. */
export function clientAddress(request: Request): string | null {
  const hops = request.headers.get('x-forwarded-for')?.split(',') ?? [];
  return hops[hops.length - 1]?.trim() || null;
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
