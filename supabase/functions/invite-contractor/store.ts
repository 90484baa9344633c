import type { SupabaseClient } from '@supabase/supabase-js';
import type { Invite } from '../_domain/contractors/schema.ts';
import type { InviteStore } from './handler.ts';
import { fail } from '../_shared/db-errors.ts';

/** The invitation on Supabase, through a service-role client, with the auth admin API as hosted. */
export function createSupabaseInviteStore(admin: SupabaseClient): InviteStore {
  return {
    async slugTaken(slug) {
      const { count, error } = await admin.from('contractors').select('id', { count: 'exact', head: true }).eq('slug', slug);
      fail('Could not check the slug', error);
      return (count ?? 0) > 0;
    },

    async emailTaken(email) {
      const { count, error } = await admin.from('contractors').select('id', { count: 'exact', head: true }).ilike('invited_email', email);
      fail('Could not check the address', error);
      return (count ?? 0) > 0;
    },

    async inviteAccount(email, redirectTo, company) {
      // The invitation mail names the firm: its template reads {{ .Data.invited_company }} (docs/deploy-hosted.md).
      const invited = await admin.auth.admin.inviteUserByEmail(email, { redirectTo, data: { invited_company: company } });
      if (!invited.error && invited.data.user) return { userId: invited.data.user.id, existingAccount: false };
      if (invited.error?.code !== 'email_exists') throw new Error(`Could not invite: ${invited.error?.message ?? 'no user'}`);
      // A confirmed account: find it without mailing (generateLink), then mail it a sign-in link.
      const found = await admin.auth.admin.generateLink({ type: 'magiclink', email });
      if (found.error || !found.data.user) throw new Error(`Could not find the account: ${found.error?.message ?? 'no user'}`);
      const mailed = await admin.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: redirectTo } });
      fail('Could not mail the sign-in link', mailed.error);
      return { userId: found.data.user.id, existingAccount: true };
    },

    async createFirm(invite: Invite, userId: string) {
      const role = await admin.from('user_roles').upsert({ user_id: userId, role: 'contractor' }, { onConflict: 'user_id,role', ignoreDuplicates: true });
      fail('Could not grant the contractor role', role.error);
      const { data, error } = await admin
        .from('contractors')
        .insert({ slug: invite.slug, company: invite.company, owner_id: userId, invited_email: invite.email, invited_at: new Date().toISOString(), contact_email: invite.email })
        .select('id')
        .single();
      fail('Could not create the profile', error);
      return (data as { id: string }).id;
    },
  };
}
