import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

export type Claims = JWTPayload & Record<string, unknown>;

export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

const encoder = new TextEncoder();

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'token is expired' };
    const message = error instanceof Error ? error.message : 'unable to verify token';
    return { ok: false, reason: 'invalid', message };
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
