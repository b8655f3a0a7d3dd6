/**
 * Language and country as a shopper meets them (docs/menus-and-shell.md, language popup, country
 * popup, first-visit modal; docs/prices-and-vat.md, labels that tell the truth): the language
 * popup to a product's translated slug on both shops (its own language a no-op), the country
 * popup pricing with the destination's VAT and a label that says so, another tab following the
 * region cookie, and the Dutch shop's first-visit modal both ways, never shown to a crawler.
 * At 1280 px and 375 px; axe on every popup and the modal.
 */
import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { shopUrl } from './support.ts';

test.describe.configure({ timeout: 60_000 });

/** A seeded product with its own slug in every language. */
const CABLE = {
  en: '/product/raspberry-pi-micro-hdmi-to-hdmi-cable-1-m-white/',
  nl: '/product/raspberry-pi-micro-hdmi-naar-hdmi-kabel-1-m-wit/',
  de: '/produkte/raspberry-pi-micro-hdmi-auf-hdmi-kabel-1-m-weiss/',
};
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/130.0 Safari/537.36';

/** The price a private customer sees: its incl. form, or the one form of an export price, written once (src/components/ui/Price.tsx). */
const SHOWN_PRICE = 'main :is(.price-incl, .pr:not(:has(.price-incl))):visible';
const buyBoxPrice = (page: Page) => page.locator(SHOWN_PRICE).first();
/** A header popup's toggle, found by its name (flag and code are all it shows). */
const toggle = (page: Page, name: string) => page.locator('header summary', { hasText: name });
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);

async function expectAccessible(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

/** A browser that has never been to the Dutch shop: no answer to its first-visit modal. */
async function firstVisitor(browser: Browser, baseURL: string | undefined, options: { width: number; userAgent?: string }): Promise<Page> {
  // Contexts made in a test start from the project's storage, where the modal is answered.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width, height: 900 },
    userAgent: options.userAgent,
    storageState: { cookies: [], origins: [] },
  });
  return context.newPage();
}

test('the international shop at 1280 px: language to the translated slug, its own language a no-op, country and VAT', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(shopUrl(baseURL, 'international', `/de${CABLE.de}`));
  // A German page without a choice is priced for Germany, and says so.
  await expect(page.locator('header')).toHaveAttribute('data-region', 'DE');
  await expect(buyBoxPrice(page)).toContainText('inkl. MwSt.');

  const language = toggle(page, 'Sprache: Deutsch');
  await language.click();
  const popup = page.getByRole('navigation', { name: 'Sprache' }).filter({ visible: true });
  await expect(popup.getByRole('link', { name: 'English' })).toHaveAttribute('href', CABLE.en);
  await expectAccessible(page, 'header details[open]');

  // Its own language: the popup closes, nothing is told or loaded.
  const told: string[] = [];
  page.on('request', (r) => r.url().endsWith('/change-locale') && told.push(r.method()));
  await popup.getByRole('link', { name: 'Deutsch' }).click();
  await expect(popup).toBeHidden();
  expect(page.url()).toBe(shopUrl(baseURL, 'international', `/de${CABLE.de}`));

  // English: the cookies, the server told, the page under its English slug.
  await language.click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/change-locale'));
  await popup.getByRole('link', { name: 'English' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(shopUrl(baseURL, 'international', CABLE.en));
  expect(told).toEqual(['POST']);
  expect((await cookie(context, 'locale'))?.value).toBe('en');
  expect((await cookie(context, 'i18n_redirected'))?.value).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('selectedLocale'))).toBe('en');

  // English points to no country: the shop's default GB, an export without VAT, never "incl. VAT".
  await expect(page.locator('header')).toHaveAttribute('data-region', 'GB');
  await expect(buyBoxPrice(page)).toContainText('no VAT (export)');
  await expect(page.locator('main')).not.toContainText('incl. VAT');
  const exportPrice = await buyBoxPrice(page).textContent();

  // The country popup: Germany, saved for 7 days, and the page again with German VAT.
  await toggle(page, 'Shipping country: United Kingdom').click();
  const countries = page.getByRole('navigation', { name: 'Shipping countries' });
  await expect(countries.getByRole('link', { name: 'United Kingdom' })).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page, 'header details[open]');
  await Promise.all([page.waitForEvent('load'), countries.getByRole('link', { name: 'Germany' }).click()]);
  await expect(page.locator('header')).toHaveAttribute('data-region', 'DE');
  await expect(buyBoxPrice(page)).toContainText('incl. VAT');
  expect(await buyBoxPrice(page).textContent()).not.toBe(exportPrice);
  const region = await cookie(context, 'region');
  expect(region?.value).toBe('DE');
  expect((region?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('region'))) ?? 'null')).toMatchObject({ value: 'DE' });
});

