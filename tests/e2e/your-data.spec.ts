/**
 * The customer's own data in the browser (docs/accounts.md, your data): "Download my data"
 * saves a JSON file of the account (through the island with the bearer token, and as a plain
 * link without JavaScript), and the danger zone deletes the account after the password and the
 * box, logs the browser out and shows the notice at home; in English and Dutch, with axe on the
 * page, the open confirmation and the home page's notice.
 */
import { readFile } from 'node:fs/promises';
import { test, expect, type Download, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, shopUrl } from './support.ts';
import { registerNew } from './account-support.ts';

test.describe.configure({ timeout: 60_000 });

/** The saved file of a download, read as the export's JSON. */
async function exported(download: Download): Promise<{ version: number; customer: { email: string } }> {
  expect(download.suggestedFilename()).toMatch(/^framboos-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile((await download.path())!, 'utf8'));
}

type DeleteLabels = { open: string; password: string; box: string; submit: string; wrong: string };

/**
 * Opens the confirmation, tries a wrong password (its problem shows and takes the focus), then
 * deletes with the right one. The danger zone holds the labels: the page has other "current
 * password" fields.
 */
async function deleteAccount(page: Page, labels: DeleteLabels, password: string): Promise<void> {
  const zone = page.locator('[data-danger-zone]');
  await zone.getByRole('button', { name: labels.open }).click();
  const field = zone.getByLabel(labels.password, { exact: true });
  await expect(field).toBeFocused();
  await zone.getByLabel(labels.box).check();
  await field.fill('not my password');
  await zone.getByRole('button', { name: labels.submit }).click();
  await expect(zone.getByText(labels.wrong)).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill(password);
  await zone.getByRole('button', { name: labels.submit }).click();
}

test('an English customer downloads their data, then deletes the account and lands home logged out', async ({ page, baseURL }) => {
  const who = await registerNew(page, baseURL, 'international');
  await page.goto(shopUrl(baseURL, 'international', '/account/information/'));
  await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
  const zone = page.locator('[data-danger-zone]');
  await expect(zone.getByRole('heading', { level: 2, name: 'Delete your account' })).toBeVisible();
  await expect(zone).toContainText('Dutch tax law requires us to keep invoices');

  // Awake, the island fetches the file with the bearer token and says so (asleep, the link downloads by itself).
  const link = page.getByRole('link', { name: 'Download my data' });
  await link.hover();
  await page.locator('astro-island:not([ssr])').filter({ has: link }).waitFor();
  const saving = page.waitForEvent('download');
  await link.click();
  const file = await exported(await saving);
  expect(file).toMatchObject({ version: 1, customer: { email: who.email } });
  await expect(page.getByText('Your file has been downloaded.')).toBeVisible();

  // Opened, it passes axe; cancelled, it gives the focus back to its button.
  await zone.getByRole('button', { name: 'Delete my account…' }).click();
  await expect(zone.getByLabel('Current password', { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await zone.getByRole('button', { name: 'Cancel' }).click();
  await expect(zone.getByRole('button', { name: 'Delete my account…' })).toBeFocused();
  await deleteAccount(
    page,
    {
      open: 'Delete my account…',
      password: 'Current password',
      box: 'I understand that my account will be deleted for good.',
      submit: 'Delete my account for good',
      wrong: 'Your current password is not correct.',
    },
    who.password,
  );

  await expect(page).toHaveURL(shopUrl(baseURL, 'international', '/?account=deleted'));
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('auth_token'), sessionStorage.getItem('auth_token')])).toEqual([null, null]);
  await expectNoSeriousA11yViolations(page);
  await page.goto(shopUrl(baseURL, 'international', '/account/information/'));
  await expect(page).toHaveURL(/\/login\/\?redirect=/);
});

test('a Dutch customer downloads without JavaScript, and deletes the account on the Dutch shop', async ({ browser, page, baseURL }) => {
  const who = await registerNew(page, baseURL, 'nl');
  const info = shopUrl(baseURL, 'nl', '/account/informatie/');

  // Without JavaScript the link downloads by the login cookie.
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const noJs = await plain.newPage();
  await noJs.goto(info);
  const saving = noJs.waitForEvent('download');
  await noJs.getByRole('link', { name: 'Mijn gegevens downloaden' }).click();
  expect(await exported(await saving)).toMatchObject({ version: 1, customer: { email: who.email } });
  await plain.close();

  await page.goto(info);
  await expect(page.getByRole('heading', { level: 2, name: 'Jouw gegevens' })).toBeVisible();
  await deleteAccount(
    page,
    {
      open: 'Mijn account verwijderen…',
      password: 'Huidig wachtwoord',
      box: 'Ik begrijp dat mijn account definitief wordt verwijderd.',
      submit: 'Mijn account definitief verwijderen',
      wrong: 'Je huidige wachtwoord klopt niet.',
    },
    who.password,
  );
  await expect(page).toHaveURL(shopUrl(baseURL, 'nl', '/?account=deleted'));
  await expect(page.getByRole('status').filter({ hasText: 'Je account is verwijderd.' })).toBeVisible();
});
