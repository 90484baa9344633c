import { contractPdf } from '../_domain/contract/contract-pdf.ts';
import { mailSenderFromEnv } from '../_shared/mail/index.ts';
import { linkSecretFrom } from '../_shared/mail/signed-link.ts';
import { siteUrlFrom } from '../_shared/site-origin.ts';
import { createAdminClient, denoEnv, verifiedCallerWithAdmin } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';
import { createContractStore } from './store.ts';

const env = denoEnv();
const admin = createAdminClient(env);
const caller = (request: Request) => verifiedCallerWithAdmin(admin, request);
Deno.serve(createHandler({ store: createContractStore(admin), mail: mailSenderFromEnv(env), caller, linkSecret: linkSecretFrom(env), siteUrl: siteUrlFrom(env), pdf: contractPdf }));
