/**
 * Two instances of the shop behind one imaginary load balancer (README, running several
 * instances): two processes of the built app on the run's PostgreSQL database and one Redis,
 * with every flow's requests alternating between them. Whatever one instance wrote, the other
 * must answer as if it had written it itself: the cart, the login and its end, the favourites,
 * and the login limits, which count across both through Redis.
 *
 * None of the per-instance caches (src/server/cache.ts, resilient-cache.ts) holds a cart, a
 * login, a favourite or the stock a cart write checks; those are read from the database on every
 * request, so the second instance cannot serve them stale. The tests below write on one
 * instance and read on the other at once, which would show such a cache.
 *
 * Instances started together on an empty database take turns at migrating and seeding it
 * (scripts/prepare-db.ts).
 *
 * Runs only on PostgreSQL (TEST_DATABASE_URL; the embedded database is one process only) and,
 * but for the start, with Redis reachable: database 6 of 127.0.0.1:6379, or TEST_REDIS_URL. Every rate-limit key is
 * an address or e-mail of this run only, so parallel runs never meet; they are deleted after.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import type { CartJson } from '#src/lib/cart/types.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import { startAppProcess, type AppProcess } from '../helpers/app-process.ts';
import { add, expectCartError, expectConsistent, lineOf, okCart, update } from './cart-support.ts';
import { bearer, customer, expectError, expectTooMany, login, newEmail, newPassword, randomAddress, registerCustomer } from './auth-support.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const postgresUrl = inject('postgresUrl');

async function connectRedis(): Promise<Redis | null> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    return null;
  }
}

const redis = postgresUrl ? await connectRedis() : null;
const skipped = !postgresUrl ? 'TEST_DATABASE_URL is not set' : !redis ? `Redis at ${REDIS_URL} cannot be reached` : null;
if (skipped) console.warn(`[two-instances] skipped: ${skipped}`);

/** The login limits (docs/api.md, rate limits): failed logins per account, logins per address. */
const PER_ACCOUNT = { points: 5, seconds: 15 * 60 };
const PER_ADDRESS = { points: 30, seconds: 10 * 60 };

/** The limiters' keys in Redis (src/server/http/rate-limit.ts names them `rl:<limiter>:<key>`). */
const failuresKey = (email: string) => `rl:login-fail:${email}`;
const usedKeys = new Set<string>();

/**
 * A browser behind the load balancer: one cookie jar and one address (X-Forwarded-For, as the
 * balancer would add it; the instances trust it), and each call goes to the instance named last.
 */
class Visitor extends ShopClient {
  readonly ip: string;
  #target = '';

  constructor(ip = randomAddress()) {
    super('http://unused.invalid');
    this.ip = ip;
    for (const limiter of ['login-ip', 'register-ip']) usedKeys.add(`rl:${limiter}:${ip}`);
  }

  /** The next calls go to this instance. */
  on(instance: AppProcess): this {
    this.#target = instance.url;
    return this;
  }

