/**
 * invite-contractor: an admin invites a partner firm by email. The firm's
 * account gets an invitation mail (or, if the address already has an
 * account, a sign-in link), the contractor role and an unapproved profile it
 * can fill in. Needs the service role (the auth admin API, user_roles), so it
 * runs here and checks itself that the caller is an admin.
 */
import { readJson } from '../_shared/body.ts';
import { invalidRequest, jsonResponse, parseRequest, requireAdmin } from '../_shared/errors.ts';
import { serve } from '../_shared/serve.ts';
import { inviteSchema, type Invite, type InviteReceipt } from '../_domain/contractors/schema.ts';

export const INVITE_MAX_BYTES = 8 * 1024;

export const INVITE_MESSAGES = {
  unauthorized: 'Sign in as an admin to invite contractors.',
  forbidden: 'Only the business’s admins can invite contractors.',
  slugTaken: 'Another firm already has this profile address.',
  alreadyInvited: 'This address already has a contractor profile.',
} as const;

export interface InviteStore {
  /** Whether a firm already uses this slug. */
  slugTaken(slug: string): Promise<boolean>;
  /** Whether a firm was already invited at (or is owned by) this address. */
  emailTaken(email: string): Promise<boolean>;
  /** Mails the invitation (or a sign-in link to an existing account) and answers the account. */
  inviteAccount(email: string, redirectTo: string, company: string): Promise<{ userId: string; existingAccount: boolean }>;
  /** Grants the contractor role and creates the unapproved profile; answers its id. */
  createFirm(invite: Invite, userId: string): Promise<string>;
}

export interface InviteDeps {
  store: InviteStore;
  /** The verified caller: null when not signed in, else whether they hold the admin role. */
  caller(request: Request): Promise<{ userId: string; isAdmin: boolean } | null>;
  /** The site's address (SITE_URL), where the mailed link lands; never the request's Origin. */
  siteUrl: string;
}

/** The link lands on the contractor portal of the configured site (auth checks it against its allow-list too). */
export const portalUrl = (siteUrl: string): string => new URL('/contractor', siteUrl).href;

export function createHandler(deps: InviteDeps): (request: Request) => Promise<Response> {
  return serve(async (request) => {
    requireAdmin(await deps.caller(request), INVITE_MESSAGES);
    const invite = parseRequest(inviteSchema, await readJson(request, INVITE_MAX_BYTES, '{ "email", "company", "slug" }'));
    if (await deps.store.slugTaken(invite.slug)) throw invalidRequest([{ path: 'slug', message: INVITE_MESSAGES.slugTaken }]);
    if (await deps.store.emailTaken(invite.email)) throw invalidRequest([{ path: 'email', message: INVITE_MESSAGES.alreadyInvited }]);
    const account = await deps.store.inviteAccount(invite.email, portalUrl(deps.siteUrl), invite.company);
    const contractorId = await deps.store.createFirm(invite, account.userId);
    return jsonResponse({ contractorId, userId: account.userId, existingAccount: account.existingAccount } satisfies InviteReceipt, 201);
  });
}
