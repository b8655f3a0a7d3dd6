/**
 * The cart as a shopper uses it: adding from a product page, the drawer by keyboard, rapid
 * quantity clicks, removal that the server refuses, coupons, reloads, two tabs in step and a
 * lost answer that is retried — in English, Dutch and German, on both shops.
 */
import { test, expect, type Page, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations, PREFIX, shopUrl, type ShopName } from './support.ts';

test.describe.configure({ timeout: 60_000 });

type Locale = 'en' | 'nl' | 'de';
const PRODUCT_PATH: Record<Locale, string> = { en: '/product/', nl: '/product/', de: '/produkte/' };
const CART_PATH: Record<Locale, string> = { en: '/cart/', nl: '/winkelwagen/', de: '/warenkorb/' };
const COOLER = { slug: 'raspberry-pi-5-active-cooler', name: 'Raspberry Pi 5 Active Cooler' };
const KIT = {
  en: 'raspberry-pi-5-starter-kit-build-your-own',
  nl: 'raspberry-pi-5-starterkit-stel-zelf-samen',
  de: 'raspberry-pi-5-starterkit-selbst-zusammenstellen',
};

const T = {
  en: {
    add: 'Add to cart',
    drawer: 'Your cart',
    toCart: /To the cart/,
    remove: `Remove ${COOLER.name}`,
    increase: `One more ${COOLER.name}`,
    coupon: 'Coupon code',
    apply: 'Apply',
    applied: 'Coupon applied successfully',
    removed: 'Coupon removed successfully',
    unknown: 'This coupon code does not exist.',
    restored: 'could not be removed and is back in your cart',
    empty: 'Your cart is empty.',
    continue: 'Continue shopping',
  },
  nl: {
    add: 'In winkelwagen',
    drawer: 'Je winkelwagen',
    toCart: /Naar winkelwagen/,
    remove: `${COOLER.name} verwijderen`,
    increase: `Eén ${COOLER.name} meer`,
    coupon: 'Kortingscode',
    apply: 'Toepassen',
    applied: 'Kortingscode toegepast',
    removed: 'Kortingscode verwijderd',
    unknown: 'Deze kortingscode bestaat niet.',
    restored: 'kon niet worden verwijderd en staat weer in je winkelwagen',
    empty: 'Je winkelwagen is leeg.',
    continue: 'Verder winkelen',
  },
  de: {
    add: 'In den Warenkorb',
    drawer: 'Ihr Warenkorb',
    toCart: /Zum Warenkorb/,
    remove: `${COOLER.name} entfernen`,
    increase: `Ein ${COOLER.name} mehr`,
    coupon: 'Gutscheincode',
    apply: 'Einlösen',
    applied: 'Gutschein erfolgreich eingelöst',
    removed: 'Gutschein erfolgreich entfernt',
    unknown: 'Diesen Gutscheincode gibt es nicht.',
    restored: 'konnte nicht entfernt werden und liegt wieder im Warenkorb',
    empty: 'Ihr Warenkorb ist leer.',
    continue: 'Weiter einkaufen',
  },
} as const;

const productUrl = (baseURL: string | undefined, shop: ShopName, locale: Locale, slug: string) =>
  shopUrl(baseURL, shop, `${PREFIX[shop][locale]}${PRODUCT_PATH[locale]}${slug}/`);
const cartUrl = (baseURL: string | undefined, shop: ShopName, locale: Locale) => shopUrl(baseURL, shop, `${PREFIX[shop][locale]}${CART_PATH[locale]}`);

const drawerOf = (page: Page) => page.getByRole('dialog', { name: /./ }).filter({ has: page.locator('#cart-drawer-title') });

