import { test, expect, type Page } from '@playwright/test';
import { alternates, expectNoSeriousA11yViolations, PREFIX, shopUrl, type ShopName } from './support.ts';
import { addToCart } from './checkout-support.ts';

/** Picks a language in the header's language popup. */
async function chooseLanguage(page: Page, locale: string): Promise<void> {
  await page.locator('header details[data-header-popup]:has(a[data-locale]) > summary').click();
  await page.locator(`header a[hreflang="${locale}"]:visible`).click();
}

const LOCALES = ['en', 'nl', 'de'] as const;
const SHOPS: ShopName[] = ['international', 'nl'];
const HEADING_404 = { en: 'Lost in the raspberry fields', nl: 'Verdwaald in de frambozenvelden', de: 'Verirrt in den Himbeerfeldern' };
const TERMS = { en: 'terms-and-conditions', nl: 'algemene-voorwaarden', de: 'agb' };

for (const shop of SHOPS) {
  for (const locale of LOCALES) {
    test.describe(`${shop} shop in ${locale}`, () => {
      const prefix = PREFIX[shop][locale];

      test('home renders with language, title, menu and no serious a11y issue', async ({ page, baseURL }) => {
        const res = await page.goto(shopUrl(baseURL, shop, `${prefix}/`));
        expect(res?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(/Framboos/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-shop', shop);
        await expectNoSeriousA11yViolations(page);
      });

      test('a category page renders and its language links reach the same category', async ({ page, baseURL }) => {
        // Four pages and an accessibility scan: more than one page's worth of time on a busy machine.
        test.slow();
        await page.goto(shopUrl(baseURL, shop, `${prefix}/`));
        await page.locator('#home-categories + ul a').first().click();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const heading = await page.getByRole('heading', { level: 1 }).textContent();
        expect(heading?.trim().length).toBeGreaterThan(0);
        await expect(page).toHaveTitle(new RegExp(heading!.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        const own = await alternates(page);
        expect(Object.keys(own).sort()).toEqual(['de', 'en', 'nl', 'x-default']);
        await expectNoSeriousA11yViolations(page);
        for (const other of LOCALES.filter((l) => l !== locale)) {
          await page.goto(own[locale]!);
          await chooseLanguage(page, other);
          await expect(page.locator('html')).toHaveAttribute('lang', other);
          expect(await alternates(page)).toEqual(own);
        }
      });

      test('a content page renders from Markdown', async ({ page, baseURL }) => {
        const res = await page.goto(shopUrl(baseURL, shop, `${prefix}/${TERMS[locale]}/`));
        expect(res?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const links = await alternates(page);
        expect(links[locale]).toContain(`/${TERMS[locale]}/`);
        await expectNoSeriousA11yViolations(page);
      });

      test('an unknown path shows the 404 page', async ({ page, baseURL }) => {
        const res = await page.goto(shopUrl(baseURL, shop, `${prefix}/no-such-page/deeper/`));
        expect(res?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING_404[locale]);
        await expect(page.getByText(`${prefix}/no-such-page/deeper/`)).toBeVisible();
        const crumbs = page.getByRole('navigation', { name: /breadcrumb|kruimel|brotkrümel/i });
        await expect(crumbs.getByRole('listitem')).toHaveCount(2);
        await expectNoSeriousA11yViolations(page);
        await page.locator('main a[data-astro-reload]').click();
        await expect(page).toHaveURL(shopUrl(baseURL, shop, `${prefix}/`));
      });
    });
  }
}

test('language links on the home page lead to the home page in each language', async ({ page, baseURL }) => {
  await page.goto(shopUrl(baseURL, 'nl', '/'));
  await chooseLanguage(page, 'de');
  await expect(page).toHaveURL(shopUrl(baseURL, 'nl', '/de/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('the Dutch shop has the return policy and the international shop does not', async ({ page, baseURL }) => {
  expect((await page.goto(shopUrl(baseURL, 'nl', '/retour-verzendbeleid/')))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.goto(shopUrl(baseURL, 'international', '/retour-verzendbeleid/')))?.status()).toBe(404);
});

// The account layout (logged in) is checked in account.spec.ts; logged out, account screens lead to the login.
test('screens render their layouts: checkout hides the shop header and footer', async ({ page, baseURL }) => {
  // The checkout sends an empty cart home: something goes in first.
  await addToCart(page, baseURL, 'international', 'de');
  await page.goto(shopUrl(baseURL, 'international', '/de/kasse/informationen/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await page.goto(shopUrl(baseURL, 'nl', '/account/bestellingen/'));
  await expect(page).toHaveURL(/\/inloggen\/\?redirect=%2Faccount%2Fbestellingen%2F$/);
  await page.goto(shopUrl(baseURL, 'international', '/faq/'));
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});

test('a project on a phone: the cover fits the screen, a part and then all parts go into the cart (Dutch shop, nl)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(shopUrl(baseURL, 'nl', '/project/weerstation-met-een-bme280/'));
  const cover = page.getByRole('img', { name: /^Een klein weerstation op een paal/ });
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await cover.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  const parts = page.getByRole('region', { name: 'Onderdelen' });
  await expect(parts.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(parts.getByText('Stralingsscherm of een geventileerde, weerbestendige behuizing')).toBeVisible();
  const sensor = 'Adafruit BME280 temperatuur-, vochtigheids- en luchtdruksensor';
  await parts.getByRole('button', { name: `In winkelwagen – ${sensor}` }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.locator('#cart-drawer-title') });
  await expect(drawer.getByRole('link', { name: sensor })).toBeVisible();
  await expect(drawer.locator('li[data-line][aria-busy="true"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // All five parts, one after another: the sensor a second time.
  await parts.getByRole('button', { name: 'Alle onderdelen in de winkelwagen' }).click();
  await expect(drawer).toBeVisible();
  const lines = () =>
    page.evaluate(async () =>
      ((await (await fetch('/api/cart/cart', { headers: { Accept: 'application/json' } })).json()) as { items: { sku: string; quantity: number }[] }).items
        .map((i) => `${i.sku}×${i.quantity}`)
        .sort(),
    );
  await expect.poll(lines, { timeout: 15_000 }).toEqual(['ADA-BME280×2', 'JOY-JMP-FF40-20×1', 'RPI-PSU-MICRO-WH×1', 'RPI-SD-32G-OS×1', 'RPI-ZERO2WH×1']);
  await expect(page.locator('header [data-cart-count]').first()).toHaveText('6');
});

/**
 * The server renders React with each island's id prefix (src/build/react-render-to-string.ts), so
 * the ids a form's fields get from useId are the same when the island wakes: no hydration error.
 */
test('form islands wake without a hydration error (useId ids as the server drew them)', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  for (const [path, island] of [
    ['/login/', 'LoginForm'],
    ['/register/', 'RegisterForm'],
    ['/contact/', 'ContactForm'],
  ] as const) {
    await page.goto(shopUrl(baseURL, 'international', path));
    const field = page.locator('main input[id]:visible').first();
    const idBefore = await field.getAttribute('id');
    expect(idBefore, `${path}: a field with an id from useId`).toMatch(/^_r\d+R_/);
    await field.focus();
    await expect(page.locator(`astro-island[component-url*="${island}"]`)).not.toHaveAttribute('ssr');
    expect(await field.getAttribute('id')).toBe(idBefore);
  }
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a project shows its cover, its parts as product cards and what the shop does not sell (international shop, en)', async ({ page, baseURL }) => {
    await page.goto(shopUrl(baseURL, 'international', '/project/retro-game-console-with-a-pi-zero-2-w/'));
    await expect(page.getByRole('img', { name: /^A TV showing a pixel-art platform game/ })).toHaveAttribute('fetchpriority', 'high');
    const parts = page.getByRole('region', { name: 'Parts' });
    await expect(parts.getByRole('link', { name: 'Raspberry Pi Zero 2 W', exact: true })).toHaveAttribute('href', '/product/raspberry-pi-zero-2-w/');
    await expect(parts.locator('article')).toHaveCount(7);
    await expect(parts.getByText('Quantity: 1')).toHaveCount(7);
    await expect(parts.getByRole('listitem').filter({ hasText: '2 × USB gamepad in the classic style' })).toBeVisible();
  });

  test('category paging works with plain links and pages 2+ are noindex', async ({ page, baseURL }) => {
    await page.goto(shopUrl(baseURL, 'international', '/'));
    await page.locator('#home-categories + ul a').first().click();
    const firstPage = await page.locator('section[aria-labelledby="cat-products"] article h3').allTextContents();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    const secondPage = await page.locator('section[aria-labelledby="cat-products"] article h3').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/page=/);
  });
});

test('foreign-language prefixes are noindex on the Dutch shop only', async ({ page, baseURL }) => {
  await page.goto(shopUrl(baseURL, 'nl', '/fr/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('meta[name="googlebot"]')).toHaveAttribute('content', 'noindex, follow');
  await page.goto(shopUrl(baseURL, 'international', '/fr/'));
  await expect(page.locator('meta[name="googlebot"]')).toHaveAttribute('content', 'index, follow');
});

test('language links on a product page lead to the same product under its localized slug', async ({ page, baseURL }) => {
  await page.goto(shopUrl(baseURL, 'nl', '/'));
  const cards = await page.locator('section[aria-labelledby="home-newest"] h3 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  // A product whose slug differs per language, so following the current slug would be a 404.
  let own: Record<string, string> = {};
  for (const card of cards) {
    await page.goto(card);
    own = await alternates(page);
    if (own.nl?.replace(/.*\/product\//, '') !== own.de?.replace(/.*\/produkte\//, '')) break;
  }
  expect(Object.keys(own).sort()).toEqual(['de', 'en', 'nl', 'x-default']);
  expect(own.de).not.toContain(own.nl!.replace(/.*\/product\//, ''));
  for (const other of ['en', 'de'] as const) {
    await page.goto(own.nl!);
    await chooseLanguage(page, other);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page).toHaveURL(own[other]!);
    expect(await alternates(page)).toEqual(own);
  }
});
