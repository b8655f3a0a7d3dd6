/**
 * What a page weighs as a shopper's browser gets it, shared by the weight benchmark
 * (tests/bench/page-weight.ts, which prints figures) and the browser test that holds the budgets
 * (tests/e2e/page-weight.spec.ts). Budgets: docs/adr/0008-react-islands.md (JavaScript) and
 * docs/menus-and-shell.md, page weight (HTML).
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export const KB = 1024;

export const BUDGET = {
  /** gzip, every script a page loads before any interaction. */
  beforeInteraction: 15 * KB,
  /** gzip, every script once every island on the page is awake. */
  allAwake: 110 * KB,
  /** Uncompressed HTML of a catalogue page (home, category, product). */
  html: 60 * KB,
} as const;

/**
 * Starts counting the scripts a page loads (call before `goto`); the returned function sums the
 * gzip size of each distinct script loaded so far. `WEIGHT_LIST=1` lists them on stderr.
 */
export function scriptCounter(page: Page): () => Promise<{ bytes: number; count: number }> {
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  return async () => {
    const sizes = await Promise.all(bodies.values());
    if (process.env.WEIGHT_LIST) [...bodies.keys()].forEach((url, i) => console.error(`  ${sizes[i]} ${url.replace(/^https?:\/\/[^/]+/, '')}`));
    return { bytes: sizes.reduce((a, b) => a + b, 0), count: sizes.length };
  };
}