test('a tab in the background follows the region cookie within a second', async ({ context, baseURL }) => {
  const first = await context.newPage();
  await first.goto(shopUrl(baseURL, 'international', '/de/'));
  await expect(first.locator('header')).toHaveAttribute('data-region', 'DE');
  await expect(first.locator(SHOWN_PRICE).first()).toContainText('inkl. MwSt.');
  // The first tab goes to the background (headless pages are all visible otherwise).
  await first.evaluate(() => Object.defineProperty(document, 'hidden', { value: true }));
  const second = await context.newPage();
  await second.goto(shopUrl(baseURL, 'international', '/de/'));
  await toggle(second, 'Lieferland: Deutschland').click();
  await second.getByRole('navigation', { name: 'Lieferländer' }).getByRole('link', { name: 'Schweiz' }).click();
  await expect(second.locator('header')).toHaveAttribute('data-region', 'CH');
  // The first tab reloads for the new country and its export prices.
  await expect(first.locator('header')).toHaveAttribute('data-region', 'CH', { timeout: 5_000 });
  await expect(first.locator(SHOWN_PRICE).first()).toContainText('ohne MwSt. (Ausfuhr)');
  expect(JSON.parse((await first.evaluate(() => localStorage.getItem('region'))) ?? 'null')).toMatchObject({ value: 'CH' });
});

