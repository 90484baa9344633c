import { contractPdf } from '../_shared/contract/contract-pdf.ts';
import { mailSenderFromEnv } from '../_shared/mail/index.ts';
import { linkSecretFrom } from '../_shared/mail/signed-link.ts';
import { createAdminClient, denoEnv, verifiedUser } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';
import { createContractStore } from './store.ts';

const env = denoEnv();
const admin = createAdminClient(env);
const caller = async (request: Request) => {
  const user = await verifiedUser(admin, request);
  return user ? { userId: user.id, email: user.email, isAdmin: (await admin.rpc('has_role', { _user_id: user.id, _role: 'admin' })).data === true } : null;
};
Deno.serve(createHandler({ store: createContractStore(admin), mail: mailSenderFromEnv(env), caller, linkSecret: linkSecretFrom(env), siteUrl: env.get('SITE_URL') ?? 'http://127.0.0.1:5173', pdf: contractPdf }));
