/**
 * Shared set-up of the cart API tests (not a test file itself): the built shop served on one
 * engine's seeded database, the catalogue facts the tests need looked up by SKU (never by
 * numeric id), a cookie-keeping client per cart, and checks every cart answer must pass.
 *
 * On PostgreSQL the database is shared by every test file of the run, so each test uses its
 * own fresh client (fresh cookies = its own cart) and never changes catalogue or coupon rows.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { startApp } from '../helpers/app-server.ts';
import type { Engine } from '../helpers/engines.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import { rows } from '#src/server/db/query.ts';
import type { Database, Db } from '#src/server/db/client.ts';
import type { RunningServer } from '../../scripts/server.ts';
import type { CartItemJson, CartJson } from '#src/lib/cart/types.ts';

/** The products the cart tests use, by role. */
export const SKU = {
  /** Raspberry Pi 5 8GB: triggers the cooler bump; the BYO kit's default Pi. */
  pi8: 'RPI5-8GB',
  pi2: 'RPI5-2GB',
  /** Out of stock (stock 0); triggers the inactive power-supply bump. */
  pi16: 'RPI5-16GB',
  /** Offered as a bump with the 8GB Pi; also a part of the BYO kit's extras step. */
  cooler: 'RPI5-COOLER',
  /** Offered as a bump without trigger (a variant of the jumper-wire master). */
  jumpers: 'JOY-JMP-MM40-20',
  /** A cheap part (2.44 excl.) whose VAT per unit rounds (2.95 incl. 21 %). */
  sonar: 'JOY-HC-SR04',
  /** Small stock (3). */
  hdmi3m: 'GB-HDMI-3M',
  /** Small stock (7); the BYO kit's default storage, so it limits that kit to 7. */
  sd32: 'RPI-SD-32G-OS',
  sd64: 'RPI-SD-64G',
  unoR3: 'ARD-UNO-R3',
  /** A master product with variants: cannot be added itself. */
  hdmiMaster: 'RPI-MHDMI',
  camera: 'RPI-CAM3',
  hdmi1mWhite: 'RPI-MHDMI-1M-WH',
  hdmi2mBlack: 'RPI-MHDMI-2M-BK',
  psuWhite: 'RPI-PSU27W-WH',
  psuBlack: 'RPI-PSU27W-BK',
  caseRedWhite: 'RPI5-CASE-RW',
  caseBlackGrey: 'RPI5-CASE-BG',
  /** Out of stock case of the BYO kit. */
  pibow: 'PIM-PIBOW5-BK',
  byoKit: 'KIT-RPI5-BYO',
  robotKit: 'KIT-ARD-ROBOTCAR',
  weatherKit: 'KIT-WEATHER',
  unoWifi: 'ARD-UNO-R4-WIFI',
  motors: 'DFR-TT-MOTOR-2',
  driver: 'JOY-L298N',
  battery4aa: 'JOY-BATT-HOLDER-4AA',
  sonarP: 'JOY-HC-SR04P',
  zero2: 'RPI-ZERO2WH',
  bme280: 'ADA-BME280',
  wiresFF: 'JOY-JMP-FF40-20',
} as const;

export type Role = keyof typeof SKU;
export type Product = { id: number; sku: string; priceCents: number; stock: number };

export type Catalogue = {
  product: Record<Role, Product>;
  /** Order bump ids by the SKU of the product they offer. */
  bump: { cooler: number; jumpers: number; inactivePsu: number };
  /** Coupon ids by code. */
  coupon: Record<string, number>;
};