test('the Dutch shop at 375 px: the modal kept in the Netherlands in English, then the language popup', async ({ browser, baseURL }) => {
  const page = await firstVisitor(browser, baseURL, { width: 375 });
  await page.goto(shopUrl(baseURL, 'nl', CABLE.nl));
  const modal = page.getByRole('dialog', { name: 'Waar mogen we bezorgen?' });
  await expect(modal).toBeVisible();
  // The page stays readable behind it, and the defaults are the Netherlands and the page's language.
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(modal.getByLabel('Bezorgland')).toHaveValue('NL');
  await expect(modal.getByLabel('Taal')).toHaveValue('nl');
  await expectAccessible(page, 'dialog[open]');
  // Focus stays inside: Tab from the last control comes back to the first.
  await modal.getByRole('button', { name: 'Bevestigen' }).focus();
  await page.keyboard.press('Tab');
  await expect(modal.getByLabel('Bezorgland')).toBeFocused();

  await modal.getByLabel('Taal').selectOption('en');
  await modal.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(shopUrl(baseURL, 'nl', `/en${CABLE.en}`));
  expect(
    await page.evaluate(() => [
      localStorage.getItem('hasSetInitialCountry'),
      localStorage.getItem('has-visited'),
      sessionStorage.getItem('language-confirmed'),
    ]),
  ).toEqual(['true', 'true', 'true']);
  const context = page.context();
  expect((await cookie(context, 'region'))?.value).toBe('NL');
  expect((await cookie(context, 'locale'))?.value).toBe('en');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator(SHOWN_PRICE).first()).toContainText('incl. VAT');

  // The header's language popup, on the narrow screen too: to the German slug of the Dutch shop.
  await toggle(page, 'Language: English').click();
  await expectAccessible(page, 'header details[open]');
  await page.getByRole('navigation', { name: 'Language' }).filter({ visible: true }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(shopUrl(baseURL, 'nl', `/de${CABLE.de}`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.context().close();
});

test('a first visit by a shared search link: the modal above the search overlay stays usable', async ({ browser, baseURL }) => {
  const page = await firstVisitor(browser, baseURL, { width: 375 });
  await page.goto(shopUrl(baseURL, 'nl', '/?query=sensor'));
  const modal = page.getByRole('dialog', { name: 'Waar mogen we bezorgen?' });
  await expect(modal).toBeVisible();
  // The overlay opens with the link's results behind the modal, which it must not make inert.
  await expect(page.locator('[role=dialog] [role=status]').filter({ hasText: 'gevonden voor “sensor”' })).toHaveCount(1);
  await modal.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(modal).toHaveCount(0);
  const search = page.getByRole('dialog', { name: 'Zoeken in de winkel' });
  await expect(search.getByRole('article').first()).toBeVisible();
  await search.getByRole('button', { name: 'Zoeken sluiten' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.context().close();
});

test('the modal at 1280 px: Germany warns and leads to the international shop; Escape keeps the defaults; never for a crawler', async ({
  browser,
  baseURL,
}) => {
  const page = await firstVisitor(browser, baseURL, { width: 1280 });
  await page.goto(shopUrl(baseURL, 'nl', '/'));
  const modal = page.getByRole('dialog', { name: 'Waar mogen we bezorgen?' });
  await modal.getByLabel('Bezorgland').selectOption('DE');
  await expect(modal.getByRole('status')).toContainText('Voor Duitsland brengen we je naar onze internationale winkel');
  await expectAccessible(page, 'dialog[open]');
  await modal.getByLabel('Taal').selectOption('de');
  await modal.getByRole('button', { name: 'Verder naar de internationale winkel' }).click();
  // The international shop takes ?country=DE as the choice and shows its German home without it.
  await expect(page).toHaveURL(shopUrl(baseURL, 'international', '/de/'));
  await expect(page.locator('header')).toHaveAttribute('data-region', 'DE');
  expect((await page.context().cookies(shopUrl(baseURL, 'international', '/'))).find((c) => c.name === 'region')?.value).toBe('DE');
  await page.context().close();

  // Escape: the Dutch shop in the page's language, answered, nothing reloaded.
  const other = await firstVisitor(browser, baseURL, { width: 1280 });
  await other.goto(shopUrl(baseURL, 'nl', '/de/'));
  await expect(other.getByRole('dialog', { name: 'Wohin dürfen wir liefern?' })).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(other.getByRole('dialog')).toHaveCount(0);
  expect(other.url()).toBe(shopUrl(baseURL, 'nl', '/de/'));
  expect(await other.evaluate(() => localStorage.getItem('has-visited'))).toBe('true');
  await other.reload();
  await expect(other.locator('main h1')).toBeVisible();
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await other.context().close();

  // A crawler that runs scripts reads the page: the modal's script knows its user agent, shows
  // nothing and takes the dialog out again.
  const crawler = await firstVisitor(browser, baseURL, { width: 1280, userAgent: GOOGLEBOT });
  const asked: string[] = [];
  crawler.on('request', (r) => r.url().includes('/first-visit/') && asked.push(r.url()));
  const loaded = crawler.waitForResponse((r) => r.url().includes('FirstVisitScript'));
  await crawler.goto(shopUrl(baseURL, 'nl', '/'));
  await loaded;
  await expect(crawler.locator('dialog')).toHaveCount(0);
  await expect(crawler.locator('main h1')).toBeVisible();
  expect(await crawler.evaluate(() => localStorage.getItem('has-visited'))).toBeNull();
  // Nor does it ask for the dialog.
  expect(asked).toEqual([]);
  await crawler.context().close();
});

test('the dialog is a fragment of the Dutch shop per language, kept by the page cache, not for indexing', async ({ request, baseURL }) => {
  const host = { Host: `nl.localhost:${new URL(baseURL ?? '').port}` };
  for (const [url, title] of [
    ['/first-visit/', 'Waar mogen we bezorgen?'],
    ['/de/first-visit/', 'Wohin dürfen wir liefern?'],
  ] as const) {
    const answer = await request.get(url, { headers: host });
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['x-robots-tag'], url).toBe('noindex');
    expect(answer.headers()['cache-control'], url).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(await answer.text(), url).toContain(title);
  }
  expect(await (await request.get('/robots.txt', { headers: host })).text()).toContain('Disallow: /first-visit/');
  // The international shop has none.
  expect((await request.get('/first-visit/')).status()).toBe(404);
});
