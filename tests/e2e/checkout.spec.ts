/**
 * Buying, as shoppers do it: a guest on the Dutch shop paying with iDEAL, a Belgian business in
 * English, a German customer with a coupon, a failed payment made again, the checkout's own
 * login, and an empty cart sent home from every step — with the keyboard where it matters, the
 * data layer's events, the mail, and axe on every screen.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { flatText, readPdf } from '../helpers/pdf-text.ts';
import { expectNoSeriousA11yViolations, shopUrl, type ShopName } from './support.ts';
import { waitForMail } from './password-reset-support.ts';
import { registerNew } from './account-support.ts';
import {
  COOLER,
  T,
  addToCart,
  atTestProvider,
  completeTestPayment,
  fillDetails,
  recordDataLayer,
  recordedEvents,
  stepUrl,
  tick,
  type Locale,
} from './checkout-support.ts';

test.describe.configure({ timeout: 150_000 });

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;

/** The shopper's way through delivery and payment to the review, with the given payment method. */
async function deliveryPaymentReview(page: Page, locale: Locale, payment: string): Promise<void> {
  const t = T[locale];
  await expect(page.getByRole('button', { name: t.toPayment })).toBeVisible();
  await page.getByRole('button', { name: t.toPayment }).click();
  await tick(page, payment);
  await page.getByRole('button', { name: t.toReview }).click();
  await expect(page.getByRole('button', { name: t.place })).toBeVisible();
}

