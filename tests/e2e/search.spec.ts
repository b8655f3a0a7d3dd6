/**
 * The search overlay island (docs/search.md) and the server-rendered results of the home page for
 * browsers without JavaScript.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, shopUrl } from './support.ts';
import { RELOAD_KEY_PREFIX } from '#src/features/shared/reload-guard.ts';

const EN = {
  label: 'Search products',
  dialog: 'Search the shop',
  count: (query: string) => new RegExp(`^(\\d+) products? found for “${query}”$`),
};

function dialogOf(page: Page): Locator {
  return page.getByRole('dialog', { name: EN.dialog });
}

/** Types into the header field like a person: the overlay opens and takes the typing over. */
async function typeInHeader(page: Page, text: string): Promise<Locator> {
  await page.locator('header').getByRole('searchbox', { name: EN.label }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('searchbox', { name: EN.label });
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  return dialog;
}

async function resultCount(dialog: Locator, query: string): Promise<number> {
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(EN.count(query), { timeout: 10_000 });
  return Number((await status.textContent())?.match(/^\d+/)?.[0]);
}

test('React and the island load only when the search box is first used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /SearchIsland/.test(u))).toEqual([]);
  await page.locator('header').getByRole('searchbox', { name: EN.label }).focus();
  await expect(dialogOf(page)).toBeVisible();
  expect(scripts.some((u) => /SearchIsland/.test(u))).toBe(true);
});

const SEARCHING_CHUNK = /\/_astro\/searching\.[\w-]+\.js$/;

test('results, filters and the answer schema load with the first key; a chunk that fails is a failed search', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.locator('header').getByRole('searchbox', { name: EN.label }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { name: 'New in the shop' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => SEARCHING_CHUNK.test(u))).toEqual([]);

  // While the chunk cannot load, the search fails with its retry, which loads it again. (The
  // page's reload after a deployment has just been made, so it does not reload again.)
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), `${RELOAD_KEY_PREFIX}/`);
  let reachable = false;
  await page.route(SEARCHING_CHUNK, (route) => (reachable ? route.continue() : route.abort()));
  await page.keyboard.type('raspberry');
  await expect(dialog.getByRole('alert')).toContainText('Searching did not work.');
  reachable = true;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await resultCount(dialog, 'raspberry');
  await expect(dialog.getByRole('group', { name: 'Brand' })).toBeVisible();
});

test('typing opens the overlay, locks the page and shows results after the debounce', async ({ page }) => {
  await page.goto('/');
  const dialog = await typeInHeader(page, 'raspberry');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  expect(await resultCount(dialog, 'raspberry')).toBeGreaterThan(20);
  await expect(dialog.getByRole('article')).toHaveCount(20);
  await expect(dialog.getByRole('article').first()).toContainText(/raspberry/i);
  await expect(page).toHaveURL(/[?&]query=raspberry(&|$)/);
  // The international shop's prices are exports (GB): the same both ways, written once for both customer types.
  const price = dialog.getByRole('article').first().locator('.pr');
  await expect(price.locator('b')).toBeVisible();
  await expect(price).toContainText('no VAT (export)');
  await expect(price.locator('.price-incl, .price-excl')).toHaveCount(0);
});

test('the first keys typed before the island woke up are kept', async ({ page }) => {
  await page.goto('/');
  const field = page.locator('header').getByRole('searchbox', { name: EN.label });
  await field.focus();
  await page.keyboard.type('rasp', { delay: 0 });
  await page.keyboard.type('berry', { delay: 40 });
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('searchbox', { name: EN.label })).toHaveValue('raspberry');
  await resultCount(dialog, 'raspberry');
});

test('a typo still finds Raspberry Pi', async ({ page }) => {
  await page.goto('/');
  const dialog = await typeInHeader(page, 'rasbery pi');
  expect(await resultCount(dialog, 'rasbery pi')).toBeGreaterThan(10);
  await expect(dialog.getByText('Showing results for “raspberry pi”')).toBeVisible();
  const names = await dialog.getByRole('article').getByRole('heading').allTextContents();
  expect(names.slice(0, 5).every((n) => /raspberry pi/i.test(n))).toBe(true);
});

test('a slow answer to an earlier query never replaces the latest results', async ({ page }) => {
  const aborted: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.url().includes('/api/search')) aborted.push(new URL(r.url()).searchParams.get('query') ?? '');
  });
  await page.route(/\/api\/search\?query=arduino&/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/');
  const slowAsked = page.waitForRequest(/\/api\/search\?query=arduino&/);
  const dialog = await typeInHeader(page, 'arduino');
  await slowAsked;
  const field = dialog.getByRole('searchbox', { name: EN.label });
  await field.fill('raspberry');
  await resultCount(dialog, 'raspberry');
  await page.waitForTimeout(2000);
  await expect(dialog.getByRole('status')).toHaveText(EN.count('raspberry'));
  await expect(dialog.getByRole('article').first()).toContainText(/raspberry/i);
  expect(aborted).toContain('arduino');
});

