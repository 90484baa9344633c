import type { AdminCredentials } from './admin-account.ts';

export interface BannerInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  inboxUrl: string;
  admin: AdminCredentials;
  functions: string[];
}

export interface BannerOptions {
  heading?: string;
  /** Show the admin password even when the account is not new (npm run backend does; the dev server only on first start). */
  alwaysShowPassword?: boolean;
}

/** What a developer needs to see once the local backend is up: where it is, its keys, the inbox and the admin login. */
export function formatBanner(info: BannerInfo, options: BannerOptions = {}): string {
  const heading = options.heading ?? 'Local backend (Supabase-compatible) running';
  const password = !info.admin.password
    ? '(unknown: `npm run db:reset` creates a fresh admin account)'
    : info.admin.created || options.alwaysShowPassword
      ? info.admin.password
      : '(password: `npm run backend` prints it)';
  return [
    '',
    `  ${heading}`,
    `  API URL           ${info.url}`,
    `  anon key          ${info.anonKey}`,
    `  service_role key  ${info.serviceRoleKey}`,
    `  Inbox (mail)      ${info.inboxUrl}`,
    `  Functions         ${info.functions.length > 0 ? info.functions.join(', ') : 'none loaded'}`,
    `  Admin sign-in     ${info.admin.email} / ${password}${info.admin.created ? '   (new account)' : ''}`,
    '',
  ].join('\n');
}
