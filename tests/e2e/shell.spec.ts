/**
 * The shell's header and footer behaviours (docs/menus-and-shell.md): the header shrinking on
 * scroll and, at 980 px or narrower, hiding on the way down and coming back on the way up, with
 * nothing moving under a pointer on it and no layout shift; the offers bar fetched in the browser
 * only wider than 980 px, its failures and back-off; the shop rating's tooltip (2 s, on the page's
 * clock) and hover box; the reload after a deployment removed a page's scripts. Both shops, and
 * the languages where texts differ.
 */
import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, shopUrl } from './support.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const THROTTLE_MS = 150;

/** Adds up the page's layout shifts from its first paint (window.__cls). */
const CLS_PROBE = `window.__cls = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });`;
const layoutShift = (page: Page) => page.evaluate(() => (window as Window & { __cls?: number }).__cls ?? -1);

/** Stops the page's clock (installed before the page loaded), so its timers move only by runFor. */
const pauseClock = (page: Page) => page.clock.pauseAt(new Date(Date.now() + 60_000));

/** Scrolls to `y` and lets the header's throttled handler run (the page's clock is paused). */
async function scrollPage(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (to) =>
      new Promise<void>((done) => {
        addEventListener('scroll', () => done(), { once: true });
        scrollTo(0, to);
      }),
    y,
  );
  await page.clock.runFor(THROTTLE_MS + 10);
}

/**
 * The accessibility scan while the page's clock is paused: axe waits on timers, so the clock is
 * moved on in 1 ms steps meanwhile (far less than a state with a timer, such as the tooltip, lasts).
 */
async function scanWhilePaused(page: Page): Promise<void> {
  let scanning = true;
  const ticking = (async () => {
    while (scanning) await page.clock.runFor(1);
  })();
  try {
    await expectNoSeriousA11yViolations(page);
  } finally {
    scanning = false;
    await ticking;
  }
}

const header = (page: Page) => page.getByRole('banner');
const logo = (page: Page) => header(page).getByRole('link', { name: /Framboos Elektronica/ });
const offerRequests = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/offer-bars/random/')) asked.push(new URL(r.url()).pathname);
  });
  return asked;
};

