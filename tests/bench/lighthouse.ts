/**
 * Lighthouse scores of the shop's main pages in both shops (international on localhost, Dutch on
 * nl.localhost): performance, accessibility, best practices and SEO, with Lighthouse's default
 * mobile settings (simulated throttling: slow 4G, 4× CPU slowdown, a 412 px wide phone). Prints
 * the four scores per page and, for every category under 100, the audits that cost points (id,
 * title, displayed value). Targets and the rules behind them: docs/performance.md.
 *
 * Pages: home, a category, a product, search results (the home page with `?query=`), a blog post,
 * the cart and the first checkout step, the last two with a product in the cart (added from its
 * page in the same browser profile). Figures depend on the machine (performance most of all: the
 * CPU time of the page's scripts is measured here, then scaled), so compare runs on one machine.
 *
 * Usage: npm run bench:lighthouse [-- --port 4450 --shop nl --only home,cart --runs 1]
 * Serves the built shop (run `npm run build` first) on a fresh embedded database. Full reports
 * (JSON) are written to tests/.tmp/lighthouse/. CHROMIUM_PATH names the browser (default
 * /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitForHealth } from './support.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4450' },
    shop: { type: 'string' },
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
  },
});
const port = Number(values.port);
const runs = Math.max(1, Number(values.runs));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const SHORT: Record<(typeof CATEGORIES)[number], string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };

type Shop = { name: string; host: string; pages: Record<string, string>; product: string };
const SHOPS: Shop[] = [
  {
    name: 'international',
    host: 'localhost',
    product: '/product/raspberry-pi-5-active-cooler/',
    pages: {
      home: '/',
      category: '/raspberry-pi/',
      product: '/product/raspberry-pi-5-starter-kit-build-your-own/',
      search: '/?query=raspberry%20pi%205',
      blog: '/blog/getting-started-with-the-raspberry-pi-5/',
      cart: '/cart/',
      checkout: '/checkout/information/',
    },
  },
  {
    name: 'nl',
    host: 'nl.localhost',
    product: '/product/raspberry-pi-5-active-cooler/',
    pages: {
      home: '/',
      category: '/raspberry-pi/',
      product: '/product/raspberry-pi-5-starterkit-stel-zelf-samen/',
      search: '/?query=raspberry%20pi%205',
      blog: '/blog/aan-de-slag-met-de-raspberry-pi-5/',
      cart: '/winkelwagen/',
      checkout: '/afrekenen/informatie/',
    },
  },
];
/** Pages that need a product in the cart; they run last, without Lighthouse's storage reset. */
const WITH_CART = new Set(['cart', 'checkout']);

type Failing = { id: string; title: string; displayValue?: string; score: number | null };
type Row = {
  shop: string;
  page: string;
  url: string;
  finalUrl: string;
  scores: Record<string, number>;
  /** Performance of each run, in order (the other categories do not move between runs). */
  perfRuns: number[];
  failing: Record<string, Failing[]>;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The audits that keep a category under 100: weighted ones under full marks, and failing diagnostics. */
function failingAudits(lhr: Lhr, category: string): Failing[] {
  const out: Failing[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'notApplicable') continue;
    // In performance, diagnostics without weight only explain the metrics: show those that fail.
    if (ref.weight === 0 && audit.score >= 0.9) continue;
    out.push({ id: audit.id, title: audit.title, displayValue: audit.displayValue, score: audit.score });
  }
  return out;
}

