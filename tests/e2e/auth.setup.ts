/**
 * Runs once before the browser suite (the `setup` project in
 * playwright.config.ts): one account per role, signed in once through the
 * site's own sign-in form, and that browser's stored state kept for every
 * test that says `test.use({ signedIn: role })` (support/auth.ts). It also
 * holds the shortcut the fixtures take for fresh accounts to the site's own
 * result: the session supabase-js writes from the auth API has exactly the
 * fields the site wrote after the form.
 */
import { test as setup, expect } from '@playwright/test';
import { AUTH_STORAGE_KEY, newAccount, ROLES, saveRole, sessionState } from './support/auth.ts';

setup('one signed-in state per role, from the sign-in form', async ({ browser }) => {
  // Three accounts and three sign-ins that every signed-in test waits for: room for a crowded machine.
  setup.setTimeout(120_000);
  await Promise.all(
    ROLES.map(async (role) => {
      const account = await newAccount(role, `e2e-${role}`);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/auth');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const form = page.getByRole('form', { name: 'Sign in with your password' });
      await form.getByLabel('Email').fill(account.email);
      await form.getByLabel('Password', { exact: true }).fill(account.password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).not.toHaveURL(/\/auth/);
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).not.toBeNull();
      const state = await context.storageState();
      await context.close();

      const fromForm = JSON.parse(state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === AUTH_STORAGE_KEY)?.value ?? '{}') as Record<string, unknown>;
      const fromApi = JSON.parse((await sessionState(account)).origins[0]?.localStorage[0]?.value ?? '{}') as Record<string, unknown>;
      expect(Object.keys(fromApi).sort(), 'the API session has the fields the site stores').toEqual(Object.keys(fromForm).sort());
      expect((fromApi.user as { id?: string } | undefined)?.id).toBe(account.id);
      saveRole(account, state);
    }),
  );
});
