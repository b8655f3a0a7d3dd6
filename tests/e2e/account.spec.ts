/**
 * The account in the browser: the login door with ?redirect=, the demo customers' real orders
 * in two languages on both shops, the Business item only with a validated address, editing
 * the name and an address, notifications, linking earlier orders with the mailed code, logout,
 * and no serious a11y issue on any account screen.
 */
import { test, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, shopUrl } from './support.ts';
import { DEMO, KUNDE, logIn, mailedSyncCode, registerNew } from './account-support.ts';

test.describe.configure({ timeout: 60_000 });

test('a logged-out visitor of an account page goes to the login page of the same language, with the page to return to', async ({ page, baseURL }) => {
  const cases = [
    { shop: 'nl', path: '/account/bestellingen/', login: '/inloggen/' },
    { shop: 'international', path: '/de/konto/gutscheine/', login: '/de/anmelden/' },
    { shop: 'international', path: '/account/orders/?id=5', login: '/login/' },
    { shop: 'nl', path: '/en/account/orders/sync-orders-progress/', login: '/en/login/' },
  ] as const;
  for (const c of cases) {
    const res = await page.request.get(shopUrl(baseURL, 'international', c.path), {
      maxRedirects: 0,
      headers: c.shop === 'nl' ? { Host: `nl.localhost:${new URL(baseURL ?? '').port}` } : {},
    });
    expect(res.status(), c.path).toBe(302);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const location = new URL(res.headers()['location'] ?? '', 'http://x');
    expect(location.pathname).toBe(c.login);
    expect(location.searchParams.get('redirect')).toBe(c.path);
  }
  await page.goto(shopUrl(baseURL, 'nl', '/de/konto/bestellungen/'));
  await expect(page).toHaveURL(shopUrl(baseURL, 'nl', `/de/anmelden/?redirect=${encodeURIComponent('/de/konto/bestellungen/')}`));
});

test("the demo customer's orders in English: list, detail with tracking and reverse charge, in the account layout", async ({ page, baseURL }) => {
  await logIn(page, baseURL, 'international', DEMO);
  await page.goto(shopUrl(baseURL, 'international', '/account/orders/'));
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  // The account layout: its own bar and menu, no shop header search or footer.
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByText('Hello Anna')).toBeVisible();
  const orders = page.getByRole('table', { name: 'Your orders' });
  for (const number of ['FR-2026-001113', 'FR-2026-001092', 'FR-2026-001036'])
    await expect(orders.getByRole('link', { name: `View order ${number}` })).toBeVisible();
  await expect(orders.locator('[data-order="FR-2026-001092"]')).toContainText('Shipped');
  await expect(orders.locator('[data-order="FR-2026-001050"]')).toContainText('Refunded');
  await expectNoSeriousA11yViolations(page);

  await orders.getByRole('link', { name: 'View order FR-2026-001092' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order FR-2026-001092' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute('href', /^https:\/\/jouw\.postnl\.nl\//);
  await expect(page.getByRole('link', { name: 'Raspberry Pi M.2 HAT+' })).toBeVisible();
  await expect(page.locator('[data-order-totals]')).toContainText('€84.14');
  await expect(page.getByText('VAT reverse-charged')).toBeVisible();
  await expect(page.getByText('Pi Lab Leuven BV')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The language popup stays on this order.
  await page.locator('header summary', { hasText: 'Language: English' }).click();
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: /Deutsch/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellung FR-2026-001092' })).toBeVisible();
});

test("the demo customer's account in Dutch on the Dutch shop: orders, coupons, downloads, business", async ({ page, baseURL }) => {
  await logIn(page, baseURL, 'nl', DEMO);
  await page.goto(shopUrl(baseURL, 'nl', '/account/bestellingen/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn bestellingen' })).toBeVisible();
  await expect(page.locator('[data-order="FR-2026-001057"]')).toContainText('Bezorgd');
  await expect(page.locator('[data-order="FR-2026-001057"]')).toContainText('€ 66,51');
  const menu = page.getByRole('navigation', { name: 'Accountmenu' });
  await menu.getByRole('link', { name: 'Mijn kortingsbonnen' }).click();
  await expect(page.locator('[data-coupon="ANNA-THANKYOU15"]')).toContainText('Geldig');
  await expect(page.locator('[data-coupon="ANNA-BIRTHDAY10"]')).toContainText('Verlopen');
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Raspberry Pi 5 8GB' })).toBeVisible();
  const brief = page.getByRole('link', { name: 'Downloaden: Raspberry Pi 5 productblad' });
  const type = await page.evaluate(async (href) => (await fetch(href)).headers.get('content-type'), (await brief.getAttribute('href')) ?? '');
  expect(type).toBe('application/pdf');
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: 'Zakelijk account' }).click();
  await expect(page.locator('[data-business-address]')).toContainText('BE0123456749');
  await expect(page.locator('[data-business-address]')).toContainText('btw verlegd');
  await expectNoSeriousA11yViolations(page);
});