async function loadCatalogue(db: Db): Promise<Catalogue> {
  const skus = Object.values(SKU);
  const found = await rows<{ id: number; sku: string; price_cents: number; stock: number }>(
    db,
    sql`
    SELECT id, sku, price_cents, stock FROM products WHERE sku IN (${sql.join(
      skus.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  );
  const bySku = new Map(found.map((r) => [r.sku, { id: r.id, sku: r.sku, priceCents: r.price_cents, stock: r.stock }]));
  const product = Object.fromEntries(
    Object.entries(SKU).map(([role, sku]) => {
      const p = bySku.get(sku);
      if (!p) throw new Error(`seeded product ${sku} is missing`);
      return [role, p];
    }),
  ) as Record<Role, Product>;
  const bumps = await rows<{ id: number; sku: string; is_active: boolean }>(
    db,
    sql`
    SELECT b.id, p.sku, b.is_active FROM order_bumps b JOIN products p ON p.id = b.product_id`,
  );
  const bumpOf = (sku: string, active: boolean) => {
    const b = bumps.find((r) => r.sku === sku && r.is_active === active);
    if (!b) throw new Error(`seeded order bump for ${sku} is missing`);
    return b.id;
  };
  const coupons = await rows<{ id: number; code: string }>(db, sql`SELECT id, code FROM coupons`);
  return {
    product,
    bump: { cooler: bumpOf(SKU.cooler, true), jumpers: bumpOf(SKU.jumpers, true), inactivePsu: bumpOf(SKU.psuWhite, false) },
    coupon: Object.fromEntries(coupons.map((c) => [c.code, c.id])),
  };
}

export type ClientOptions = { host?: 'localhost' | 'nl.localhost'; locale?: 'en' | 'nl' | 'de'; region?: string };

export type Shop = {
  engine: Engine;
  database: Database;
  app: RunningServer;
  cat: Catalogue;
  /** A fresh visitor: no cookies, so its own cart once it writes. International shop (GB, 0 % VAT) by default. */
  client(options?: ClientOptions): ShopClient;
};

/**
 * Starts the built shop on a fresh copy of the engine's seeded database for the enclosing
 * describe block; the returned object is filled in before the first test runs.
 * `open` replaces the engine's own connection (e.g. a larger pool).
 */
export function useShop(engine: Engine, open: () => Promise<Database> = engine.open): Shop {
  const shop = { engine } as Shop;
  beforeAll(async () => {
    shop.database = await open();
    shop.app = await startApp(shop.database);
    shop.cat = await loadCatalogue(shop.database.db);
    shop.client = ({ host = 'localhost', locale, region } = {}) => {
      const client = new ShopClient(shop.app.url, host, locale);
      if (region) client.cookies.set('region', region);
      return client;
    };
  });
  afterAll(async () => {
    // Stopping the server closes the database it serves (the one given to startApp).
    if (shop.app) await shop.app.stop();
    else await shop.database?.close();
  });
  return shop;
}

// ---- calls -------------------------------------------------------------------------------------

export const add = (client: ShopClient, productId: number | string, quantity: number | string, body?: unknown, headers?: Record<string, string>) =>
  client.post(`/api/cart/add-to-cart/${productId}/${quantity}`, body, headers ? { headers } : {});

export const update = (client: ShopClient, itemId: number | string, quantity: unknown) => client.post(`/api/cart/update/${itemId}`, { quantity });

export const remove = (client: ShopClient, itemId: number | string) => client.post(`/api/cart/remove/${itemId}`);

export const getCart = (client: ShopClient, query = '') => client.get(`/api/cart/cart${query}`);

export const applyCoupon = (client: ShopClient, coupon: unknown, country: unknown = '') => client.post('/api/cart/apply-coupon', { coupon, country });

/** The answer's cart after a successful write (fails the test with the answer otherwise). */
/**
 * The first `count` products that can be added on their own, in stock by more than one piece: active, no
 * kit, no variant and no master of variants, with a name. For tests that fill a cart's lines.
 */
export async function plainProductIds(db: Db, count: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`
    SELECT p.id FROM products p
    WHERE p.is_active AND p.stock > 1 AND NOT p.is_composite AND p.master_product_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = p.id)
      AND EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id)
    ORDER BY p.id LIMIT ${count}`,
  );
  return found.map((r) => r.id);
}

export function okCart(res: Answer): CartJson {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.cart as CartJson;
}

/** The line of a product in a cart (plain lines: not a bump line). */
export function lineOf(cart: CartJson, productId: number, options = ''): CartItemJson {
  const line = cart.items.find((i) => i.product_id === productId && i.options === options && i.bump_id === null);
  if (!line)
    throw new Error(`no line of product ${productId} (${options || 'no options'}) in ${JSON.stringify(cart.items.map((i) => [i.product_id, i.options]))}`);
  return line;
}

/** The error contract (docs/api.md) for a cart call: `{ success: false, error: true, message, status }`. */
export function expectCartError(res: Answer, status: number, message?: string | RegExp): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ success: false, error: true, status });
  expect(typeof res.body.message).toBe('string');
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
}

// ---- money -------------------------------------------------------------------------------------

/** Euros from the API as integer cents. */
export const cents = (euros: number): number => Math.round(euros * 100);

/** A unit price incl. VAT, rounded per unit to cents (rate in percent). */
export const incl = (exclCents: number, ratePercent: number): number => Math.round((exclCents * (100 + ratePercent)) / 100);

/** A price after a whole-percent discount, in cents. */
export const off = (priceCents: number, percent: number): number => Math.round((priceCents * (100 - percent)) / 100);

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * Every amount of a cart agrees with the others to the cent: lines are quantity × unit price,
 * the subtotal is the sum of the lines, the total is subtotal − discount (never below zero),
 * and tax is total incl. − total excl. VAT.
 */
export function expectConsistent(cart: CartJson): void {
  const money = [cart.sub_total, cart.sub_total_with_tax, cart.discount, cart.discount_with_tax, cart.total, cart.total_without_tax, cart.tax];
  for (const item of cart.items) money.push(item.price, item.price_with_tax, item.tax, item.total, item.total_with_tax);
  for (const value of money) expect(twoDecimals(value), `${value} has at most two decimals`).toBe(true);
  let excl = 0;
  let withTax = 0;
  for (const item of cart.items) {
    expect(cents(item.total), `line ${item.sku} total`).toBe(cents(item.price) * item.quantity);
    expect(cents(item.total_with_tax), `line ${item.sku} total incl.`).toBe(cents(item.price_with_tax) * item.quantity);
    expect(cents(item.tax), `line ${item.sku} unit tax`).toBe(cents(item.price_with_tax) - cents(item.price));
    if (item.available) {
      excl += cents(item.total);
      withTax += cents(item.total_with_tax);
    }
  }
  expect(cents(cart.sub_total)).toBe(excl);
  expect(cents(cart.sub_total_with_tax)).toBe(withTax);
  expect(cents(cart.total)).toBe(Math.max(0, withTax - cents(cart.discount_with_tax)));
  expect(cents(cart.total_without_tax)).toBe(Math.max(0, excl - cents(cart.discount)));
  expect(cents(cart.tax)).toBe(cents(cart.total) - cents(cart.total_without_tax));
  expect(cart.total).toBeGreaterThanOrEqual(0);
  expect(cart.tax).toBeGreaterThanOrEqual(0);
  expect(cart.item_count).toBe(cart.items.reduce((n, i) => n + i.quantity, 0));
}
