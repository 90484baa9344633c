/**
 * Tokens for links in mail that work without signing in (cancel a reminder,
 * unsubscribe, accept a proposal, sign a contract):
 * `<purpose>.<id>.<HMAC-SHA256 of both>`, base64url. The purpose is signed
 * too, so a token for one action opens no other. The token itself carries no
 * expiry: links that only stop mail never expire (the actions stay safe to
 * repeat), while a proposal's or a contract's record keeps the date its link
 * stops working (`expiresAt`), which the function checks on every use.
 */
const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function mac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** Constant-time comparison, so a forged token learns nothing from timing. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signLinkToken(secret: string, purpose: string, id: string): Promise<string> {
  return `${purpose}.${id}.${await mac(secret, `${purpose}.${id}`)}`;
}

/** The id a token was signed for, or null when it is not ours, for another purpose or altered. */
export async function verifyLinkToken(secret: string, purpose: string, token: string): Promise<string | null> {
  const [tokenPurpose, id, signature, ...rest] = token.split('.');
  if (rest.length > 0 || tokenPurpose !== purpose || !id || !signature) return null;
  return sameText(signature, await mac(secret, `${purpose}.${id}`)) ? id : null;
}

/** The secret for link tokens: MAIL_LINK_SECRET, else the service role key (server-only either way). */
export function linkSecretFrom(env: { get(name: string): string | undefined }): string {
  const secret = env.get('MAIL_LINK_SECRET') ?? env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!secret) throw new Error('Missing MAIL_LINK_SECRET (or SUPABASE_SERVICE_ROLE_KEY) for signed mail links');
  return secret;
}
