/**
 * Desktop menu and mobile drawer (docs/menus-and-shell.md, desktop menu and mobile drawer): hover
 * timing with a controlled clock, three levels, keyboard, the drawer's accordion, Escape, backdrop,
 * scroll lock and focus, the country select, the menus without JavaScript, and that the
 * server-rendered menu shows what GET /api/menu answers.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { shopUrl, expectNoSeriousA11yViolations } from './support.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const menuButton = (page: Page, label = 'Menu') => page.getByRole('banner').locator(`summary[aria-label="${label}"]`);
const drawer = (page: Page, label = 'Menu') => page.getByRole('dialog', { name: label });
/**
 * The menu scripts have run. They answer a person and load on the first sign of one
 * (src/features/shell/wake.ts): here a press of Shift, which does nothing else.
 */
const live = async (page: Page, selector: string) => {
  await page.keyboard.press('Shift');
  await expect(page.locator(selector)).toHaveCount(1);
};
/** Live, and the dropdowns fetched on the same touch are in (src/features/menu/panels.ts). */
const desktopReady = (page: Page) => live(page, '[data-desktop-menu].is-enhanced[data-panels="loaded"]');
const drawerReady = async (page: Page) => {
  await live(page, 'details[data-mobile-menu].is-enhanced');
  await expect(page.locator('[data-desktop-menu][data-panels="loaded"]')).toHaveCount(1);
};
/** Stops the page's clock (installed before the page loaded) so timers move only by runFor. */
const pauseClock = (page: Page) => page.clock.pauseAt(new Date(Date.now() + 60_000));
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

