import type { Database } from '../db.ts';
import type { KeySet } from '../http/identity.ts';
import type { MailCapture } from '../mail.ts';

export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  minimumPasswordLength: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  otpExpiry: number;
}

export interface AuthContext {
  db: Database;
  keys: KeySet;
  settings: AuthSettings;
  mail: MailCapture;
  /** The backend's own origin, e.g. http://127.0.0.1:54321 (links in mails point here). */
  apiUrl: string;
}

/** How a session was authenticated; becomes the JWT's `amr` claim. */
export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'recovery' | 'invite' | 'email/signup' | 'email_change';
