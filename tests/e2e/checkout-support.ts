/**
 * What the checkout's browser tests share: the screens' texts per language, the steps' paths,
 * putting a product in the cart from its page, filling the details form by its labels, the test
 * payment provider's hosted page, and a record of the data layer that survives the page loads
 * of a checkout (kept in session storage by an init script).
 */
import { expect, type Page } from '@playwright/test';
import { PREFIX, shopUrl, type ShopName } from './support.ts';

export type Locale = 'en' | 'nl' | 'de';

export const STEP_PATHS: Record<Locale, Record<'start' | 'login' | 'details' | 'delivery' | 'payment' | 'review' | 'confirmation', string>> = {
  en: {
    start: '/checkout/',
    login: '/checkout/login/',
    details: '/checkout/information/',
    delivery: '/checkout/delivery/',
    payment: '/checkout/payment/',
    review: '/checkout/review/',
    confirmation: '/checkout/confirmation/',
  },
  nl: {
    start: '/afrekenen/',
    login: '/checkout/login/',
    details: '/afrekenen/informatie/',
    delivery: '/afrekenen/bezorging/',
    payment: '/afrekenen/betaling/',
    review: '/afrekenen/overzicht/',
    confirmation: '/afrekenen/bevestiging/',
  },
  de: {
    start: '/kasse/',
    login: '/checkout/login/',
    details: '/kasse/informationen/',
    delivery: '/kasse/lieferung/',
    payment: '/kasse/zahlung/',
    review: '/kasse/uberprufen/',
    confirmation: '/kasse/bestaetigung/',
  },
};

export const T = {
  en: {
    add: 'Add to cart',
    guest: 'Continue as a guest',
    email: 'E-mail address',
    firstname: 'First name',
    lastname: 'Last name',
    phoneCode: 'Country code',
    phone: 'Phone number',
    business: 'A business',
    company: 'Company name',
    vatNumber: 'VAT number (optional)',
    address: 'Delivery address',
    country: 'Country',
    street: 'Street',
    house: 'House number',
    postcode: 'Postcode',
    city: 'City',
    toDelivery: 'Continue to delivery',
    toPayment: 'Continue to payment',
    toReview: 'Continue to review',
    terms: /I accept the terms and conditions and the privacy policy/,
    place: 'Order with obligation to pay',
    checkFields: 'Please check the fields marked below.',
    summary: 'Order summary',
    waiting: 'We are waiting for your payment',
    paid: 'Thank you for your order!',
    failed: 'Your payment did not go through',
    payAgain: 'Pay now',
  },
  nl: {
    add: 'In winkelwagen',
    guest: 'Verder als gast',
    email: 'E-mailadres',
    firstname: 'Voornaam',
    lastname: 'Achternaam',
    phoneCode: 'Landcode',
    phone: 'Telefoonnummer',
    business: 'Bedrijf',
    company: 'Bedrijfsnaam',
    vatNumber: 'Btw-nummer (optioneel)',
    address: 'Bezorgadres',
    country: 'Land',
    street: 'Straat',
    house: 'Huisnummer',
    postcode: 'Postcode',
    city: 'Plaats',
    toDelivery: 'Verder naar bezorging',
    toPayment: 'Verder naar betaling',
    toReview: 'Verder naar overzicht',
    terms: /Ik ga akkoord met de algemene voorwaarden en het privacybeleid/,
    place: 'Bestellen met betaalverplichting',
    checkFields: 'Controleer de gemarkeerde velden hieronder.',
    summary: 'Besteloverzicht',
    waiting: 'We wachten op je betaling',
    paid: 'Bedankt voor je bestelling!',
    failed: 'Je betaling is niet gelukt',
    payAgain: 'Nu betalen',
  },
  de: {
    add: 'In den Warenkorb',
    guest: 'Als Gast fortfahren',
    email: 'E-Mail-Adresse',
    firstname: 'Vorname',
    lastname: 'Nachname',
    phoneCode: 'Ländervorwahl',
    phone: 'Telefonnummer',
    business: 'Unternehmen',
    company: 'Firmenname',
    vatNumber: 'USt-IdNr. (optional)',
    address: 'Lieferadresse',
    country: 'Land',
    street: 'Straße',
    house: 'Hausnummer',
    postcode: 'Postleitzahl',
    city: 'Ort',
    toDelivery: 'Weiter zur Lieferung',
    toPayment: 'Weiter zur Zahlung',
    toReview: 'Weiter zur Übersicht',
    terms: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung/,
    place: 'Zahlungspflichtig bestellen',
    checkFields: 'Bitte prüfen Sie die unten markierten Felder.',
    summary: 'Bestellübersicht',
    waiting: 'Wir warten auf Ihre Zahlung',
    paid: 'Vielen Dank für Ihre Bestellung!',
    failed: 'Ihre Zahlung ist fehlgeschlagen',
    payAgain: 'Jetzt bezahlen',
  },
} as const;