test('filtering by merk changes the count and the URL; the facet keeps the other brands', async ({ page }) => {
  await page.goto('/');
  const dialog = await typeInHeader(page, 'cable');
  const all = await resultCount(dialog, 'cable');
  const brands = dialog.getByRole('group', { name: 'Brand' });
  const goobay = brands.getByRole('checkbox', { name: /^Goobay/ });
  const expected = Number((await goobay.locator('..').textContent())?.match(/(\d+)\s*$/)?.[1]);
  const optionsBefore = await brands.getByRole('checkbox').count();
  await goobay.check();
  await expect(dialog.getByRole('status')).toHaveText(`${expected} products found for “cable”`);
  expect(expected).toBeLessThan(all);
  await expect(page).toHaveURL(/[?&]merk=Goobay(&|$)/);
  await expect(brands.getByRole('checkbox')).toHaveCount(optionsBefore);
  for (const brand of await dialog.getByRole('article').locator('div > p:first-child').allTextContents()) expect(brand).toBe('Goobay');
});

test('the price slider narrows the results at once and on the server', async ({ page }) => {
  await page.goto('/');
  const dialog = await typeInHeader(page, 'raspberry');
  const all = await resultCount(dialog, 'raspberry');
  const highest = dialog.getByRole('slider', { name: 'Highest price' });
  const max = Number(await highest.getAttribute('max'));
  await highest.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
  const chosen = Number(await highest.inputValue());
  expect(chosen).toBeLessThan(max);
  await expect(page).toHaveURL(new RegExp(`[?&]maxprice=${chosen}(&|$)`));
  const narrowed = await resultCount(dialog, 'raspberry');
  expect(narrowed).toBeLessThan(all);
  // The slider keeps its bounds (price_range ignores the price filter).
  expect(Number(await highest.getAttribute('max'))).toBe(max);
  const prices = await dialog.getByRole('article').locator(':is(.pr, .price-incl) > b').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const text of prices) expect(Number(text.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(chosen);
});

test('scrolling to the end of the results loads the next page', async ({ page }) => {
  await page.goto('/');
  const dialog = await typeInHeader(page, 'raspberry');
  expect(await resultCount(dialog, 'raspberry')).toBeGreaterThan(40);
  await expect(dialog.getByRole('article')).toHaveCount(20);
  const pages: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/search')) pages.push(new URL(r.url()).searchParams.get('page') ?? '');
  });
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 20_000);
  await expect(dialog.getByRole('article')).toHaveCount(40);
  expect(pages).toEqual(['2']);
  const names = await dialog.getByRole('article').getByRole('heading').allTextContents();
  expect(new Set(names).size).toBe(40);
});

