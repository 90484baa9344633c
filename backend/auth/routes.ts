import type { Tx } from '../core/db.ts';
import { BodyTooLargeError } from '../http/body.ts';
import { checkApiKey } from '../http/identity.ts';
import { clientAddress } from '../http/node-adapter.ts';
import { isRecord, json } from '../http/responses.ts';
import { handleAdmin } from './admin.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError, authErrorResponse, authErrors } from './errors.ts';
import {
  LINK_TYPES,
  VERIFY_TYPES,
  exchangeAuthCode,
  invalidateCodes,
  issueLink,
  mailLink,
  safeRedirect,
  verifyLink,
  type LinkType,
  type PkceChallenge,
  type VerifyType,
} from './links.ts';
import { authBody, metadataFrom } from './input.ts';
import { authenticate, endSessions, issueSession, refreshSession, type LogoutScope } from './sessions.ts';
import {
  changeEmail,
  checkPasswordStrength,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  isBanned,
  mergeMetadata,
  normaliseEmail,
  passwordMatches,
  requireEmail,
  updateUser,
  userJson,
} from './users.ts';

/** Mails are sent only once the transaction that issued their token has committed. */
type Outbox = Array<() => void>;

/** A bcrypt hash of nothing anyone can type, compared against when the email is unknown so timing tells nothing. */
const DUMMY_HASH = '$2b$10$NBfX4N0facmduOjYE6tZ6evttl3VyrwKOOvJhMJMuHGimyWAsNpHq';