test.describe('wide screens', () => {
  test.use({ viewport: DESKTOP });

  test('the offers bar arrives without moving the page; the header shrinks past 87 px and never hides; the hover box', async ({ page, baseURL }) => {
    await page.clock.install();
    await page.addInitScript(CLS_PROBE);
    const asked = offerRequests(page);
    await page.goto(shopUrl(baseURL, 'international', '/'));
    const offer = header(page).locator('[data-offers-bar].is-ready a[href]');
    await expect(offer).toBeVisible();
    expect(asked).toEqual(['/api/offer-bars/random/en']);
    const offerUrl = await offer.getAttribute('href');
    expect(['/shipping/', '/raspberry-pi-5/']).toContain(offerUrl);

    // The hover box: average, total, the review site; Escape dismisses it.
    const rating = header(page).getByRole('link', { name: 'Customers rate us 9.3 / 10' });
    await rating.hover();
    await expect(header(page).getByText('Average of 5,588 reviews')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'All reviews on the review site' })).toHaveAttribute(
      'href',
      'https://www.kiyoh.com/reviews/framboos-elektronica',
    );
    await expect(header(page).getByRole('img', { name: '9.3 out of 10' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(header(page).getByText('Average of 5,588 reviews')).toBeHidden();

    // The pointer on the page, not on the header (which would hold the header as it is).
    await page.mouse.move(640, 600);
    await pauseClock(page);
    await expect(header(page)).not.toHaveClass(/is-shrunk/);
    await scrollPage(page, 80);
    await expect(header(page)).not.toHaveClass(/is-shrunk/);
    await scrollPage(page, 100);
    await expect(header(page)).toHaveClass(/is-shrunk/);
    await expect(logo(page)).toBeInViewport();
    await scrollPage(page, 900);
    await scrollPage(page, 1200);
    await expect(header(page)).not.toHaveClass(/is-hidden/);
    await expect(logo(page)).toBeInViewport();

    // With the pointer on the header, scrolling back above the threshold changes nothing under it.
    await rating.hover();
    await scrollPage(page, 20);
    await expect(header(page)).toHaveClass(/is-shrunk/);
    await page.mouse.move(640, 600);
    await scrollPage(page, 10);
    await expect(header(page)).not.toHaveClass(/is-shrunk/);
    expect(await layoutShift(page)).toBe(0);

    await offer.click();
    await expect(page).toHaveURL(shopUrl(baseURL, 'international', offerUrl!));
  });

  test('the Dutch shop: its offer and hover box in Dutch; at 980 px no offers bar and no call', async ({ page, baseURL }) => {
    const asked = offerRequests(page);
    await page.goto(shopUrl(baseURL, 'nl', '/'));
    await expect(header(page).locator('[data-offers-bar].is-ready a[href]')).toHaveAttribute('href', /^\/(verzending|raspberry-pi-5)\/$/);
    expect(asked).toEqual(['/api/offer-bars/random/nl']);
    await header(page).getByRole('link', { name: 'Klanten geven ons een 9,3 / 10' }).hover();
    await expect(header(page).getByText('Gemiddelde van 5.588 beoordelingen')).toBeVisible();

    asked.length = 0;
    await page.setViewportSize({ width: 980, height: 800 });
    await page.goto(shopUrl(baseURL, 'nl', '/'));
    await page.waitForLoadState('networkidle');
    await expect(header(page).locator('[data-offers-bar]')).toBeHidden();
    expect(asked).toEqual([]);
  });

  test('a failing offers call leaves the bar empty in its room; after 3 failures no call for a while', async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && m.text().startsWith('[offers]') && errors.push(m.text()));
    const asked = offerRequests(page);
    await page.route('**/api/offer-bars/random/*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":true,"status":503,"message":"x"}' }),
    );
    for (let load = 1; load <= 3; load++) {
      await page.goto(shopUrl(baseURL, 'international', '/de/'));
      await expect.poll(() => errors.length).toBe(load);
      expect(asked).toHaveLength(2 * load);
    }
    const bar = header(page).locator('[data-offers-bar]');
    expect((await bar.boundingBox())?.height).toBe(32);
    await expect(bar.getByRole('link')).toHaveCount(0);
    expect(errors.at(-1)).toContain('paused for 5 minutes');
    await page.goto(shopUrl(baseURL, 'international', '/de/faq/'));
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(6);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: PHONE });

  test('the header hides on the way down and comes back on the way up; the rating tooltip closes after 2 s', async ({ page, baseURL }) => {
    await page.clock.install();
    await page.addInitScript(CLS_PROBE);
    const asked = offerRequests(page);
    await page.goto(shopUrl(baseURL, 'nl', '/'));
    await pauseClock(page);
    await expect(header(page).locator('[data-offers-bar]')).toBeHidden();

    const tip = header(page).getByRole('status').filter({ hasText: '9,3 / 10 uit 5.588 beoordelingen' });
    const ratingButton = header(page).getByRole('button', { name: 'Klanten geven ons een 9,3 / 10' });
    await ratingButton.click();
    await expect(tip).toBeVisible();
    await page.clock.runFor(1900);
    await expect(tip).toBeVisible();
    await page.clock.runFor(150);
    await expect(tip).toHaveCount(0);
    await ratingButton.click();
    await scanWhilePaused(page);
    await expect(tip).toBeVisible();
    await ratingButton.click();
    await expect(tip).toHaveCount(0);

    await page.mouse.move(200, 600);
    await scrollPage(page, 30);
    await expect(header(page)).not.toHaveClass(/is-shrunk|is-hidden/);
    await scrollPage(page, 400);
    await expect(header(page)).toHaveClass(/is-hidden/);
    await expect(logo(page)).not.toBeInViewport();
    await scrollPage(page, 700);
    await expect(header(page)).toHaveClass(/is-hidden/);
    await scrollPage(page, 600);
    await expect(header(page)).not.toHaveClass(/is-hidden/);
    await expect(logo(page)).toBeInViewport();
    await expect(header(page)).toHaveClass(/is-shrunk/);
    expect(await layoutShift(page)).toBe(0);
    expect(asked).toEqual([]);
  });

  test('the menu, the logo and the header icons share one row above the search field', async ({ page, baseURL }) => {
    for (const [shop, path] of [
      ['nl', '/'],
      ['international', '/de/'],
    ] as const) {
      await page.goto(shopUrl(baseURL, shop, path));
      const middle = async (selector: string) => {
        const box = (await header(page).locator(`${selector}:visible`).first().boundingBox())!;
        return box.y + box.height / 2;
      };
      const row = await middle('.header-logo');
      for (const selector of [
        'details[data-mobile-menu] > summary',
        '[data-rating-tip]',
        '[data-favorites-link]',
        '[data-account-toggle]',
        '[data-cart-open]',
      ]) {
        expect(Math.abs((await middle(selector)) - row), `${shop}: ${selector} on the logo's row`).toBeLessThan(4);
      }
      expect(await middle('input[type="search"], [role="searchbox"]')).toBeGreaterThan(row + 20);
    }
  });

  test('German on the international shop: the tooltip, and the cart page shrinking past 37 px', async ({ page, baseURL }) => {
    await page.clock.install();
    await page.goto(shopUrl(baseURL, 'international', '/de/'));
    await pauseClock(page);
    await header(page).getByRole('button', { name: 'Unsere Kunden bewerten uns mit 9,3 / 10' }).click();
    await expect(header(page).getByRole('status').filter({ hasText: '9,3 / 10 aus 5.588 Bewertungen' })).toBeVisible();

    await page.goto(shopUrl(baseURL, 'international', '/de/warenkorb/'));
    await pauseClock(page);
    await page.mouse.move(200, 600);
    await scrollPage(page, 30);
    await expect(header(page)).not.toHaveClass(/is-shrunk/);
    await scrollPage(page, 40);
    await expect(header(page)).toHaveClass(/is-shrunk/);
  });
});

test.describe('after a deployment', () => {
  test('a page whose scripts are gone reloads once, not in a loop; an island that cannot load does too', async ({ page, baseURL }) => {
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++;
    });
    let missing = 0;
    await page.route(/\/_astro\/shell\.[^/]+\.js$/, (route) => {
      missing++;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.goto(shopUrl(baseURL, 'international', '/faq/'));
    await expect.poll(() => missing).toBe(2);
    await page.waitForLoadState('load');
    // The reload would follow the failed script at once; a moment more shows there is none.
    await page.waitForTimeout(500);
    expect(documents).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.unrouteAll();
    documents = 0;
    await page.route(/\/_astro\/SearchIsland\.[^/]+\.js/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(shopUrl(baseURL, 'international', '/projects/'));
    await header(page).getByRole('searchbox').click();
    await expect.poll(() => documents, { timeout: 10_000 }).toBe(2);
  });
});
