/**
 * Logging in and out as a shopper does: registering, the header's account menu, "remember me"
 * across reloads and tabs, logging out, returning to where login was asked, and the guest's
 * cart following into the account — in Dutch, English and German.
 */
import { test, expect, type Page, type BrowserContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, shopUrl } from './support.ts';

test.describe.configure({ timeout: 60_000 });

const DEMO = { email: 'demo@framboos.example', password: 'frambozen-taart-2026', firstname: 'Anna' };

const accountToggle = (page: Page) => page.locator('header [data-account-toggle]');
const storedToken = (page: Page) => page.evaluate(() => ({ local: localStorage.getItem('auth_token'), session: sessionStorage.getItem('auth_token') }));
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;

async function logIn(page: Page, url: string, labels: { email: string; password: string; remember: string; submit: string }, remember: boolean) {
  await page.goto(url);
  await page.getByLabel(labels.email).fill(DEMO.email);
  await page.getByLabel(labels.password, { exact: true }).fill(DEMO.password);
  if (remember) await page.getByLabel(labels.remember).check();
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Registers a new private customer through the English form of the international shop; ends on the account's orders. */
async function registerInEnglish(page: Page, baseURL: string | undefined, who: { firstname: string; lastname: string; email: string; password: string }) {
  await page.goto(shopUrl(baseURL, 'international', '/register/'));
  // Typed before the form is live, text could miss the form's state.
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await page.getByLabel('First name').fill(who.firstname);
  await page.getByLabel('Last name').fill(who.lastname);
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Repeat password').fill(who.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/$/);
}

const EN = { email: 'E-mail address', password: 'Password', remember: 'Keep me logged in on this device', submit: 'Log in' };
const NL = { email: 'E-mailadres', password: 'Wachtwoord', remember: 'Ingelogd blijven op dit apparaat', submit: 'Inloggen' };

test('register a private account in Dutch: logged in at once, also after a reload and in a new tab, then log out', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('nieuw');
  await page.goto(shopUrl(baseURL, 'nl', '/registreren/'));
  await expectNoSeriousA11yViolations(page);
  // The server answers in Dutch at the field it concerns.
  await page.getByLabel('Voornaam').fill('Sanne');
  await page.getByLabel('Achternaam').fill('Bakker');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('wachtwoord');
  await page.getByLabel('Herhaal wachtwoord').fill('wachtwoord');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByText('Dit wachtwoord is een van de meest gebruikte')).toBeVisible();
  await page.getByLabel('Wachtwoord', { exact: true }).fill('zes frambozen op een rij');
  await page.getByLabel('Herhaal wachtwoord').fill('zes frambozen op een rij');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/account\/bestellingen\/$/);
  expect(await storedToken(page)).toMatchObject({ local: null, session: expect.stringMatching(/^[\w-]{43}$/) });
  // The account layout has no shop header; the shop's pages show who is logged in.
  await page.goto(shopUrl(baseURL, 'nl', '/'));
  await expect(accountToggle(page)).toContainText('Sanne');
  await page.reload();
  await expect(accountToggle(page)).toContainText('Sanne');
  const second = await context.newPage();
  await second.goto(shopUrl(baseURL, 'nl', '/'));
  await expect(accountToggle(second)).toContainText('Sanne');

  const secondToken = (await storedToken(second)).session;
  expect(secondToken).toMatch(/^[\w-]{43}$/);
  await accountToggle(page).click();
  await expect(page.locator('[data-account-panel]').getByText('Sanne Bakker')).toBeVisible();
  // Logging out ends on the home page, where this tab already is: wait for that page to load
  // again, or reading the storage could meet the navigation.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await reloaded;
  await expect(page).toHaveURL(shopUrl(baseURL, 'nl', '/'));
  await expect(accountToggle(page)).toContainText('Inloggen');
  expect(await storedToken(page)).toEqual({ local: null, session: null });
  // The login is over on the server too: the other tab's token no longer works.
  const status = await page.evaluate(
    async (token) => (await fetch('/api/account/customer', { headers: { Authorization: `Bearer ${token}` } })).status,
    secondToken,
  );
  expect(status).toBe(401);
});

test('log in without "remember me" from a product page: back on that page, kept in this tab and browser session, not stored for good', async ({
  page,
  baseURL,
}) => {
  const product = shopUrl(baseURL, 'international', '/product/raspberry-pi-5-active-cooler/');
  await page.goto(product);
  await accountToggle(page).click();
  await page.locator('header [data-account-panel]').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel(EN.email).fill(DEMO.email);
  await page.getByLabel(EN.password, { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: EN.submit, exact: true }).click();
  await expect(page).toHaveURL(product);
  expect(await storedToken(page)).toMatchObject({ local: null, session: expect.any(String) });
  await page.goto(shopUrl(baseURL, 'international', '/'));
  await expect(accountToggle(page)).toContainText(DEMO.firstname);
  const refresh = (await page.context().cookies()).find((c) => c.name === 'refresh_token');
  expect(refresh?.httpOnly).toBe(true);
  expect(refresh?.expires).toBe(-1); // a session cookie: gone with the browser
});

