/**
 * The product page that sells, as a shopper uses it (docs/catalogue.md, the product page): the buy
 * bar on a phone, a kit whose price follows its parts into the cart, "tell me when it is back" with
 * the confirmation link from the mail, the reviews' histogram filter and paging; in two languages,
 * at 1280 and 375 px, with axe on each state.
 */
import { test, expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expectNoSeriousA11yViolations, shopUrl } from './support.ts';
import { mailLink, waitForMail } from './password-reset-support.ts';
import { pickPromise, type PromiseSchedule } from '#src/lib/checkout/pick-promise.ts';
import { LOCALE_ISO } from '#src/lib/locales.ts';

test.describe.configure({ timeout: 60_000 });

const PHONE = { width: 375, height: 740 };
const euros = (text: string) =>
  Number(
    text
      .replace(/[^\d,.]/g, '')
      .replace(/\.(?=\d{3})/g, '')
      .replace(',', '.'),
  );

async function cartTotal(page: Page): Promise<number> {
  return page.evaluate(async () => ((await (await fetch('/api/cart/cart')).json()) as { total: number }).total);
}

for (const [shop, locale, path, bar, add] of [
  ['nl', 'nl', '/product/raspberry-pi-5-8gb/', 'Snel bestellen: Raspberry Pi 5 8GB', 'In winkelwagen'],
  ['international', 'de', '/de/produkte/raspberry-pi-5-8gb/', 'Schnell kaufen: Raspberry Pi 5 8GB', 'In den Warenkorb'],
] as const) {
  test(`${locale}: the buy bar appears on a phone once the buy box is passed, adds to the cart and gives way to the drawer`, async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    // The delivery promise is told at the browser's clock: two minutes before a ship day's
    // cut-off it names the cut-off (16:00), whatever the time the test runs at.
    await page.goto(shopUrl(baseURL, shop, path));
    const schedule = JSON.parse((await page.locator('[data-delivery]').getAttribute('data-promise')) ?? '') as PromiseSchedule;
    await page.clock.setFixedTime(schedule.slots[1]![0] - 120_000);
    await page.goto(shopUrl(baseURL, shop, path));
    const region = page.getByRole('region', { name: bar });
    await expect(region).toBeHidden();
    await expect(page.locator('[data-promise-text]')).toContainText('16:00');
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await expect(region).toBeVisible();
    // The page's foot is padded by the bar: the footer's last link can be scrolled clear of it.
    await page.locator('footer a').last().scrollIntoViewIfNeeded();
    const barTop = (await region.boundingBox())!.y;
    const lastLink = (await page.locator('footer a').last().boundingBox())!;
    expect(lastLink.y + lastLink.height).toBeLessThanOrEqual(barTop);
    await expectNoSeriousA11yViolations(page);

    await region.getByRole('button', { name: add }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Raspberry Pi 5 8GB');
    await expect(region).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(region).toBeVisible();
    expect(await cartTotal(page)).toBeGreaterThan(0);

    // On a wide screen the buy box is always at hand: no bar.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(region).toBeHidden();
  });
}

for (const [shop, locale, path] of [
  ['international', 'de', '/de/produkte/raspberry-pi-5-starterkit-selbst-zusammenstellen/'],
  ['nl', 'nl', '/product/raspberry-pi-5-starterkit-stel-zelf-samen/'],
  ['international', 'en', '/product/raspberry-pi-5-starter-kit-build-your-own/'],
] as const) {
  test(`${locale}: the delivery promise is said at the browser's clock, word for word as the server says it`, async ({ page, baseURL }) => {
    // The page carries its order windows as numbers and the sentences once; the browser formats
    // the dates. Its words must be the server's (Node's Intl) at any moment: on a ship day just
    // before and after its cut-off, the evening before it, and a week on.
    await page.goto(shopUrl(baseURL, shop, path));
    const schedule = JSON.parse((await page.locator('[data-delivery]').getAttribute('data-promise')) ?? '') as PromiseSchedule;
    // The second window's ship day is ahead (the first's cut-off may have passed today).
    const [cutoff, dayStart] = schedule.slots[1]!;
    const weekOn = schedule.slots[5]![0];
    for (const now of [cutoff - 120_000, cutoff + 60_000, dayStart - 5 * 3_600_000, weekOn - 3_600_000]) {
      await page.clock.setFixedTime(now);
      await page.goto(shopUrl(baseURL, shop, path));
      const expected = pickPromise(schedule, now, LOCALE_ISO[locale]);
      expect(expected).toBeTruthy();
      await expect(page.locator('[data-promise-text]')).toHaveText(expected!);
    }
  });
}

