/**
 * The form pages wake their islands on first touch (ADR 0008): nothing of React loads before
 * someone reaches for a form, and nothing a person does while it loads is lost. React's chunk is
 * held back, as a slow network would, while a person types, ticks, chooses and presses submit on
 * the server's markup; once the island is live all of it counts, and each press sends exactly one
 * call. Without JavaScript the pages still read completely.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { shopUrl } from './support.ts';
import { DEMO, registerNew } from './account-support.ts';
import { randomAddress } from './password-reset-support.ts';

test.describe.configure({ timeout: 60_000 });

// Each test calls from an address of its own, so its logins and registrations do not count
// against the per-address limits the other specs share (tests/helpers/serve.ts).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() });
});

/** Holds React's chunk until released; `requested` lists the times the page asked for it. */
async function holdReact(page: Page): Promise<{ release: () => void; requested: string[] }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/_astro\/client\.[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/**
 * Holds the second part of the page-wide scripts, which also brings what wakes the islands
 * (docs/adr/0037-island-bootstrap-on-wake.md), until released.
 */
async function holdShellLive(page: Page): Promise<{ release: () => void; requested: string[] }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/_astro\/shell-live\.[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** The calls the page makes to one API path with one method, as they leave. */
function callsTo(page: Page, method: string, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) calls.push(request);
  });
  return calls;
}

test('account information: a name typed and a prefilled one emptied before the island wakes are what Save sends, once', async ({ page, baseURL }) => {
  await registerNew(page, baseURL, 'international');
  const react = await holdReact(page);
  const saves = callsTo(page, 'PUT', '/api/account/profile');
  await page.goto(shopUrl(baseURL, 'international', '/account/information/'));
  await page.waitForLoadState('networkidle');
  expect(react.requested).toEqual([]);

  const nameForm = page.getByRole('form', { name: 'Name' });
  await nameForm.getByLabel('First name').fill('Evelien');
  await nameForm.getByLabel('Last name').fill('');
  await nameForm.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => react.requested.length).toBe(1);
  expect(saves).toHaveLength(0);
  react.release();

  // The server refuses the empty last name: what was typed stays, nothing was put back.
  await expect(nameForm.getByText('Enter your last name.')).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(saves[0]?.postDataJSON()).toEqual({ firstname: 'Evelien', lastname: '' });
  await expect(nameForm.getByLabel('First name')).toHaveValue('Evelien');
  await expect(nameForm.getByLabel('Last name')).toHaveValue('');
  await nameForm.getByLabel('Last name').fill('de Vries');
  await nameForm.getByRole('button', { name: 'Save' }).click();
  await expect(nameForm.getByRole('status')).toHaveText('Your name has been saved.');
  expect(saves).toHaveLength(2);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Name' }).getByLabel('Last name')).toHaveValue('de Vries');

  // The address form opens once the island is live; its default box is read when it is sent.
  const book = page.getByRole('region', { name: 'Addresses' });
  for (const [street, makeDefault] of [
    ['Bergstraße', false],
    ['Domplatz', true],
  ] as const) {
    await book.getByRole('button', { name: 'Add an address' }).click();
    const form = book.getByRole('form', { name: 'New address' });
    await form.getByLabel('Country').selectOption('DE');
    await form.getByLabel('Street').fill(street);
    await form.getByLabel('House number').fill('7');
    await form.getByLabel('Postcode').fill('52062');
    await form.getByLabel('Town or city').fill('Aachen');
    if (makeDefault) await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(book.getByRole('status')).toHaveText('The address has been saved.');
  }
  await expect(book.locator('[data-address]').filter({ hasText: 'Domplatz 7' })).toContainText('Default address');
  await expect(book.locator('[data-address]').filter({ hasText: 'Bergstraße 7' })).not.toContainText('Default address');
});

test('notifications: boxes ticked by mouse, label and keyboard before the island wakes tick at once and are saved, once', async ({ page, baseURL }) => {
  await registerNew(page, baseURL, 'international');
  const react = await holdReact(page);
  const saves = callsTo(page, 'PUT', '/api/account/notifications');
  await page.goto(shopUrl(baseURL, 'international', '/account/notifications/'));
  await page.waitForLoadState('networkidle');
  expect(react.requested).toEqual([]);

  const box = (name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
  await expect(box('Product news')).not.toBeChecked();
  await expect(box('Review requests')).toBeChecked();
  await expect(box('Newsletter')).not.toBeChecked();
  // The box itself, its label's text, and Space on the focused box: each ticks as pressed.
  await box('Product news').check();
  await page.getByText('A short question about your order a few days after delivery.').click();
  await box('Newsletter').focus();
  await page.keyboard.press('Space');
  await expect(box('Product news')).toBeChecked();
  await expect(box('Review requests')).not.toBeChecked();
  await expect(box('Newsletter')).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => react.requested.length).toBe(1);
  expect(saves).toHaveLength(0);
  react.release();

  await expect(page.getByRole('status')).toHaveText('Your preferences have been saved.');
  expect(saves).toHaveLength(1);
  expect(saves[0]?.postDataJSON()).toEqual({ order_updates: true, back_in_stock: true, product_news: true, review_requests: false, newsletter: true });
  // Live now: the boxes still show what was ticked.
  await expect(box('Product news')).toBeChecked();
  await expect(box('Review requests')).not.toBeChecked();
  await page.reload();
  await expect(box('Product news')).toBeChecked();
  await expect(box('Review requests')).not.toBeChecked();
  await expect(box('Newsletter')).toBeChecked();
  await expect(box('Order updates')).toBeChecked();
});

