import { randomUUID } from 'node:crypto';
import { LOCAL_ANON_KEY } from '../../backend/core/keys.ts';
import { contextFor, newAccount, sessionState, type Account } from './support/auth.ts';
import { createUser, mailFor, serviceClient } from './support/backend.ts';
import { E2E_BACKEND_URL, E2E_SITE_URL } from './support/ports.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

/** An invitation as the admin page sends one: the invite-contractor function, called with the admin's session. */
async function inviteFirm(admin: Account, invite: { email: string; company: string; slug: string }) {
  const token = JSON.parse((await sessionState(admin)).origins[0]?.localStorage[0]?.value ?? '{}') as { access_token?: string };
  const response = await fetch(`${E2E_BACKEND_URL}/functions/v1/invite-contractor`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json', origin: E2E_SITE_URL },
    body: JSON.stringify(invite),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** The link in the invitation mail, once it has been captured. */
async function invitationLink(email: string): Promise<string> {
  let link = '';
  await expect.poll(async () => ((link = (await mailFor(email))[0]?.links[0] ?? ''), link)).toContain('/verify');
  return link;
}

/** A lead sent the way the site sends one: through submit-inquiry. */
async function submitLead(lastName: string, contractorSlug?: string): Promise<string> {
  const response = await fetch(`${E2E_BACKEND_URL}/functions/v1/submit-inquiry`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      source: 'contact-form',
      ...(contractorSlug ? { contractorSlug } : {}),
      form: {
        firstName: 'Odile',
        lastName,
        email: `odile.${lastName.toLowerCase()}@example.com`,
        phone: '+1 555 0177',
        projectType: 'residential',
        message: 'A 700-bottle cellar with a glass wall.',
      },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Another firm with an account, approved, holding a lead of its own. */
async function otherFirmWithLead(lastName: string) {
  const owner = await createUser('firms-other');
  const service = serviceClient();
  await service.from('user_roles').insert({ user_id: owner.id, role: 'contractor' });
  const firm = await service
    .from('contractors')
    .insert({ slug: `other-${randomUUID().slice(0, 8)}`, company: 'Other Cellar Firm', services: ['maintenance'], is_approved: true, owner_id: owner.id })
    .select('id')
    .single();
  expect(firm.error).toBeNull();
  const lead = await submitLead(lastName);
  expect((await service.from('inquiries').update({ contractor_id: (firm.data as { id: string }).id }).eq('id', lead)).error).toBeNull();
}

const suffix = () => randomUUID().replaceAll(/[^a-f]/g, '').slice(0, 6);

test.describe('contractors', () => {
  test.describe('an admin and a firm', () => {
    test.use({ signedIn: 'admin' });

    test('the admin invites a firm, records a check and approves it; the invitation is mailed', async ({ page, account: admin }) => {
      const tag = suffix();
      const company = `Harbor Cellar Builders ${tag}`;
      const email = `harbor-${tag}-${Date.now()}@example.com`;

      await gotoReady(page, '/admin/contractors');
      await expect(page.getByRole('heading', { name: 'Contractors', level: 1 })).toBeVisible();
      const invite = page.getByRole('form', { name: 'Invite a contractor' });
      await invite.getByLabel('Email').fill(email);
      await invite.getByLabel('Company').fill(company);
      await expect(invite.getByLabel('Profile address')).toHaveValue(`harbor-cellar-builders-${tag}`);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(toasts(page).filter({ hasText: 'Invitation sent' })).toBeVisible();
      const card = page.getByTestId('firm-card').filter({ hasText: company });
      await expect(card).toContainText('Waiting for review');
      await expectAccessible(page, 'admin contractors');

      // Review: record what was checked, then approve.
      await card.getByText('Review, verify and edit').click();
      await card.getByLabel('Details (number, policy, reference)').fill('State licence C-61 884213');
      await card.getByRole('button', { name: 'Record check' }).click();
      await expect(toasts(page).filter({ hasText: 'Check recorded' })).toBeVisible();
      await expect(card.getByRole('list', { name: 'Checks' })).toContainText('Licence: State licence C-61 884213');
      await expect(card.getByRole('list', { name: 'Checks' })).toContainText(`by ${admin.email}`);
      await card.getByRole('button', { name: `Approve ${company}` }).click();
      await expect(card).toContainText('Approved · listed');
      await expectAccessible(page, 'admin contractors, a firm open', '[data-testid="firm-card"]');
      // The mailed link leads to the portal (the next test follows one).
      expect(await invitationLink(email)).toContain('/verify');
    });

    test('an invited firm signs in from the mailed link, sees its checks and edits its profile', async ({ browser, account: admin }) => {
      const tag = suffix();
      const email = `harbor-${tag}-${Date.now()}@example.com`;
      await inviteFirm(admin, { email, company: `Harbor Cellar Builders ${tag}`, slug: `harbor-cellar-builders-${tag}` });
      const service = serviceClient();
      const invited = await service.from('contractors').select('id').eq('invited_email', email).single();
      const firmId = (invited.data as { id: string }).id;
      expect((await service.from('contractors').update({ is_approved: true }).eq('id', firmId)).error).toBeNull();
      expect((await service.from('contractor_verifications').insert({ contractor_id: firmId, kind: 'licence', detail: 'State licence C-61 884213', checked_by: admin.id, checked_by_email: admin.email })).error).toBeNull();

      // The firm's own browser, signed out, follows the link in the captured mail to its portal.
      const context = await browser.newContext();
      const firm = await context.newPage();
      await firm.goto(await invitationLink(email));
      await expect(firm).toHaveURL(/\/contractor#?$/);
      await expect(firm.getByRole('heading', { name: 'Your firm', level: 1 })).toBeVisible();
      await expect(firm.getByText('Approved: your profile is listed in the public directory.')).toBeVisible();
      await expect(firm.getByText(/Licence checked on/)).toBeVisible();

      // Edit the profile; a bad website keeps what was typed and says why.
      const profile = firm.getByRole('form', { name: 'Company profile' });
      await profile.getByLabel('Climate control').check();
      await profile.getByLabel('Service areas').fill('Portland, Seattle');
      await profile.getByLabel('Years in business').fill('9');
      await profile.getByLabel('Website').fill('harbor.example');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect(profile.getByText('Start with https://')).toBeVisible();
      await expect(profile.getByLabel('Service areas')).toHaveValue('Portland, Seattle');
      await profile.getByLabel('Website').fill('https://harbor.example');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect(toasts(firm).filter({ hasText: 'Profile saved' })).toBeVisible();
      const stored = await service.from('contractors').select('services, service_areas, years_in_business, website').eq('invited_email', email).single();
      expect(stored.data).toEqual({ services: ['climate-control'], service_areas: ['Portland', 'Seattle'], years_in_business: 9, website: 'https://harbor.example' });
      await context.close();
    });

    test('a lead the admin assigns reaches the firm’s open portal live; the firm accepts and notes it; only shared notes reach the firm', async ({ page, browser, account: admin }) => {
      const firmAccount = await newAccount('contractor', 'firms-portal');
      const company = firmAccount.firm?.company ?? '';
      const context = await contextFor(browser, firmAccount);
      const firm = await context.newPage();
      await gotoReady(firm, '/contractor');
      await expect(firm.getByRole('heading', { name: 'Your firm', level: 1 })).toBeVisible();

      // The admin sends one lead to the firm; another firm holds another lead.
      const mine = `Mine${suffix()}`;
      const theirs = `Theirs${suffix()}`;
      await otherFirmWithLead(theirs);
      const leadId = await submitLead(mine);
      // The portal stays open: the assignment reaches it live, without a reload.
      await expect(firm.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
      await gotoReady(page, `/admin?lead=${leadId}`);
      const panel = page.getByRole('dialog', { name: `Odile ${mine}` });
      await panel.getByLabel('Contractor firm').selectOption({ label: company });
      await expect(toasts(page).filter({ hasText: 'Lead sent to the contractor' })).toBeVisible();
      await expect(panel.getByTestId('contractor-response')).toHaveText(`${company}: awaiting their answer`);
      await expect(panel.getByTestId('activity-entry').filter({ hasText: `Sent to contractor ${company}` })).toContainText(admin.email);

      // The firm sees exactly that lead (live, no reload), accepts it and adds a note.
      const leads = firm.getByTestId('assigned-lead');
      await expect(leads).toHaveCount(1);
      await expect(leads).toContainText(`Odile ${mine}`);
      await expect(firm.getByText(theirs)).toHaveCount(0);
      await expectAccessible(firm, 'portal with a pending lead');
      await leads.getByRole('button', { name: `Accept lead from Odile ${mine}` }).click();
      await expect(toasts(firm).filter({ hasText: 'Lead accepted' })).toBeVisible();
      await expect(leads).toContainText('Accepted · New');
      await leads.getByLabel('Add a note').fill('Called Odile, site visit Thursday.');
      await leads.getByRole('button', { name: 'Add note' }).click();
      await expect(leads.getByTestId('firm-note')).toContainText('site visit Thursday');
      await expectAccessible(firm, 'portal with an accepted lead');

      // The admin sees the answer and the firm's note in the log.
      await page.reload();
      await expect(panel.getByTestId('contractor-response')).toContainText(`${company}: accepted`);
      await expect(panel.getByTestId('activity-entry').filter({ hasText: 'Contractor accepted the lead' })).toBeVisible();
      await expect(panel.getByTestId('activity-entry').filter({ hasText: 'Note: Called Odile' })).toBeVisible();

      // An admin note reaches the firm only when shared with it.
      await panel.getByLabel('Add a note').fill('Internal: margin looks thin.');
      await panel.getByRole('button', { name: 'Add note' }).click();
      await expect(panel.getByTestId('lead-note').filter({ hasText: 'margin looks thin' })).toBeVisible();
      await panel.getByLabel('Add a note').fill('Client prefers mornings for the site visit.');
      await panel.getByLabel(`Share with ${company}`, { exact: false }).check();
      await panel.getByRole('button', { name: 'Add note' }).click();
      await expect(panel.getByTestId('lead-note').filter({ hasText: 'prefers mornings' })).toContainText('Shared with the firm');
      await firm.reload();
      await expect(leads.getByTestId('firm-note').filter({ hasText: 'prefers mornings' })).toContainText('WineCellarGPT');
      await expect(leads.getByTestId('firm-note').filter({ hasText: 'margin looks thin' })).toHaveCount(0);
      await context.close();
    });

    test('"Request this contractor" sends an inquiry naming the firm, shown in the admin inbox', async ({ page }) => {
      const lastName = `Request${suffix()}`;
      const visitor = await page.context().browser()!.newContext();
      const form = await (async () => {
        const visitorPage = await visitor.newPage();
        await gotoReady(visitorPage, '/contractors/sample-coldstone-climate');
        return { page: visitorPage, form: visitorPage.getByRole('form', { name: 'Request Sample: Coldstone Climate' }) };
      })();
      await form.form.getByLabel('First Name').fill('Basile');
      await form.form.getByLabel('Last Name').fill(lastName);
      await form.form.getByLabel('Email').fill(`basile.${lastName.toLowerCase()}@example.com`);
      await form.form.getByLabel('Phone').fill('+1 555 0190');
      await form.form.getByLabel('Project Type').selectOption('renovation');
      await form.form.getByLabel('Project Details').fill('Re-cool an old cellar in a Victorian house.');
      await form.form.getByRole('button', { name: 'Get My Free Quote' }).click();
      await expect(toasts(form.page).filter({ hasText: 'Thank you for your inquiry!' })).toBeVisible();
      await visitor.close();

      const stored = await serviceClient().from('inquiry_inbox').select('id, requested_contractor').eq('name', `Basile ${lastName}`).single();
      expect(stored.data?.requested_contractor).toBe('Sample: Coldstone Climate');
      await gotoReady(page, `/admin?lead=${stored.data?.id}`);
      const panel = page.getByRole('dialog', { name: `Basile ${lastName}` });
      await expect(panel.getByText('Requested contractor')).toBeVisible();
      await expect(panel).toContainText('Sample: Coldstone Climate');
    });
  });

  test('the directory filters by service and area, in the URL', async ({ page }) => {
    await gotoReady(page, '/contractors');
    const cards = page.getByTestId('contractor-card');
    await expect(cards.filter({ hasText: 'Sample: Vintner Build Co.' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Sample: Coldstone Climate' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Sample: Vintner Build Co.' }).getByText('Sample profile', { exact: true })).toBeVisible();
    await expectAccessible(page, 'directory');

    await page.getByLabel('Service', { exact: true }).selectOption('climate-control');
    await expect(page).toHaveURL(/\/contractors\?service=climate-control$/);
    await expect(cards.filter({ hasText: 'Sample: Coldstone Climate' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Sample: Vintner Build Co.' })).toHaveCount(0);

    await page.getByLabel('Service area').selectOption('Hamptons');
    await expect(page).toHaveURL(/service=climate-control&area=Hamptons$/);
    await expect(page.getByText('No contractors match these filters.')).toBeVisible();
    await expectAccessible(page, 'directory, empty');
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/contractors$/);
    await expect(cards.filter({ hasText: 'Sample: Vintner Build Co.' })).toBeVisible();

    // A shared link opens filtered.
    await gotoReady(page, '/contractors?service=maintenance&area=New%20York%20City');
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('maintenance');
    await expect(cards.filter({ hasText: 'Sample: Hudson Cellar Studio' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Sample: Coldstone Climate' })).toHaveCount(0);
  });

  test('a profile has its own title, description and JSON-LD, fixed-size portfolio and checked credentials', async ({ page }) => {
    await gotoReady(page, '/contractors/sample-vintner-build-co');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sample: Vintner Build Co.');
    await expect(page).toHaveTitle('Sample: Vintner Build Co.: Wine Cellar Contractor | WineCellarGPT');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/^Sample: Vintner Build Co\.: custom construction, design consultation in Napa Valley/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'HomeAndConstructionBusiness', name: 'Sample: Vintner Build Co.' });
    expect(String(jsonLd.url)).toMatch(/\/contractors\/sample-vintner-build-co$/);
    await expect(page.getByText('Sample profile', { exact: true })).toBeVisible();
    await expect(page.getByText(/Licence checked by WineCellarGPT on/)).toBeVisible();
    await expect(page.getByText('Responds within a day')).toHaveCount(0);
    const images = page.getByRole('region', { name: 'Portfolio' }).getByRole('img');
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('height', '600');
    }
    await expectAccessible(page, 'profile');
  });

  test('an unknown or deactivated slug is the real not-found page', async ({ page }) => {
    const slug = `retired-${suffix()}`;
    await serviceClient().from('contractors').insert({ slug, company: 'Retired Cellars', services: ['maintenance'], is_approved: true, is_active: false });
    for (const path of ['/contractors/no-such-firm', `/contractors/${slug}`]) {
      await gotoReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This bottle isn’t in the rack');
      await expect(page).toHaveTitle('Page Not Found | WineCellarGPT');
      await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /^The page you were looking for is not here/);
    }
    await expectAccessible(page, 'profile not found');
  });

  test.describe('without a role', () => {
    test.use({ signedIn: 'user' });

    test('a signed-in user sees "No access" on /contractor and /admin/contractors', async ({ page }) => {
      const reads: string[] = [];
      page.on('request', (request) => {
        if (/\/rest\/v1\/(contractor_overview|contractor_leads|contractors)/.test(request.url())) reads.push(request.url());
      });
      await gotoReady(page, '/contractor');
      await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
      await expect(page.getByText(/the contractor portal/)).toBeVisible();
      await expectAccessible(page, 'no access');
      await gotoReady(page, '/admin/contractors');
      await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Contractors', level: 1 })).toHaveCount(0);
      expect(reads).toEqual([]);
    });
  });
});
