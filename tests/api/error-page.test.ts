/**
 * The error page (docs/errors.md, pages) on the built shop and every engine: a page whose
 * database read throws is answered with the shop's error page in the page's language (500, or
 * 503 with Retry-After when the database is away), never a stack trace and never cached;
 * crawlers get a short plain answer, API paths keep the JSON contract. The faults are thrown by
 * the database handle the shop is given, as a failing query would; the header and footer read
 * their data resiliently, so the error page itself still renders while every query fails. On the
 * embedded engine a browser also looks at the page: wide and narrow, and no serious
 * accessibility violation.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { engines } from '../helpers/engines.ts';
import { withFaults } from '../helpers/faulty-database.ts';
import { startApp } from '../helpers/app-server.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import type { Database } from '#src/server/db/client.ts';
import type { RunningServer } from '../../scripts/server.ts';

// Renders that fail are the subject: no page is answered from the page cache's memory
// (docs/page-cache.md; a kept page would hide the fault, as it should for a shopper).
process.env.PAGE_CACHE_MB = '0';

const SECRET = 'relation "secret_internal_table" does not exist';
const PRODUCT = 'raspberry-pi-5-8gb';

function expectErrorPage(res: Answer, status: number, lang: string): string {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  const html = String(res.body);
  expect(html).toContain(`<html lang="${lang}"`);
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(html).not.toContain('secret_internal_table');
  expect(html).not.toMatch(/\bat \S+ \(|\.mjs:\d+/);
  expect(html).toMatch(/<\/html>$/);
  return html;
}

for (const engine of engines()) {
  describe(`the error page on ${engine.name}`, () => {
    let database: Database;
    let app: RunningServer;
    let fault: Error | null = null;
    let logged: MockInstance;
    const client = (host = 'localhost') => new ShopClient(app.url, host);
    const page = (host: string, path: string, headers: Record<string, string> = {}) => client(host).get(path, { headers: { Accept: 'text/html', ...headers } });

    beforeAll(async () => {
      database = await engine.open();
      app = await startApp(withFaults(database, () => fault));
    });
    afterAll(async () => {
      if (app) await app.stop();
      else await database?.close();
    });
    beforeEach(() => {
      logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      fault = null;
      logged.mockRestore();
    });

    it('shows the error page in the page’s language with status 500, logs the fault and shows none of it', async () => {
      fault = new Error(SECRET);
      const german = expectErrorPage(await page('localhost', `/de/produkte/${PRODUCT}/`), 500, 'de');
      expect(german).toContain('<title>Etwas ist schiefgelaufen | ');
      expect(german).toContain('Verirrt in den Himbeerfeldern</h1>');
      expect(german).toContain('Wir konnten diese Seite nicht anzeigen.');
      expect(german).toMatch(/<a href="\/de\/"[^>]*>Zurück zur Startseite<\/a>/);
      // Breadcrumbs home › error.
      expect(german).toMatch(/<a href="\/de\/"[^>]*>Startseite<\/a>[\s\S]*Fehler/);
      expect(logged.mock.calls.some((args) => String(args[0]).includes(`/de/produkte/${PRODUCT}/ failed`))).toBe(true);

      const dutch = expectErrorPage(await page('nl.localhost', `/product/${PRODUCT}/`), 500, 'nl');
      expect(dutch).toContain('Verdwaald in de frambozenvelden</h1>');
      expect(dutch).toMatch(/<a href="\/"[^>]*>Terug naar home<\/a>/);
      expect(dutch).toContain('data-shop="nl"');

      // A page that answers again once the fault is gone: nothing of the error was kept.
      fault = null;
      expect((await page('localhost', `/product/${PRODUCT}/`)).status).toBe(200);
    });

    it('answers 503 with Retry-After when the database is away, with the same page', async () => {
      fault = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      const res = await page('localhost', `/product/${PRODUCT}/`);
      const html = expectErrorPage(res, 503, 'en');
      expect(res.headers['retry-after']).toBe('5');
      expect(html).toContain('Lost in the raspberry fields</h1>');
    });

    it('gives crawlers a short plain answer, and API calls their JSON contract', async () => {
      fault = new Error(SECRET);
      const bot = await page('localhost', `/product/${PRODUCT}/`, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
      expect(bot.status).toBe(500);
      expect(bot.headers['content-type']).toMatch(/^text\/plain/);
      expect(bot.body).toBe('Server Error');

      const api = await client().get(`/api/products/slug/${PRODUCT}`);
      expect(api.status).toBe(500);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expect(api.body).toMatchObject({ error: true, status: 500, message: expect.any(String) });
      expect(JSON.stringify(api.body)).not.toContain('secret_internal_table');
    });

    it.runIf(engine.name === 'pglite')('reads in a browser, wide and narrow, with no serious accessibility violation', async () => {
      fault = new Error(SECRET);
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
      try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const port = new URL(app.url).port;
        const page = await context.newPage();
        const res = await page.goto(`http://localhost:${port}/de/produkte/${PRODUCT}/`);
        expect(res?.status()).toBe(500);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Verirrt in den Himbeerfeldern');
        const scan = await new AxeBuilder({ page }).analyze();
        expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

        await page.setViewportSize({ width: 375, height: 740 });
        await page.goto(`http://nl.localhost:${port}/product/${PRODUCT}/`);
        expect(await page.getByRole('link', { name: 'Terug naar home' }).isVisible()).toBe(true);
        // Nothing wider than the phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      } finally {
        await browser.close();
      }
    });
  });
}