/** Waits until the drawer shows lines and none is waiting for the server. */
async function settled(drawer: Locator): Promise<void> {
  await expect(drawer.locator('li[data-line]').first()).toBeVisible({ timeout: 10_000 });
  await expect(drawer.locator('li[data-line][aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}
const badge = (page: Page) => page.locator('header [data-cart-count]');

/** Adds the cooler from its product page; the drawer opens with it. */
async function addCooler(page: Page, baseURL: string | undefined, shop: ShopName, locale: Locale): Promise<Locator> {
  await page.goto(productUrl(baseURL, shop, locale, COOLER.slug));
  await page.locator('[data-buy-box]').getByRole('button', { name: T[locale].add }).click();
  const drawer = drawerOf(page);
  await expect(drawer.getByRole('heading', { name: new RegExp(T[locale].drawer) })).toBeVisible();
  await expect(drawer.getByRole('link', { name: COOLER.name })).toBeVisible();
  // Confirmed by the server: no line waits any more and the button to the cart shows the total.
  await settled(drawer);
  await expect(drawer.getByRole('link', { name: T[locale].toCart })).toContainText('€');
  return drawer;
}

/** The server's view of this browser's cart. */
async function serverCart(page: Page): Promise<{ items: { product_id: number; quantity: number }[]; total: number }> {
  return page.evaluate(async () => (await fetch('/api/cart/cart', { headers: { Accept: 'application/json' } })).json());
}

test('adding from a product page opens the drawer, counts in the header and survives a reload (international shop, en)', async ({ page, baseURL }) => {
  await addCooler(page, baseURL, 'international', 'en');
  await expect(badge(page)).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((e) => e.event === 'add_to_cart'))).toBe(true);
  await page.reload();
  await expect(badge(page)).toHaveText('1');
  await page.goto(cartUrl(baseURL, 'international', 'en'));
  await expect(page.getByRole('link', { name: COOLER.name })).toBeVisible();
  await expect(page.locator('[data-cart-totals]')).toContainText('€');
  await expectNoSeriousA11yViolations(page);
});

test('a drawer opened on an empty cart loads no code for lines; adding loads it (en)', async ({ page, baseURL }) => {
  const lineCode: string[] = [];
  page.on('request', (request) => /\/_astro\/(DrawerLines|LineItem|Delivery)\.[\w-]+\.js$/.test(request.url()) && lineCode.push(request.url()));
  await page.goto(shopUrl(baseURL, 'international', '/'));
  await page.locator('header a.header-icon[data-cart-open]').click();
  await expect(drawerOf(page).getByText(T.en.empty)).toBeVisible();
  expect(lineCode).toEqual([]);
  await page.keyboard.press('Escape');
  await addCooler(page, baseURL, 'international', 'en');
  expect(lineCode.length).toBeGreaterThan(0);
});

test('the drawer works by keyboard: it takes focus, keeps Tab inside, closes on Escape and returns focus (Dutch shop, nl)', async ({ page, baseURL }) => {
  const drawer = await addCooler(page, baseURL, 'nl', 'nl');
  await drawer.getByRole('button', { name: T.nl.continue }).click();
  await expect(drawer).toBeHidden();
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Winkelwagen/ });
  await cartLink.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect(page.locator('#cart-drawer-title')).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight && getComputedStyle(document.body).overflow)).toBe('hidden');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-cart-drawer]'))).toBe(true);
  }
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartLink).toBeFocused();
  // A click on the backdrop closes it too.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.locator('[data-cart-backdrop]').click({ position: { x: 20, y: 300 } });
  await expect(drawer).toBeHidden();
  // Removing the last line by keyboard leaves focus in the drawer, on its title.
  await page.keyboard.press('Enter');
  await drawer.getByRole('button', { name: T.nl.remove }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByText(T.nl.empty)).toBeVisible();
  await expect(page.locator('#cart-drawer-title')).toBeFocused();
});

