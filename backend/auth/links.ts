import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Tx } from '../core/db.ts';
import type { AuthContext, AuthMethod } from './context.ts';
import { authErrors } from './errors.ts';
import { changeEmail, confirmEmail, findUserByEmail, findUserById, normaliseEmail, updateUser, type UserRow } from './users.ts';

/** The kinds of emailed link GoTrue sends (and verifies at /verify). */
export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';
/** What /verify accepts: a link type, or 'email' for the 6-digit code of any sign-in mail. */
export type VerifyType = LinkType | 'email';

export const LINK_TYPES: readonly LinkType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change'];
export const VERIFY_TYPES: readonly VerifyType[] = [...LINK_TYPES, 'email'];

type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';
const SENT_AT: Record<TokenColumn, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
};
const COLUMN_FOR: Record<LinkType, TokenColumn> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  magiclink: 'recovery_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token_new',
};
/**
 * The link types a verification type accepts: each its own, and `email`
 * (auth-js's verifyOtp for a mailed code) the sign-in codes GoTrue lets it
 * stand for, a sign-up's or a magic link's. A magic link (which shares
 * recovery_token with password recovery) never verifies as `recovery`, nor an
 * invite as a `signup`.
 */
const ACCEPTS: Record<VerifyType, readonly LinkType[]> = {
  signup: ['signup'],
  invite: ['invite'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  email: ['signup', 'magiclink'],
};

/**
 * A stored token names the type it was issued for, so two types sharing a
 * column stay apart: `[pkce_]<type>_<token hash>`. The whole string is the
 * link's `token` and the admin API's `hashed_token`, opaque to clients.
 */
const storedToken = (type: LinkType, hash: string, pkce: boolean) => `${pkce ? PKCE_PREFIX : ''}${type}_${hash}`;

function typeOfStored(stored: string): LinkType | undefined {
  const bare = stored.startsWith(PKCE_PREFIX) ? stored.slice(PKCE_PREFIX.length) : stored;
  // Longest first: email_change_ must not read as an unknown "email" type.
  return [...LINK_TYPES].sort((a, b) => b.length - a.length).find((type) => bare.startsWith(`${type}_`));
}

const METHOD_FOR: Record<VerifyType, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
  email: 'otp',
};

const PKCE_PREFIX = 'pkce_';
// GoTrue lets an issued PKCE code wait this long for its verifier.
const FLOW_STATE_TTL_MS = 5 * 60 * 1000;

/** GoTrue's token hash: hex SHA-224 of the address followed by the one-time code. */
export const tokenHash = (email: string, otp: string) => createHash('sha224').update(email + otp).digest('hex');

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

export interface IssuedLink {
  otp: string;
  hashedToken: string;
  actionLink: string;
  redirectTo: string;
}

/** Stores a one-time token for the user and builds the link a mail would carry. */
export async function issueLink(
  tx: Tx,
  ctx: AuthContext,
  user: UserRow,
  type: LinkType,
  redirectTo: string,
  pkce?: PkceChallenge,
): Promise<IssuedLink> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const address = type === 'email_change' ? (user.email_change ?? '') : (user.email ?? '');
  const hashed = storedToken(type, tokenHash(address, otp), Boolean(pkce));
  const column = COLUMN_FOR[type];
  await updateUser(tx, user.id, { [column]: hashed, [SENT_AT[column]]: new Date() });
  // A new code starts with a clean count of wrong guesses.
  ctx.throttles.wrongCodeGuesses.delete(normaliseEmail(user.email ?? ''));
  if (pkce) {
    await tx.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
      [randomUUID(), user.id, randomUUID(), pkce.method, pkce.challenge, type, METHOD_FOR[type]],
    );
  }
  const query = new URLSearchParams({ token: hashed, type, redirect_to: redirectTo });
  return { otp, hashedToken: hashed, actionLink: `${ctx.apiUrl}/auth/v1/verify?${query}`, redirectTo };
}

const SUBJECTS: Record<LinkType, string> = {
  signup: 'Confirm your WineCellarGPT account',
  invite: 'You have been invited to WineCellarGPT',
  magiclink: 'Your WineCellarGPT sign-in link',
  recovery: 'Reset your WineCellarGPT password',
  email_change: 'Confirm your new email address',
};

const ACTIONS: Record<LinkType, string> = {
  signup: 'confirm your account',
  invite: 'accept the invitation',
  magiclink: 'sign in',
  recovery: 'choose a new password',
  email_change: 'confirm your new address',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().replace(/\s+/g, ' ') : null);

/**
 * The opening of a mail, from the user's metadata as a hosted project's
 * templates read it ({{ .Data.full_name }}, {{ .Data.invited_company }}):
 * the sign-up confirmation is the welcome, and an invitation says who is
 * invited, by whom and what for (docs/deploy-hosted.md gives the same
 * wording for the hosted templates).
 */
export function mailOpening(type: LinkType, metadata: Record<string, unknown> | null | undefined): { subject: string; lines: string[] } {
  const name = text(metadata?.full_name);
  const company = text(metadata?.invited_company);
  if (type === 'signup')
    return {
      subject: 'Welcome to WineCellarGPT: please confirm your address',
      lines: [
        name ? `Dear ${name},` : 'Welcome,',
        '',
        'Thank you for creating your WineCellarGPT account. It keeps your cellar calculations and image analyses in one place, ready to reopen or attach to a quote request.',
        '',
        'Please confirm this is your address:',
      ],
    };
  if (type === 'invite' && company)
    return {
      subject: `WineCellarGPT invites ${company} to its partner network`,
      lines: [
        'Hello,',
        '',
        `WineCellarGPT, the custom wine cellar design and build studio, invites ${company} to join its network of partner contractors.`,
        'Accepting sets up your firm’s portal: there you keep your profile and portfolio, and accept or decline the client projects we send you. Your profile joins our public directory once our team has verified one of your credentials.',
        '',
        `Follow this link to ${ACTIONS.invite}:`,
      ],
    };
  return { subject: SUBJECTS[type], lines: [`Follow this link to ${ACTIONS[type]}:`] };
}

