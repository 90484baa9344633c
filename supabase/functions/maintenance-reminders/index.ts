import { createPostgresRateLimiter, readWindows } from '../_shared/ai/rate-limit.ts';
import { mailSenderFromEnv } from '../_shared/mail/index.ts';
import { linkSecretFrom } from '../_shared/mail/signed-link.ts';
import { createReminderStore } from '../_shared/maintenance/reminder-store.ts';
import { siteUrlFrom } from '../_shared/site-origin.ts';
import { accountCallerFrom } from '../_shared/account-email.ts';
import { createAddressBook } from '../_shared/mail/address-book.ts';
import { createAdminClient, denoEnv } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';

const env = denoEnv();
const admin = createAdminClient(env);
// Read before serving: without a link secret (or, in production, SITE_URL) the function refuses to start, saying why.
const linkSecret = linkSecretFrom(env);
const siteUrl = siteUrlFrom(env);

Deno.serve(
  createHandler({
    store: createReminderStore(admin, siteUrl),
    mail: mailSenderFromEnv(env),
    caller: accountCallerFrom(admin, env),
    addresses: createAddressBook(admin),
    linkSecret,
    siteUrl,
    // REMINDERS_RATE_LIMIT_PER_MINUTE / _PER_DAY; 0 turns a window off.
    rateLimiter: createPostgresRateLimiter((fn, args) => admin.rpc(fn, args), 'maintenance-reminders', readWindows(env, 'REMINDERS_RATE_LIMIT', { perMinute: 5, perDay: 30 })),
  }),
);
