/**
 * What an attacker tried, seen in a real browser (docs/business.md and
 * docs/functions.md): hostile bid notes on the admin's bids page are text,
 * never markup; an inquiry sent under a stranger's address gets one
 * acknowledgement whose confirm link asks before it confirms, and the inbox
 * says why automated mail waits until someone confirms (the client, or an
 * admin who checked with them).
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY } from '../../backend/core/keys.ts';
import { createUser, mailFor, serviceClient, uniqueEmail } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';
import { E2E_BACKEND_URL } from './support/ports.ts';

// The admin's pages are read signed in (tests/e2e/support/auth.ts); the visitor's side uses a fresh browser context.
test.use({ signedIn: 'admin' });

const tag = () => randomUUID().replaceAll(/[^a-f]/g, '').slice(0, 6);
const PAYLOAD = '<img src=x onerror="window.__pwned=1;alert(document.domain)">';

async function submitInquiry(email: string, lastName: string): Promise<string> {
  const response = await fetch(`${E2E_BACKEND_URL}/functions/v1/submit-inquiry`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', origin: 'https://evil.example' },
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      source: 'contact-form',
      form: { firstName: 'Odile', lastName, email, phone: '+1 555 0177', projectType: 'residential', message: 'Cheap pills at evil.example: click now.' },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('the admin’s bids page shows hostile bid notes as text: nothing runs and no element is injected', async ({ page }) => {
  const service = serviceClient();
  const suffix = tag();
  const owner = await createUser('hostile-bids-firm');
  expect((await service.from('user_roles').insert({ user_id: owner.id, role: 'contractor' })).error).toBeNull();
  const firm = await service
    .from('contractors')
    .insert({ slug: `hostile-${suffix}`, company: `Hostile Notes Cellars ${suffix}`, services: ['custom-construction'], is_approved: true, owner_id: owner.id })
    .select('id')
    .single();
  const other = await service
    .from('contractors')
    .insert({ slug: `plain-${suffix}`, company: `Plain Notes Cellars ${suffix}`, services: ['custom-construction'], is_approved: true, owner_id: (await createUser('hostile-bids-other')).id })
    .select('id')
    .single();
  const lead = await service
    .from('inquiries')
    .insert({ idempotency_key: randomUUID(), source: 'quote', first_name: 'Hugo', last_name: `Notes${suffix}`, name: `Hugo Notes${suffix}`, email: uniqueEmail('hostile-lead'), phone: '+1 555 0110', project_type: 'residential', details: 'A 600-bottle cellar.', message: 'A 600-bottle cellar.' })
    .select('id')
    .single();
  const round = await service
    .from('bid_requests')
    .insert({ inquiry_id: lead.data?.id, brief: 'A 600-bottle cellar under the stairs.', project_type: 'residential', deadline: new Date(Date.now() + 2 * 86_400_000).toISOString() })
    .select('id')
    .single();
  const invitations = await service
    .from('bid_invitations')
    .insert([
      { request_id: round.data?.id, contractor_id: firm.data?.id },
      { request_id: round.data?.id, contractor_id: other.data?.id },
    ])
    .select('id, contractor_id');
  expect(invitations.error).toBeNull();
  const invitationOf = (id: string | undefined) => (invitations.data ?? []).find((row) => row.contractor_id === id)?.id as string;

  // The firm bids through the API as its dashboard would, with a payload built to survive one stripping pass.
  const firmClient = createClient(E2E_BACKEND_URL, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } });
  expect((await firmClient.auth.signInWithPassword({ email: owner.email, password: owner.password })).error).toBeNull();
  const nested = `<<script>script>window.__pwned=1<</script>/script>Walnut racking ${PAYLOAD} included.`;
  const start = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  expect((await firmClient.rpc('submit_bid', { p_invitation_id: invitationOf(firm.data?.id), p_price: 64_000, p_start_date: start, p_duration_weeks: 10, p_note: nested })).error).toBeNull();
  const stored = (await service.from('bid_invitations').select('note').eq('id', invitationOf(firm.data?.id)).single()).data as { note: string };
  expect(stored.note).toBe('Walnut racking  included.');
  // A note stored raw (by any path, or before the database stripped notes) must still reach the page as text.
  expect((await service.from('bid_invitations').update({ price: 71_000, start_date: start, duration_weeks: 12, note: `Raw ${PAYLOAD} note <script>window.__pwned=1</script>`, bid_at: new Date().toISOString(), first_bid_at: new Date().toISOString(), revisions: 1 }).eq('id', invitationOf(other.data?.id))).error).toBeNull();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await gotoReady(page, '/live-bid-optimization');
  const card = page.getByTestId('bid-round').filter({ hasText: `Hugo Notes${suffix}` });
  await expect(card.getByTestId('bid-row')).toHaveCount(2);
  await expect(card).toContainText('Walnut racking included.');
  await expect(card).toContainText(`Raw ${PAYLOAD} note <script>window.__pwned=1</script>`);
  expect(await card.locator('img[src="x"], script, iframe').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expectAccessible(page, 'a round with hostile notes', '[data-testid="bid-round"]');
});

test('an inquiry under a stranger’s address: one acknowledgement, a confirm link that asks first, and an inbox that says why mail waits', async ({ page, browser, account: admin }) => {
  const suffix = tag();
  const [viaLink, viaAdmin] = [uniqueEmail('ack-link'), uniqueEmail('ack-admin')];
  const linkLead = await submitInquiry(viaLink, `Link${suffix}`);
  const adminLead = await submitInquiry(viaAdmin, `Admin${suffix}`);
  await submitInquiry(viaLink, `Again${suffix}`);

  // One acknowledgement per address for the day, in our words only, with the configured site in its link.
  await expect.poll(async () => (await mailFor(viaLink)).length).toBe(1);
  const [ack] = await mailFor(viaLink);
  expect(ack!.subject).toBe('Thank you for contacting WineCellarGPT: what happens next');
  expect(ack!.text).toContain('within 24 hours');
  for (const typed of ['Odile', 'pills', 'evil.example']) expect(ack!.text).not.toContain(typed);
  const link = new URL(ack!.links[0]!);
  expect(link.pathname).toBe('/quote');
  expect(link.origin).not.toBe('https://evil.example');

  // A mail scanner that fetches the link confirms nothing: the page asks first.
  await fetch(ack!.links[0]!);
  const stillOpen = await serviceClient().from('email_confirmations').select('confirmed_at').eq('email', viaLink).single();
  expect(stillOpen.data?.confirmed_at).toBeNull();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(ack!.links[0]!);
  const notice = visitor.getByTestId('confirm-email');
  await expect(notice.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await expectAccessible(visitor, 'the confirm notice', '[data-testid="confirm-email"]');
  await notice.getByRole('button', { name: 'Yes, this is my address' }).click();
  await expect(notice.getByRole('status')).toHaveText(`Thank you: ${viaLink[0]}…@example.com is confirmed. The emails you asked for will reach it.`);
  await visitor.context().close();

  // The inbox: confirmed by the link for one; waiting, with the reason, for the other, until an admin records it.
  await gotoReady(page, `/admin?lead=${linkLead}`);
  let panel = page.getByRole('dialog', { name: `Odile Link${suffix}` });
  await expect(panel.getByTestId('address-state')).toContainText('Confirmed by the client, through the link in our acknowledgement');
  await expect(panel.getByTestId('activity-entry').filter({ hasText: 'Address confirmed by the client, through the link in our acknowledgement' })).toBeVisible();

  await gotoReady(page, `/admin?lead=${adminLead}`);
  panel = page.getByRole('dialog', { name: `Odile Admin${suffix}` });
  await expect(panel.getByTestId('address-state')).toContainText('Not confirmed yet, so no automated email goes to it');
  await expectAccessible(page, 'a lead whose address waits', '[data-testid="address-confirmation"]');
  await panel.getByRole('button', { name: 'I confirmed this address with the client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record that the address is confirmed?' });
  await expect(dialog).toContainText(viaAdmin);
  await dialog.getByRole('button', { name: 'Record the confirmation' }).click();
  await expect(toasts(page).filter({ hasText: 'Address confirmed' })).toBeVisible();
  await expect(panel.getByTestId('address-state')).toContainText('Confirmed by an admin, with the client');
  await expect(panel.getByTestId('activity-entry').filter({ hasText: 'Address confirmed with the client by an admin' })).toContainText(admin.email);
});
