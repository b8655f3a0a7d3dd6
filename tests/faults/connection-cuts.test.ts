/**
 * The shop survives a database that cuts its connections (a restart, a failover,
 * pg_terminate_backend) in the middle of requests (docs/errors.md): the process stays up, the
 * requests whose connection went get 503 with Retry-After in the error contract or complete,
 * never 500, nothing is half-written, and the next requests succeed on fresh connections.
 * PostgreSQL only: the embedded engine has no connections to lose. Each describe block runs on a
 * database of its own.
 *
 * The first block ends the connections from inside PostgreSQL (pg_terminate_backend) with the
 * shop served in the test's process; the others run the shop as a process of its own behind a
 * TCP proxy (tests/helpers/tcp-proxy.ts) that drops every connection at once, as a restart does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { createPostgresDatabase } from '../helpers/template.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import type { Answer } from '../helpers/shop-client.ts';
import { add, useShop } from '../api/cart-support.ts';
import {
  ADMIN_URL,
  Visitor,
  addToCart,
  expectDoneOr503,
  expectWholeCarts,
  figure,
  login,
  orderBody,
  placeOrder,
  productIds,
  seconds,
  settle,
  sleep,
  startShop,
  stopShop,
  tempDir,
  removeDir,
  timeUntil,
  type ShopProcess,
} from './support.ts';

const admin = ADMIN_URL;

describe.skipIf(!admin)('connections ended by PostgreSQL (pg_terminate_backend)', () => {
  let url = '';
  // Mail of the in-process shop goes to an outbox of this file's own.
  const dataDir = mkdtempSync(join(tmpdir(), 'faults-terminate-'));
  process.env.DATA_DIR = dataDir;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const shop = useShop({ name: 'postgres', open: () => Promise.reject(new Error('unused')) }, async () => {
    const created = await createPostgresDatabase(admin!, 'webshop_faults');
    url = created.url;
    const database = await openDatabase({ databaseUrl: created.url, poolSize: 6 });
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      await created.drop();
    };
    return database;
  });

  /** Ends every connection of the shop's database but the caller's own. */
  async function cutConnections(): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const result = await client.query(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      return (result.rows[0] as { n: number }).n;
    } finally {
      await client.end();
    }
  }

  it('cuts the connections in the middle of cart writes: 503 or done, never 500, whole carts, then business as usual', async () => {
    const product = shop.cat.product.unoR3;
    const clients = Array.from({ length: 12 }, () => shop.client());
    for (const c of clients) await c.csrf();
    const answers: Answer[] = [];
    const writes = clients.map(async (c) => {
      for (let i = 0; i < 5; i++) answers.push(await add(c, product.id, 1));
    });
    await sleep(30);
    const cut = await cutConnections();
    await Promise.all(writes);
    expect(cut).toBeGreaterThan(0);

    for (const a of answers) expectDoneOr503(a, [200], 'add to cart');
    const statuses = answers.map((a) => a.status);
    // The carts hold the adds answered 200, and at most those whose answer was lost after their
    // commit: never a piece more than was asked.
    await expectWholeCarts(shop.database, product.id, statuses.filter((s) => s === 200).length, statuses.length);

    // The next requests find fresh connections.
    const after = await add(shop.client(), product.id, 1);
    expect(after.status).toBe(200);
    expect((await shop.client().get('/healthz')).status).toBe(200);
  });
});

