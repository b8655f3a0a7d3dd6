/**
 * Shared set-up of the account API tests (not a test file itself): the built shop on one
 * engine's seeded database, with the mail outbox in a directory of this test file's own, and a
 * client per customer that sends its bearer token.
 *
 * The PostgreSQL database is shared by every test file of the run: tests that change anything
 * register fresh customers (and give them guest orders of their own); the seeded demo
 * customers are only read. Each client comes from its own address (X-Forwarded-For, trusted
 * here), so the per-address limits of login and registration never meet between tests.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Engine } from '../helpers/engines.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import { useShop, type Shop } from './cart-support.ts';
import { rows } from '#src/server/db/query.ts';
import type { OutboxEntry } from '#src/server/mail/mailer.ts';

// Read by the app's settings on first use, which comes after this module is loaded.
const dataDir = mkdtempSync(join(tmpdir(), 'account-api-'));
process.env.DATA_DIR = dataDir;
process.env.TRUST_PROXY = '1';
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

export const DEMO = { email: 'demo@framboos.example', password: 'frambozen-taart-2026' } as const;
export const KUNDE = { email: 'kunde@framboos.example', password: 'himbeer-kuchen-2026' } as const;
export const PASSWORD = 'Frambozen zijn lekker 42';

let addressCounter = 0;
const nextAddress = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++addressCounter}`;

type Host = 'localhost' | 'nl.localhost';

/** A customer's browser: cookies, CSRF, its own address and (once logged in) its bearer token. */
export class AccountClient {
  readonly http: ShopClient;
  readonly address = nextAddress();
  token: string | null = null;

  constructor(baseUrl: string, host: Host = 'localhost', locale?: 'en' | 'nl' | 'de') {
    this.http = new ShopClient(baseUrl, host, locale);
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'X-Forwarded-For': this.address, ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}), ...extra };
  }

  get(path: string, headers?: Record<string, string>): Promise<Answer> {
    return this.http.get(path, { headers: this.headers(headers) });
  }

  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer> {
    return this.http.post(path, body, { headers: this.headers(headers) });
  }

  put(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer> {
    return this.http.send('PUT', path, { body, csrf: true, headers: this.headers(headers) });
  }

  delete(path: string, headers?: Record<string, string>): Promise<Answer> {
    return this.http.send('DELETE', path, { csrf: true, headers: this.headers(headers) });
  }

  async login(email: string, password: string): Promise<this> {
    const res = await this.post('/api/login', { email, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    this.token = res.body.token;
    return this;
  }
}

export type AccountShop = Shop & {
  /** A fresh browser, not logged in. */
  browser(host?: Host, locale?: 'en' | 'nl' | 'de'): AccountClient;
  /** A new browser logged in as the customer. */
  loginAs(who: { email: string; password: string }, host?: Host, locale?: 'en' | 'nl' | 'de'): Promise<AccountClient>;
  /** A newly registered customer, logged in; `email` is theirs alone. */
  newCustomer(locale?: 'en' | 'nl' | 'de'): Promise<AccountClient & { email: string; id: number }>;
};

export function useAccountShop(engine: Engine): AccountShop {
  const shop = useShop(engine) as AccountShop;
  shop.browser = (host = 'localhost', locale) => new AccountClient(shop.app.url, host, locale);
  shop.loginAs = async (who, host, locale) => shop.browser(host, locale).login(who.email, who.password);
  shop.newCustomer = async (locale) => {
    const client = shop.browser('localhost', locale);
    const email = `acct-${randomBytes(6).toString('hex')}@test.example`;
    const res = await client.post('/api/register', { firstname: 'Test', lastname: 'Klant', email, password: PASSWORD, password_confirmation: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    client.token = res.body.token;
    return Object.assign(client, { email, id: res.body.user.id as number });
  };
  return shop;
}

/** The error contract for an account call. */
export function expectError(res: Answer, status: number, message?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: true, status });
  expect(typeof res.body.message).toBe('string');
  if (message !== undefined) expect(res.body.message).toBe(message);
}

/** The mails sent to an address so far, oldest first (the file outbox of DATA_DIR/mail). */
export function mailsTo(email: string, kind?: string): OutboxEntry[] {
  let names: string[];
  try {
    names = readdirSync(join(dataDir, 'mail'));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dataDir, 'mail', name), 'utf8')) as OutboxEntry)
    .filter((m) => m.to === email && (kind === undefined || m.kind === kind));
}

/** Guest orders (no account) with this e-mail, one line each, straight into the database. */
export async function insertGuestOrders(shop: Shop, email: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  const address = {
    firstname: 'Gast',
    lastname: 'Koper',
    company: null,
    street: 'Dorpsstraat',
    houseNumber: '1',
    postcode: '3831 AB',
    city: 'Leusden',
    countryId: 'NL',
    phone: null,
  };
  for (let i = 0; i < count; i++) {
    const number = `T-${randomBytes(6).toString('hex')}`;
    const [order] = await rows<{ id: number }>(
      shop.database.db,
      sql`
      INSERT INTO orders (number, customer_id, email, status, shop, locale, country_id, subtotal_cents, tax_cents, total_cents, billing_address, shipping_address)
      VALUES (${number}, NULL, ${email}, 'delivered', 'nl', 'nl', 'NL', 1000, 210, 1210, ${JSON.stringify(address)}::jsonb, ${JSON.stringify(address)}::jsonb)
      RETURNING id`,
    );
    const id = (order as { id: number }).id;
    await shop.database.db.execute(sql`
      INSERT INTO order_items (order_id, product_id, sku, name, quantity, unit_price_cents, unit_price_incl_cents, tax_rate_bp)
      SELECT ${id}, id, sku, 'Test product', 1, 1000, 1210, 2100 FROM products WHERE sku = 'RPI4-4GB'`);
    ids.push(id);
  }
  return ids;
}
