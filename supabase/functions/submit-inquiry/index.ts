/**
 * submit-inquiry with its dependencies from the environment. The link secret
 * and the site's address are read first: without them (in production) the
 * function refuses to start and logs which one to set.
 */
import { accountCallerFrom } from '../_shared/account-email.ts';
import { limitsFromEnv } from '../_shared/ai/rate-limit.ts';
import { createAddressBook } from '../_shared/mail/address-book.ts';
import { mailSenderFromEnv } from '../_shared/mail/index.ts';
import { linkSecretFrom } from '../_shared/mail/signed-link.ts';
import { siteUrlFrom } from '../_shared/site-origin.ts';
import { createAdminClient, denoEnv } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';
import { createSupabaseInquiryStore } from './store.ts';

const env = denoEnv();
const linkSecret = linkSecretFrom(env);
const siteUrl = siteUrlFrom(env);
const admin = createAdminClient(env);

Deno.serve(
  createHandler({
    store: createSupabaseInquiryStore(admin),
    caller: accountCallerFrom(admin, env),
    // INQUIRY_RATE_LIMIT_PER_MINUTE / _PER_DAY; 0 turns a window off.
    ...limitsFromEnv(env, 'submit-inquiry', 'INQUIRY_RATE_LIMIT', { perMinute: 5, perDay: 30 }),
    addresses: createAddressBook(admin),
    mail: mailSenderFromEnv(env),
    linkSecret,
    siteUrl,
  }),
);