/** The GoTrue endpoints supabase-js calls, under /auth/v1. */
export async function handleAuth(request: Request, path: string, ctx: AuthContext): Promise<Response> {
  try {
    // The emailed link is opened by a browser without the API key, as on the hosted gateway.
    const open = request.method === 'GET' && (path === '/verify' || path === '/health');
    if (!open) {
      const rejected = checkApiKey(request, ctx.keys);
      if (rejected) return rejected;
    }
    // POST /invite is an admin endpoint at the top level, as in GoTrue.
    if (path.startsWith('/admin/') || path === '/invite') return await handleAdmin(request, path, ctx);
    return await route(request, path, ctx);
  } catch (error) {
    if (error instanceof AuthApiError) return authErrorResponse(request, error);
    if (error instanceof BodyTooLargeError) return authErrorResponse(request, authErrors.bodyTooLarge(error.limit));
    if (error instanceof SyntaxError) return authErrorResponse(request, authErrors.badJson());
    console.error('[auth]', error);
    return authErrorResponse(request, new AuthApiError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  }
}

async function route(request: Request, path: string, ctx: AuthContext): Promise<Response> {
  const method = request.method;
  const url = new URL(request.url);
  switch (`${method} ${path}`) {
    case 'GET /health':
      return json({ version: 'local', name: 'GoTrue', description: 'WineCellarGPT local auth (GoTrue-compatible subset)' });
    case 'GET /settings':
      return json(settings(ctx));
    case 'POST /signup':
      return signup(ctx, await authBody(request, ctx), url);
    case 'POST /token':
      return token(ctx, request, await authBody(request, ctx), url.searchParams.get('grant_type'));
    case 'POST /otp':
    case 'POST /magiclink':
      return otp(ctx, await authBody(request, ctx), url);
    case 'POST /recover':
      return recover(ctx, await authBody(request, ctx), url);
    case 'GET /verify':
      return verifyRedirect(ctx, url);
    case 'POST /verify':
      return verifyJson(ctx, request, await authBody(request, ctx));
    case 'POST /logout':
      return logout(ctx, request, url.searchParams.get('scope') ?? 'global');
    case 'GET /user':
      return ctx.db.asOwner(async (tx) => json(await userJson(tx, (await authenticate(tx, ctx, request)).user)));
    case 'PUT /user':
      return updateCurrentUser(ctx, request, await authBody(request, ctx), url);
    default:
      throw ['GET', 'POST', 'PUT', 'DELETE'].includes(method) && knownPath(path) ? authErrors.methodNotAllowed() : authErrors.notFound();
  }
}

const KNOWN_PATHS = ['/health', '/settings', '/signup', '/token', '/otp', '/magiclink', '/recover', '/verify', '/logout', '/user'];
const knownPath = (path: string) => KNOWN_PATHS.includes(path);

async function withOutbox<T>(ctx: AuthContext, fn: (tx: Tx, outbox: Outbox) => Promise<T>): Promise<T> {
  const outbox: Outbox = [];
  const result = await ctx.db.asOwner((tx) => fn(tx, outbox));
  for (const send of outbox) send();
  return result;
}

function settings(ctx: AuthContext) {
  return {
    external: {
      anonymous_users: false,
      email: true,
      phone: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      linkedin_oidc: false,
      notion: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: !ctx.settings.enableSignup,
    mailer_autoconfirm: !ctx.settings.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

function pkceFrom(input: Record<string, unknown>): PkceChallenge | undefined {
  const challenge = input.code_challenge;
  if (typeof challenge !== 'string' || challenge === '') return undefined;
  const method = String(input.code_challenge_method ?? 'plain').toLowerCase();
  if (method !== 's256' && method !== 'plain') throw authErrors.validation('Unsupported code challenge method');
  return { challenge, method };
}

async function signup(ctx: AuthContext, input: Record<string, unknown>, url: URL): Promise<Response> {
  if (!ctx.settings.enableSignup) throw authErrors.signupDisabled();
  const email = requireEmail(input.email);
  const password = checkPasswordStrength(input.password, ctx.settings.minimumPasswordLength);
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const passwordHash = await hashPassword(password);
  const pkce = pkceFrom(input);
  return withOutbox(ctx, async (tx, outbox) => {
    if (await findUserByEmail(tx, email)) throw authErrors.userAlreadyExists();
    const confirmed = !ctx.settings.enableConfirmations;
    const user = await insertUser(tx, { email, passwordHash, confirmed, userMetadata: metadataFrom(ctx, input.data) });
    if (confirmed) return json(await issueSession(tx, ctx, user, 'password'));
    const link = await issueLink(tx, ctx, user, 'signup', redirectTo, pkce);
    outbox.push(() => mailLink(ctx, email, 'signup', link, user.raw_user_meta_data));
    return json(await userJson(tx, (await findUserById(tx, user.id)) ?? user));
  });
}

async function token(ctx: AuthContext, request: Request, input: Record<string, unknown>, grantType: string | null): Promise<Response> {
  if (grantType === 'password') return passwordGrant(ctx, request, input);
  if (grantType === 'refresh_token') {
    const refresh = input.refresh_token;
    if (typeof refresh !== 'string' || refresh === '') throw authErrors.refreshNotFound();
    const outcome = await ctx.db.asOwner((tx) => refreshSession(tx, ctx, refresh));
    if (outcome instanceof AuthApiError) throw outcome;
    return json(outcome);
  }
  if (grantType === 'pkce') {
    const authCode = input.auth_code;
    const verifier = input.code_verifier;
    if (typeof authCode !== 'string' || typeof verifier !== 'string' || authCode === '' || verifier === '') {
      throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
    }
    return ctx.db.asOwner(async (tx) => {
      const { userId, method } = await exchangeAuthCode(tx, authCode, verifier);
      const user = await findUserById(tx, userId);
      if (!user) throw authErrors.userNotFound();
      return json(await issueSession(tx, ctx, user, method));
    });
  }
  throw authErrors.unsupportedGrant();
}

/**
 * Password sign-in, throttled per address tried and per client: past either
 * limit every attempt (even with the right password, or guessing would go
 * on) answers 429 until failures leave the window. Only failures count, so a
 * client signing in successfully again and again (the test suites) is never
 * held up. Attempts on one address run one after another, so parallel
 * guesses cannot outrun the count; a success clears the address's count.
 */
async function passwordGrant(ctx: AuthContext, request: Request, input: Record<string, unknown>): Promise<Response> {
  const email = typeof input.email === 'string' ? input.email : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const { perAddress, signInByAccount, signInByIp } = ctx.throttles;
  const account = normaliseEmail(email);
  const ip = clientAddress(request);
  return perAddress.run(`password:${account}`, async () => {
    if (signInByAccount.exhausted(account) || signInByIp.exhausted(ip)) throw authErrors.rateLimited();
    const user = email === '' || password === '' ? null : await ctx.db.asOwner((tx) => findUserByEmail(tx, email));
    const matches = password !== '' && (await passwordMatches(password, user?.encrypted_password ?? DUMMY_HASH));
    if (!user || !user.encrypted_password || !matches) {
      signInByAccount.fail(account);
      signInByIp.fail(ip);
      throw authErrors.invalidCredentials();
    }
    signInByAccount.clear(account);
    if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
    if (isBanned(user)) throw authErrors.userBanned();
    return json(await ctx.db.asOwner((tx) => issueSession(tx, ctx, user, 'password')));
  });
}

async function otp(ctx: AuthContext, input: Record<string, unknown>, url: URL): Promise<Response> {
  const email = requireEmail(input.email);
  const createUser = input.create_user !== false;
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const pkce = pkceFrom(input);
  return withOutbox(ctx, async (tx, outbox) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      // The same empty 200 as for an account (nothing is sent), so the answer does not tell who has one.
      if (!createUser || !ctx.settings.enableSignup) return json({});
      user = await insertUser(tx, { email, passwordHash: null, confirmed: false, userMetadata: metadataFrom(ctx, input.data) });
    }
    if (isBanned(user)) throw authErrors.userBanned();
    const link = await issueLink(tx, ctx, user, 'magiclink', redirectTo, pkce);
    outbox.push(() => mailLink(ctx, email, 'magiclink', link));
    return json({});
  });
}

async function recover(ctx: AuthContext, input: Record<string, unknown>, url: URL): Promise<Response> {
  const email = requireEmail(input.email);
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const pkce = pkceFrom(input);
  return withOutbox(ctx, async (tx, outbox) => {
    const user = await findUserByEmail(tx, email);
    // Same answer whether or not the address has an account.
    if (user) {
      const link = await issueLink(tx, ctx, user, 'recovery', redirectTo, pkce);
      outbox.push(() => mailLink(ctx, email, 'recovery', link));
    }
    return json({});
  });
}

function fragmentRedirect(target: string, params: Record<string, string>): Response {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return new Response(null, { status: 303, headers: { location: url.href } });
}

async function verifyRedirect(ctx: AuthContext, url: URL): Promise<Response> {
  const target = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const type = url.searchParams.get('type') ?? '';
  const tokenParam = url.searchParams.get('token') ?? '';
  if (!(LINK_TYPES as readonly string[]).includes(type) || tokenParam === '') {
    return fragmentRedirect(target, {
      error: 'invalid_request',
      error_code: 'validation_failed',
      error_description: 'Verify requires a token and a valid verification type',
    });
  }
  try {
    return await ctx.db.asOwner(async (tx) => {
      const verified = await verifyLink(tx, ctx, { type: type as LinkType, tokenHash: tokenParam });
      if (verified.authCode) {
        const back = new URL(target);
        back.searchParams.set('code', verified.authCode);
        return new Response(null, { status: 303, headers: { location: back.href } });
      }
      const session = await issueSession(tx, ctx, verified.user, verified.method);
      return fragmentRedirect(target, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      });
    });
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    return fragmentRedirect(target, {
      error: error.status === 403 ? 'access_denied' : 'invalid_request',
      error_code: error.code,
      error_description: error.message,
    });
  }
}

/**
 * POST /verify, throttled: failed verifications per client, and wrong codes
 * per address (checked one attempt at a time per address, as passwords);
 * after `otpWrongGuessesPerCode` wrong codes the address's outstanding code
 * (and its link) stop working.
 */
async function verifyJson(ctx: AuthContext, request: Request, input: Record<string, unknown>): Promise<Response> {
  const type = String(input.type ?? '');
  if (!(VERIFY_TYPES as readonly string[]).includes(type)) throw authErrors.validation('Verify requires a verification type');
  const tokenHash = typeof input.token_hash === 'string' && input.token_hash !== '' ? input.token_hash : undefined;
  const email = typeof input.email === 'string' ? input.email : undefined;
  const code = typeof input.token === 'string' ? input.token : undefined;
  if (!tokenHash && !(email && code)) throw authErrors.validation('Verify requires either a token hash or an email and token');
  const { perAddress, otpByAddress, otpByIp, wrongCodeGuesses } = ctx.throttles;
  const ip = clientAddress(request);
  // A token hash is 224 random bits; only a 6-digit code is worth guessing, so only codes count per address.
  const address = tokenHash ? undefined : normaliseEmail(email ?? '');
  const attempt = async () => {
    if (otpByIp.exhausted(ip) || (address !== undefined && otpByAddress.exhausted(address))) throw authErrors.rateLimited();
    try {
      const response = await ctx.db.asOwner(async (tx) => {
        const verified = await verifyLink(tx, ctx, { type: type as VerifyType, tokenHash, email, otp: code });
        return json(await issueSession(tx, ctx, verified.user, verified.method));
      });
      if (address !== undefined) {
        otpByAddress.clear(address);
        wrongCodeGuesses.delete(address);
      }
      return response;
    } catch (error) {
      if (error instanceof AuthApiError && error.code === 'otp_expired') {
        otpByIp.fail(ip);
        if (address !== undefined) {
          otpByAddress.fail(address);
          await countWrongCode(ctx, address);
        }
      }
      throw error;
    }
  };
  return address === undefined ? attempt() : perAddress.run(`code:${address}`, attempt);
}

async function countWrongCode(ctx: AuthContext, address: string) {
  const { wrongCodeGuesses } = ctx.throttles;
  const guesses = (wrongCodeGuesses.get(address) ?? 0) + 1;
  if (guesses < ctx.limits.otpWrongGuessesPerCode) {
    // Counted only for addresses with an account, so made-up addresses cannot grow the map.
    const known = await ctx.db.asOwner((tx) => findUserByEmail(tx, address));
    if (known) wrongCodeGuesses.set(address, guesses);
    return;
  }
  wrongCodeGuesses.delete(address);
  await ctx.db.asOwner((tx) => invalidateCodes(tx, address));
}

async function logout(ctx: AuthContext, request: Request, scope: string): Promise<Response> {
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw authErrors.validation('Unsupported logout scope');
  }
  await ctx.db.asOwner(async (tx) => endSessions(tx, await authenticate(tx, ctx, request), scope as LogoutScope));
  return new Response(null, { status: 204 });
}

