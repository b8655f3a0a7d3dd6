/**
 * Analytics, third parties and the cookie banner (docs/menus-and-shell.md, analytics and consent).
 * The shared test server has no ids set, as a shop has by default: nothing third-party may load
 * and the policy stays as strict as ever. For the configured case this file starts a server of its
 * own with ids (port E2E_PORT + 2; only while this file runs) and answers the third parties'
 * hosts with stand-ins that record what the data layer held when they ran.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations, shopUrl } from './support.ts';

const OWN_HOSTS = new Set(['localhost', 'nl.localhost']);
const thirdParty = (r: Request) => !OWN_HOSTS.has(new URL(r.url()).hostname) && !r.url().startsWith('data:');

test.describe('with no ids set (the default)', () => {
  test('nothing third-party loads, no banner, and the policy names no outside host', async ({ page, baseURL }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      if (thirdParty(r)) outside.push(r.url());
    });
    for (const shop of ['international', 'nl'] as const) {
      const response = await page.goto(shopUrl(baseURL, shop, '/'));
      const policy = response!.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/https?:\/\/|wss:/);
      await page.mouse.move(50, 50);
      await page.mouse.move(200, 120);
      await page.keyboard.press('Shift');
      await page.waitForTimeout(1500);
      await expect(page.locator('#consent-banner')).toHaveCount(0);
      await expect(page.locator('#tracking-config')).toHaveCount(0);
      // No banner to open, so no "Cookie settings" in the footer.
      await expect(page.locator('a[href="#cookie-settings"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? null)).toBeNull();
    }
    expect(outside).toEqual([]);
  });
});

// ---- a server with ids ---------------------------------------------------------------------------

const PORT = Number(process.env.E2E_PORT ?? 4400) + 2;
const TRACKED = {
  ANALYTICS_ID_INTL: 'G-TEST12345',
  ANALYTICS_ID_NL: 'GTM-TEST123',
  WEBWINKELKEUR_ID: '1234',
};
const base = `http://localhost:${PORT}`;
const url = (shop: 'international' | 'nl', path: string) => shopUrl(base, shop, path);

let server: ChildProcess | null = null;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the tracked test server did not start on port ${PORT}`);
}

/** What a stand-in tag records: the data layer as it found it, `arguments` entries as arrays. */
const STAND_IN = `window.__tagSaw = (window.dataLayer || []).map(function (e) { return e && typeof e === 'object' && 'length' in e && !Array.isArray(e) ? Array.prototype.slice.call(e) : e; });`;

async function recordThirdParties(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/(www\.googletagmanager\.com|dashboard\.webwinkelkeur\.nl|client\.crisp\.chat)\//, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN });
  });
  return asked;
}

type Seen = [string, string, Record<string, string>] | Record<string, unknown>;
const tagSaw = (page: Page) => page.evaluate(() => (window as Window & { __tagSaw?: unknown[] }).__tagSaw ?? null) as Promise<Seen[] | null>;
const consentUpdates = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((e) => Array.prototype.slice.call(e) as unknown[])
      .filter((e) => e[0] === 'consent' && e[1] === 'update')
      .map((e) => e[2]),
  );

test.describe('with ids set', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = spawn(process.execPath, ['tests/helpers/serve.ts', '--port', String(PORT)], {
      env: { ...process.env, ...TRACKED },
      stdio: 'ignore',
    });
    await waitForHealth(Date.now() + 200_000);
  });

  test.afterAll(async () => {
    if (!server) return;
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  });

  test('consent defaults come first; the tag loads only after the first mouse move', async ({ page }) => {
    const asked = await recordThirdParties(page);
    const response = await page.goto(url('international', '/'));
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('https://*.googletagmanager.com');
    expect(policy).not.toContain('webwinkelkeur');
    await page.waitForTimeout(1500);
    expect(asked, 'nothing before the visitor moves').toEqual([]);
    await page.mouse.move(120, 140);
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    await expect.poll(() => tagSaw(page)).not.toBeNull();
    const seen = (await tagSaw(page))!;
    expect(seen[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ]);
    expect(seen.slice(1)).toEqual(expect.arrayContaining([['config', 'G-TEST12345']]));
  });

  test('the English banner is accessible, and "Accept all" grants advertising and is remembered', async ({ page }) => {
    await recordThirdParties(page);
    await page.goto(url('international', '/'));
    const banner = page.getByRole('region', { name: 'Cookie choice' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '#cookie-settings');
    await expectNoSeriousA11yViolations(page);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Your cookie choice has been saved.' })).toHaveCount(1);
    expect(await consentUpdates(page)).toEqual([
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ]);
    await page.reload();
    await expect(banner).toBeHidden();
    // The stored choice is told to the tag before it loads, right after the defaults.
    expect(await consentUpdates(page)).toEqual([
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ]);
  });

  test('the Dutch banner works by keyboard; "Alleen noodzakelijk" denies analytics and keeps the tag away', async ({ page }) => {
    const asked = await recordThirdParties(page);
    await page.goto(url('nl', '/'));
    const banner = page.getByRole('region', { name: 'Cookiekeuze' });
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The review sidebar of the Dutch shop, a second after the page's scripts ran.
    await expect.poll(() => asked.filter((u) => u.startsWith('https://dashboard.webwinkelkeur.nl/sidebar.js')).length, { timeout: 5000 }).toBe(1);
    const reject = banner.getByRole('button', { name: 'Alleen noodzakelijk' });
    await reject.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await consentUpdates(page)).toEqual([{ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);

    // On the next page the refusal holds before any tag: none loads, whatever the visitor does.
    asked.length = 0;
    await page.goto(url('nl', '/veelgestelde-vragen/'));
    await expect(banner).toBeHidden();
    await page.mouse.move(100, 100);
    await page.keyboard.press('Shift');
    await page.waitForTimeout(2000);
    expect(asked.filter((u) => u.includes('googletagmanager'))).toEqual([]);

    // The footer's "Cookie settings" opens the banner again.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-instellingen' }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Alles accepteren' })).toBeFocused();
  });

  test('the shop’s own e-commerce events still reach the data layer, after the consent defaults', async ({ page }) => {
    await recordThirdParties(page);
    await page.goto(url('international', '/product/raspberry-pi-5-active-cooler/'));
    await page.locator('[data-buy-box]').getByRole('button', { name: 'Add to cart' }).click();
    const layer = () =>
      page.evaluate(() =>
        ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
          Array.isArray(e) || !(e && typeof e === 'object' && 'length' in e) ? e : Array.prototype.slice.call(e),
        ),
      );
    await expect.poll(async () => (await layer()).some((e) => (e as { event?: string } | null)?.event === 'add_to_cart')).toBe(true);
    expect((await layer())[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ]);
  });
});
