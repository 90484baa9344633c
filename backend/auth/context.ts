import type { ProjectConfig } from '../core/config-toml.ts';
import type { Database } from '../core/db.ts';
import type { Limits } from '../core/limits.ts';
import type { KeySet } from '../http/identity.ts';
import type { MailCapture } from '../mail/capture.ts';
import type { AuthThrottles } from './throttle.ts';

/** The [auth] settings of config.toml the emulated GoTrue honours. */
export type AuthSettings = Pick<
  ProjectConfig,
  | 'siteUrl'
  | 'additionalRedirectUrls'
  | 'jwtExpiry'
  | 'minimumPasswordLength'
  | 'refreshTokenReuseInterval'
  | 'enableSignup'
  | 'enableConfirmations'
  | 'otpExpiry'
>;

export interface AuthContext {
  db: Database;
  keys: KeySet;
  settings: AuthSettings;
  mail: MailCapture;
  /** The backend's own origin, e.g. http://127.0.0.1:54321 (links in mails point here). */
  apiUrl: string;
  limits: Limits;
  /** Failure counters behind the sign-in and verification throttles. */
  throttles: AuthThrottles;
}

/** How a session was authenticated; becomes the JWT's `amr` claim. */
export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'recovery' | 'invite' | 'email/signup' | 'email_change';
