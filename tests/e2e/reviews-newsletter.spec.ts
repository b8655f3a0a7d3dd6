/**
 * The reviews screen and the footer's newsletter popup in the browser (docs/reviews.md,
 * docs/newsletter.md): review paging with plain links in two languages on both shops, without
 * JavaScript, with its JSON-LD; the popup's checks in their order, its texts per language, and
 * the double opt-in through the confirmation mail in the outbox; axe on every new screen.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, shopUrl, type ShopName } from './support.ts';
import { mailLink, randomAddress, waitForMail } from './password-reset-support.ts';

type Paging = { shop: ShopName; path: string; average: string; next: string; pageTwo: string; total: string };

const PAGINGS: Paging[] = [
  { shop: 'international', path: '/reviews/', average: '9.3 / 10', next: 'Next', pageTwo: 'Page 2 of 559', total: 'Average of 5,588 reviews' },
  { shop: 'nl', path: '/beoordelingen/', average: '9,3 / 10', next: 'Volgende', pageTwo: 'Pagina 2 van 559', total: 'Gemiddelde van 5.588 beoordelingen' },
  {
    shop: 'international',
    path: '/de/bewertungen/',
    average: '9,3 / 10',
    next: 'Weiter',
    pageTwo: 'Seite 2 von 559',
    total: 'Durchschnitt aus 5.588 Bewertungen',
  },
];

for (const p of PAGINGS) {
  test(`review pages page with plain links without JavaScript (${p.shop} shop, ${p.path})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(shopUrl(baseURL, p.shop, p.path));
    expect(response?.status()).toBe(200);
    // The page's own summary (the header's rating box says the same).
    await expect(page.getByRole('main').getByText(p.average, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(p.total, { exact: true }).first()).toBeVisible();
    const reviews = page.getByTestId('shop-reviews').locator('> li');
    await expect(reviews).toHaveCount(10);
    const first = await reviews.first().textContent();

    const ld = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
    );
    const rating = ld.map((d) => d.aggregateRating as Record<string, unknown> | undefined).find(Boolean);
    expect(rating).toMatchObject({ ratingValue: '9.3', bestRating: '10', ratingCount: 5588 });

    await page.getByRole('link', { name: p.next }).click();
    await expect(page).toHaveURL(shopUrl(baseURL, p.shop, `${p.path}?page=2`));
    await expect(page.getByText(p.pageTwo).first()).toBeVisible();
    await expect(reviews).toHaveCount(10);
    expect(await reviews.first().textContent()).not.toBe(first);
    await context.close();
  });
}

test('a review page that cannot be one is the 404 page; the reviews screen is accessible', async ({ page, baseURL }) => {
  // axe reads the whole long page; on a busy machine that takes a while.
  test.setTimeout(90_000);
  for (const query of ['?page=abc', '?page=0', '?page=560', '?page=99999999']) {
    const res = await page.goto(shopUrl(baseURL, 'international', `/reviews/${query}`));
    expect(res?.status(), query).toBe(404);
  }
  await page.goto(shopUrl(baseURL, 'nl', '/beoordelingen/?page=3'));
  await expectNoSeriousA11yViolations(page);
});

async function openPopup(page: Page, button: string): Promise<void> {
  // The island wakes on this press and makes it again once it is live.
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('the newsletter popup checks name, e-mail and consent in that order, then confirms by mail (Dutch shop, nl)', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() });
  await page.goto(shopUrl(baseURL, 'nl', '/'));
  await openPopup(page, 'Aanmelden voor de nieuwsbrief');
  const dialog = page.getByRole('dialog', { name: 'Nieuwsbrief' });
  const name = dialog.getByLabel('Naam');
  const email = dialog.getByLabel('E-mailadres');
  await expect(name).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'Particulier' })).toBeChecked();
  await expect(dialog.getByText('(optioneel)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const send = dialog.getByRole('button', { name: 'Aanmelden', exact: true });
  await send.click();
  await expect(dialog.getByText('Vul je naam in.')).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Vul je e-mailadres in.')).toHaveCount(0);

  await name.fill('Sanne de Vries');
  await send.click();
  await expect(dialog.getByText('Vul je e-mailadres in.')).toBeVisible();
  await expect(dialog.getByText('Vul je naam in.')).toHaveCount(0);
  await expect(email).toBeFocused();

  await email.fill('geen-adres');
  await send.click();
  await expect(dialog.getByText('Vul een geldig e-mailadres in.')).toBeVisible();

  const address = `nieuwsbrief-${randomBytes(6).toString('hex')}@example.com`;
  await email.fill(address);
  await dialog.getByRole('radio', { name: 'Onderwijs' }).check();
  await send.click();
  const consent = dialog.getByRole('checkbox', { name: /Ja, stuur mij de nieuwsbrief/ });
  await expect(dialog.getByText('Geef aan dat je de nieuwsbrief wilt ontvangen.')).toBeVisible();
  await expect(consent).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await consent.check();
  await send.click();
  await expect(dialog.getByRole('alert')).toContainText('Bedankt voor je aanmelding!');
  await expect(name).toHaveValue('');

  const mail = await waitForMail(baseURL, address, 'newsletter-confirm');
  expect(mail.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief van Framboos');
  const link = mailLink(mail);
  expect(new URL(link).pathname).toBe('/nieuwsbrief/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Bevestig je aanmelding' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Aanmelding bevestigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bedankt! Je aanmelding is bevestigd.' })).toBeVisible();
  await page.goto(link + '&do=1');
  await expect(page.getByRole('alert')).toContainText('Deze link is ongeldig of verlopen.');
});

test('the newsletter popup speaks English on the international shop and closes with Escape', async ({ page, baseURL }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() });
  await page.goto(shopUrl(baseURL, 'international', '/reviews/'));
  await openPopup(page, 'Sign up for the newsletter');
  const dialog = page.getByRole('dialog', { name: 'Newsletter' });
  await expect(dialog.getByText('(optional)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign up for the newsletter' })).toBeFocused();
});
