/**
 * Demo accounts have published passwords (README): an empty database gets them only where that
 * is safe or asked for. The catalogue, its downloads included, is seeded either way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readConfig, seedsDemoAccounts } from '#src/server/config.ts';
import { openDatabase } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { prepareDatabase } from '../../scripts/prepare-db.ts';
import { TMP_DIR } from '../helpers/template.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('demo accounts at the first start', () => {
  it('are on for the embedded database, off for PostgreSQL, and DEMO_ACCOUNTS decides when set', () => {
    expect(seedsDemoAccounts(readConfig({}))).toBe(true);
    expect(seedsDemoAccounts(readConfig({ DATABASE_URL: 'postgres://shop@db.example/shop' }))).toBe(false);
    expect(seedsDemoAccounts(readConfig({ DATABASE_URL: 'postgres://shop@db.example/shop', DEMO_ACCOUNTS: '1' }))).toBe(true);
    expect(seedsDemoAccounts(readConfig({ DEMO_ACCOUNTS: 'false' }))).toBe(false);
    expect(seedsDemoAccounts(readConfig({ DEMO_ACCOUNTS: '' }))).toBe(true); // empty as unset, as compose files pass it
    expect(() => readConfig({ DEMO_ACCOUNTS: 'yes' })).toThrow(/DEMO_ACCOUNTS/);
  });

  it('leaves customers and orders out when off, and seeds the catalogue with its downloads', async () => {
    const dir = mkdtempSync(join(TMP_DIR, 'seed-'));
    dirs.push(dir);
    await prepareDatabase(readConfig({ DATA_DIR: dir, DEMO_ACCOUNTS: '0' }));
    const database = await openDatabase({ dataDir: dir });
    try {
      const [counts] = await rows<{ customers: number; orders: number; coupons: number; downloads: number; products: number }>(
        database.db,
        sql`
        SELECT (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM orders) AS orders,
          (SELECT count(*)::int FROM coupons WHERE customer_id IS NOT NULL) AS coupons,
          (SELECT count(*)::int FROM product_downloads) AS downloads, (SELECT count(*)::int FROM products) AS products`,
      );
      expect(counts).toMatchObject({ customers: 0, orders: 0, coupons: 0 });
      expect(counts!.downloads).toBeGreaterThan(0);
      expect(counts!.products).toBeGreaterThanOrEqual(250);
    } finally {
      await database.close();
    }
  }, 60_000);
});
