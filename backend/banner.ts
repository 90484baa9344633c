import type { AdminCredentials } from './admin-account.ts';

export interface BannerInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  inboxUrl: string;
  admin: AdminCredentials;
  functions: string[];
}

/** What a developer needs to see once the local backend is up: where it is, its keys, the inbox and the admin login. */
export function formatBanner(info: BannerInfo, heading = 'Local backend (Supabase-compatible) running'): string {
  const password = info.admin.password
    ? info.admin.password
    : '(changed or unknown: `npm run db:reset` creates a new admin account)';
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