const PRODUCT_PATH: Record<Locale, string> = { en: '/product/', nl: '/product/', de: '/produkte/' };
export const COOLER = { slug: 'raspberry-pi-5-active-cooler', name: 'Raspberry Pi 5 Active Cooler' };

export const stepUrl = (baseURL: string | undefined, shop: ShopName, locale: Locale, step: keyof (typeof STEP_PATHS)['en']) =>
  shopUrl(baseURL, shop, `${PREFIX[shop][locale]}${STEP_PATHS[locale][step]}`);

/** Puts a product in the cart from its page and waits until the server has it. */
export async function addToCart(page: Page, baseURL: string | undefined, shop: ShopName, locale: Locale, slug = COOLER.slug): Promise<void> {
  await page.goto(shopUrl(baseURL, shop, `${PREFIX[shop][locale]}${PRODUCT_PATH[locale]}${slug}/`));
  const added = page.waitForResponse((r) => r.url().includes('/api/cart/add-to-cart/') && r.request().method() === 'POST');
  await page.locator('[data-buy-box]').getByRole('button', { name: T[locale].add }).click();
  expect((await added).status()).toBe(200);
}

export type Details = {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  country: string;
  street: string;
  house: string;
  postcode: string;
  city: string;
  business?: { company: string; vatNumber?: string };
};

/** Fills the details form by its labels, as a shopper with a keyboard and mouse would. */
export async function fillDetails(page: Page, locale: Locale, d: Details): Promise<void> {
  const t = T[locale];
  await page.getByLabel(t.email).fill(d.email);
  await page.getByLabel(t.firstname, { exact: true }).fill(d.firstname);
  await page.getByLabel(t.lastname, { exact: true }).fill(d.lastname);
  const address = page.getByRole('group', { name: t.address });
  await address.getByLabel(t.country, { exact: true }).selectOption(d.country);
  await page.getByLabel(t.phone).fill(d.phone);
  await address.getByLabel(t.street, { exact: true }).fill(d.street);
  await address.getByLabel(t.house, { exact: true }).fill(d.house);
  await address.getByLabel(t.postcode, { exact: true }).fill(d.postcode);
  await address.getByLabel(t.city, { exact: true }).fill(d.city);
  if (d.business) {
    const radio = page.getByRole('radio', { name: t.business });
    await radio.click();
    await expect(radio).toBeChecked();
    await page.getByLabel(t.company, { exact: true }).fill(d.business.company);
    if (d.business.vatNumber) await page.getByLabel(t.vatNumber).fill(d.business.vatNumber);
  }
}

/**
 * Presses a control of an island that may still be waking: the click is held and made again
 * once the island is live (src/directives/interaction.ts), so the state is awaited, not assumed.
 */
export async function tick(page: Page, name: RegExp | string, role: 'radio' | 'checkbox' = 'radio'): Promise<void> {
  const control = page.getByRole(role, { name });
  await control.click();
  await expect(control).toBeChecked();
}

/** The test provider's hosted page: its order number and the id of its payment. */
export async function atTestProvider(page: Page): Promise<{ number: string; paymentId: string }> {
  await page.waitForURL(/\/payments\/test\/tp_[A-Za-z0-9]+\/$/);
  const section = page.locator('[data-test-payment]');
  await expect(section).toBeVisible();
  const paymentId = (await section.getAttribute('data-test-payment')) ?? '';
  const number = (await section.locator('dt', { hasText: 'Order number' }).locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
  expect(number).toMatch(/^[A-Z]{2}-\d{4}-\d{6,9}$/);
  return { number, paymentId };
}

/** Ends a test payment from inside the page, as its hosted page's buttons do (same origin, CSRF cookie). */
export async function completeTestPayment(page: Page, paymentId: string, status: 'paid' | 'failed' | 'cancelled' | 'expired'): Promise<void> {
  const answer = await page.evaluate(
    async ([id, outcome]) => {
      if (!document.cookie.includes('XSRF-TOKEN=')) await fetch('/sanctum/csrf-cookie');
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const res = await fetch(`/api/payments/test/${id}/complete`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ status: outcome }),
      });
      return res.status;
    },
    [paymentId, status] as const,
  );
  expect(answer).toBe(200);
}

type DataLayerEntry = { event?: string; ecommerce?: { transaction_id?: string; value?: number; items?: unknown[] } | null };

/** Keeps every data layer push of the tab in session storage, so a test can read them after the page changed. */
export async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'e2e-data-layer';
    const w = window as unknown as { dataLayer?: unknown[] };
    const list: unknown[] = [];
    list.push = (...items: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...kept, ...items]));
      return Array.prototype.push.apply(list, items);
    };
    w.dataLayer = list;
  });
}

export async function recordedEvents(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as DataLayerEntry[]);
}