test.describe('desktop menu', () => {
  test.use({ viewport: DESKTOP });

  test('a dropdown opens 100 ms after the pointer enters and closes 400 ms after it leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await desktopReady(page);
    await pauseClock(page);
    const nav = mainMenu(page);
    const toggle = nav.getByRole('button', { name: 'Single-board computers: show subcategories' });
    const panelLink = nav.getByRole('link', { name: 'All in Single-board computers' });

    await nav.getByRole('link', { name: 'Single-board computers', exact: true }).hover();
    await page.clock.runFor(60);
    await expect(panelLink).toBeHidden();
    await page.clock.runFor(60);
    await expect(panelLink).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.mouse.move(640, 700);
    await page.clock.runFor(300);
    await expect(panelLink).toBeVisible();
    await page.clock.runFor(150);
    await expect(panelLink).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('passing over another item on the way does not switch menus', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await desktopReady(page);
    await pauseClock(page);
    const nav = mainMenu(page);
    const pointAt = async (name: string) => {
      const box = await nav.getByRole('link', { name, exact: true }).boundingBox();
      if (!box) throw new Error(`${name} is not on screen`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    };
    await pointAt('Single-board computers');
    await page.clock.runFor(150);
    // On the way into the open dropdown the pointer crosses Kits for less than 100 ms.
    await pointAt('Kits');
    await page.clock.runFor(50);
    await pointAt('All in Single-board computers');
    await page.clock.runFor(600);
    await expect(nav.getByRole('link', { name: 'All in Single-board computers' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'All in Kits' })).toBeHidden();
  });

  test('the third level opens on hover and its links work', async ({ page }) => {
    await page.goto('/');
    await desktopReady(page);
    const nav = mainMenu(page);
    await nav.getByRole('link', { name: 'Single-board computers', exact: true }).hover();
    await nav.getByRole('link', { name: 'Arduino', exact: true }).hover();
    const leaf = nav.getByRole('link', { name: 'Raspberry Pi 4', exact: true });
    await expect(leaf).toBeHidden();
    await nav.getByRole('link', { name: 'Raspberry Pi', exact: true }).hover();
    await expect(leaf).toBeVisible();
    await leaf.click();
    await expect(page).toHaveURL(/\/raspberry-pi-4\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raspberry Pi 4');
  });

  test('the categories that do not fit the one row are under "More", two levels deep, by keyboard too', async ({ page }) => {
    await page.goto('/');
    await desktopReady(page);
    const nav = mainMenu(page);
    // Tools does not fit the row at 1280 px: it is an entry of "More", its subcategories beside it.
    await expect(nav.getByRole('link', { name: 'Tools', exact: true })).toBeHidden();
    const more = nav.getByRole('button', { name: 'More', exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const tools = nav.getByRole('link', { name: 'Tools', exact: true });
    await expect(tools).toBeVisible();
    // Entries in the row at this width are not repeated under "More".
    await expect(nav.getByRole('link', { name: 'Displays', exact: true })).toHaveCount(1);
    await tools.hover();
    await nav.getByRole('link', { name: 'Soldering', exact: true }).click();
    await expect(page).toHaveURL(/\/soldering\/$/);
  });

  test('keyboard: Enter and ArrowDown open, arrows move, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    await desktopReady(page);
    const nav = mainMenu(page);
    const toggle = nav.getByRole('button', { name: 'Kits: show subcategories' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Starter kits' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await nav.getByRole('link', { name: 'Kits', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'All in Kits' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Starter kits' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Starter kits' })).toBeHidden();

    // A heading item (customer service) is itself the toggle.
    const service = nav.getByRole('button', { name: 'Customer service' });
    await service.focus();
    await page.keyboard.press('Space');
    await expect(service).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Warranty' })).toBeVisible();
  });

  test('shows the items GET /api/menu answers, in the page language', async ({ page, request }) => {
    const api = (await (await request.get('/api/menu', { headers: { 'Accept-Language': 'de' } })).json()) as { menuItems: Array<{ name: { de: string } }> };
    const expected = api.menuItems.map((i) => i.name.de);
    await page.goto('/de/');
    await desktopReady(page);
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    // Each item is in the row at some width, or only under "More" ("Mehr"), in the API's order.
    const row = (await nav.locator('.dm-top').allTextContents()).map((l) => l.trim());
    const more = (await nav.locator('#menu-panel-more .dm-level2 > li > .dm-mid').allTextContents()).map((l) => l.trim());
    expect(row.filter((l) => !more.includes(l))).toEqual(expected.filter((l) => !more.includes(l)));
    expect(expected.filter((l) => !row.includes(l)).every((l) => more.includes(l))).toBe(true);
    expect(row).toEqual(expected.filter((l) => row.includes(l)));
  });

  test('has no serious accessibility violations with a dropdown open', async ({ page }) => {
    await page.goto('/nl/');
    await desktopReady(page);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('button', { name: 'Singleboard computers: subcategorieën tonen' }).click();
    await expect(nav.getByRole('link', { name: 'Alles in Singleboard computers' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: PHONE });

  test('opens as a modal drawer with an accordion three levels deep, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    await drawerReady(page);
    await expect(drawer(page)).toBeHidden();
    await menuButton(page).click();
    const dialog = drawer(page);
    await expect(dialog).toBeVisible();
    expect(await scrollLocked(page)).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await dialog.locator('summary', { hasText: /^Single-board computers$/ }).click();
    await expect(dialog.getByRole('link', { name: 'All in Single-board computers' })).toBeVisible();
    await dialog.locator('summary', { hasText: /^Raspberry Pi$/ }).click();
    await expect(dialog.getByRole('link', { name: 'Raspberry Pi 5' })).toBeVisible();
    // One top category open at a time.
    await dialog.locator('summary', { hasText: /^Kits$/ }).click();
    await expect(dialog.getByRole('link', { name: 'Starter kits' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'All in Single-board computers' })).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    await expect(menuButton(page)).toBeFocused();
  });

  test('a backdrop click closes it; focus stays inside while open', async ({ page }) => {
    await page.goto('/');
    await drawerReady(page);
    await menuButton(page).click();
    const dialog = drawer(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    const focusInside = await dialog.evaluate((el) => el.contains(document.activeElement));
    expect(focusInside).toBe(true);
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('has account, favourites, customer service, languages, country and cart', async ({ page }) => {
    test.slow(); // axe over the whole home page with the drawer open
    await page.goto('/');
    await drawerReady(page);
    await menuButton(page).click();
    const dialog = drawer(page);
    // The login link brings the shopper back to this page (docs/accounts.md, registration and login).
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/?redirect=%2F');
    await expect(dialog.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favorites/');
    await expect(dialog.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact/');
    await expect(dialog.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute('href', '/faq/');
    await expect(dialog.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/');
    await expect(dialog.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart/');
    await expect(dialog.getByLabel('Shipping country')).toHaveValue('GB');
    await expectNoSeriousA11yViolations(page);
  });

  test('choosing a country saves the region for 7 days and reloads', async ({ page, context }) => {
    await page.goto('/de/');
    await drawerReady(page);
    await menuButton(page, 'Menü').click();
    await Promise.all([page.waitForEvent('load'), drawer(page, 'Menü').getByLabel('Lieferland').selectOption('AT')]);
    const region = (await context.cookies()).find((c) => c.name === 'region');
    expect(region?.value).toBe('AT');
    expect((region?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('region') ?? '{}').value)).toBe('AT');
    await menuButton(page, 'Menü').click();
    await expect(drawer(page, 'Menü').getByLabel('Lieferland')).toHaveValue('AT');
  });

  test('the Dutch shop has no country select', async ({ page, baseURL }) => {
    await page.goto(shopUrl(baseURL, 'nl', '/'));
    await drawerReady(page);
    await menuButton(page).click();
    const dialog = drawer(page);
    await expect(dialog.getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByLabel('Verzendland')).toHaveCount(0);
  });
});

/** Holds the dropdowns' fragment back until the returned function is called, or answers it with `status`. */
async function holdPanels(page: Page, status?: number): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  let asked = false;
  await page.route(/\/menu-panels\/$/, async (route) => {
    asked = true;
    if (status) return route.fulfill({ status, body: '' });
    await released;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
}

test.describe('the dropdowns fetched after the page', () => {
  test('one fragment per shop and language, kept by the page cache, not for indexing', async ({ request, baseURL }) => {
    for (const [url, host, link] of [
      ['/menu-panels/', undefined, 'href="/raspberry-pi-5/"'],
      ['/de/menu-panels/', undefined, 'href="/de/raspberry-pi-5/"'],
      // The Dutch shop, by its host (the request context does not resolve nl.localhost).
      ['/en/menu-panels/', 'nl.localhost', 'href="/en/raspberry-pi-5/"'],
    ] as const) {
      const get = () => request.get(url, host ? { headers: { Host: `${host}:${new URL(baseURL ?? '').port}` } } : {});
      const first = await get();
      expect(first.status(), url).toBe(200);
      expect(first.headers()['content-type'], url).toContain('text/html');
      expect(first.headers()['x-robots-tag'], url).toBe('noindex');
      expect(first.headers()['cache-control'], url).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
      const html = await first.text();
      expect(html, url).toContain(link);
      expect(html, url).toContain('data-panel="menu-panel-more"');
      // The country popup's list on the international shop only (the Dutch shop's country is NL).
      expect(html.includes('data-panel="country-list"'), url).toBe(host === undefined);
      // The header account dropdown's contents come with them.
      expect(html, url).toContain('data-panel="account-panel"');
      expect((await get()).headers()['x-cache'], url).toMatch(/HIT|STALE/);
    }
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /menu-panels/');
  });

  test.describe('wide screen', () => {
    test.use({ viewport: DESKTOP });

    test('a toggle pressed before they arrive opens its dropdown when they do; ArrowDown moves into it', async ({ page }) => {
      const panels = await holdPanels(page);
      await page.goto('/');
      await live(page, '[data-desktop-menu].is-enhanced');
      await expect.poll(panels.asked).toBe(true);
      const nav = mainMenu(page);
      const toggle = nav.getByRole('button', { name: 'Kits: show subcategories' });
      await toggle.focus();
      await page.keyboard.press('ArrowDown');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Nothing shows meanwhile: no empty box.
      await expect(page.locator('[data-menu-panel]:visible')).toHaveCount(0);
      panels.release();
      await expect(nav.getByRole('link', { name: 'All in Kits' })).toBeFocused();
      await expect(nav.getByRole('link', { name: 'Starter kits' })).toBeVisible();
    });

    test('the account dropdown pressed before its contents arrive opens with them, its links leading back here', async ({ page }) => {
      const panels = await holdPanels(page);
      await page.goto('/raspberry-pi/');
      const toggle = page.locator('header [data-account-toggle]');
      // Without JavaScript a link to the login page, back here after.
      await expect(toggle).toHaveAttribute('href', '/login/?redirect=%2Fraspberry-pi%2F');
      await toggle.click();
      await expect.poll(panels.asked).toBe(true);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Nothing shows meanwhile: no empty box.
      await expect(page.locator('#account-panel')).toBeHidden();
      panels.release();
      const login = page.locator('#account-panel').getByRole('link', { name: 'Log in' });
      await expect(login).toBeFocused();
      await expect(login).toHaveAttribute('href', '/login/?redirect=%2Fraspberry-pi%2F');
      await expect(page.locator('#account-panel').getByRole('link', { name: 'Create account' })).toHaveAttribute(
        'href',
        '/register/?redirect=%2Fraspberry-pi%2F',
      );
      const axe = await new AxeBuilder({ page }).include('[data-account-menu]').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await expect(page.locator('#account-panel')).toBeHidden();
    });

    test('when they do not come, the row still leads to the categories', async ({ page }) => {
      await holdPanels(page, 503);
      await page.goto('/');
      await live(page, '[data-desktop-menu].is-enhanced');
      await expect(page.locator('[data-desktop-menu][data-panels="failed"]')).toHaveCount(1);
      const nav = mainMenu(page);
      await nav.getByRole('button', { name: 'Kits: show subcategories' }).click();
      await expect(nav.getByRole('button', { name: 'Kits: show subcategories' })).toHaveAttribute('aria-expanded', 'false');
      await nav.getByRole('link', { name: 'Kits', exact: true }).click();
      await expect(page).toHaveURL(/\/kits\/$/);
    });
  });

  test('when they do not come, the account control leads to the login page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await holdPanels(page, 503);
    await page.goto('/raspberry-pi/');
    await live(page, '[data-desktop-menu].is-enhanced');
    await page.locator('header [data-account-toggle]').click();
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Fraspberry-pi%2F$/);
  });

  test('when they do not come, the favourites and cart buttons lead to their pages, the search form searches as a page and the newsletter says why', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await holdPanels(page, 503);
    await page.goto('/raspberry-pi/');
    await live(page, '[data-desktop-menu].is-enhanced');
    // The islands' texts come with the fragment (docs/adr/0037-island-bootstrap-on-wake.md).
    await page.getByRole('button', { name: 'Sign up for the newsletter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No connection to the shop. Please try again.' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // No favourites: the header link opens an empty list's dropdown, whose texts come with the fragment too.
    await expect(page.locator('[data-desktop-menu][data-panels="failed"]')).toHaveCount(1);
    await page.locator('header [data-favorites-link]').click();
    await expect(page).toHaveURL(/\/favorites\/$/);
    await page.goBack();
    await live(page, '[data-desktop-menu].is-enhanced');
    await page.locator('header').getByRole('searchbox', { name: 'Search products' }).fill('pico');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?query=pico$/);
    await expect(page.getByRole('heading', { name: 'Search results for “pico”' })).toBeVisible();
    await page.locator('header a.header-icon[data-cart-open]').click();
    await expect(page).toHaveURL(/\/cart\/$/);
  });

  test.describe('phone', () => {
    test.use({ viewport: PHONE });

    test('a top category tapped before they arrive opens its group when they do', async ({ page }) => {
      const panels = await holdPanels(page);
      await page.goto('/');
      await live(page, 'details[data-mobile-menu].is-enhanced');
      await menuButton(page).click();
      const dialog = drawer(page);
      await dialog.getByRole('link', { name: 'Kits', exact: true }).click();
      panels.release();
      await expect(dialog.getByRole('link', { name: 'Starter kits' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test('when they do not come, a top category is a link to its page', async ({ page }) => {
      await holdPanels(page, 503);
      await page.goto('/');
      await live(page, 'details[data-mobile-menu].is-enhanced');
      await menuButton(page).click();
      await drawer(page).getByRole('link', { name: 'Kits', exact: true }).click();
      await expect(page).toHaveURL(/\/kits\/$/);
    });
  });
});

test.describe('menus without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the desktop menu links every top category; the customer-service dropdown opens on hover', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const nav = mainMenu(page);
    // The categories' dropdowns are fetched by the script (docs/menus-and-shell.md, page weight):
    // the row links each top category, those under "More" too, whose pages list their subcategories.
    for (const path of ['/single-board-computers/', '/kits/', '/tools/', '/smart-home/']) await expect(nav.locator(`a[href="${path}"]`).first()).toBeAttached();
    await expect(nav.locator('a[href="/raspberry-pi-5/"]')).toHaveCount(0);
    await nav.getByRole('button', { name: 'More', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Tools', exact: true })).toBeVisible();
    await nav.getByRole('button', { name: 'Customer service' }).hover();
    await expect(nav.getByRole('link', { name: 'Warranty' })).toBeVisible();
    // A category's toggle has no empty dropdown to show.
    await nav.getByRole('link', { name: 'Single-board computers', exact: true }).hover();
    const panel = await nav.locator('a.dm-top[href="/single-board-computers/"] + .dm-toggle').getAttribute('aria-controls');
    await expect(page.locator(`#${panel}`)).toBeEmpty();
    await expect(page.locator(`#${panel}`)).toBeHidden();
  });

  test('the mobile menu opens as a disclosure; each category links to its page, which lists its subcategories', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/nl/');
    await menuButton(page).click();
    const panel = page.locator('[data-drawer-panel]');
    await expect(panel).toBeVisible();
    // The accordion is built by the script from the desktop menu (docs/menus-and-shell.md, page weight).
    const kits = panel.getByRole('link', { name: 'Kits', exact: true });
    await expect(kits).toHaveAttribute('href', '/nl/kits/');
    await kits.click();
    await expect(page.locator('main').getByRole('link', { name: 'Starterkits' })).toHaveAttribute('href', '/nl/starterkits/');
  });
});

test('the small API endpoints answer odd paths and other methods with the error contract, never 500', async ({ request }) => {
  for (const path of [
    '/api/products/translations/%E0%A4%A',
    '/api/posts/%25%25',
    `/api/category-seo/${'x'.repeat(300)}`,
    '/api/pages/slugs/%2e%2e/%2e%2e/etc/passwd',
    '/api/offer-bars/random/%00',
    '/api/categories?limit=-5',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
    expect(res.headers()['content-type'], path).toContain('application/json');
  }
  const post = await request.post('/api/menu', { data: {} });
  expect(post.status()).toBe(405);
  expect(post.headers()['allow']).toBe('GET, HEAD');
  expect((await request.head('/api/menu')).status()).toBe(200);
});