test('no results: an empty state with ways on, never placeholder cards; another language is tried first', async ({ page }) => {
  test.setTimeout(60_000); // an axe pass over the open overlay
  await page.goto('/');
  const dialog = await typeInHeader(page, 'arduino qqxyzzy');
  await expect(dialog.getByRole('heading', { name: 'No results found' })).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByText('We could not find products matching your search.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(dialog.locator('[data-skeleton]')).toHaveCount(0);
  // Ways on: the popular searches, the top categories and the newest products (real cards, titled).
  await expect(dialog.getByRole('region', { name: 'Popular searches' }).getByRole('button')).not.toHaveCount(0);
  await expect(dialog.getByRole('navigation', { name: 'Browse a category' }).getByRole('link').first()).toHaveAttribute('href', /^\/[a-z-]+\/$/);
  const newest = dialog.getByRole('region', { name: 'New in the shop' });
  await expect(newest.getByRole('article')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);
  // "Did you mean" searches what does find something.
  await dialog.getByRole('group', { name: 'Did you mean' }).getByRole('button', { name: 'arduino' }).click();
  await expect(dialog.getByRole('searchbox', { name: EN.label })).toHaveValue('arduino');
  expect(await resultCount(dialog, 'arduino')).toBeGreaterThan(5);
  // A Dutch word on the English shop finds the Dutch matches, named in English, and says so.
  await dialog.getByRole('searchbox', { name: EN.label }).fill('kabel');
  expect(await resultCount(dialog, 'kabel')).toBeGreaterThan(10);
  await expect(dialog.getByText('No English matches: showing products that match “kabel” in Dutch')).toBeVisible();
  await expect(dialog.getByRole('article').first()).toContainText(/cable/i);
});

test('no results on the Dutch shop, in Dutch: the overlay and the page without JavaScript', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000); // an axe pass over the open overlay
  await page.goto(shopUrl(baseURL, 'nl', '/?query=qqxyzzy&merk=Goobay'));
  const dialog = page.getByRole('dialog', { name: 'Zoeken in de winkel' });
  await expect(dialog.getByRole('heading', { name: 'Geen resultaten gevonden' })).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByRole('link', { name: 'Terug naar home' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Populaire zoekopdrachten' }).getByRole('button', { name: 'temperatuursensor' })).toBeVisible();
  await expect(dialog.locator('[data-skeleton]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The filter is set: clearing it is offered and takes it out of the URL.
  await dialog.getByRole('button', { name: 'Filters wissen' }).first().click();
  await expect(page).not.toHaveURL(/merk=/);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await context.newPage();
  await plain.goto(shopUrl(baseURL, 'nl', '/?query=arduino%20qqxyzzy'));
  const results = plain.locator('[data-slot="search-results"]');
  await expect(results.getByRole('heading', { name: 'Geen resultaten gevonden' })).toBeVisible();
  await expect(results.getByRole('group', { name: 'Bedoelde je' }).getByRole('link', { name: 'arduino' })).toHaveAttribute('href', '/?query=arduino');
  await expect(results.getByRole('navigation', { name: 'Populaire zoekopdrachten' }).getByRole('link', { name: 'voeding', exact: true })).toHaveAttribute(
    'href',
    '/?query=voeding',
  );
  await expect(results.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
  await context.close();
});

test('Escape closes the overlay, gives the page its scroll and the field its focus back', async ({ page }) => {
  await page.goto('/');
  const dialog = await typeInHeader(page, 'raspberry');
  await resultCount(dialog, 'raspberry');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await expect(page.locator('header').getByRole('searchbox', { name: EN.label })).toBeFocused();
  await expect(page).not.toHaveURL(/query=/);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('Back closes the overlay; the close button does too', async ({ page, baseURL }) => {
  await page.goto('/');
  let dialog = await typeInHeader(page, 'case');
  await resultCount(dialog, 'case');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(shopUrl(baseURL, 'international', '/'));
  dialog = await typeInHeader(page, 's');
  await dialog.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/query=/);
});

test('a shared link reopens the search with its filter (Dutch shop, in Dutch)', async ({ page, baseURL }) => {
  await page.goto(shopUrl(baseURL, 'nl', '/?query=kabel&merk=Goobay'));
  const dialog = page.getByRole('dialog', { name: 'Zoeken in de winkel' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: 'Zoek producten' })).toHaveValue('kabel');
  const goobay = dialog.getByRole('group', { name: 'Merk' }).getByRole('checkbox', { name: /^Goobay/ });
  await expect(goobay).toBeChecked();
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^\d+ producten? gevonden voor “kabel”$/);
  const count = Number((await status.textContent())?.match(/^\d+/)?.[0]);
  expect(count).toBe(Number((await goobay.locator('..').textContent())?.match(/(\d+)\s*$/)?.[1]));
  await expect(dialog.getByRole('article').first()).toContainText(/€\s?\d+,\d{2}/);
  await expect(dialog.getByRole('article').first()).toContainText('incl. btw');
});

test('keyboard only: Tab reaches the search, focus stays in the dialog, Enter opens a product', async ({ page }) => {
  await page.goto('/');
  const dialog = dialogOf(page);
  const header = page.locator('header').getByRole('searchbox', { name: EN.label });
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    // Stop on the search box: the overlay opens from its focus once the island has woken up.
    if (await header.evaluate((el) => el === document.activeElement || document.querySelector('[role="dialog"] input[type="search"]') !== null)) break;
  }
  await expect(dialog.getByRole('searchbox', { name: EN.label })).toBeFocused();
  await page.keyboard.type('raspberry pi 5');
  await resultCount(dialog, 'raspberry pi 5');
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  let onProduct = false;
  for (let i = 0; i < 120 && !onProduct; i++) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((d) => ({
      inside: d.contains(document.activeElement),
      product: !!document.activeElement?.closest('article') && document.activeElement?.tagName === 'A',
    }));
    expect(where.inside).toBe(true);
    onProduct = where.product;
  }
  expect(onProduct).toBe(true);
  const target = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test('without JavaScript the form shows server-rendered results with paging links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const field = page.getByRole('searchbox', { name: EN.label });
  await field.fill('cable');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/\?query=cable$/);
  await expect(page.getByRole('heading', { name: 'Search results for “cable”' })).toBeVisible();
  await expect(page.getByText(EN.count('cable'))).toBeVisible();
  const results = page.locator('[data-slot="search-results"]');
  await expect(results.getByRole('article')).toHaveCount(20);
  await results.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/\?query=cable&page=2$/);
  await expect(results.getByRole('link', { name: 'Previous' })).toBeVisible();
  await page.goto('/?query=qqxyzzy');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await context.close();
});

test('the open overlay has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(60_000); // two axe passes over a long page
  await page.goto('/?query=raspberry');
  const dialog = dialogOf(page);
  await resultCount(dialog, 'raspberry');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('searchbox', { name: EN.label }).fill('');
  await expect(dialog.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('popular searches show 15 placeholders while loading, and a chip searches its text', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/popular-searches/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.locator('header').getByRole('searchbox', { name: EN.label }).click();
  const dialog = dialogOf(page);
  await expect(dialog.locator('[data-skeleton="chip"]')).toHaveCount(15);
  release();
  const popular = dialog.getByRole('region', { name: 'Popular searches' });
  const chip = popular.getByRole('button').first();
  const text = (await chip.textContent()) ?? '';
  await chip.click();
  await expect(dialog.getByRole('searchbox', { name: EN.label })).toHaveValue(text);
  await resultCount(dialog, text);
});
