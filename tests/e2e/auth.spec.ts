import type { Page } from '@playwright/test';
import { createUser, mailFor, serviceClient, uniqueEmail } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

const localPart = (email: string) => email.split('@')[0] ?? '';

/** The account entry in the header: a menu button on desktop (a phone's is in the mobile menu, tested below). */
async function expectSignedInAs(page: Page, email: string) {
  await expect(page.getByRole('banner').getByRole('button', { name: localPart(email) })).toBeVisible();
}

async function signOutFromHeader(page: Page, email: string) {
  // Keyboard: ArrowDown on the menu button opens the menu on its first item.
  await page.getByRole('banner').getByRole('button', { name: localPart(email) }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'My Calculations' })).toBeFocused();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

async function signInWithPassword(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in with your password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('accounts', () => {
  test.describe('on a phone', { tag: '@phone' }, () => {
    test.use({ signedIn: 'user', freshAccount: true });

    test('the mobile menu says who is signed in and signs out', async ({ page }) => {
      await gotoReady(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      // Test accounts are created with the name 'Test Collector' (support/backend.ts createUser): the menu names the person, not the address.
      await expect(page.getByRole('group', { name: 'Signed in as Test Collector' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Sign Out' }).click();
      await expect(toasts(page).filter({ hasText: 'Signed out' })).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    });
  });

  test('sign up: the menu shows the email’s local part and holds My Calculations, My Image Analyses and Sign Out', async ({ page }) => {
    const email = uniqueEmail('signup');
    await gotoReady(page, '/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Create an account' });

    // The generic messages of docs/product-spec.md §8, then the password rule.
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Required').first()).toBeVisible();
    await form.getByLabel('Full name').fill('Avery <b>Collector</b>');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Use at least 8 characters')).toBeVisible();

    await form.getByLabel('Password', { exact: true }).fill('Cellar-2026-pass');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page).filter({ hasText: 'Account created!' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, email);

    // The full name is in the user's metadata, markup stripped.
    const { data } = await serviceClient().auth.admin.listUsers({ perPage: 1000 });
    const stored = data.users.find((user) => user.email === email);
    expect(stored?.user_metadata.full_name).toBe('Avery Collector');

    const button = page.getByRole('banner').getByRole('button', { name: localPart(email) });
    await button.click();
    const menu = page.getByRole('menu', { name: `Account menu for ${localPart(email)}` });
    for (const item of ['My Calculations', 'My Image Analyses', 'Sign Out']) await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await signOutFromHeader(page, email);
    await expect(toasts(page).filter({ hasText: 'Signed out' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  test('a wrong password says Login failed and keeps what was typed', async ({ page, consoleGuard }) => {
    // Chromium logs GoTrue's 400 answer to the token request as a console error.
    consoleGuard.expect(/status of 400/);
    const user = await createUser('wrongpass');
    await gotoReady(page, '/auth');
    await signInWithPassword(page, user.email, 'Not-the-password-1');
    await expect(toasts(page).filter({ hasText: 'Login failed' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('form', { name: 'Sign in with your password' }).getByLabel('Email')).toHaveValue(user.email);
  });

  test('a signed-out visitor to My Calculations signs in and comes back to it', async ({ page }) => {
    const user = await createUser('return');
    await page.goto('/my-calculations');
    await expect(page).toHaveURL(/\/auth\?next=%2Fmy-calculations$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await signInWithPassword(page, user.email, user.password);
    await expect(toasts(page).filter({ hasText: 'Welcome back!' })).toBeVisible();
    await expect(page).toHaveURL(/\/my-calculations$/);
    await expect(page.getByRole('heading', { name: 'No saved calculations yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Estimate a cellar’s cost' })).toHaveAttribute('href', '/calculators/cost');
    await expectSignedInAs(page, user.email);
  });

  test('magic link: the mail is captured, its link signs in and returns to where the visitor was going', async ({ page }) => {
    const user = await createUser('magic');
    await page.goto('/my-images');
    await expect(page).toHaveURL(/\/auth\?next=%2Fmy-images$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('tab', { name: 'Magic Link' }).click();
    const form = page.getByRole('form', { name: 'Sign in with a magic link' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(toasts(page).filter({ hasText: 'Check your email!' })).toBeVisible();
    await expect(form.getByRole('status')).toContainText(user.email);

    let link: string | undefined;
    await expect
      .poll(async () => {
        const [mail] = await mailFor(user.email);
        link = mail?.links.find((candidate) => candidate.includes('/verify'));
        return link;
      })
      .toBeTruthy();
    await page.goto(link ?? '');
    await expect(page).toHaveURL(/\/my-images$/);
    await expect(page.getByRole('heading', { name: 'No image analyses yet' })).toBeVisible();
    await expectSignedInAs(page, user.email);

    // The link works once.
    const again = await page.request.get(link ?? '', { maxRedirects: 0 });
    expect(again.status()).toBeGreaterThanOrEqual(300);
    expect(again.headers()['location'] ?? '').toMatch(/error/);
  });
});

test.describe('saved images', () => {
  test.use({ signedIn: 'user', freshAccount: true });

  test('My Image Analyses lists only the visitor’s own items and deletes one', async ({ page, account: owner }) => {
    const other = await createUser('images-other');
    const service = serviceClient();
    const rows = [
      { user_id: owner.id, kind: 'generated-visual', title: 'Arched cellar in walnut', prompt: 'Arched cellar in walnut, warm light', image_url: '/images/services/custom-construction.svg' },
      { user_id: other.id, kind: 'generated-visual', title: 'Someone else’s cellar', prompt: 'Not yours', image_url: '/images/services/design-consultation.svg' },
    ];
    const { error } = await service.from('image_analyses').insert(rows);
    expect(error).toBeNull();

    await gotoReady(page, '/my-images');
    const list = page.getByRole('list', { name: 'Saved images' });
    await expect(list.getByRole('heading', { name: 'Arched cellar in walnut' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    // Its kind's label, from the registry.
    await expect(list.getByRole('listitem').getByText('Generated visual', { exact: true })).toBeVisible();
    await expect(page.getByText('Someone else’s cellar')).toHaveCount(0);
    await expectAccessible(page, '/my-images with an image', 'main');

    // The site's own confirmation: Escape cancels and gives the focus back; Delete deletes.
    const remove = list.getByRole('button', { name: 'Delete Arched cellar in walnut' });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Arched cellar in walnut”?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Image deleted' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No image analyses yet' })).toBeVisible();
    const { data } = await service.from('image_analyses').select('title').in('user_id', [owner.id, other.id]);
    expect(data?.map((row) => row.title)).toEqual(['Someone else’s cellar']);
  });
});
