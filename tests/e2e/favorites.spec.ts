/**
 * Favourites as a shopper uses them: hearts on cards and the product page, the header link (a
 * dropdown while the list is empty, the favourites page once it is not), the favourites page, a
 * login that merges the guest's favourites into the account and drops the local copy, a refused
 * change put back, and other tabs following — in English, Dutch and German, on both shops.
 */
import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, PREFIX, shopUrl, type ShopName } from './support.ts';

test.describe.configure({ timeout: 60_000 });

type Locale = 'en' | 'nl' | 'de';
const COOLER = { slug: 'raspberry-pi-5-active-cooler', name: 'Raspberry Pi 5 Active Cooler' };
const PRODUCT_PATH: Record<Locale, string> = { en: '/product/', nl: '/product/', de: '/produkte/' };
const FAVORITES_PATH: Record<Locale, string> = { en: '/favorites/', nl: '/favorieten/', de: '/favoriten/' };

const T = {
  en: {
    add: /^Add (.+) to favourites$/,
    remove: /^Remove (.+) from favourites$/,
    link: /^Favourites/,
    title: 'Your favourites',
    empty: 'You have no favourites yet.',
    hint: 'Tap the heart on a product to keep it here for later.',
    close: 'Close favourites',
    heading: 'Favourites',
  },
  nl: {
    add: /^(.+) toevoegen aan favorieten$/,
    remove: /^(.+) verwijderen uit favorieten$/,
    link: /^Favorieten/,
    title: 'Je favorieten',
    empty: 'Je hebt nog geen favorieten.',
    hint: 'Tik op het hartje bij een product om het hier te bewaren.',
    close: 'Favorieten sluiten',
    heading: 'Favorieten',
  },
  de: {
    add: /^(.+) zu den Favoriten hinzufügen$/,
    remove: /^(.+) aus den Favoriten entfernen$/,
    link: /^Favoriten/,
    title: 'Ihre Favoriten',
    empty: 'Sie haben noch keine Favoriten.',
    hint: 'Tippen Sie bei einem Produkt auf das Herz, um es hier für später zu speichern.',
    close: 'Favoriten schließen',
    heading: 'Favoriten',
  },
} as const;

const home = (baseURL: string | undefined, shop: ShopName, locale: Locale) => shopUrl(baseURL, shop, `${PREFIX[shop][locale] || ''}/`);
const favoritesUrl = (baseURL: string | undefined, shop: ShopName, locale: Locale) =>
  shopUrl(baseURL, shop, `${PREFIX[shop][locale]}${FAVORITES_PATH[locale]}`);
const productUrl = (baseURL: string | undefined, shop: ShopName, locale: Locale, slug: string) =>
  shopUrl(baseURL, shop, `${PREFIX[shop][locale]}${PRODUCT_PATH[locale]}${slug}/`);

const favoritesLink = (page: Page, locale: Locale) => page.getByRole('banner').getByRole('link', { name: T[locale].link });
const badge = (page: Page) => page.locator('header [data-favorites-count]');
const localList = (page: Page) => page.evaluate(() => localStorage.getItem('favoriteProducts'));

/** Hearts the store has taken in hand (the page-wide script runs after the page loads). */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-favorites-link]') && document.readyState === 'complete');
  await page.waitForLoadState('networkidle');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The label of a pressed heart, for one product. */
const removeLabel = (locale: Locale, name: string) => new RegExp(T[locale].remove.source.replace('(.+)', escape(name)));

/** Presses the `index`th unpressed heart of the page's main content; answers the product's name. */
async function favouriteCard(page: Page, locale: Locale, index = 0): Promise<string> {
  const heart = page.getByRole('main').getByRole('button', { name: T[locale].add }).nth(index);
  const name = T[locale].add.exec((await heart.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(name).not.toBe('');
  await heart.click();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: removeLabel(locale, name) })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');
  return name;
}

