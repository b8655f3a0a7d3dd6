/**
 * The contact and partners pages in the browser (docs/contact.md): the form's problems at their
 * fields and its thank-you in Dutch and German, with both mails in the outbox; the phone's
 * "open now" line on a fixed clock; the map loading nothing from its provider until "Show map"
 * is pressed (the provider's host is answered here, never reached), and without JavaScript by
 * `?map=1`; the partners page with its logos and the way to the contact form; axe on each state.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, shopUrl } from './support.ts';
import { randomAddress, waitForMail } from './password-reset-support.ts';

const MAP_HOST = 'https://www.openstreetmap.org';
const TEAM = 'service@framboos.example';
/** The shop judges a form sent sooner than this after its page was made a robot's (src/lib/contact.ts). */
const MIN_FILL_MS = 3000;

/** Answers the map provider's host with a page of our own and lists every request that leaves the shop. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const outside: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== 'localhost' && host !== 'nl.localhost' && host !== '127.0.0.1') outside.push(request.url());
  });
  await page.route(`${MAP_HOST}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Kaart</title><p>Kaart</p>' }));
  return outside;
}

/** Waits out the rest of the spam trap's minimum since `loadedAt`, as a person takes longer anyway. */
async function likeAPerson(loadedAt: number): Promise<void> {
  const left = MIN_FILL_MS + 200 - (Date.now() - loadedAt);
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}

