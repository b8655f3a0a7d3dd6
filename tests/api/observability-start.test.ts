/**
 * The observability settings as `npm start` reads them (docs/observability.md): METRICS_TOKEN
 * turns /metrics on, LOG_REQUESTS writes JSON access lines to stdout beside the human `[start]`
 * lines, and a token too short stops the start with one line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { removeSeededCopy, seededDataDir, startShopProcess, type ShopProcess } from '../helpers/shop-process.ts';

const TOKEN = 'start-metrics-token-0123456789abcdef';
const dirs: string[] = [];
const shops: ShopProcess[] = [];
let dir: string;
beforeAll(async () => {
  dirs.push((dir = await seededDataDir('observability')));
});
afterAll(async () => {
  await Promise.all(shops.map((s) => s.stop()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  removeSeededCopy();
});

describe('npm start with the observability settings', { timeout: 120_000 }, () => {
  it('serves /metrics to the token and logs one JSON line per request', async () => {
    const shop = startShopProcess(dir, { METRICS_TOKEN: TOKEN, LOG_REQUESTS: '1' });
    shops.push(shop);
    const outcome = await shop.outcome;
    expect(outcome.serving, shop.stderr()).toBe(true);
    if (!outcome.serving) return;

    const page = await fetch(`${outcome.url}/favicon.svg?v=secret-value`);
    expect(page.status).toBe(200);
    const id = page.headers.get('x-request-id')!;
    const scraped = await fetch(`${outcome.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/^http_requests_total\{kind="static",method="GET",code="200"\} 1$/m);
    expect((await fetch(`${outcome.url}/metrics`, { redirect: 'manual' })).status).not.toBe(200);

    await expect.poll(() => shop.stdout()).toContain(id);
    const lines = shop.stdout().trim().split('\n');
    // The human lines stay as they were; every other line is one JSON object.
    expect(lines.filter((l) => l.startsWith('[start] '))).toHaveLength(2);
    const entries = lines.filter((l) => !l.startsWith('[start] ')).map((l) => JSON.parse(l));
    expect(entries.find((e) => e.id === id)).toMatchObject({ msg: 'request', path: '/favicon.svg', query: ['v'], status: 200, kind: 'static' });
    expect(shop.stdout()).not.toContain('secret-value');
  });

  it('stops at once, naming the setting, when the token is too short', async () => {
    const shop = startShopProcess(dir, { METRICS_TOKEN: 'short' });
    shops.push(shop);
    const outcome = await shop.outcome;
    expect(outcome.serving).toBe(false);
    if (outcome.serving) return;
    expect(outcome.code, JSON.stringify(outcome)).not.toBe(0);
    expect(outcome.stderr).toMatch(/^\[start\] .*METRICS_TOKEN: must be at least 32 characters/);
  });
});