for (const [shop, locale, path, pick] of [
  ['international', 'en', '/product/raspberry-pi-5-starter-kit-build-your-own/', 'Raspberry Pi 5 4GB'],
  ['nl', 'nl', '/product/raspberry-pi-5-starterkit-stel-zelf-samen/', 'Raspberry Pi 5 4GB'],
] as const) {
  test(`${locale}: a kit's price follows its parts, and the cart gets that amount`, async ({ page, baseURL }) => {
    await page.goto(shopUrl(baseURL, shop, path));
    // The amount a private customer sees: the incl. form's, or the one of an export price, written once.
    const price = page.locator('[data-buy-box] [data-kit-price] b').first();
    const before = euros(await price.innerText());
    await page.getByRole('radio', { name: pick }).check();
    await expect.poll(async () => euros(await price.innerText())).toBeLessThan(before);
    const cheaper = euros(await price.innerText());
    // Two of the first extra (the Active Cooler): the price rises by two discounted pieces.
    await page.locator('[data-kit] input[type="number"]:not([disabled])').first().fill('2');
    await expect.poll(async () => euros(await price.innerText())).toBeGreaterThan(cheaper);
    const shown = euros(await price.innerText());
    await expectNoSeriousA11yViolations(page);

    await page
      .locator('[data-buy-box]')
      .getByRole('button', { name: locale === 'nl' ? 'In winkelwagen' : 'Add to cart' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => cartTotal(page)).toBe(shown);
  });
}

test('de: an out-of-stock product takes an address, and the link in the mail confirms it', async ({ page, baseURL }) => {
  const email = `kunde-${randomBytes(5).toString('hex')}@example.com`;
  await page.setViewportSize(PHONE);
  await page.goto(shopUrl(baseURL, 'international', '/de/produkte/widerstandssortiment-600-stueck/'));
  const form = page.getByRole('form', { name: 'Benachrichtigen, wenn wieder verfügbar' });
  await expect(form).toBeVisible();
  await expect(page.locator('[data-buy-box]').getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Benachrichtigen' }).click();
  await expect(form.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Benachrichtigen' }).click();
  await expect(form.getByRole('status')).toContainText('Bestätigen Sie mit dem Link');
  await expectNoSeriousA11yViolations(page);

  const mail = await waitForMail(baseURL, email, 'back-in-stock-confirm');
  expect(mail.subject).toContain('Widerstandssortiment');
  const link = new URL(mailLink(mail));
  await page.goto(shopUrl(baseURL, 'international', `${link.pathname}${link.search}`));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bestätigt' })).toHaveText(
    'Bestätigt. Wir schreiben Ihnen, sobald der Artikel wieder auf Lager ist.',
  );
});

for (const [locale, path, bar, five, next] of [
  ['en', '/product/raspberry-pi-micro-hdmi-to-hdmi-cable-1-m-white/', /^5 stars \d+ reviews?$/, /reviews? with 5 stars/, 'Next'],
  ['nl', '/nl/product/raspberry-pi-micro-hdmi-naar-hdmi-kabel-1-m-wit/', /^5 sterren \d+ beoordelingen?$/, /beoordelingen? met 5 sterren/, 'Volgende'],
] as const) {
  test(`${locale}: the histogram's bars filter the reviews, which page with plain links`, async ({ page, baseURL }) => {
    await page.goto(shopUrl(baseURL, 'international', path));
    const reviews = page.locator('#reviews');
    const articles = reviews.locator('article');
    await expect(articles).toHaveCount(10);
    // The summary's stars are five, however wide their column: a row is 5.5 times its height.
    const summaryStars = await reviews.locator('.stars').first().boundingBox();
    expect(summaryStars!.width / summaryStars!.height).toBeCloseTo(5.5, 1);
    await reviews.getByRole('link', { name: bar }).click();
    await expect(page).toHaveURL(/\?rating=5#reviews$/);
    await expect(reviews.getByRole('heading', { level: 3, name: five })).toBeVisible();
    // Every review shown has the same stars: those of the bar.
    const stars = await articles.evaluateAll((list) => list.map((a) => a.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''));
    expect(new Set(stars).size).toBe(1);
    expect(stars[0]).toContain('5');
    await expectNoSeriousA11yViolations(page);
    await page.goto(shopUrl(baseURL, 'international', path));
    await reviews.getByRole('link', { name: next }).click();
    await expect(page).toHaveURL(/\?page=2#reviews$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}
