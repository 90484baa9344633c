import { randomUUID } from 'node:crypto';
import type { Tx } from '../core/db.ts';
import { isUuid } from '../core/ids.ts';
import { bcryptCompare, bcryptHash } from './bcrypt-pool.ts';
import { authErrors } from './errors.ts';

/** The auth.users columns the emulated GoTrue reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, email_change_token_new, email_change, email_change_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at,
  confirmed_at, banned_until, is_anonymous`;

const BCRYPT_COST = 10;
// One `@`, something on both sides, a dot in the domain: what GoTrue's format check amounts to.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function requireEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw authErrors.validation('An email address is required');
  const email = normaliseEmail(value);
  if (email.length > 255 || !EMAIL_FORMAT.test(email)) throw authErrors.invalidEmail();
  return email;
}

export function checkPasswordStrength(password: unknown, minimum: number): string {
  if (typeof password !== 'string' || password === '') throw authErrors.validation('Password is required');
  // GoTrue counts characters, not bytes; bcrypt itself only reads 72 bytes.
  if ([...password].length < minimum) throw authErrors.weakPassword(minimum);
  if (Buffer.byteLength(password) > 72) throw authErrors.validation('Password cannot be longer than 72 characters');
  return password;
}

// Done outside any transaction (hashing takes tens of milliseconds and PGlite serialises
// transactions) and off the main thread (bcrypt-pool.ts).
export const hashPassword = (password: string) => bcryptHash(password, BCRYPT_COST);
export const passwordMatches = (password: string, hash: string | null) => (hash ? bcryptCompare(password, hash) : Promise.resolve(false));

/** Metadata travels in every access token, so it is kept small. */
export function checkMetadataSize<T extends Record<string, unknown> | null>(metadata: T, maxBytes: number): T {
  if (metadata && Buffer.byteLength(JSON.stringify(metadata)) > maxBytes) throw authErrors.metadataTooLarge(maxBytes);
  return metadata;
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const result = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null and is_sso_user = false`,
    [normaliseEmail(email)],
  );
  return result.rows[0] ?? null;
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const result = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id]);
  return result.rows[0] ?? null;
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  invited?: boolean;
}

/** Inserts the user and its email identity, as GoTrue does on sign-up. */
export async function insertUser(tx: Tx, input: NewUser): Promise<UserRow> {
  const id = input.id ?? randomUUID();
  const identityData = { sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false };
  const appMetadata = { provider: 'email', providers: ['email'], ...input.appMetadata };
  const userMetadata = { ...identityData, ...input.userMetadata };
  try {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
         raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, confirmation_token,
         recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
         case when $4::boolean then now() end, case when $5::boolean then now() end, $6, $7, false, now(), now(),
         '', '', '', '')`,
      [id, input.email, input.passwordHash, input.confirmed, input.invited ?? false, appMetadata, userMetadata],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw authErrors.emailExists();
    throw error;
  }
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now())`,
    [id, identityData],
  );
  const user = await findUserById(tx, id);
  if (!user) throw new Error('user vanished after insert');
  return user;
}

/** Sets the given auth.users columns (names are fixed by callers, never user input). */
export async function updateUser(tx: Tx, id: string, changes: Record<string, unknown>): Promise<UserRow> {
  const entries = Object.entries(changes);
  if (entries.length > 0) {
    const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
    await tx.query(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1`, [
      id,
      ...entries.map(([, value]) => value),
    ]);
  }
  const user = await findUserById(tx, id);
  if (!user) throw authErrors.userNotFound();
  return user;
}

/** GoTrue's metadata merge: keys are set, a null value removes the key. */
export function mergeMetadata(current: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function confirmEmail(tx: Tx, user: UserRow): Promise<UserRow> {
  if (user.email_confirmed_at) return user;
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  return updateUser(tx, user.id, {
    email_confirmed_at: new Date(),
    raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
  });
}

/** Moves the account (and its email identity) to a new address; clears any pending change. */
export async function changeEmail(tx: Tx, user: UserRow, newEmail: string): Promise<UserRow> {
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id, newEmail],
  );
  return updateUser(tx, user.id, {
    email: newEmail,
    email_change: '',
    raw_user_meta_data: { ...user.raw_user_meta_data, email: newEmail },
  });
}

export const isBanned = (user: UserRow) => user.banned_until !== null && user.banned_until.getTime() > Date.now();

const iso = (value: Date | null) => (value ? value.toISOString() : undefined);

/** The user object GoTrue returns (null timestamps are left out, as GoTrue omits them). */
export async function userJson(tx: Tx, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const body: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
  return body;
}