test('the Business item shows only for a customer with a validated address', async ({ page, baseURL }) => {
  await logIn(page, baseURL, 'international', KUNDE);
  await page.goto(shopUrl(baseURL, 'international', '/de/konto/bestellungen/'));
  const menu = page.getByRole('navigation', { name: 'Kontomenü' });
  await expect(menu.getByRole('link', { name: 'Meine Gutscheine' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Geschäftskonto' })).toHaveCount(0);
  await expect(page.locator('[data-order="FR-2026-001085"]')).toContainText('Versendet');
  // The shop header's user menu follows the same rule.
  const headerMenu = page.locator('#account-panel');
  const openHeaderMenu = async () => {
    await page.goto(shopUrl(baseURL, 'international', '/de/'));
    await page.locator('[data-account-toggle]').click();
    await expect(headerMenu.getByRole('link', { name: 'Meine Gutscheine' })).toBeVisible();
  };
  await openHeaderMenu();
  await expect(headerMenu.getByRole('link', { name: 'Geschäftskonto' })).toBeHidden();
  await page.goto(shopUrl(baseURL, 'international', '/de/konto/geschaeftlich/'));
  await expect(page.getByText('Sie haben noch keine geprüfte Geschäftsadresse.')).toBeVisible();
  await logIn(page, baseURL, 'international', DEMO);
  await page.goto(shopUrl(baseURL, 'international', '/de/konto/bestellungen/'));
  await expect(page.getByRole('navigation', { name: 'Kontomenü' }).getByRole('link', { name: 'Geschäftskonto' })).toBeVisible();
  await openHeaderMenu();
  await expect(headerMenu.getByRole('link', { name: 'Geschäftskonto' })).toBeVisible();
  // Validated in Belgium: the cart for Belgium is without VAT, and says why.
  await page.context().addCookies([{ name: 'region', value: 'BE', url: shopUrl(baseURL, 'international', '/') }]);
  await page.goto(shopUrl(baseURL, 'international', '/de/produkte/raspberry-pi-5-active-cooler/'));
  await page.locator('[data-buy-box]').getByRole('button', { name: 'In den Warenkorb' }).click();
  const drawer = page.locator('[data-cart-drawer]');
  await expect(drawer.locator('li[data-line]').first()).toBeVisible();
  await expect(drawer.locator('li[data-line][aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await page.goto(shopUrl(baseURL, 'international', '/de/warenkorb/'));
  await expect(page.locator('[data-cart-reverse-charge]')).toContainText('Reverse-Charge (0 % MwSt.)');
  await page.getByRole('button', { name: 'Raspberry Pi 5 Active Cooler entfernen' }).click();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
});

test('a customer edits the name, adds an address and changes it', async ({ page, baseURL }) => {
  await registerNew(page, baseURL, 'international');
  await page.goto(shopUrl(baseURL, 'international', '/account/information/'));
  const nameForm = page.getByRole('form', { name: 'Name' });
  await expect(nameForm.getByRole('button', { name: 'Save' })).toBeEnabled();
  await nameForm.getByLabel('First name').fill('Evelien');
  await nameForm.getByRole('button', { name: 'Save' }).click();
  await expect(nameForm.getByRole('status')).toHaveText('Your name has been saved.');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('auth_user') ?? '{}').firstname)).toBe('Evelien');
  await nameForm.getByLabel('Last name').fill('');
  await nameForm.getByRole('button', { name: 'Save' }).click();
  await expect(nameForm.getByText('Enter your last name.')).toBeVisible();
  await expect(nameForm.getByRole('status')).toHaveText('Please check the marked fields.');
  await expect(nameForm.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');

  const book = page.getByRole('region', { name: 'Addresses' });
  await book.getByRole('button', { name: 'Add an address' }).click();
  const form = book.getByRole('form', { name: 'New address' });
  await expect(form.getByRole('heading', { name: 'New address' })).toBeFocused();
  await form.getByLabel('Country').selectOption('DE');
  await form.getByLabel('Street').fill('Bergstraße');
  await form.getByLabel('House number').fill('7');
  await form.getByLabel('Postcode').fill('5206');
  await form.getByLabel('Town or city').fill('Aachen');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a valid postcode for this country.')).toBeVisible();
  await form.getByLabel('Postcode').fill('52062');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(book.getByRole('status')).toHaveText('The address has been saved.');
  const card = book.locator('[data-address]').filter({ hasText: 'Bergstraße 7' });
  await expect(card).toContainText('Default address');
  await expect(card).toContainText('Germany');
  await expectNoSeriousA11yViolations(page);

  await book.getByRole('button', { name: 'Change the address Bergstraße 7, Aachen' }).click();
  const edit = book.getByRole('form', { name: 'Change address' });
  await edit.getByLabel('Town or city').fill('Köln');
  await edit.getByLabel('Postcode').fill('50667');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(book.locator('[data-address]').filter({ hasText: 'Bergstraße 7' })).toContainText('50667 Köln');
  // Focus goes back to the button that opened the form.
  await expect(book.getByRole('button', { name: 'Change the address Bergstraße 7, Köln' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Name' }).getByLabel('First name')).toHaveValue('Evelien');
  await expect(page.getByRole('region', { name: 'Addresses' }).locator('[data-address]')).toContainText('50667 Köln');
  await expect(page.getByRole('navigation', { name: 'Account menu' }).getByText('Hello Evelien')).toBeVisible();

  // Removing asks once more; focus stays on what is there to press.
  const remove = book.getByRole('button', { name: 'Remove the address Bergstraße 7, Köln' });
  await remove.click();
  const cancel = book.getByRole('group', { name: 'Remove this address?' }).getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(remove).toBeFocused();
  await remove.click();
  await book.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(book.locator('[data-address]')).toHaveCount(0);
  await expect(book.getByRole('heading', { name: 'Addresses' })).toBeFocused();
});

test('notification settings are saved, and logout ends the account session', async ({ page, baseURL }) => {
  await registerNew(page, baseURL, 'nl');
  await page.goto(shopUrl(baseURL, 'nl', '/de/konto/benachrichtigungen/'));
  const news = page.getByRole('checkbox', { name: /Produktneuheiten/ });
  await expect(news).not.toBeChecked();
  await expect(news).toBeEnabled();
  await news.check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Ihre Einstellungen wurden gespeichert.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Produktneuheiten/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(shopUrl(baseURL, 'nl', '/de/'));
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await page.goto(shopUrl(baseURL, 'nl', '/de/konto/benachrichtigungen/'));
  await expect(page).toHaveURL(/\/de\/anmelden\/\?redirect=/);
});

test('the demo customer links earlier guest orders with the mailed code and follows the progress to the orders', async ({ page, baseURL }) => {
  await logIn(page, baseURL, 'international', DEMO);
  await page.goto(shopUrl(baseURL, 'international', '/account/orders/'));
  await page.getByRole('link', { name: 'Link them to your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link earlier orders' })).toBeVisible();
  await expect(page.getByText('We found 3 orders placed without an account with demo@framboos.example.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'E-mail a code to demo@framboos.example' }).click();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await expect.poll(() => mailedSyncCode(DEMO.email)).not.toBeNull();
  await codeField.fill('000000' === mailedSyncCode(DEMO.email) ? '000001' : '000000');
  await page.getByRole('button', { name: 'Link orders' }).click();
  await expect(page.getByText('This code is not correct. You have 4 more tries.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status')).toHaveText('Please check the marked fields.');
  await codeField.fill(mailedSyncCode(DEMO.email) ?? '');
  await page.getByRole('button', { name: 'Link orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/sync-orders-progress\/$/);
  await expect(page.getByText('3 of 3 orders linked')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '3 of 3 orders linked' })).toHaveAttribute('value', '3');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to my orders' }).click();
  await expect(page.getByRole('navigation', { name: /Page 1 of 2/ })).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.locator('[data-order="FR-2025-001001"]')).toContainText('Delivered');
});
