import type { Tx } from '../core/db.ts';
import { decodePathSegment } from '../http/body.ts';
import { isRecord, json } from '../http/responses.ts';
import type { AuthContext } from './context.ts';
import { authErrors } from './errors.ts';
import { issueLink, mailLink, safeRedirect, type LinkType } from './links.ts';
import { authBody, metadataFrom } from './input.ts';
import { bearerClaims } from './sessions.ts';
import {
  changeEmail,
  checkPasswordStrength,
  confirmEmail,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  mergeMetadata,
  requireEmail,
  updateUser,
  userJson,
  type UserRow,
} from './users.ts';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** GoTrue's admin API (/auth/v1/admin/...), open only to the service role. */
export async function handleAdmin(request: Request, path: string, ctx: AuthContext): Promise<Response> {
  const claims = await bearerClaims(ctx, request);
  if (!ADMIN_ROLES.has(String(claims.role))) throw authErrors.notAdmin();

  const url = new URL(request.url);
  const userPath = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (path === '/admin/users' && request.method === 'GET') return listUsers(ctx, url);
  if (path === '/admin/users' && request.method === 'POST') return createUser(ctx, await authBody(request, ctx));
  if (path === '/admin/generate_link' && request.method === 'POST') return generateLink(ctx, await authBody(request, ctx), url);
  if (path === '/invite' && request.method === 'POST') return invite(ctx, await authBody(request, ctx), url);
  if (userPath?.[1]) {
    const id = decodePathSegment(userPath[1], authErrors.userNotFound);
    if (request.method === 'GET') return ctx.db.asOwner(async (tx) => json(await userJson(tx, await existing(tx, id))));
    if (request.method === 'PUT') return updateUserById(ctx, id, await authBody(request, ctx));
    if (request.method === 'DELETE') return deleteUser(ctx, id, await authBody(request, ctx));
  }
  throw authErrors.notFound();
}

async function existing(tx: Tx, id: string): Promise<UserRow> {
  const user = await findUserById(tx, id);
  if (!user) throw authErrors.userNotFound();
  return user;
}

/** Go duration strings as GoTrue's ban_duration takes them ("24h", "1h30m", "none"). */
export function bannedUntil(duration: unknown): Date | null | undefined {
  if (duration === undefined) return undefined;
  if (duration === 'none') return null;
  if (typeof duration !== 'string' || !/^(\d+(\.\d+)?(h|m|s|ms))+$/.test(duration)) {
    throw authErrors.validation('invalid format for ban duration');
  }
  const unit: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  let ms = 0;
  for (const match of duration.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) ms += Number(match[1]) * (unit[match[2] ?? 's'] ?? 0);
  return new Date(Date.now() + ms);
}

