import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findUserByEmail, hashPassword, insertUser } from '../auth/users.ts';
import type { Database } from './db.ts';
import { LOCAL_ADMIN_EMAIL } from './keys.ts';

export interface AdminCredentials {
  email: string;
  /** Null when the account exists but its initial password file is gone. */
  password: string | null;
  /** True when the account was created by this start. */
  created: boolean;
}

const CREDENTIALS_FILE = 'admin-credentials.json';

/**
 * The local admin account: created once per database with a random password
 * (stored beside the database, readable only by its owner) and the admin
 * role, so a developer can open the admin pages without any SQL.
 */
export async function ensureLocalAdmin(db: Database, dataDir: string | undefined): Promise<AdminCredentials> {
  const file = dataDir ? join(dataDir, CREDENTIALS_FILE) : null;
  const existing = await db.asOwner((tx) => findUserByEmail(tx, LOCAL_ADMIN_EMAIL));
  if (existing) {
    const saved = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { password?: string }) : {};
    return { email: LOCAL_ADMIN_EMAIL, password: saved.password ?? null, created: false };
  }
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.asOwner(async (tx) => {
    const user = await insertUser(tx, {
      email: LOCAL_ADMIN_EMAIL,
      passwordHash,
      confirmed: true,
      userMetadata: { full_name: 'Local admin' },
    });
    await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [user.id]);
  });
  if (file) writeFileSync(file, `${JSON.stringify({ email: LOCAL_ADMIN_EMAIL, password }, null, 2)}\n`, { mode: 0o600 });
  return { email: LOCAL_ADMIN_EMAIL, password, created: true };
}
