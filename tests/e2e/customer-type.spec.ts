/**
 * The private/business toggle as a shopper uses it (docs/menus-and-shell.md, private and business
 * prices): every price on the page follows it at once, a second flip within 2 s is ignored, the
 * choice is back before the first paint on the next page (even with no module script at all),
 * the registration form starts with it, and logging in as a business customer shows business
 * prices. On the Dutch shop in Dutch at 1280 px, on the international shop in German at 375 px.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { shopUrl } from './support.ts';

test.describe.configure({ timeout: 60_000 });

const visiblePrice = (page: Page) => page.locator('main .price-incl:visible, main .price-excl:visible').first();
const isBusiness = (page: Page) => page.evaluate(() => document.body.classList.contains('organization'));

test('the Dutch shop: business prices at once, a flip within 2 s ignored, back before the first paint', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(shopUrl(baseURL, 'nl', '/'));
  const toggle = page.getByRole('group', { name: 'Toon prijzen voor' }).filter({ visible: true });
  await expect(visiblePrice(page)).toContainText('incl. btw');
  await expect(toggle.getByRole('button', { name: 'Particulier' })).toHaveAttribute('aria-pressed', 'true');

  await toggle.getByRole('button', { name: 'Zakelijk' }).click();
  await expect(visiblePrice(page)).toContainText('excl. btw');
  await expect(toggle.getByRole('button', { name: 'Zakelijk' })).toHaveAttribute('aria-pressed', 'true');
  // A second click at once is taken for a double click: ignored.
  await toggle.getByRole('button', { name: 'Particulier' }).click();
  expect(await isBusiness(page)).toBe(true);
  // The toggle's own markup (the rest of the page has its own checks).
  const axe = await new AxeBuilder({ page }).include('header [data-customer-type]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The next page starts as business before any module script runs (here: none at all).
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto(shopUrl(baseURL, 'nl', '/nieuwe-producten/'));
  expect(await isBusiness(page)).toBe(true);
  await expect(visiblePrice(page)).toContainText('excl. btw');
  await page.unroute('**/_astro/**/*.js');

  // After the lock, back to private.
  await page.goto(shopUrl(baseURL, 'nl', '/'));
  await page.waitForTimeout(2_100);
  await page.getByRole('group', { name: 'Toon prijzen voor' }).filter({ visible: true }).getByRole('button', { name: 'Particulier' }).click();
  await expect(visiblePrice(page)).toContainText('incl. btw');
  expect(await page.evaluate(() => localStorage.getItem('applicationType'))).toBe('individual');
});

test('the international shop at 375 px: the drawer toggle, the registration form, and a business login', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(shopUrl(baseURL, 'international', '/de/'));
  await page.getByRole('button', { name: 'Menü' }).or(page.locator('summary[aria-label="Menü"]')).first().click();
  const drawerToggle = page.locator('[data-drawer-panel]').getByRole('group', { name: 'Preise anzeigen für' });
  await drawerToggle.getByRole('button', { name: 'Geschäftskunden' }).click();
  expect(await isBusiness(page)).toBe(true);

  // The registration form starts as a business customer (the server reads the cookie).
  await page.goto(shopUrl(baseURL, 'international', '/de/registrieren/'));
  await expect(page.locator('input[name="account_type"][value="organization"]')).toBeChecked();

  // Back to private in a fresh page, then a business customer logs in: business prices.
  await page.evaluate(() => {
    localStorage.setItem('applicationType', 'individual');
    document.cookie = 'applicationType=individual; Path=/';
  });
  await page.goto(shopUrl(baseURL, 'international', '/de/anmelden/'));
  expect(await isBusiness(page)).toBe(false);
  await page.getByLabel('E-Mail-Adresse').fill('demo@framboos.example');
  await page.getByLabel('Passwort', { exact: true }).fill('frambozen-taart-2026');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/konto\//);
  await expect.poll(() => isBusiness(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('applicationType'))).toBe('organization');
});