test('the contact form in Dutch: problems at their fields, then a thank-you and two mails; the map only on request', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() });
  const outside = await watchThirdParties(page);
  // Tuesday 22 December 2026, 11:00 in Leusden.
  await page.clock.setFixedTime(new Date('2026-12-22T10:00:00Z'));
  const response = await page.goto(shopUrl(baseURL, 'nl', '/contact/'));
  const loadedAt = Date.now();
  // The map's host is in this page's policy, as the configured provider's only.
  expect(response?.headers()['content-security-policy']).toContain(`frame-src 'self' ${MAP_HOST};`);
  await expect(page.getByText('Nu bereikbaar, tot 16:00')).toBeVisible();
  await expect(page.getByRole('row', { name: /Dinsdag/ })).toHaveAttribute('aria-current', 'date');
  await expect(page.getByRole('main').getByRole('link', { name: '+31 33 820 0400' })).toHaveAttribute('href', 'tel:+31338200400');

  const form = page.getByRole('form', { name: 'Stuur ons een bericht' });
  const name = form.getByRole('textbox', { name: 'Naam' });
  const email = form.getByRole('textbox', { name: 'E-mailadres' });
  const message = form.getByRole('textbox', { name: 'Bericht', exact: true });
  const send = form.getByRole('button', { name: 'Bericht versturen' });
  // The island wakes on this press and makes it again once it is live.
  await send.click();
  await expect(form.getByText('Vul je naam in.')).toBeVisible();
  await expect(form.getByText('Vul je e-mailadres in.')).toBeVisible();
  await expect(form.getByText('Kies een onderwerp.')).toBeVisible();
  await expect(form.getByText('Schrijf je bericht.')).toBeVisible();
  await expect(form.getByText('Controleer de gemarkeerde velden.')).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await name.fill('Sanne de Vries');
  await email.fill('sanne@');
  await form.getByRole('combobox', { name: 'Onderwerp' }).selectOption({ label: 'Retour of garantie' });
  await form.getByRole('textbox', { name: 'Bestelnummer (optioneel)' }).fill('fr-2026-000123');
  await message.fill('Stuk');
  await send.click();
  await expect(form.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await expect(form.getByText('Schrijf minstens 10 tekens, zodat we je kunnen helpen.')).toBeVisible();
  await expect(form.getByText('Vul je naam in.')).toHaveCount(0);
  await expect(email).toBeFocused();

  const address = `contact-${randomBytes(6).toString('hex')}@example.com`;
  await email.fill(address);
  await message.fill('Mijn voeding is stuk.\nKan ik hem retour sturen?');
  await likeAPerson(loadedAt);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Bedankt! We hebben je bericht ontvangen.' })).toBeFocused();
  const copy = await waitForMail(baseURL, address, 'contact-copy');
  expect(copy.subject).toBe('We hebben je bericht ontvangen');
  expect(copy.text).toContain('> Mijn voeding is stuk.');
  const team = await waitForMail(baseURL, TEAM, 'contact-team', (m) => m.replyTo === address);
  expect(team.subject).toMatch(/^\[Contact\] Retour of garantie: Sanne de Vries \(#\d+\)$/);
  expect(team.text).toContain('Bestelnummer: FR-2026-000123');

  // Nothing came from the map's provider so far; the button brings the map and hands it the focus.
  expect(outside).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Kaart tonen' }).click();
  const map = page.locator('iframe[title="Kaart van Databankweg 12, 3821 AL Leusden"]');
  await expect(map).toBeVisible();
  await expect(map).toBeFocused();
  await expect(page.frameLocator('iframe').getByText('Kaart')).toBeVisible();
  expect(outside).toHaveLength(1);
  expect(outside[0]).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
  await expect(page.getByRole('link', { name: 'Grotere kaart bekijken op OpenStreetMap' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kaart tonen' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the contact form in German on the international shop; the map without JavaScript', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() });
  await watchThirdParties(page);
  // Saturday 26 December 2026 (Boxing Day): closed until Monday.
  await page.clock.setFixedTime(new Date('2026-12-26T12:00:00Z'));
  await page.goto(shopUrl(baseURL, 'international', '/de/kontakt/?subject=business'));
  const loadedAt = Date.now();
  await expect(page.getByText('Jetzt geschlossen, wieder erreichbar am Montag, 28. Dezember ab 10:00 Uhr')).toBeVisible();
  const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
  await expect(form.getByRole('combobox', { name: 'Betreff' })).toHaveValue('business');
  const message = form.getByRole('textbox', { name: 'Nachricht', exact: true });
  await message.fill('Wir möchten 30 Klassensätze für unsere Schule bestellen.');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
  await expect(form.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  // What was typed before the island woke is still there and counts.
  await expect(message).toHaveValue('Wir möchten 30 Klassensätze für unsere Schule bestellen.');

  const address = `kontakt-${randomBytes(6).toString('hex')}@example.com`;
  await form.getByRole('textbox', { name: 'Name' }).fill('Jonas Weber');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(address);
  await likeAPerson(loadedAt);
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank! Wir haben Ihre Nachricht erhalten.' })).toBeFocused();
  const copy = await waitForMail(baseURL, address, 'contact-copy');
  expect(copy.subject).toBe('Wir haben Ihre Nachricht erhalten');
  expect(copy.text).toContain('Betreff: Geschäftliche Bestellung oder Angebot');
  await page.getByRole('button', { name: 'Weitere Nachricht senden' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');

  // Without JavaScript the button asks for the page with ?map=1, which brings the map.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await watchThirdParties(plain);
  await plain.goto(shopUrl(baseURL, 'international', '/de/kontakt/'));
  await plain.getByRole('button', { name: 'Karte anzeigen' }).click();
  await expect(plain).toHaveURL(/\/de\/kontakt\/\?map=1#map$/);
  await expect(plain.locator('iframe[title^="Karte: Databankweg 12"]')).toBeVisible();
  await context.close();
});

test('the partners page lists each partner with its logo and leads to the contact form (Dutch shop)', async ({ page, baseURL }) => {
  const outside = await watchThirdParties(page);
  const response = await page.goto(shopUrl(baseURL, 'nl', '/partners/'));
  expect(response?.headers()['content-security-policy']).not.toContain('frame-src');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  const brands = page.getByRole('region', { name: 'Merken waarvan we officieel dealer zijn' });
  await expect(brands.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Onderwijs' }).getByRole('heading', { name: 'EduKlas Leermiddelen' })).toBeVisible();
  const website = page.getByRole('link', { name: 'Naar de website van Polder Power' });
  await expect(website).toHaveAttribute('href', 'https://www.polderpower.example/');
  // The logos load lazily: down the page, each of them comes.
  const logos = page.locator('img[src^="/partners/"]');
  await expect(logos).toHaveCount(8);
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoSeriousA11yViolations(page);
  expect(outside).toEqual([]);

  await page.getByRole('link', { name: 'Naar het contactformulier' }).click();
  await expect(page).toHaveURL(shopUrl(baseURL, 'nl', '/contact/?subject=business'));
  await expect(page.getByRole('combobox', { name: 'Onderwerp' })).toHaveValue('business');
});