test('log in with "remember me": the token is kept across reloads, tabs and browser restarts', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, shopUrl(baseURL, 'nl', '/inloggen/'), NL, true);
  await expect(page).toHaveURL(/\/account\/bestellingen\/$/);
  expect(await storedToken(page)).toMatchObject({ local: expect.any(String), session: null });
  const refresh = (await context.cookies()).find((c) => c.name === 'refresh_token');
  expect(refresh?.expires).toBeGreaterThan(Date.now() / 1000 + 20 * 24 * 3600);
  // A "restart": a new browser context with the same cookies and local storage.
  const state = await context.storageState();
  await context.close();
  const again: BrowserContext = await browser.newContext({ storageState: state });
  const tab = await again.newPage();
  await tab.goto(shopUrl(baseURL, 'nl', '/'));
  await expect(accountToggle(tab)).toContainText(DEMO.firstname);
  await again.close();
});

test('a wrong password is told at the form in the page language; login returns to the page that asked for it', async ({ page, baseURL }) => {
  await page.goto(shopUrl(baseURL, 'international', '/de/anmelden/?redirect=/de/warenkorb/'));
  await page.getByLabel('E-Mail-Adresse').fill(DEMO.email);
  await page.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  // The whole URL: the login page's own address ends with the redirect target too.
  await expect(page).toHaveURL(shopUrl(baseURL, 'international', '/de/warenkorb/'));
  // A redirect to another site is never followed: the login page keeps its own links.
  await page.goto(shopUrl(baseURL, 'international', '/login/?redirect=//evil.example/'));
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(shopUrl(baseURL, 'international', '/account/orders/'));
});

test("the guest's cart follows into the account at login", async ({ page, baseURL }) => {
  const email = uniqueEmail('cart');
  // A fresh account, so the demo customer's cart (shared by other tests) stays out of it.
  await registerInEnglish(page, baseURL, { firstname: 'Cas', lastname: 'Smit', email, password: 'raspberries in the snow' });
  await page.goto(shopUrl(baseURL, 'international', '/cart/'));
  await expect(accountToggle(page)).toContainText('Cas');
  await accountToggle(page).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  // Logging out ends on the home page.
  await page.waitForURL(shopUrl(baseURL, 'international', '/'));
  await expect(accountToggle(page)).toContainText('Log in');

  await page.goto(shopUrl(baseURL, 'international', '/product/raspberry-pi-5-active-cooler/'));
  await page.locator('[data-buy-box]').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('[data-cart-drawer] li[data-line][aria-busy="false"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.goto(shopUrl(baseURL, 'international', '/login/'));
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('raspberries in the snow');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/orders\/$/);
  await page.goto(shopUrl(baseURL, 'international', '/cart/'));
  await expect(accountToggle(page)).toContainText('Cas');
  await expect(page.locator('header [data-cart-count]')).toHaveText('1', { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Raspberry Pi 5 Active Cooler' })).toBeVisible();
});

test('only one of the favourites dropdown and the account dropdown is open at once', async ({ page, baseURL }) => {
  await page.goto(shopUrl(baseURL, 'international', '/'));
  const favourites = page.locator('[data-favorites-dropdown]');
  const account = page.locator('[data-account-panel]');
  // No favourites yet: the header link opens its dropdown instead of the page.
  await page.locator('header [data-favorites-link]').click();
  await expect(favourites).toBeVisible();
  await accountToggle(page).click();
  await expect(account).toBeVisible();
  await expect(favourites).toBeHidden();
  await expect(account.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Create account' })).toBeVisible();
  await page.locator('header [data-favorites-link]').click();
  await expect(favourites).toBeVisible();
  await expect(account).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(favourites).toBeHidden();
});

test('a logout the server did not hear is told at the next page load, and the account pages close', async ({ page, baseURL }) => {
  await registerInEnglish(page, baseURL, { firstname: 'Noor', lastname: 'Visser', email: uniqueEmail('offline'), password: 'raspberries in the rain' });
  await page.goto(shopUrl(baseURL, 'international', '/cart/'));
  // The connection drops just as the customer logs out.
  await page.route('**/api/logout', (route) => route.abort('internetdisconnected'));
  await accountToggle(page).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  // Tried three times (the client's retries), then left for the next page load; logging out ends at home.
  await page.waitForURL(shopUrl(baseURL, 'international', '/'));
  await expect(accountToggle(page)).toContainText('Log in');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_logout_pending')), { timeout: 10_000 }).toBe('1');
  // Back online, the next person opens an account page with the old cookie still in the browser:
  // the page tells the server first and then sends them to the login page.
  await page.unroute('**/api/logout');
  await page.goto(shopUrl(baseURL, 'international', '/account/orders/'));
  await expect(page).toHaveURL(/\/login\/\?redirect=/);
  expect(await page.evaluate(() => localStorage.getItem('auth_logout_pending'))).toBeNull();
  expect((await page.context().cookies()).some((c) => c.name === 'refresh_token')).toBe(false);
});
