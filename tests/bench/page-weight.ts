/**
 * JavaScript weight of the shop's pages, as a shopper's browser downloads it: the gzip size of
 * every script a page loads before any interaction, and again once every island on it is awake
 * (search overlay opened, cart drawer opened, forms live). Budgets in docs/adr/0008-react-islands.md:
 * at most 15 KB before interaction, at most 110 KB with every island awake
 * (tests/helpers/page-weight.ts, shared with tests/e2e/page-weight.spec.ts, which holds them).
 *
 * Usage: npm run bench:weight [-- --port 4450]
 * Serves the built shop (run `npm run build` first) on a fresh embedded database.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { waitForHealth } from './support.ts';
import { BUDGET, KB, scriptCounter } from '../helpers/page-weight.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4450' } } });
const port = Number(values.port);
const base = `http://localhost:${port}`;
type Weight = { page: string; before: number; awake: number; scripts: number };

/** Opens what the page's header offers: the search overlay and the cart drawer. */
async function wakeShell(page: Page): Promise<void> {
  const search = page.locator('header').getByRole('searchbox');
  if (await search.count()) {
    await search.first().click();
    await page.getByRole('dialog').first().waitFor();
    await page.keyboard.press('Escape');
  }
  const cart = page.locator('header [data-cart-open]:visible');
  if (await cart.count()) {
    await cart.first().click();
    await page.locator('#cart-drawer-title').waitFor();
    await page.keyboard.press('Escape');
  }
}

async function measure(page: Page, name: string, path: string, wake: (page: Page) => Promise<void>): Promise<Weight> {
  const loaded = scriptCounter(page);
  const response = await page.goto(base + path, { waitUntil: 'networkidle' });
  console.error(`[weight] ${name}: ${page.url()}`);
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()} at ${page.url()}`);
  const before = await loaded();
  await wake(page);
  await page.waitForLoadState('networkidle');
  const awake = await loaded();
  return { page: name, before: before.bytes, awake: awake.bytes, scripts: awake.count };
}

async function logIn(page: Page): Promise<void> {
  // A page of the shop (a static file is served with a CSP that allows no script to fetch).
  await page.goto(`${base}/cart/`);
  const answer = await page.evaluate(async () => {
    await fetch('/sanctum/csrf-cookie');
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const res = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify({ email: 'demo@framboos.example', password: 'frambozen-taart-2026', remember: true }),
    });
    return (await res.json()) as { token: string; user: unknown };
  });
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', user);
    },
    [answer.token, JSON.stringify(answer.user)] as const,
  );
}

const server = spawn(process.execPath, ['tests/helpers/serve.ts', '--port', String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitForHealth(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const weights: Weight[] = [];
  const fresh = async () => (await browser.newContext()).newPage();
  weights.push(await measure(await fresh(), 'home', '/', wakeShell));
  weights.push(await measure(await fresh(), 'category', '/raspberry-pi/', wakeShell));
  weights.push(await measure(await fresh(), 'product', '/product/raspberry-pi-5-starter-kit-build-your-own/', wakeShell));
  weights.push(
    await measure(await fresh(), 'project', '/project/weather-station-with-a-bme280/', async (page) => {
      await wakeShell(page);
      // "Add all parts to cart" wakes on the first touch of its button.
      await page.getByRole('button', { name: 'Add all parts to cart' }).focus();
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr][component-url*="AddAllToCart"]'));
    }),
  );
  weights.push(
    await measure(await fresh(), 'cart', '/cart/', async (page) => {
      await wakeShell(page);
      // The cart page's own island wakes on the first touch of the page's cart.
      await page.locator('[data-cart-page] a, [data-cart-page] button').first().focus();
      // Astro drops an island's `ssr` mark once it has hydrated.
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr] [data-cart-page]'));
    }),
  );
  weights.push(
    await measure(await fresh(), 'contact', '/contact/', async (page) => {
      await wakeShell(page);
      // The contact form wakes on its first touch (docs/contact.md, the form).
      await page.getByRole('textbox', { name: 'Name' }).focus();
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr] form'));
    }),
  );
  const account = await fresh();
  await logIn(account);
  weights.push(await measure(account, 'account', '/account/information/', wakeShell));
  await browser.close();

  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  console.log('\npage       before interaction   every island awake   scripts');
  for (const w of weights) console.log(`${w.page.padEnd(10)} ${kb(w.before).padStart(18)} ${kb(w.awake).padStart(20)} ${String(w.scripts).padStart(9)}`);
  console.log(`budgets    ${kb(BUDGET.beforeInteraction).padStart(18)} ${kb(BUDGET.allAwake).padStart(20)}`);
} finally {
  server.kill('SIGTERM');
}