  override send(method: string, path: string, options: Parameters<ShopClient['send']>[2] = {}): Promise<Answer> {
    if (!this.#target) throw new Error('Visitor: name the instance first with on()');
    return super.send(method, new URL(path, this.#target).href, { ...options, headers: { 'X-Forwarded-For': this.ip, ...options.headers } });
  }
}

/** A fresh e-mail whose limiter key is removed after the run. */
function email(label: string): string {
  const address = newEmail(label);
  usedKeys.add(failuresKey(address));
  return address;
}

describe.skipIf(skipped !== null)(`two instances on one PostgreSQL and one Redis${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  const store = redis as Redis;
  let a: AppProcess;
  let b: AppProcess;
  let database: Database;

  beforeAll(async () => {
    const env = { DATABASE_URL: postgresUrl, REDIS_URL, TRUST_PROXY: '1', CHECK_API_ANSWERS: '1', SMTP_URL: '' };
    [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
    database = await openDatabase({ databaseUrl: postgresUrl, poolSize: 2 });
    // An instance connects to Redis at its first limited request; until the connection stands,
    // its memory insurance counts. Knock on each until its count shows up in Redis.
    for (const instance of [a, b]) {
      let counted = false;
      for (let i = 0; i < 50 && !counted; i++) {
        const address = email('warm-up');
        await login(new Visitor().on(instance), address, 'warming up the connection');
        counted = (await store.exists(failuresKey(address))) === 1;
        if (!counted) await new Promise((r) => setTimeout(r, 100));
      }
      if (!counted) throw new Error(`the instance at ${instance.url} never counted in Redis`);
    }
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (usedKeys.size > 0) await store.del(...usedKeys);
    store.disconnect();
  });

  type Product = { id: number; stock: number };
  async function product(sku: string): Promise<Product> {
    const [found] = await rows<Product>(database.db, sql`SELECT id, stock FROM products WHERE sku = ${sku}`);
    if (!found) throw new Error(`seeded product ${sku} is missing`);
    return found;
  }

  it('are two processes on one database', () => {
    expect(new Set([a.pid, b.pid, process.pid]).size).toBe(3);
    expect(a.url).not.toBe(b.url);
  });

  it('build one whole cart from adds alternating between them', async () => {
    const sonar = await product('JOY-HC-SR04');
    const uno = await product('ARD-UNO-R3');
    // A small stock (3), so the second instance must count what the first put in the cart.
    const hdmi = await product('GB-HDMI-3M');
    const shopper = new Visitor();

    okCart(await add(shopper.on(a), sonar.id, 2));
    okCart(await add(shopper.on(b), uno.id, 1));
    okCart(await add(shopper.on(a), sonar.id, 1));
    okCart(await add(shopper.on(b), hdmi.id, 1));
    okCart(await add(shopper.on(a), hdmi.id, hdmi.stock - 1));
    expectCartError(await add(shopper.on(b), hdmi.id, 1), 409);

    // A retry of an add (same Idempotency-Key) that a balancer sends to the other instance.
    const key = randomUUID();
    expect(lineOf(okCart(await add(shopper.on(a), uno.id, 2, undefined, { 'Idempotency-Key': key })), uno.id).quantity).toBe(3);
    expect(lineOf(okCart(await add(shopper.on(b), uno.id, 2, undefined, { 'Idempotency-Key': key })), uno.id).quantity).toBe(3);

    const line = lineOf(okCart(await add(shopper.on(b), sonar.id, 1)), sonar.id);
    expect(line.quantity).toBe(4);
    okCart(await update(shopper.on(a), line.id, 6));

    const onA = (await shopper.on(a).get('/api/cart/cart')).body as CartJson;
    const onB = (await shopper.on(b).get('/api/cart/cart')).body as CartJson;
    expect(onB).toEqual(onA);
    expect(Object.fromEntries(onA.items.map((i) => [i.product_id, i.quantity]))).toEqual({ [sonar.id]: 6, [uno.id]: 3, [hdmi.id]: hdmi.stock });
    expectConsistent(onA);
  });

  it('share a login, its refresh and its end', async () => {
    const address = email('login');
    const password = newPassword();
    await registerCustomer(new Visitor().on(b), { email: address, password });

    // A guest cart made on one instance joins the customer's at a login on the other.
    const browser = new Visitor();
    const sonar = await product('JOY-HC-SR04');
    okCart(await add(browser.on(b), sonar.id, 2));
    const loggedIn = await login(browser.on(a), address, password);
    expect(loggedIn.status, JSON.stringify(loggedIn.body)).toBe(200);
    const first = loggedIn.body.token as string;
    expect(browser.cookies.get('refresh_token')).toBeTruthy();

    expect((await customer(browser.on(b), first)).body.user.email).toBe(address);
    const cart = (await browser.on(b).get('/api/cart/cart', bearer(first))).body as CartJson;
    expect(lineOf(cart, sonar.id).quantity).toBe(2);
    // A page rendered by the other instance knows the login by its refresh cookie.
    expect((await browser.on(b).get('/account/orders/', { headers: { Accept: 'text/html' } })).status).toBe(200);

    // The refresh cookie set by one renews on the other; the new token works on both.
    const renewed = await browser.on(b).post('/api/refresh-token');
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const second = renewed.body.token as string;
    expect((await customer(browser.on(a), second)).status).toBe(200);
    const cookie = browser.cookies.get('refresh_token')!;

    // A logout on one is a logout on the other: every token of the login is refused there.
    expect((await browser.on(a).post('/api/logout', undefined, bearer(second))).status).toBe(200);
    expectError(await customer(browser.on(b), first), 401);
    expectError(await customer(browser.on(b), second), 401);
    const copy = new Visitor(browser.ip);
    copy.cookies.set('refresh_token', cookie);
    expect((await copy.on(b).get('/account/orders/', { headers: { Accept: 'text/html' } })).status).toBe(302);
    expectError(await copy.on(b).post('/api/refresh-token'), 401);
  });

  it('list favourites added on the other instance', async () => {
    const browser = new Visitor();
    const { token } = await registerCustomer(browser.on(a), { email: email('favourites') });
    const cooler = await product('RPI5-COOLER');
    const sonar = await product('JOY-HC-SR04');
    const toggle = (instance: AppProcess, id: number) => browser.on(instance).post(`/api/toggle-favorite/${id}`, { id, type: 'product' }, bearer(token));
    const list = async (instance: AppProcess) => (await browser.on(instance).get('/api/favorites', bearer(token))).body.ids as number[];

    expect((await toggle(a, cooler.id)).body.favorited).toBe(true);
    expect(await list(b)).toEqual([cooler.id]);
    expect((await toggle(b, sonar.id)).body.favorited).toBe(true);
    expect((await list(a)).toSorted()).toEqual([cooler.id, sonar.id].toSorted());
    expect((await toggle(b, cooler.id)).body.favorited).toBe(false);
    expect(await list(a)).toEqual([sonar.id]);
  });

  it('limit failed logins of an account across both', async () => {
    const address = email('brute-force');
    const password = newPassword();
    await registerCustomer(new Visitor().on(a), { email: address, password });
    const { points, seconds } = PER_ACCOUNT;
    // Each guess from another address, so only the account's count can stop them; each
    // instance alone has seen fewer than the limit.
    for (let i = 0; i < points; i++) expectError(await login(new Visitor().on(i % 2 ? b : a), address, `wrong ${i}`), 422);
    expectTooMany(await login(new Visitor().on(points % 2 ? b : a), address, 'one more'), seconds);
    // Locked on both, even for the right password.
    expectTooMany(await login(new Visitor().on(a), address, password), seconds);
    expectTooMany(await login(new Visitor().on(b), address, password), seconds);
    expect(Number(await store.get(failuresKey(address)))).toBeGreaterThan(points);
  });

  it('limit logins from one address across both', async () => {
    const { points, seconds } = PER_ADDRESS;
    const attacker = new Visitor();
    // Unknown accounts, each guessed once: only the address's count can stop them.
    for (let i = 0; i < points; i++) expectError(await login(attacker.on(i % 2 ? b : a), email('unknown'), 'guess'), 422);
    expectTooMany(await login(attacker.on(a), email('unknown'), 'guess'), seconds);
    expectTooMany(await login(attacker.on(b), email('unknown'), 'guess'), seconds);
  });
});

describe.skipIf(!postgresUrl)(`two instances starting together${postgresUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`, () => {
  const admin = process.env.TEST_DATABASE_URL ?? '';
  const name = `webshop_start_${process.pid}_${randomBytes(4).toString('hex')}`;
  // The body is collected even when skipped: no URL to build without a database.
  const url = admin ? Object.assign(new URL(admin), { pathname: `/${name}` }).toString() : '';
  const onAdmin = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  beforeAll(() => onAdmin(`CREATE DATABASE "${name}"`));
  afterAll(() => onAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  /** What `npm start` does before it serves, in a process of its own: its exit code and error output. */
  const prepare = () =>
    new Promise<{ code: number | null; errors: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/prepare-db.ts'], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, DATABASE_URL: url, DEMO_ACCOUNTS: '' },
      });
      let errors = '';
      child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.once('exit', (code) => resolve({ code, errors }));
    });

  // Two starts, one after the other, each migrating (and the first seeding): longer than a
  // test's usual minute on a busy machine.
  it('take turns at migrating and seeding an empty database', { timeout: 180_000 }, async () => {
    const [first, second] = await Promise.all([prepare(), prepare()]);
    expect(first.code, first.errors).toBe(0);
    expect(second.code, second.errors).toBe(0);
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      const [counted] = await rows<{ products: number; skus: number }>(
        database.db,
        sql`SELECT count(*)::int AS products, count(DISTINCT sku)::int AS skus FROM products`,
      );
      expect(counted!.products).toBeGreaterThan(0);
      expect(counted!.products).toBe(counted!.skus);
    } finally {
      await database.close();
    }
  });
});