describe.skipIf(!admin)('every connection dropped by the network (the shop in its own process behind a proxy)', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Database;
  let proxy: TcpProxy;
  let shop: ShopProcess;
  let dataDir = '';

  beforeAll(async () => {
    created = await createPostgresDatabase(admin!, 'webshop_faults_cut');
    db = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
    const target = new URL(created.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    dataDir = tempDir('cuts');
    shop = await startShop({ env: { DATABASE_URL: proxy.url(created.url), DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await stopShop(shop);
    await proxy?.close();
    await db?.close();
    await created?.drop();
    removeDir(dataDir);
  });

  /** The process is still there and answers. */
  async function expectAlive(): Promise<void> {
    expect(shop.gone(), shop.log()).toBe(false);
    expect((await new Visitor(shop).get('/healthz/live')).status).toBe(200);
  }

  it('cart writes: 503 or done, whole carts, the next add succeeds', async () => {
    const [product, probe] = await productIds(db, ['ARD-UNO-R3', 'RPI-SD-64G']);
    const clients = Array.from({ length: 16 }, () => new Visitor(shop));
    for (const c of clients) await c.csrf();
    const answers: (Answer | Error)[] = [];
    const writes = clients.map(async (c) => {
      for (let i = 0; i < 8; i++) answers.push(await settle(addToCart(c, product!, 1)));
    });
    // Once the writes are under way.
    while (answers.length < 20) await sleep(5);
    proxy.cut();
    const cutAt = Date.now();
    const recovered = timeUntil(
      () => addToCart(new Visitor(shop), probe!, 1),
      (a) => a.status === 200,
      30_000,
      cutAt,
    );
    await Promise.all(writes);
    for (const a of answers) expectDoneOr503(a, [200], 'add to cart');
    const ok = answers.filter((a) => !(a instanceof Error) && a.status === 200).length;
    await expectWholeCarts(db, product!, ok, answers.length);
    const ms = await recovered;
    await expectAlive();
    figure(
      `cut during cart writes: ${answers.length - ok} of ${answers.length} adds answered 503, none 500; an add succeeded again ${seconds(ms)} after the cut`,
    );
  });

  it('logins: 503 or done, every login that was answered works, the next login succeeds', async () => {
    // A customer each: the failed attempts of an account are counted before the password is
    // checked (docs/api.md, rate limits), so many logins of one account at once would be 429.
    const customers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const client = new Visitor(shop);
        const account = { email: `faults-${process.pid}-${Date.now()}-${i}@example.com`, password: `framboos ${i} taart ${Date.now()}` };
        const registered = await client.post('/api/register', { firstname: 'Femke', lastname: 'Jansen', ...account, password_confirmation: account.password });
        expect(registered.status, JSON.stringify(registered.body)).toBe(201);
        return { client, account };
      }),
    );
    const answers: { client: Visitor; email: string; answer: Answer | Error }[] = [];
    const logins = customers.map(async ({ client, account }) => {
      for (let i = 0; i < 3; i++) answers.push({ client, email: account.email, answer: await settle(login(client, account)) });
    });
    while (answers.length < 4) await sleep(5);
    proxy.cut();
    const cutAt = Date.now();
    const recovered = timeUntil(
      () => login(new Visitor(shop)),
      (a) => a.status === 200,
      30_000,
      cutAt,
    );
    await Promise.all(logins);
    for (const { answer } of answers) expectDoneOr503(answer, [200], 'login');
    // A login the shop confirmed is a login the database holds: its token opens the account.
    for (const { client, email, answer } of answers) {
      if (answer instanceof Error || answer.status !== 200) continue;
      const me = await client.get('/api/account/customer', { headers: { Authorization: `Bearer ${answer.body.token}` } });
      expect(me.status, JSON.stringify(me.body)).toBe(200);
      expect(me.body.user.email).toBe(email);
    }
    const refused = answers.filter(({ answer }) => !(answer instanceof Error) && answer.status === 503).length;
    const ms = await recovered;
    await expectAlive();
    figure(`cut during logins: ${refused} of ${answers.length} logins answered 503, none 500; a login succeeded again ${seconds(ms)} after the cut`);
  });

  it('order placement: 503 or placed, no order without its lines and payment, exact stock, a repeat with the same key places it once', async () => {
    const START = 500;
    const skus = ['ARD-UNO-R3', 'RPI-SD-64G', 'ADA-BME280', 'RPI-CAM3'];
    const ids = await productIds(db, skus);
    for (const id of ids) await db.db.execute(sql`UPDATE products SET stock = ${START} WHERE id = ${id}`);
    // The carts of earlier tests hold these products too; only orders take stock.
    const run = `cut-${process.pid}-${Date.now()}`;
    const shoppers = Array.from({ length: 16 }, (_, i) => ({
      client: new Visitor(shop),
      productId: ids[i % ids.length]!,
      key: `${run}-${i}`,
      quantity: 1 + (i % 3),
    }));
    for (const s of shoppers) {
      const filled = await addToCart(s.client, s.productId, s.quantity);
      expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    }
    const probe = { client: new Visitor(shop), key: `${run}-probe` };
    expect((await addToCart(probe.client, ids[0]!, 1)).status).toBe(200);

    const answers: (Answer | Error)[] = new Array(shoppers.length);
    const placing = shoppers.map(async (s, i) => {
      answers[i] = await settle(placeOrder(s.client, orderBody(`${s.key}@example.nl`), s.key));
    });
    await sleep(40);
    proxy.cut();
    const cutAt = Date.now();
    const recovered = timeUntil(
      () => placeOrder(probe.client, orderBody(`${probe.key}@example.nl`), probe.key),
      (a) => a.status === 201,
      30_000,
      cutAt,
    );
    await Promise.all(placing);
    answers.forEach((a, i) => expectDoneOr503(a, [201], `order of shopper ${i}`));
    const ms = await recovered;

    // Whatever the cut hit: every order whole, the stock exactly what the orders took.
    const expectWhole = async () => {
      const bare = await rows<{ number: string }>(
        db.db,
        sql`SELECT o.number FROM orders o WHERE o.idempotency_key LIKE ${`${run}-%`} AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
      );
      expect(bare, 'orders without lines').toEqual([]);
      // The payment starts after the order's transaction (docs/checkout.md): an order whose answer
      // was lost may stand without one, to be paid from its page; an order answered 201 has one.
      const unpaid = await rows<{ idempotency_key: string }>(
        db.db,
        sql`SELECT o.idempotency_key FROM orders o WHERE o.idempotency_key LIKE ${`${run}-%`} AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id)`,
      );
      const answered = new Set(
        shoppers
          .filter((_, i) => {
            const a = answers[i];
            return a !== undefined && !(a instanceof Error) && a.status === 201;
          })
          .map((s) => s.key),
      );
      expect(
        unpaid.map((o) => o.idempotency_key).filter((k) => answered.has(k)),
        'orders answered 201 without a payment',
      ).toEqual([]);
      const stock = await rows<{ id: number; stock: number; taken: number }>(
        db.db,
        sql`SELECT p.id, p.stock, (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i JOIN orders o ON o.id = i.order_id
              WHERE i.product_id = p.id AND o.idempotency_key LIKE ${`${run}-%`}) AS taken
            FROM products p WHERE p.id = ANY(${`{${ids.join(',')}}`}::int[])`,
      );
      for (const p of stock) expect(p.stock + p.taken, `product ${p.id}`).toBe(START);
    };
    await expectWhole();
    // A shopper who heard 503 asks again with its key: one order per key, placed now or before.
    for (const [i, s] of shoppers.entries()) {
      const again = await placeOrder(s.client, orderBody(`${s.key}@example.nl`), s.key);
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      const first = answers[i]!;
      if (!(first instanceof Error) && first.status === 201) expect(again.body.order.number).toBe(first.body.order.number);
    }
    const [count] = await rows<{ n: number }>(db.db, sql`SELECT count(*)::int AS n FROM orders WHERE idempotency_key LIKE ${`${run}-%`}`);
    expect(count!.n).toBe(shoppers.length + 1);
    await expectWhole();
    await expectAlive();
    const refused = answers.filter((a) => !(a instanceof Error) && a.status === 503).length;
    figure(`cut during order placement: ${refused} of ${answers.length} orders answered 503, none 500; an order was placed again ${seconds(ms)} after the cut`);
  });
});
