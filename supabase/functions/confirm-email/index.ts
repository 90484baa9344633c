import { createAddressBook } from '../_shared/mail/address-book.ts';
import { linkSecretFrom } from '../_shared/mail/signed-link.ts';
import { createAdminClient, denoEnv } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';

const env = denoEnv();
Deno.serve(createHandler({ addresses: createAddressBook(createAdminClient(env)), linkSecret: linkSecretFrom(env) }));