async function updateCurrentUser(ctx: AuthContext, request: Request, input: Record<string, unknown>, url: URL): Promise<Response> {
  const newPassword =
    input.password === undefined ? undefined : checkPasswordStrength(input.password, ctx.settings.minimumPasswordLength);
  const newHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  const newEmail = input.email === undefined ? undefined : requireEmail(input.email);
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  return withOutbox(ctx, async (tx, outbox) => {
    let { user } = await authenticate(tx, ctx, request);
    const changes: Record<string, unknown> = {};
    if (isRecord(input.data)) {
      changes.raw_user_meta_data = metadataFrom(ctx, mergeMetadata(user.raw_user_meta_data, input.data));
    }
    if (newPassword !== undefined && newHash !== undefined) {
      if (await passwordMatches(newPassword, user.encrypted_password)) throw authErrors.samePassword();
      changes.encrypted_password = newHash;
    }
    user = await updateUser(tx, user.id, changes);
    if (newEmail !== undefined && newEmail !== user.email) {
      if (await findUserByEmail(tx, newEmail)) throw authErrors.emailExists();
      if (ctx.settings.enableConfirmations) {
        user = await updateUser(tx, user.id, { email_change: newEmail });
        const link = await issueLink(tx, ctx, user, 'email_change', redirectTo);
        outbox.push(() => mailLink(ctx, newEmail, 'email_change', link));
      } else {
        // Without confirmations (the local default) GoTrue applies the change at once.
        user = await changeEmail(tx, user, newEmail);
      }
    }
    return json(await userJson(tx, user));
  });
}

