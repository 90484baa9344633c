import type { Page } from '@playwright/test';
import { createUser, serviceClient } from './backend.ts';
import { expect, gotoReady } from './fixtures.ts';

/** A new user holding the admin role. */
export async function createAdmin(label: string): Promise<{ email: string; password: string; id: string }> {
  const admin = await createUser(label);
  const granted = await serviceClient().from('user_roles').insert({ user_id: admin.id, role: 'admin' });
  expect(granted.error).toBeNull();
  return admin;
}

/** Signs in on /auth after a restricted page sent us there; lands back on /admin. */
export async function signInToAdmin(page: Page, email: string, password: string) {
  await gotoReady(page, '/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin/);
  const form = page.getByRole('form', { name: 'Sign in with your password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
