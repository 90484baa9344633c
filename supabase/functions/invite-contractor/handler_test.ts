import { assert, assertEquals } from '../_shared/testing/assert.ts';
import { ERROR_CODES } from '../_shared/errors.ts';
import type { Invite } from '../_domain/contractors/schema.ts';
import { createHandler, INVITE_MESSAGES, portalUrl, type InviteDeps, type InviteStore } from './handler.ts';

/** An in-memory store that records what the handler asked for. */
function fakeStore(taken: { slugs?: string[]; emails?: string[]; existing?: string[] } = {}) {
  const invited: Array<{ email: string; redirectTo: string }> = [];
  const firms: Array<Invite & { userId: string }> = [];
  const store: InviteStore = {
    slugTaken: async (slug) => (taken.slugs ?? []).includes(slug),
    emailTaken: async (email) => (taken.emails ?? []).includes(email.toLowerCase()),
    inviteAccount: async (email, redirectTo) => {
      invited.push({ email, redirectTo });
      return { userId: `user-${email}`, existingAccount: (taken.existing ?? []).includes(email) };
    },
    createFirm: async (invite, userId) => {
      firms.push({ ...invite, userId });
      return `firm-${invite.slug}`;
    },
  };
  return { store, invited, firms };
}

const ADMIN = async () => ({ userId: 'admin-1', isAdmin: true });
const deps = (store: InviteStore, caller: InviteDeps['caller'] = ADMIN): InviteDeps => ({ store, caller, siteUrl: 'https://winecellargpt.com' });

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://functions.test/invite-contractor', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4179', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const VALID = { email: 'Owner@Example.com ', company: ' Vintner <b>Build</b> Co. ', slug: 'vintner-build-co' };

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string; issues?: Array<{ path: string; message: string }> } };
  assertEquals(Object.keys(body), ['error'], 'one error object');
  assert((ERROR_CODES as readonly string[]).includes(body.error.code), `known code ${body.error.code}`);
  return body.error;
}

Deno.test('an admin invites a firm: the account is mailed, the firm created, 201 with the ids', async () => {
  const { store, invited, firms } = fakeStore();
  const response = await createHandler(deps(store))(post(VALID));
  assertEquals(response.status, 201, 'status');
  assertEquals(await response.json(), { contractorId: 'firm-vintner-build-co', userId: 'user-Owner@Example.com', existingAccount: false });
  assertEquals(invited, [{ email: 'Owner@Example.com', redirectTo: 'https://winecellargpt.com/contractor' }], 'mailed to the configured site’s portal');
  // Markup stripped, whitespace trimmed by the shared schema.
  assertEquals(firms[0]?.company, 'Vintner Build Co.', 'company cleaned');
  assertEquals(response.headers.get('access-control-allow-origin'), '*', 'cors');
});

Deno.test('without a signed-in caller: 401 unauthorized, nothing mailed', async () => {
  const { store, invited } = fakeStore();
  const response = await createHandler(deps(store, async () => null))(post(VALID));
  assertEquals(response.status, 401);
  const error = await errorOf(response);
  assertEquals([error.code, error.message], ['unauthorized', INVITE_MESSAGES.unauthorized]);
  assertEquals(invited.length, 0, 'no mail');
});

Deno.test('a signed-in caller without the admin role: 403 forbidden, nothing mailed or created', async () => {
  const { store, invited, firms } = fakeStore();
  const response = await createHandler(deps(store, async () => ({ userId: 'u', isAdmin: false })))(post(VALID));
  assertEquals(response.status, 403);
  assertEquals((await errorOf(response)).code, 'forbidden');
  assertEquals([invited.length, firms.length], [0, 0], 'no side effects');
});

Deno.test('bad input: 400 invalid_request with an issue per field, nothing mailed', async () => {
  const { store, invited } = fakeStore();
  const response = await createHandler(deps(store))(post({ email: 'not-an-address', company: '', slug: 'Bad Slug' }));
  assertEquals(response.status, 400);
  const error = await errorOf(response);
  assertEquals(error.code, 'invalid_request');
  assertEquals((error.issues ?? []).map((issue) => issue.path).sort(), ['company', 'email', 'slug']);
  assertEquals(invited.length, 0, 'no mail');
});

Deno.test('not JSON: 400 invalid_request; GET: 405', async () => {
  const { store } = fakeStore();
  const handler = createHandler(deps(store));
  const notJson = await handler(post('{nope'));
  assertEquals([notJson.status, (await errorOf(notJson)).code], [400, 'invalid_request']);
  const get = await handler(new Request('http://functions.test/invite-contractor', { method: 'GET' }));
  assertEquals([get.status, (await errorOf(get)).code], [405, 'method_not_allowed']);
});

Deno.test('a taken slug or an already invited address is named under its field, before any mail', async () => {
  const slug = fakeStore({ slugs: ['vintner-build-co'] });
  const slugResponse = await createHandler(deps(slug.store))(post(VALID));
  const slugError = await errorOf(slugResponse);
  assertEquals([slugResponse.status, slugError.issues], [400, [{ path: 'slug', message: INVITE_MESSAGES.slugTaken }]]);
  const email = fakeStore({ emails: ['owner@example.com'] });
  const emailResponse = await createHandler(deps(email.store))(post(VALID));
  assertEquals((await errorOf(emailResponse)).issues, [{ path: 'email', message: INVITE_MESSAGES.alreadyInvited }]);
  assertEquals([slug.invited.length, email.invited.length], [0, 0], 'no mail');
});

Deno.test('an existing account is told so in the receipt', async () => {
  const { store } = fakeStore({ existing: ['owner@example.com'] });
  const response = await createHandler(deps(store))(post({ ...VALID, email: 'owner@example.com' }));
  assertEquals(((await response.json()) as { existingAccount: boolean }).existingAccount, true);
});

Deno.test('the link lands on /contractor of the configured site, whatever Origin the request names', async () => {
  assertEquals(portalUrl('https://winecellargpt.com'), 'https://winecellargpt.com/contractor');
  const { store, invited } = fakeStore();
  await createHandler({ ...deps(store), siteUrl: 'https://winecellargpt.com' })(post(VALID, { origin: 'https://evil.example' }));
  assertEquals(invited.map((entry) => entry.redirectTo), ['https://winecellargpt.com/contractor']);
});