test('ten quick clicks on + give ten more, in one sync (de)', async ({ page, baseURL }) => {
  await addCooler(page, baseURL, 'international', 'de');
  await page.goto(cartUrl(baseURL, 'international', 'de'));
  const updates: string[] = [];
  page.on('request', (r) => r.url().includes('/api/cart/update/') && updates.push(r.url()));
  const plus = page.getByRole('button', { name: T.de.increase });
  for (let i = 0; i < 10; i++) await plus.click();
  await expect(page.getByRole('textbox', { name: `Menge von ${COOLER.name}` })).toHaveValue('11');
  await expect(page.locator('[data-cart-page] li[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  expect((await serverCart(page)).items[0]?.quantity).toBe(11);
  expect(updates.length).toBeLessThanOrEqual(2);
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Menge von ${COOLER.name}` })).toHaveValue('11');
});

test('the cart page loads no React before the first touch, and presses made while it loads all count (en)', async ({ page, baseURL }) => {
  await addCooler(page, baseURL, 'international', 'en');
  // React's chunk is held back until the presses are made, so they land on the page as rendered.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const reactRequested: string[] = [];
  await page.route(/\/_astro\/client\.[\w-]+\.js$/, async (route) => {
    reactRequested.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto(cartUrl(baseURL, 'international', 'en'));
  await page.waitForLoadState('networkidle');
  expect(reactRequested).toEqual([]);
  const plus = page.getByRole('button', { name: T.en.increase });
  await plus.click();
  await plus.click();
  await expect.poll(() => reactRequested.length).toBe(1);
  release();
  await expect(page.getByRole('textbox', { name: `Quantity of ${COOLER.name}` })).toHaveValue('3');
  await expect(page.locator('[data-cart-page] li[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  expect((await serverCart(page)).items[0]?.quantity).toBe(3);
});

test('a removal the server refuses puts the line back and says so (en)', async ({ page, baseURL }) => {
  await addCooler(page, baseURL, 'international', 'en');
  await page.goto(cartUrl(baseURL, 'international', 'en'));
  // The refusal takes a moment, as a real one does: long enough to see the line gone meanwhile.
  await page.route('**/api/cart/remove/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'Failed to remove item', status: 500 }) });
  });
  let seenGone = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/cart/remove/'))
      void page
        .getByRole('link', { name: COOLER.name })
        .count()
        .then((n) => {
          seenGone ||= n === 0;
        });
  });
  await page.getByRole('button', { name: T.en.remove }).click();
  await expect(page.getByRole('status').filter({ hasText: T.en.restored })).toBeVisible();
  await expect(page.getByRole('link', { name: COOLER.name })).toBeVisible();
  // The empty cart that had focus went with the refusal: focus is back on the line.
  await expect(page.getByRole('button', { name: T.en.remove })).toBeFocused();
  expect(seenGone).toBe(true);
  expect((await serverCart(page)).items).toHaveLength(1);
  // Once the server accepts, the line goes and the empty cart shows.
  await page.unroute('**/api/cart/remove/**');
  await page.getByRole('button', { name: T.en.remove }).click();
  await expect(page.getByText(T.en.empty)).toBeVisible();
  // Focus does not fall back to the page with the line it was on.
  await expect(page.getByText(T.en.empty)).toBeFocused();
  expect((await serverCart(page)).items).toHaveLength(0);
});

for (const locale of ['nl', 'de'] as const) {
  test(`a coupon is applied and removed with the spec's messages (${locale})`, async ({ page, baseURL }) => {
    const shop: ShopName = locale === 'nl' ? 'nl' : 'international';
    await addCooler(page, baseURL, shop, locale);
    await page.goto(cartUrl(baseURL, shop, locale));
    const field = page.getByRole('textbox', { name: T[locale].coupon });
    const before = await page.locator('[data-cart-total-value]').textContent();
    await field.fill('nonsense');
    await page.getByRole('button', { name: T[locale].apply }).click();
    await expect(page.getByText(T[locale].unknown)).toBeVisible();
    await field.fill('welcome10');
    await page.getByRole('button', { name: T[locale].apply }).click();
    await expect(page.getByText(T[locale].applied)).toBeVisible();
    await expect(page.locator('[data-cart-totals]')).toContainText('WELCOME10');
    await expect(page.locator('[data-cart-total-value]')).not.toHaveText(before ?? '');
    await page.getByRole('button', { name: /WELCOME10/ }).click();
    await expect(page.getByText(T[locale].removed)).toBeVisible();
    await expect(field).toBeFocused();
    await expect(page.locator('[data-cart-total-value]')).toHaveText(before ?? '');
  });
}

test('two tabs stay in step without a reload', async ({ context, baseURL }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto(shopUrl(baseURL, 'international', '/'));
  await expect(badge(second)).toBeHidden();
  await addCooler(first, baseURL, 'international', 'en');
  await expect(badge(second)).toHaveText('1');
  await first.goto(cartUrl(baseURL, 'international', 'en'));
  await first.getByRole('button', { name: T.en.increase }).click();
  await expect(badge(second)).toHaveText('2');
});

test('an add whose answer is lost is retried and counted once', async ({ page, baseURL }) => {
  await page.goto(productUrl(baseURL, 'international', 'en', COOLER.slug));
  let lost = 0;
  await page.route('**/api/cart/add-to-cart/**', async (route) => {
    if (lost > 0) return route.continue();
    lost++;
    await route.fetch(); // the server adds…
    await route.abort('connectionreset'); // …but the answer never arrives
  });
  await page.locator('[data-buy-box]').getByRole('button', { name: T.en.add }).click();
  await settled(drawerOf(page));
  const cart = await serverCart(page);
  expect(cart.items.map((i) => i.quantity)).toEqual([1]);
  await expect(badge(page)).toHaveText('1');
});

test('a kit goes into the cart with the parts chosen on its page, and its parts change on the cart page', async ({ page, baseURL }) => {
  await page.goto(productUrl(baseURL, 'international', 'en', KIT.en));
  await page.getByRole('radio', { name: /Raspberry Pi 5 4GB/ }).check();
  await page.getByRole('spinbutton', { name: `Quantity of ${COOLER.name}` }).fill('1');
  await page.locator('[data-buy-box]').getByRole('button', { name: T.en.add }).click();
  await settled(drawerOf(page));
  await page.goto(cartUrl(baseURL, 'international', 'en'));
  const parts = page.locator('[data-cart-page] details');
  await expect(parts).toContainText('Raspberry Pi 5 4GB');
  await expect(parts).not.toContainText('Raspberry Pi 5 8GB');
  await expect(page.getByRole('textbox', { name: `Pieces of ${COOLER.name} per kit` })).toHaveValue('1');
  const totalBefore = await page.locator('[data-cart-total-value]').textContent();
  await parts.getByRole('button', { name: `One more ${COOLER.name}` }).click();
  await expect(page.getByRole('textbox', { name: `Pieces of ${COOLER.name} per kit` })).toHaveValue('2');
  await expect(page.locator('[data-cart-total-value]')).not.toHaveText(totalBefore ?? '');
  await parts.getByRole('button', { name: `Remove ${COOLER.name} from the kit` }).click();
  await expect(parts).not.toContainText(COOLER.name);
  // A required step's part cannot be removed: the cart offers no button for it.
  await expect(parts.getByRole('button', { name: /Remove Raspberry Pi 5 4GB from the kit/ })).toHaveCount(0);
  const kit = (await serverCart(page)).items[0] as unknown as { options: string; composite_data: { product_id: number }[] };
  expect(kit.composite_data.length).toBe(4);
});