export function mailLink(ctx: AuthContext, to: string, type: LinkType, link: IssuedLink, metadata?: Record<string, unknown> | null): void {
  const minutes = Math.round(ctx.settings.otpExpiry / 60);
  const opening = mailOpening(type, metadata);
  ctx.mail.send({
    to,
    subject: opening.subject,
    text: [
      ...opening.lines,
      link.actionLink,
      '',
      `Or enter this code: ${link.otp}`,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this message.`,
    ].join('\n'),
    links: [link.actionLink],
  });
}

export interface VerifyInput {
  type: VerifyType;
  /** The token from the link (or a template's token hash). */
  tokenHash?: string;
  /** Or the address and the 6-digit code from the mail. */
  email?: string;
  otp?: string;
}

export interface Verified {
  user: UserRow;
  method: AuthMethod;
  /** Set when the link was requested with PKCE: the code to hand back instead of tokens. */
  authCode?: string;
}

/** Consumes a one-time token: finds its user, checks expiry, applies what the link was for. */
export async function verifyLink(tx: Tx, ctx: AuthContext, input: VerifyInput): Promise<Verified> {
  const accepted = ACCEPTS[input.type];
  const columns = [...new Set(accepted.map((type) => COLUMN_FOR[type]))];
  let user: UserRow | null = null;
  let column: TokenColumn | undefined;
  let stored = '';
  for (const candidate of columns) {
    if (input.tokenHash) {
      const found = await tx.query<{ id: string }>(`select id from auth.users where ${candidate} = $1 and deleted_at is null`, [
        input.tokenHash,
      ]);
      const id = found.rows[0]?.id;
      if (id) {
        user = await findUserById(tx, id);
        stored = input.tokenHash;
      }
    } else if (input.email && input.otp) {
      const byEmail = await findUserByEmail(tx, input.email);
      const hashed = tokenHash(input.type === 'email_change' ? (byEmail?.email_change ?? '') : normaliseEmail(input.email), input.otp);
      const value = byEmail?.[candidate] ?? '';
      const issuedAs = typeOfStored(value);
      if (byEmail && issuedAs && value === storedToken(issuedAs, hashed, value.startsWith(PKCE_PREFIX))) {
        user = byEmail;
        stored = value;
      }
    }
    if (user) {
      column = candidate;
      break;
    }
  }
  const issuedAs = typeOfStored(stored);
  if (!user || !column || !issuedAs || !accepted.includes(issuedAs)) throw authErrors.otpExpired();
  const sentAt = user[SENT_AT[column] as keyof UserRow] as Date | null;
  if (!sentAt || sentAt.getTime() + ctx.settings.otpExpiry * 1000 < Date.now()) throw authErrors.otpExpired();

  // One use only.
  user = await updateUser(tx, user.id, { [column]: '' });
  if (column === 'email_change_token_new') user = await changeEmail(tx, user, user.email_change ?? '');
  user = await confirmEmail(tx, user);

  const linkType: LinkType = issuedAs;
  const verified: Verified = { user, method: METHOD_FOR[input.type === 'email' ? 'email' : linkType] };
  if (stored.startsWith(PKCE_PREFIX)) {
    const flow = await tx.query<{ auth_code: string }>(
      `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
       where id = (select id from auth.flow_state where user_id = $1 and provider_type = $2 order by created_at desc limit 1)
       returning auth_code`,
      [user.id, linkType],
    );
    verified.authCode = flow.rows[0]?.auth_code;
  }
  return verified;
}

/** Clears every outstanding code and link of an address (too many wrong guesses at its code). */
export async function invalidateCodes(tx: Tx, address: string): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '', updated_at = now()
     where lower(email) = $1 and deleted_at is null`,
    [normaliseEmail(address)],
  );
}

/** grant_type=pkce: trades the code from a verified link plus the verifier for a user. */
export async function exchangeAuthCode(tx: Tx, authCode: string, verifier: string): Promise<{ userId: string; method: AuthMethod }> {
  const found = await tx.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: 's256' | 'plain';
    authentication_method: AuthMethod;
    auth_code_issued_at: Date | null;
    created_at: Date;
  }>(`select id, user_id, code_challenge, code_challenge_method, authentication_method, auth_code_issued_at, created_at
      from auth.flow_state where auth_code = $1`, [authCode]);
  const flow = found.rows[0];
  if (!flow?.user_id) throw authErrors.flowStateNotFound();
  const issuedAt = flow.auth_code_issued_at ?? flow.created_at;
  if (issuedAt.getTime() + FLOW_STATE_TTL_MS < Date.now()) throw authErrors.flowStateExpired();
  const computed =
    flow.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  if (computed !== flow.code_challenge) throw authErrors.badCodeVerifier();
  await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}

/**
 * Where a link may send the browser back to: the site URL, the configured
 * additional URLs, or any loopback address (dev servers on other ports).
 * Anything else falls back to the site URL, as GoTrue does.
 */
export function safeRedirect(ctx: AuthContext, requested: string | null | undefined): string {
  if (!requested) return ctx.settings.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return ctx.settings.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return ctx.settings.siteUrl;
  const allowedOrigins = [ctx.settings.siteUrl, ...ctx.settings.additionalRedirectUrls].flatMap((allowed) => {
    try {
      return [new URL(allowed).origin];
    } catch {
      return [];
    }
  });
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return allowedOrigins.includes(url.origin) || loopback ? url.href : ctx.settings.siteUrl;
}