test('login: e-mail, password and "remember me" given before the island wakes log in, once, and remember', async ({ page, baseURL }) => {
  const react = await holdReact(page);
  const logins = callsTo(page, 'POST', '/api/login');
  await page.goto(shopUrl(baseURL, 'international', '/login/'));
  await page.waitForLoadState('networkidle');
  expect(react.requested).toEqual([]);

  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByLabel('Keep me logged in on this device').check();
  await expect(page.getByLabel('Keep me logged in on this device')).toBeChecked();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect.poll(() => react.requested.length).toBe(1);
  expect(logins).toHaveLength(0);
  react.release();

  await expect(page).toHaveURL(shopUrl(baseURL, 'international', '/account/orders/'));
  expect(logins).toHaveLength(1);
  expect(logins[0]?.postDataJSON()).toEqual({ email: DEMO.email, password: DEMO.password, remember: true });
  // "Remember me" counted: the token is kept for good, not for the tab.
  expect(await page.evaluate(() => ({ local: localStorage.getItem('auth_token') !== null, session: sessionStorage.getItem('auth_token') }))).toEqual({
    local: true,
    session: null,
  });
});

test('login: a press made before the page scripts have woken is held, then logs in once', async ({ page, baseURL }) => {
  const shellLive = await holdShellLive(page);
  const logins = callsTo(page, 'POST', '/api/login');
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.isNavigationRequest() && posts.push(request.url()));
  await page.goto(shopUrl(baseURL, 'international', '/login/'));
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect.poll(() => shellLive.requested.length).toBe(1);
  // Neither sent as a page request (which the page would refuse) nor to the API yet.
  expect(posts).toEqual([]);
  expect(logins).toHaveLength(0);
  shellLive.release();

  await expect(page).toHaveURL(shopUrl(baseURL, 'international', '/account/orders/'));
  expect(logins).toHaveLength(1);
  expect(posts).toEqual([]);
});

test('search: Enter pressed before the page scripts have woken opens the overlay with results', async ({ page, baseURL }) => {
  const shellLive = await holdShellLive(page);
  await page.goto(shopUrl(baseURL, 'international', '/raspberry-pi/'));
  const field = page.locator('header').getByRole('searchbox', { name: 'Search products' });
  await field.fill('pico');
  await field.press('Enter');
  await expect.poll(() => shellLive.requested.length).toBe(1);
  shellLive.release();

  const dialog = page.getByRole('dialog', { name: 'Search the shop' });
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ products? found for “pico”$/, { timeout: 10_000 });
  // The overlay, not the page without JavaScript: the address stayed the category's.
  expect(new URL(page.url()).pathname).toBe('/raspberry-pi/');
});

test('registration: the account type chosen and the newsletter ticked before the island wakes are sent, once', async ({ page, baseURL }) => {
  const react = await holdReact(page);
  const registrations = callsTo(page, 'POST', '/api/register');
  await page.goto(shopUrl(baseURL, 'international', '/register/'));
  await page.waitForLoadState('networkidle');
  expect(react.requested).toEqual([]);

  const email = `wake-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
  await page.getByRole('radio', { name: 'Business customer' }).check();
  await page.getByLabel('First name').fill('Mila');
  await page.getByLabel('Last name').fill('Peters');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('raspberries at dawn');
  await page.getByLabel('Repeat password').fill('raspberries at dawn');
  await page.getByLabel(/Send me the newsletter/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => react.requested.length).toBe(1);
  react.release();

  await expect(page).toHaveURL(/\/account\/orders\/$/);
  expect(registrations).toHaveLength(1);
  expect(registrations[0]?.postDataJSON()).toMatchObject({
    firstname: 'Mila',
    lastname: 'Peters',
    email,
    account_type: 'organization',
    newsletter: true,
  });
});

test('password reset: an address typed and sent with Enter before the island wakes asks for one link', async ({ page, baseURL }) => {
  const react = await holdReact(page);
  const asks = callsTo(page, 'POST', '/api/forgot-password');
  await page.goto(shopUrl(baseURL, 'international', '/password-reset/'));
  await page.waitForLoadState('networkidle');
  expect(react.requested).toEqual([]);
  await page.getByLabel('E-mail address', { exact: true }).fill('nobody-here@test.example');
  await page.keyboard.press('Enter');
  await expect.poll(() => react.requested.length).toBe(1);
  react.release();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  expect(asks).toHaveLength(1);
  expect(asks[0]?.postDataJSON()).toEqual({ email: 'nobody-here@test.example' });
});

test('without JavaScript the form pages read completely, and the favourites page says why it lists nothing', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(shopUrl(baseURL, 'international', '/login/'));
  await expect(page.getByLabel('E-mail address')).toBeEditable();
  await expect(page.getByLabel('Keep me logged in on this device')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await page.goto(shopUrl(baseURL, 'international', '/register/'));
  await expect(page.getByRole('radio', { name: 'Private customer' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.goto(shopUrl(baseURL, 'international', '/favorites/'));
  // Chromium with scripts switched off by the test still parses <noscript> as text, so the note is
  // checked in the markup; a browser without JavaScript shows it.
  expect(
    await page
      .getByRole('main')
      .locator('noscript')
      .evaluate((note) => note.textContent),
  ).toContain('Your favourites need JavaScript to show.');
  await expect(page.getByText('Loading your favourites…')).toBeHidden();
  await context.close();
});
