/**
 * What the proposals and contracts functions record of the person who
 * accepts, opens or signs through an emailed link: the address the request
 * names and the browser. The first X-Forwarded-For hop (else X-Real-IP) is
 * what the client's side says, so it is kept as a record only and never
 * trusted for a decision; the rate limit reads the last hop (ai/client-key.ts).
 */
export const signerIp = (request: Request): string | null =>
  (request.headers.get('x-forwarded-for') ?? request.headers.get('x-real-ip') ?? '').split(',')[0]?.trim().slice(0, 64) || null;

export const signerAgent = (request: Request): string | null => request.headers.get('user-agent')?.slice(0, 400) ?? null;