const outDir = join('tests', '.tmp', 'lighthouse');
mkdirSync(outDir, { recursive: true });
const server = spawn(process.execPath, ['tests/helpers/serve.ts', '--port', String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForHealth(port);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-component-update', '--disable-sync'],
  });
  const rows: Row[] = [];
  let version = '';
  const only = values.only?.split(',');
  for (const shop of SHOPS.filter((s) => !values.shop || s.name === values.shop)) {
    const origin = `http://${shop.host}:${port}`;
    const names = Object.keys(shop.pages).filter((name) => !only || only.includes(name));
    // Pages without a cart first (Lighthouse clears the origin's storage, cookies included, before each).
    const ordered = [...names.filter((n) => !WITH_CART.has(n)), ...names.filter((n) => WITH_CART.has(n))];
    await warm(shop.host, Object.values(shop.pages));
    let cartFilled = false;
    for (const name of ordered) {
      const withCart = WITH_CART.has(name);
      if (withCart && !cartFilled) {
        await fillCart(chrome.port, origin + shop.product);
        cartFilled = true;
      }
      const url = origin + shop.pages[name]!;
      const scores: Record<string, number[]> = {};
      let last: Lhr | undefined;
      for (let run = 0; run < runs; run++) {
        const result = await audit(chrome.port, url, withCart);
        last = result.lhr;
        for (const c of CATEGORIES) (scores[c] ??= []).push(Math.round((last.categories[c]?.score ?? 0) * 100));
        writeFileSync(join(outDir, `${shop.name}-${name}.json`), result.report as string);
      }
      // The median of the runs (performance varies from run to run; the rest should not).
      const median = Object.fromEntries(CATEGORIES.map((c) => [c, [...scores[c]!].sort((a, b) => a - b)[Math.floor(runs / 2)]!]));
      const failing = Object.fromEntries(CATEGORIES.filter((c) => median[c]! < 100).map((c) => [c, failingAudits(last!, c)]));
      const row = { shop: shop.name, page: name, url, finalUrl: last!.finalDisplayedUrl, scores: median, perfRuns: scores.performance!, failing };
      rows.push(row);
      version = last!.lighthouseVersion;
      console.error(`[lighthouse] ${shop.name} ${name}: ${CATEGORIES.map((c) => `${SHORT[c]} ${median[c]}`).join(' ')} (${last!.finalDisplayedUrl})`);
    }
  }

  // The machine's load: performance scales the page's measured work, so a busy machine scores lower.
  console.log(
    `\nLighthouse ${version}, mobile, default throttling (Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, ${runs} run(s), median; load average ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(`${'shop'.padEnd(14)} ${'page'.padEnd(9)} ${CATEGORIES.map((c) => SHORT[c].padStart(5)).join(' ')}  url`);
  for (const r of rows) {
    const runsNote = runs > 1 ? `  (perf runs ${r.perfRuns.join('/')})` : '';
    console.log(`${r.shop.padEnd(14)} ${r.page.padEnd(9)} ${CATEGORIES.map((c) => String(r.scores[c]).padStart(5)).join(' ')}  ${r.finalUrl}${runsNote}`);
  }
  const under = rows.filter((r) => Object.keys(r.failing).length > 0);
  if (under.length) console.log('\nunder 100:');
  for (const r of under) {
    for (const [category, audits] of Object.entries(r.failing)) {
      console.log(`${r.shop} ${r.page} ${category} ${r.scores[category]}:`);
      for (const a of audits) console.log(`  ${a.id} — ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${a.score !== null ? ` [${a.score}]` : ''}`);
    }
  }
} finally {
  if (chrome) chrome.kill();
  server.kill('SIGTERM');
}

/**
 * Asks for each page a few times before measuring, as a running shop would have been asked
 * already: the first answers of a fresh process pay for its JIT and empty caches, which is no
 * figure of the page.
 */
async function warm(host: string, paths: string[]): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const path of paths) {
      await new Promise<void>((done, fail) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, 'accept-encoding': 'br, gzip' } }, (res) => {
          res.resume();
          res.on('end', done);
        });
        req.on('error', fail);
        req.end();
      });
    }
  }
}

/** One Lighthouse run; a run whose trace failed (it happens now and then) is tried again, twice at most. */
async function audit(debuggingPort: number, url: string, keepStorage: boolean) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    console.error(`[lighthouse] ${url}: ${error.code}, trying again`);
  }
}

/** Puts a product in the cart of the browser profile Lighthouse uses, from the product's page. */
async function fillCart(debuggingPort: number, productUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    // Not 'networkidle': in the browser Lighthouse has used, the Dutch shop's first-visit request
    // can stay pending past the wait, so the page never counts as idle.
    await page.goto(productUrl, { waitUntil: 'load' });
    // The Dutch shop asks a first visitor for language and country in a modal; Escape answers it.
    const firstVisit = page.locator('dialog[data-first-visit][open]');
    await firstVisit.waitFor({ timeout: 3_000 }).then(
      () => page.keyboard.press('Escape'),
      () => undefined,
    );
    // A click before the page's script listens adds nothing: click again until the call is made.
    for (let attempt = 1; ; attempt++) {
      const added = page.waitForResponse((r) => r.url().includes('/api/cart/add-to-cart/') && r.request().method() === 'POST', { timeout: 5_000 });
      await page.locator('[data-buy-box] [data-add-to-cart]').first().click();
      const answer = await added.catch((err: unknown) => (attempt < 3 ? null : Promise.reject(err)));
      if (!answer) continue;
      if (answer.status() !== 200) throw new Error(`adding to the cart answered ${answer.status()}`);
      break;
    }
    await page.close();
  } finally {
    // Leaves the browser running: a connection over CDP only detaches.
    await browser.close();
  }
}