async function listUsers(ctx: AuthContext, url: URL): Promise<Response> {
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') || '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('per_page') || '50', 10) || 50));
  return ctx.db.asOwner(async (tx) => {
    const total = Number(
      (await tx.query<{ n: number }>(`select count(*)::int as n from auth.users where deleted_at is null`)).rows[0]?.n ?? 0,
    );
    const ids = await tx.query<{ id: string }>(
      `select id from auth.users where deleted_at is null order by created_at, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const users = [];
    for (const { id } of ids.rows) users.push(await userJson(tx, await existing(tx, id)));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const links = [];
    if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    return json({ users, aud: 'authenticated' }, 200, { 'x-total-count': String(total), link: links.join(', ') });
  });
}

async function createUser(ctx: AuthContext, input: Record<string, unknown>): Promise<Response> {
  const email = requireEmail(input.email);
  const passwordHash =
    input.password === undefined ? null : await hashPassword(checkPasswordStrength(input.password, ctx.settings.minimumPasswordLength));
  const ban = bannedUntil(input.ban_duration);
  return ctx.db.asOwner(async (tx) => {
    if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
    let user = await insertUser(tx, {
      id: typeof input.id === 'string' ? input.id : undefined,
      email,
      passwordHash,
      confirmed: input.email_confirm === true,
      userMetadata: metadataFrom(ctx, input.user_metadata),
      appMetadata: metadataFrom(ctx, input.app_metadata),
    });
    if (ban !== undefined) user = await updateUser(tx, user.id, { banned_until: ban });
    return json(await userJson(tx, user));
  });
}

async function updateUserById(ctx: AuthContext, id: string, input: Record<string, unknown>): Promise<Response> {
  const passwordHash =
    input.password === undefined ? undefined : await hashPassword(checkPasswordStrength(input.password, ctx.settings.minimumPasswordLength));
  const email = input.email === undefined ? undefined : requireEmail(input.email);
  const ban = bannedUntil(input.ban_duration);
  return ctx.db.asOwner(async (tx) => {
    let user = await existing(tx, id);
    if (email !== undefined && email !== user.email) {
      const holder = await findUserByEmail(tx, email);
      if (holder && holder.id !== user.id) throw authErrors.emailExists();
      user = await changeEmail(tx, user, email);
    }
    const changes: Record<string, unknown> = {};
    if (passwordHash !== undefined) changes.encrypted_password = passwordHash;
    if (isRecord(input.user_metadata)) changes.raw_user_meta_data = metadataFrom(ctx, mergeMetadata(user.raw_user_meta_data, input.user_metadata));
    if (isRecord(input.app_metadata)) changes.raw_app_meta_data = metadataFrom(ctx, mergeMetadata(user.raw_app_meta_data, input.app_metadata));
    if (ban !== undefined) changes.banned_until = ban;
    user = await updateUser(tx, user.id, changes);
    if (input.email_confirm === true) user = await confirmEmail(tx, user);
    if (ban) await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
    return json(await userJson(tx, user));
  });
}

async function deleteUser(ctx: AuthContext, id: string, input: Record<string, unknown>): Promise<Response> {
  return ctx.db.asOwner(async (tx) => {
    const user = await existing(tx, id);
    if (input.should_soft_delete === true) {
      // Soft delete keeps the row (and rows that reference it) but frees the address and ends every session.
      await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
      await tx.query(`delete from auth.identities where user_id = $1`, [user.id]);
      await tx.query(`update auth.users set deleted_at = now(), email = null, encrypted_password = null, updated_at = now() where id = $1`, [
        user.id,
      ]);
    } else {
      await tx.query(`delete from auth.users where id = $1`, [user.id]);
    }
    return json({});
  });
}

const GENERATED_TYPES: Record<string, LinkType> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

/** Builds the link a mail would carry, without sending it (tests and scripts follow it themselves). */
async function generateLink(ctx: AuthContext, input: Record<string, unknown>, url: URL): Promise<Response> {
  const kind = String(input.type ?? '');
  const type = GENERATED_TYPES[kind];
  if (!type) throw authErrors.validation('Invalid generate link type');
  const email = requireEmail(input.email);
  const redirectTo = safeRedirect(ctx, (typeof input.redirect_to === 'string' ? input.redirect_to : null) ?? url.searchParams.get('redirect_to'));
  const passwordHash =
    kind === 'signup' && input.password !== undefined
      ? await hashPassword(checkPasswordStrength(input.password, ctx.settings.minimumPasswordLength))
      : null;
  const newEmail = type === 'email_change' ? requireEmail(input.new_email) : undefined;
  const metadata = metadataFrom(ctx, input.data);
  return ctx.db.asOwner(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (kind === 'signup' || kind === 'invite') {
      if (user?.email_confirmed_at) throw authErrors.emailExists();
      user ??= await insertUser(tx, { email, passwordHash, confirmed: false, userMetadata: metadata, invited: kind === 'invite' });
    }
    if (!user) throw authErrors.userNotFound();
    if (newEmail !== undefined) {
      if (await findUserByEmail(tx, newEmail)) throw authErrors.emailExists();
      user = await updateUser(tx, user.id, { email_change: newEmail });
    }
    const link = await issueLink(tx, ctx, user, type, redirectTo);
    const fresh = await existing(tx, user.id);
    return json({
      ...(await userJson(tx, fresh)),
      action_link: link.actionLink,
      email_otp: link.otp,
      hashed_token: link.hashedToken,
      redirect_to: link.redirectTo,
      verification_type: type,
    });
  });
}

/**
 * GoTrue's POST /invite (supabase-js `auth.admin.inviteUserByEmail`): creates
 * the user unconfirmed, or reuses one that never confirmed, and mails an
 * invite link once the transaction has committed. A confirmed address →
 * 422 email_exists, as hosted.
 */
async function invite(ctx: AuthContext, input: Record<string, unknown>, url: URL): Promise<Response> {
  const email = requireEmail(input.email);
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to') ?? (typeof input.redirect_to === 'string' ? input.redirect_to : null));
  const metadata = metadataFrom(ctx, input.data);
  const { body, send } = await ctx.db.asOwner(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user?.email_confirmed_at) throw authErrors.emailExists();
    user ??= await insertUser(tx, { email, passwordHash: null, confirmed: false, userMetadata: metadata, invited: true });
    const link = await issueLink(tx, ctx, user, 'invite', redirectTo);
    return { body: await userJson(tx, await existing(tx, user.id)), send: () => mailLink(ctx, email, 'invite', link, { ...user.raw_user_meta_data, ...metadata }) };
  });
  send();
  return json(body);
}
