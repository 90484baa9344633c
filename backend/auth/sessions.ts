import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../core/db.ts';
import { bearerOf } from '../http/identity.ts';
import { nowSeconds, signJwt, verifyJwt, type Claims } from '../core/jwt.ts';
import type { AuthContext, AuthMethod } from './context.ts';
import { AuthApiError, authErrors } from './errors.ts';
import { findUserById, isBanned, userJson, type UserRow } from './users.ts';

interface RefreshTokenRow {
  id: string | bigint;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

const newRefreshToken = () => randomBytes(16).toString('base64url');

/** Starts a session (GoTrue: sign-in, verified link, PKCE exchange) and answers it. */
export async function issueSession(tx: Tx, ctx: AuthContext, user: UserRow, method: AuthMethod): Promise<SessionJson> {
  const sessionId = randomUUID();
  await tx.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`, [
    sessionId,
    user.id,
  ]);
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method) values ($1, now(), now(), $2)`,
    [sessionId, method],
  );
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
    [refreshToken, user.id, sessionId],
  );
  await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id]);
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [user.id]);
  const fresh = (await findUserById(tx, user.id)) ?? user;
  return sessionResponse(tx, ctx, fresh, sessionId, refreshToken);
}

/**
 * grant_type=refresh_token with rotation, as GoTrue does it: each use revokes
 * the token and hands out its child. A revoked token presented again within
 * the reuse interval gets the session's current token back (a tab that lost
 * the response recovers); after that, reuse is treated as theft and the whole
 * session's token family is revoked. That revocation must be committed even
 * though the request fails, so the error is returned rather than thrown
 * (throwing would roll the transaction back).
 */
export async function refreshSession(tx: Tx, ctx: AuthContext, token: string): Promise<SessionJson | AuthApiError> {
  const found = await tx.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, updated_at, parent, session_id from auth.refresh_tokens where token = $1`,
    [token],
  );
  const row = found.rows[0];
  if (!row?.session_id) throw authErrors.refreshNotFound();
  const session = await tx.query(`select id from auth.sessions where id = $1`, [row.session_id]);
  if (session.rows.length === 0) throw authErrors.refreshNotFound();
  const user = await findUserById(tx, row.user_id);
  if (!user) throw authErrors.refreshNotFound();
  if (isBanned(user)) throw authErrors.userBanned();

  let issued: string;
  if (row.revoked) {
    const withinReuse = Date.now() <= row.updated_at.getTime() + ctx.settings.refreshTokenReuseInterval * 1000;
    const active = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
      [row.session_id],
    );
    const current = active.rows[0]?.token;
    if (!withinReuse || !current) {
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`, [
        row.session_id,
      ]);
      return authErrors.refreshAlreadyUsed();
    }
    issued = current;
  } else {
    issued = newRefreshToken();
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [row.id]);
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
      [issued, user.id, row.token, row.session_id],
    );
  }
  await tx.query(`update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`, [row.session_id]);
  return sessionResponse(tx, ctx, user, row.session_id, issued);
}

async function sessionResponse(tx: Tx, ctx: AuthContext, user: UserRow, sessionId: string, refreshToken: string): Promise<SessionJson> {
  const amr = await tx.query<{ authentication_method: string; created_at: Date }>(
    `select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at`,
    [sessionId],
  );
  const issuedAt = nowSeconds();
  const expiresAt = issuedAt + ctx.settings.jwtExpiry;
  const claims: Claims = {
    aud: 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    iss: `${ctx.apiUrl}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: amr.rows.map((claim) => ({ method: claim.authentication_method, timestamp: Math.floor(claim.created_at.getTime() / 1000) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return {
    access_token: await signJwt(claims, ctx.keys.jwtSecret),
    token_type: 'bearer',
    expires_in: ctx.settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

export interface Authenticated {
  user: UserRow;
  claims: Claims;
  sessionId: string | null;
}

/** The claims of the request's bearer JWT, or GoTrue's error when there is none or it does not verify. */
export async function bearerClaims(ctx: AuthContext, request: Request): Promise<Claims> {
  const token = bearerOf(request);
  if (!token) throw authErrors.noAuthorization();
  const verified = await verifyJwt(token, ctx.keys.jwtSecret);
  if (!verified.ok) throw authErrors.badJwt(verified.message);
  return verified.claims;
}

/** GoTrue's check for /user and /logout: a valid user JWT whose session and user still exist. */
export async function authenticate(tx: Tx, ctx: AuthContext, request: Request): Promise<Authenticated> {
  const claims = await bearerClaims(ctx, request);
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') throw authErrors.missingSub();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId) {
    const session = await tx.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [sessionId, sub]);
    if (session.rows.length === 0) throw authErrors.sessionNotFound();
  }
  const user = await findUserById(tx, sub);
  if (!user) throw authErrors.userFromJwtNotFound();
  return { user, claims, sessionId };
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(tx: Tx, auth: Authenticated, scope: LogoutScope): Promise<void> {
  // Deleting a session cascades to its refresh tokens, so none of them can be used again.
  if (scope === 'global' || !auth.sessionId) {
    await tx.query(`delete from auth.sessions where user_id = $1`, [auth.user.id]);
  } else if (scope === 'local') {
    await tx.query(`delete from auth.sessions where id = $1`, [auth.sessionId]);
  } else {
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [auth.user.id, auth.sessionId]);
  }
}