/** A fresh customer, registered and logged in through the API; the browser keeps the login as the auth store does ("remember me"). */
async function logInThroughApi(page: Page, request: APIRequestContext, origin: string): Promise<string> {
  await request.get(`${origin}/sanctum/csrf-cookie`);
  const xsrf = (await page.context().cookies(origin)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const email = `fav-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
  const password = 'bosbessen-vlaai-2026';
  const headers = { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' };
  const registered = await request.post(`${origin}/api/register`, {
    headers,
    data: { firstname: 'Fee', lastname: 'Voriet', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post(`${origin}/api/login`, { headers, data: { email, password, remember: true } });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.evaluate(
    ({ token: t, user: u }) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('auth_user', JSON.stringify(u));
    },
    { token, user },
  );
  return token;
}

async function serverIds(request: APIRequestContext, origin: string, token: string): Promise<number[]> {
  const res = await request.get(`${origin}/api/favorites`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { ids: number[] }).ids;
}

test('a guest keeps favourites from cards and the product page; the header link goes to the page that lists them (en)', async ({ page, baseURL }) => {
  await page.goto(home(baseURL, 'international', 'en'));
  await ready(page);
  // Empty: the link opens the dropdown instead of leaving the page.
  await favoritesLink(page, 'en').click();
  await expect(page.getByRole('region', { name: T.en.title })).toBeVisible();
  await expect(page).toHaveURL(home(baseURL, 'international', 'en'));
  await page.keyboard.press('Escape');

  const first = await favouriteCard(page, 'en', 0);
  const second = await favouriteCard(page, 'en', 0);
  await expect(badge(page)).toHaveText('2');
  await expect(favoritesLink(page, 'en')).toHaveAccessibleName(/2 favourites/);

  await page.goto(productUrl(baseURL, 'international', 'en', COOLER.slug));
  await ready(page);
  const heart = page.locator('[data-buy-box]').getByRole('button', { name: `Add ${COOLER.name} to favourites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.locator('[data-buy-box]').getByRole('button', { name: `Remove ${COOLER.name} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await expect(badge(page)).toHaveText('3');
  expect(JSON.parse((await localList(page)) ?? '[]')).toHaveLength(3);

  // With items the link is a plain link to the favourites page.
  await favoritesLink(page, 'en').click();
  await expect(page).toHaveURL(favoritesUrl(baseURL, 'international', 'en'));
  await expect(page.getByRole('heading', { level: 1, name: T.en.heading })).toBeVisible();
  const main = page.getByRole('main');
  for (const name of [COOLER.name, second, first]) await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: `Add to cart – ${COOLER.name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Taking one out removes its card and hands the focus to the next heart.
  await main.getByRole('button', { name: removeLabel('en', COOLER.name) }).click();
  await expect(main.getByRole('link', { name: COOLER.name, exact: true })).toHaveCount(0);
  await expect(main.getByRole('button', { name: removeLabel('en', second) })).toBeFocused();
  await expect(badge(page)).toHaveText('2');
  await page.reload();
  await expect(main.getByRole('link', { name: second, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: COOLER.name, exact: true })).toHaveCount(0);
});

test('the empty dropdown works by keyboard and closes on Escape, its button and a click outside (Dutch shop, nl)', async ({ page, baseURL }) => {
  await page.goto(home(baseURL, 'nl', 'nl'));
  await ready(page);
  const link = favoritesLink(page, 'nl');
  const dropdown = page.getByRole('region', { name: T.nl.title });
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(dropdown).toBeVisible();
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown).toContainText(T.nl.empty);
  await expect(dropdown).toContainText(T.nl.hint);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  // Its close button, reached by Tab.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dropdown.getByRole('button', { name: T.nl.close })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dropdown).toBeHidden();
  await expect(link).toBeFocused();
  // A click elsewhere.
  await link.click();
  await expect(dropdown).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(dropdown).toBeHidden();
  // The empty favourites page in Dutch.
  await page.goto(favoritesUrl(baseURL, 'nl', 'nl'));
  await expect(page.getByRole('main').getByText(T.nl.empty)).toBeVisible();
});

test('favourites in German on the international shop, and another tab follows (de)', async ({ context, baseURL }) => {
  const page = await context.newPage();
  const other = await context.newPage();
  await page.goto(home(baseURL, 'international', 'de'));
  await other.goto(favoritesUrl(baseURL, 'international', 'de'));
  await ready(page);
  await ready(other);
  await expect(other.getByRole('main').getByText(T.de.empty)).toBeVisible();
  const name = await favouriteCard(page, 'de', 1);
  await expect(other.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  await expect(badge(other)).toHaveText('1');
  await expect(other.getByRole('main').getByRole('button', { name: removeLabel('de', name) })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(other);
});

test('logging in merges the guest favourites into the account and drops the local copy; changes then go to the server (en)', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://localhost:4400').origin;
  await page.goto(home(baseURL, 'international', 'en'));
  await ready(page);
  const first = await favouriteCard(page, 'en', 0);
  const second = await favouriteCard(page, 'en', 0);
  const guestIds = JSON.parse((await localList(page)) ?? '[]') as number[];
  expect(guestIds).toHaveLength(2);

  const token = await logInThroughApi(page, page.request, origin);
  const merged = page.waitForResponse((r) => r.url().endsWith('/api/favorites') && r.request().method() === 'POST');
  await page.reload();
  expect((await merged).status()).toBe(200);
  await expect.poll(() => localList(page)).toBeNull();
  expect((await serverIds(page.request, origin, token)).sort()).toEqual([...guestIds].sort());
  await expect(badge(page)).toHaveText('2');

  // Logged in, a heart goes to the server.
  await page.goto(productUrl(baseURL, 'international', 'en', COOLER.slug));
  await ready(page);
  const toggled = page.waitForResponse((r) => r.url().includes('/api/toggle-favorite/'));
  await page
    .locator('[data-buy-box]')
    .getByRole('button', { name: `Add ${COOLER.name} to favourites` })
    .click();
  expect((await (await toggled).json()) as { favorited: boolean; gtm_event: { event: string } }).toMatchObject({
    favorited: true,
    gtm_event: { event: 'add_to_wishlist' },
  });
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((e) => e.event === 'add_to_wishlist'))).toBe(
    true,
  );
  expect(await serverIds(page.request, origin, token)).toHaveLength(3);
  expect(await localList(page)).toBeNull();

  await page.goto(favoritesUrl(baseURL, 'international', 'en'));
  const main = page.getByRole('main');
  for (const name of [COOLER.name, first, second]) await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(main.getByText(/kept in this browser/)).toHaveCount(0);
});

test('a change the server refuses is put back and the shopper is told (logged in, en)', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://localhost:4400').origin;
  await page.goto(home(baseURL, 'international', 'en'));
  const token = await logInThroughApi(page, page.request, origin);
  await page.reload();
  await ready(page);
  await page.route('**/api/toggle-favorite/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'Failed to update favourites', status: 500 }) }),
  );
  const heart = page.getByRole('main').getByRole('button', { name: T.en.add }).first();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  await heart.click();
  await expect(page.getByRole('status').filter({ hasText: 'Failed to update favourites' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'false');
  await expect(badge(page)).toBeHidden();
  expect(await serverIds(page.request, origin, token)).toEqual([]);
});

test('another tab of the same customer follows a change without a reload (logged in, nl)', async ({ context, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://localhost:4400').origin;
  const page = await context.newPage();
  await page.goto(home(baseURL, 'international', 'nl'));
  await logInThroughApi(page, page.request, origin);
  const other = await context.newPage();
  await page.reload();
  await other.goto(productUrl(baseURL, 'international', 'nl', COOLER.slug));
  await ready(page);
  await ready(other);
  const name = await favouriteCard(page, 'nl', 0);
  await expect(badge(other)).toHaveText('1');
  await other.getByRole('banner').getByRole('link', { name: T.nl.link }).click();
  await expect(other.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
});
