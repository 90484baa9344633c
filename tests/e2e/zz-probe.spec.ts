import { createAdmin } from './support/admin.ts';
import { serviceClient } from './support/backend.ts';
import { expect, gotoReady, test } from './support/fixtures.ts';
test('probe', async ({ page }) => {
  await serviceClient().from('competitor_prices').insert({ competitor: 'Probe Cellars', bottles: 1200, price_usd: 42000, quoted_on: '2026-10-02', source: 'entered' });
  const admin = await createAdmin('probe');
  await gotoReady(page, '/competitive-intelligence');
  await page.getByTestId('role-gate').getByRole('link', { name: 'Sign in' }).click();
  await page.locator('#signin-email').fill(admin.email);
  await page.locator('#signin-password').fill(admin.password);
  await page.getByRole('form', { name: 'Sign in with your password' }).getByRole('button').last().click();
  await expect(page.getByTestId('price-points')).toBeVisible();
  const wide = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const main = document.body;
    const mw = main.getBoundingClientRect().right;
    return [`main ${mw} w ${w} inner ${window.innerWidth}`, ...[...main.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > 400 && (e.parentElement?.getBoundingClientRect().right ?? 0) <= 400)].slice(0, 12).map((e) => typeof e === 'string' ? e : `${e.tagName}.${String(e.className).slice(0, 80)} ${Math.round(e.getBoundingClientRect().right)}`);
  });
  console.log(wide.join('\n'));
  console.log(await page.evaluate(() => [...document.querySelectorAll('table')].map((t) => { const p = t.parentElement!; const cs = getComputedStyle(p); return `${p.className} ox=${cs.overflowX} sw=${p.scrollWidth} cw=${p.clientWidth} disp=${cs.display}`; }).join('\n')));
  console.log(await page.evaluate(() => `doc sw=${document.documentElement.scrollWidth} body sw=${document.body.scrollWidth}`));
});