test('a guest on the Dutch shop pays with iDEAL and sees the payment arrive without a reload (nl)', async ({ page, baseURL }) => {
  const shop: ShopName = 'nl';
  const t = T.nl;
  const email = uniqueEmail('ideal');
  await recordDataLayer(page);
  await addToCart(page, baseURL, shop, 'nl');

  await page.goto(stepUrl(baseURL, shop, 'nl', 'start'));
  await expect(page.getByRole('heading', { name: 'Hoe wil je afrekenen?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: new RegExp(t.guest) }).click();
  await expect(page).toHaveURL(stepUrl(baseURL, shop, 'nl', 'details'));
  // The Dutch shop delivers to the Netherlands first, with its calling code and postcode example.
  const address = page.getByRole('group', { name: t.address });
  await expect(address.getByLabel(t.country, { exact: true })).toHaveValue('NL');
  await expect(page.getByLabel(t.phoneCode)).toHaveValue('NL');
  await expect(address.getByText('Bijvoorbeeld 1234 AB')).toBeVisible();
  await expect(page.getByRole('complementary', { name: t.summary })).toContainText(COOLER.name);
  await expectNoSeriousA11yViolations(page);

  // Sent empty by keyboard: the server names each problem in Dutch, focus goes to the first.
  await page.getByLabel(t.email).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(t.checkFields);
  const emailField = page.getByLabel(t.email);
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  const described = await emailField.getAttribute('aria-describedby');
  expect(described).toContain('co-email-error');
  await expect(page.locator('#co-email-error')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);

  await fillDetails(page, 'nl', {
    email,
    firstname: 'Sanne',
    lastname: 'de Vries',
    phone: '06 12345678',
    country: 'NL',
    street: 'Databankweg',
    house: '12',
    postcode: '3821al',
    city: 'Leusden',
  });
  // A reload keeps what was typed (checkoutPurchaseInfo), before anything was saved.
  await page.reload();
  await expect(page.getByLabel(t.email)).toHaveValue(email);
  await expect(address.getByLabel(t.postcode, { exact: true })).toHaveValue('3821al');
  await page.getByRole('button', { name: t.toDelivery }).click();

  await expect(page).toHaveURL(stepUrl(baseURL, shop, 'nl', 'delivery'));
  await expect(page.getByRole('group', { name: 'Bezorging naar Nederland' })).toBeVisible();
  await expect(page.getByText(/Op een werkdag voor 16:00 besteld, dezelfde dag verzonden/)).toBeVisible();
  await expect(page.locator('[data-free-shipping]')).toContainText(/Nog €\s\d+,\d\d tot gratis verzending/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t.toPayment }).click();

  await expect(page).toHaveURL(stepUrl(baseURL, shop, 'nl', 'payment'));
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tick(page, 'iDEAL');
  await page.getByRole('button', { name: t.toReview }).click();

  await expect(page).toHaveURL(stepUrl(baseURL, shop, 'nl', 'review'));
  await expect(page.getByText('3821 AL Leusden')).toBeVisible();
  await expect(page.getByRole('link', { name: 'bezorgadres wijzigen' })).toHaveAttribute('href', '/afrekenen/informatie/');
  await expect(page.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute('href', '/algemene-voorwaarden/');
  await expect(page.getByText(/Btw 21/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Ordering without accepting the terms is refused at the checkbox.
  await page.getByRole('button', { name: t.place }).click();
  await expect(page.getByRole('checkbox', { name: t.terms })).toBeFocused();
  await expect(page.getByText(/Ga akkoord met de algemene voorwaarden/)).toBeVisible();
  await tick(page, t.terms, 'checkbox');
  await page.getByRole('button', { name: t.place }).click();

  // The test provider tells the shop within milliseconds. To see the page wait, the hosted page's
  // "Paid" only takes the shopper back at first; the payment is made once the page waits.
  const { number, paymentId } = await atTestProvider(page);
  expect(await page.evaluate(() => localStorage.getItem('checkoutPurchaseInfo'))).toBeNull();
  const confirmation = `${stepUrl(baseURL, shop, 'nl', 'confirmation')}?order=${number}`;
  await page.route(`**/api/payments/test/${paymentId}/complete`, (route) => route.fulfill({ json: { status: 'paid', redirect_url: confirmation } }), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Paid' }).click();
  await expect(page).toHaveURL(confirmation);
  await expect(page.getByRole('heading', { name: t.waiting })).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await completeTestPayment(page, paymentId, 'paid');
  await expect(page.getByRole('heading', { name: t.paid })).toBeVisible({ timeout: 15_000 });
  expect(loads).toEqual([]);
  await expect(page.getByText(`We hebben de orderbevestiging gestuurd naar ${email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await waitForMail(baseURL, email, 'order-confirmation');
  expect(mail.text).toContain(number);

  // Each event of the checkout went once, the purchase with the order's number.
  const events = (await recordedEvents(page)).filter((e) => e.event);
  for (const name of ['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase']) {
    expect(
      events.filter((e) => e.event === name),
      name,
    ).toHaveLength(1);
  }
  expect(events.find((e) => e.event === 'purchase')?.ecommerce?.transaction_id).toBe(number);
});

test('a Belgian business in English with a VAT number VIES confirms buys without VAT: review, confirmation, invoice (en)', async ({ page, baseURL }) => {
  // The test server asks a local fake of VIES (tests/helpers/serve.ts), which knows this number.
  const shop: ShopName = 'international';
  const t = T.en;
  await addToCart(page, baseURL, shop, 'en');
  await page.goto(stepUrl(baseURL, shop, 'en', 'details'));
  await fillDetails(page, 'en', {
    email: uniqueEmail('business'),
    firstname: 'Lotte',
    lastname: 'Peeters',
    phone: '+32 470 12 34 56',
    country: 'BE',
    street: 'Grote Markt',
    house: '1',
    postcode: '1000',
    city: 'Brussel',
    business: { company: 'Brouwerij Peeters BV', vatNumber: 'BE 0428.759.497' },
  });
  await expect(page.getByText(/A valid EU VAT number from outside the Netherlands gives an invoice without VAT/)).toBeVisible();
  // The postcode example follows the country.
  await expect(page.getByRole('group', { name: t.address }).getByText('For example 1000')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t.toDelivery }).click();

  await expect(page).toHaveURL(stepUrl(baseURL, shop, 'en', 'delivery'));
  await expect(page.getByRole('group', { name: 'Delivery to Belgium' })).toBeVisible();
  await deliveryPaymentReview(page, 'en', 'Bancontact');

  const summary = page.getByRole('complementary', { name: t.summary });
  await expect(summary).toContainText('VAT reverse-charged');
  await expect(summary).not.toContainText('VAT 21%');
  await expect(summary).toContainText('Prices excl. VAT');
  await expect(page.getByText('Business: Brouwerij Peeters BV · VAT number BE0428759497')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tick(page, t.terms, 'checkbox');
  await page.getByRole('button', { name: t.place }).click();
  const { paymentId } = await atTestProvider(page);
  await page.getByRole('button', { name: 'Paid' }).click();
  await expect(page.getByRole('heading', { name: t.paid })).toBeVisible({ timeout: 15_000 });
  expect(paymentId).toMatch(/^tp_/);
  const confirmed = page.getByRole('region', { name: t.summary });
  await expect(confirmed).toContainText('VAT reverse-charged');
  await expect(confirmed).toContainText('Prices excl. VAT');
  // The invoice says so too, in the order's language.
  const invoice = page.getByRole('link', { name: /invoice/i });
  const pdf = await page.request.get(new URL((await invoice.getAttribute('href'))!, page.url()).toString());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = flatText(readPdf(Buffer.from(await pdf.body())));
  expect(text).toContain('BE0428759497');
  expect(text).toContain('Intra-Community supply');
});

test('a German customer pays less with a coupon, and a placing that meets changed figures is confirmed again (de)', async ({ page, baseURL }) => {
  const shop: ShopName = 'international';
  const t = T.de;
  await addToCart(page, baseURL, shop, 'de');
  await page.goto(shopUrl(baseURL, shop, '/de/warenkorb/'));
  await page.getByRole('textbox', { name: 'Gutscheincode' }).fill('welcome10');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByText('Gutschein erfolgreich eingelöst')).toBeVisible();

  await page.goto(stepUrl(baseURL, shop, 'de', 'details'));
  const address = page.getByRole('group', { name: t.address });
  await expect(address.getByLabel(t.country, { exact: true })).toHaveValue('DE');
  await fillDetails(page, 'de', {
    email: uniqueEmail('kunde'),
    firstname: 'Jonas',
    lastname: 'Becker',
    phone: '030 1234567',
    country: 'DE',
    street: 'Invalidenstraße',
    house: '117',
    postcode: '10115',
    city: 'Berlin',
  });
  await page.getByRole('button', { name: t.toDelivery }).click();
  await expect(page).toHaveURL(stepUrl(baseURL, shop, 'de', 'delivery'));
  await expect(page.getByRole('group', { name: 'Lieferung nach Deutschland' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await deliveryPaymentReview(page, 'de', 'SOFORT Überweisung');

  const summary = page.getByRole('complementary', { name: t.summary });
  await expect(summary).toContainText('Gutschein WELCOME10');
  await expect(summary).toContainText(/MwSt\. 19\s%/);
  await expect(page.getByText('+49 30 1234567')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The first placing meets "prices changed" (409 with the figures as they are now): the review
  // shows the message, and the next placing is a new one with a key of its own.
  const keys: string[] = [];
  const placing = (r: Request) => r.url().endsWith('/api/checkout/orders') && r.method() === 'POST';
  page.on('request', (r) => {
    if (placing(r)) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  const figures = await page.evaluate(async () => (await (await fetch('/api/checkout/summary', { headers: { Accept: 'application/json' } })).json()).summary);
  await page.route(
    '**/api/checkout/orders',
    (route) =>
      route.fulfill({
        status: 409,
        json: { error: true, status: 409, message: 'Der Preis von Raspberry Pi 5 Active Cooler hat sich geändert.', summary: figures },
      }),
    { times: 1 },
  );
  await tick(page, t.terms, 'checkbox');
  await page.getByRole('button', { name: t.place }).click();
  await expect(page.getByText('Der Preis von Raspberry Pi 5 Active Cooler hat sich geändert.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Bitte prüfen Sie die neuen Beträge und bestätigen Sie Ihre Bestellung erneut.');
  await page.getByRole('button', { name: t.place }).click();
  await atTestProvider(page);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).not.toBe(keys[0]);
  await page.getByRole('button', { name: 'Paid' }).click();
  await expect(page.getByRole('heading', { name: t.paid })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: t.summary })).toContainText('WELCOME10');
});

test('a failed payment is made again with another method, and a lost answer is repeated with the same key (en)', async ({ page, baseURL }) => {
  const shop: ShopName = 'international';
  const t = T.en;
  await addToCart(page, baseURL, shop, 'en');
  await page.goto(stepUrl(baseURL, shop, 'en', 'details'));
  await fillDetails(page, 'en', {
    email: uniqueEmail('retry'),
    firstname: 'Sam',
    lastname: 'Taylor',
    phone: '07700 900123',
    country: 'NL',
    street: 'Oudegracht',
    house: '200',
    postcode: '3511 NR',
    city: 'Utrecht',
  });
  await page.getByRole('button', { name: t.toDelivery }).click();
  await deliveryPaymentReview(page, 'en', 'Credit card');

  // The first placing loses its connection: the client repeats it with the same key.
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/checkout/orders') && r.method() === 'POST') keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.route('**/api/checkout/orders', (route) => route.abort('connectionreset'), { times: 1 });
  await tick(page, t.terms, 'checkbox');
  await page.getByRole('button', { name: t.place }).click();
  await atTestProvider(page);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);

  await page.getByRole('button', { name: 'Failed' }).click();
  await expect(page.getByRole('heading', { name: t.failed })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await tick(page, 'PayPal');
  await page.getByRole('button', { name: t.payAgain }).click();
  const again = await atTestProvider(page);
  await expect(page.locator('[data-test-payment]')).toContainText('paypal');
  await page.getByRole('button', { name: 'Paid' }).click();
  await expect(page.getByRole('heading', { name: t.paid })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(again.number)).toBeVisible();
});

test('the checkout login goes on to the details, filled from the account (en, narrow screen)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const who = await registerNew(page, baseURL, 'international');
  // Logged out again, with the customer's password to log in at the checkout.
  await page.evaluate(async () => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    await fetch('/api/logout', {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': xsrf, Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    });
    localStorage.clear();
  });
  await addToCart(page, baseURL, 'international', 'en');
  await page.goto(stepUrl(baseURL, 'international', 'en', 'start'));
  await page.getByRole('link', { name: /^Log in/ }).click();
  await expect(page).toHaveURL(stepUrl(baseURL, 'international', 'en', 'login'));
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(stepUrl(baseURL, 'international', 'en', 'details'));
  await expect(page.getByLabel(T.en.email)).toHaveValue(who.email);
  await expect(page.getByLabel(T.en.firstname, { exact: true })).toHaveValue('Eva');
  // Logged in, the start and the login send the customer on to the details.
  await page.goto(stepUrl(baseURL, 'international', 'en', 'start'));
  await expect(page).toHaveURL(stepUrl(baseURL, 'international', 'en', 'details'));
  // The narrow screen shows the summary folded away, with the total in its toggle.
  const toggle = page.locator('details.co-summary > summary');
  await expect(toggle).toContainText(/Show order summary \(€\d+\.\d\d\)/);
  await toggle.click();
  await expect(page.locator('details.co-summary')).toContainText(COOLER.name);
});

for (const [shop, locale] of [
  ['nl', 'nl'],
  ['international', 'de'],
] as const) {
  test(`an empty cart is sent home from every checkout step (${shop}, ${locale})`, async ({ page, baseURL }) => {
    const home = new URL(stepUrl(baseURL, shop, locale, 'start')).origin + (locale === 'de' && shop === 'international' ? '/de/' : '/');
    for (const step of ['start', 'login', 'details', 'delivery', 'payment', 'review'] as const) {
      await page.goto(stepUrl(baseURL, shop, locale, step));
      await expect(page, step).toHaveURL(home);
    }
  });
}
