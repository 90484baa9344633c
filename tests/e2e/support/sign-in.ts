import type { Page } from '@playwright/test';
import { expect, gotoReady } from './fixtures.ts';

/** Signs in with a password through /auth, as a visitor would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await gotoReady(page, '/auth');
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(password);
  await page.getByRole('form', { name: 'Sign in with your password' }).getByRole('button').last().click();
  await expect(page).not.toHaveURL(/\/auth/);
}
