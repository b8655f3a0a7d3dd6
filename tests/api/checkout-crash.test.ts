/**
 * A shop killed while it places orders (docs/checkout.md, placing an order: one transaction).
 * The built shop runs as a child process on a PostgreSQL database of this file's own; 60 guest
 * shoppers each keep placing an order (one product, 1 to 3 pieces) and filling their cart again,
 * and once a few orders were answered and a random number more are in the database the process
 * gets SIGKILL: no shutdown, no closing of the database, transactions cut off wherever they
 * were. After a restart on the same database the rows must tell one story: every order whole
 * (its lines, its totals), the stock exactly the starting stock less what the live orders took,
 * every order the shopper heard of there, and a cart emptied exactly when its order went
 * through. Then a shopper whose answer was lost repeats its request with the same
 * Idempotency-Key, and the restarted shop takes new orders.
 *
 * PostgreSQL only: the embedded database lives inside the server's process, so killing it is a
 * different story. Nothing here depends on timing: the kill lands wherever it lands, and every
 * check holds whatever was in flight.
 */
import { createHash, randomInt } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { createPostgresDatabase } from '../helpers/template.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import { spawnBuiltServer, stopServer } from '../bench/support.ts';
import { SKU, add, okCart } from './cart-support.ts';

const ADMIN = process.env.TEST_DATABASE_URL;
/** TEST_DIST_DIR serves another build than dist/ (a copy nobody rebuilds underneath the test). */
const DIST = process.env.TEST_DIST_DIR ?? 'dist';
const SHOPPERS = 60;
/** Each product's stock at the start. */
const START_STOCK = 1000;
/**
 * The shoppers buy one of these each: four queues on four product rows, so several orders are
 * past their stock lock at once and a kill finds some of them halfway.
 */
const PRODUCTS = [SKU.unoR3, SKU.sd64, SKU.bme280, SKU.camera];
/**
 * Kills per run, each followed by a restart and the checks. Several placings are halfway at every
 * kill, so one is enough to catch an order that is not one transaction; more make a soak.
 */
const ROUNDS = 1;
/** Statuses of orders that gave their stock back. */
const ENDED = ['cancelled', 'expired', 'failed'];
/** Every key of this run starts so; the database is this file's own, the tag only names the rows. */
const RUN = `crash-${process.pid}`;

/**
 * Where a shopper was when the shop died: `placing` sent its order and heard nothing; `placed`
 * heard 201 (its cart is empty); `refilling` sent the add-to-cart and heard nothing; `filled`
 * has its lines in the cart again.
 */
type Phase = 'placing' | 'placed' | 'refilling' | 'filled';

type Shopper = {
  index: number;
  client: ShopClient;
  productId: number;
  quantity: number;
  body: ReturnType<typeof orderBody>;
  /** The Idempotency-Key of every placing request sent, in order. */
  keys: string[];
  /** Order numbers of the 201 answers heard, by key. */
  heard: Map<string, string>;
  phase: Phase;
};

type Shop = { child: ChildProcess; port: number };

/**
 * A Dutch guest's order (PostNL, iDEAL), as the checkout API tests place theirs. Written out
 * here, not taken from checkout-support.ts: that module makes a mail outbox when it loads, which
 * a file whose tests are all skipped never removes.
 */
const orderBody = (email: string) => ({
  email,
  firstname: 'Anna',
  lastname: 'de Vries',
  phone: '+31 6 12345678',
  customer_type: 'individual',
  address: { street: 'Dorpsstraat', house_number: '12a', postcode: '3821ab', city: 'Leusden', country: 'NL' },
  delivery_method: 'postnl',
  payment_method: 'ideal',
  terms: true,
});

const placeOrder = (client: ShopClient, body: unknown, key: string) => client.post('/api/checkout/orders', body, { headers: { 'Idempotency-Key': key } });

/** The number of the order a 201 answer placed. */
function placedNumber(res: Answer): string {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order.number;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** The built shop in a process of its own on `databaseUrl`, answering /healthz. */
async function startShop(databaseUrl: string, dataDir: string): Promise<Shop> {
  const port = await freePort();
  const child = spawnBuiltServer({
    port,
    distDir: DIST,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PAYMENT_PROVIDER: 'test', SMTP_URL: undefined, REDIS_URL: undefined },
  });
  for (let i = 0; i < 300; i++) {
    if (gone(child)) throw new Error(`the shop stopped (${child.exitCode ?? child.signalCode}) before it answered`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, port };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the shop did not answer /healthz within 30 s');
}

/** A client of the shop on `port`; with `from`, the same browser (its cookies) after a restart. */
function clientAt(port: number, from?: ShopClient): ShopClient {
  const client = new ShopClient(`http://127.0.0.1:${port}`, `localhost:${port}`);
  for (const [name, value] of from?.cookies ?? []) client.cookies.set(name, value);
  return client;
}

/** Pieces in the shopper's cart, read from the database by its cart cookie (as the shop keeps it: hashed). */
async function cartPieces(db: Database, client: ShopClient): Promise<number> {
  const token = client.cookies.get('cart_token');
  if (!token) throw new Error('the shopper has no cart cookie');
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await rows<{ pieces: number }>(
    db.db,
    sql`SELECT coalesce(sum(i.quantity), 0)::int AS pieces FROM carts c LEFT JOIN cart_items i ON i.cart_id = c.id WHERE c.token_hash = ${hash}`,
  );
  return row!.pieces;
}

/** Orders placed by this run, by Idempotency-Key. */
async function ordersByKey(db: Database): Promise<Map<string, { number: string; status: string }>> {
  const found = await rows<{ idempotency_key: string; number: string; status: string }>(
    db.db,
    sql`SELECT idempotency_key, number, status FROM orders WHERE idempotency_key LIKE ${`${RUN}-%`}`,
  );
  return new Map(found.map((r) => [r.idempotency_key, { number: r.number, status: r.status }]));
}

/**
 * What must hold after any crash: no order without lines, lines that add up to the order's
 * subtotal and totals that add up, and the stock exactly the start less the pieces of the orders
 * still standing.
 */
async function expectWholeOrders(db: Database, productIds: number[]): Promise<void> {
  const bare = await rows<{ number: string }>(db.db, sql`SELECT o.number FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`);
  expect(bare, 'orders without lines').toEqual([]);
  const wrong = await rows<{ number: string; subtotal_cents: number; lines: number; total_cents: number; parts: number }>(
    db.db,
    sql`
    SELECT o.number, o.subtotal_cents, sum(i.quantity * i.unit_price_cents)::int AS lines,
      o.total_cents, (o.subtotal_cents - o.discount_cents + o.shipping_cents + o.tax_cents)::int AS parts
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.idempotency_key LIKE ${`${RUN}-%`}
    GROUP BY o.id
    HAVING sum(i.quantity * i.unit_price_cents) <> o.subtotal_cents
      OR o.total_cents <> o.subtotal_cents - o.discount_cents + o.shipping_cents + o.tax_cents`,
  );
  expect(wrong, 'orders whose lines or totals do not add up').toEqual([]);
  const stock = await rows<{ sku: string; stock: number; taken: number }>(
    db.db,
    sql`
    SELECT p.sku, p.stock,
      (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.product_id = p.id AND o.idempotency_key LIKE ${`${RUN}-%`}
          AND o.status NOT IN (${sql.join(
            ENDED.map((s) => sql`${s}`),
            sql`, `,
          )})) AS taken
    FROM products p WHERE p.id = ANY(${`{${productIds.join(',')}}`}::int[]) ORDER BY p.id`,
  );
  expect(stock).toHaveLength(productIds.length);
  for (const p of stock) expect(p.stock + p.taken, `${p.sku}: stock ${p.stock} + ${p.taken} pieces in orders`).toBe(START_STOCK);
}

/** Waits until no connection of the killed shop is left in PostgreSQL: one that sent COMMIT just before may still be writing. */
async function waitForOrphans(db: Database): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [left] = await rows<{ n: number }>(
      db.db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    if (left!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('connections of the killed shop are still open after 20 s');
}

/** Orders in the database, all of them. */
async function orderCount(db: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(db.db, sql`SELECT count(*)::int AS n FROM orders`);
  return row!.n;
}

/**
 * Every shopper places orders (and fills its cart again after each) until the shop dies. The
 * kill is armed once a random few answers (1 to 10) came back, so some orders were heard of, and
 * comes when the database holds a random number of orders more (up to one per shopper). It
 * follows the orders in the database, not the answers: the shop answers an order only after it
 * started its payment, and with 60 requests queueing for 10 connections the answers of a wave of
 * placings come once all of it committed, so a kill after a number of answers would rarely find
 * one halfway. A time limit too, so a shop that places nothing still gets killed (and the checks
 * say why).
 */
async function buyUntilKilled(db: Database, shop: Shop, shoppers: Shopper[]): Promise<{ placed: number; heardFirst: number; more: number }> {
  const heardFirst = randomInt(1, 11);
  const more = randomInt(1, shoppers.length + 1);
  let killAt: number | null = null;
  let placed = 0;
  let killed = false;
  const refused: string[] = [];
  const failures: unknown[] = [];
  const died = new Promise((done) => shop.child.once('exit', done));
  // A response cut off halfway never settles in the client: a second after the death, whatever
  // is still waiting counts as unanswered.
  const abandoned = died
    .then(() => new Promise((r) => setTimeout(r, 1000)))
    .then((): never => {
      throw new Error('no answer before the shop died');
    });
  abandoned.catch(() => undefined);
  const kill = () => {
    if (killed) return;
    killed = true;
    shop.child.kill('SIGKILL');
  };
  const limit = setTimeout(kill, 10_000);
  const watching = (async () => {
    while (!killed) {
      if (killAt === null) {
        if (placed >= heardFirst) killAt = (await orderCount(db)) + more;
      } else if ((await orderCount(db)) >= killAt) {
        kill();
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  })().catch((err: unknown) => {
    failures.push(err);
    kill();
  });
  const keepBuying = async (s: Shopper) => {
    try {
      while (!killed) {
        const key = `${RUN}-${s.index}-${s.keys.length}`;
        s.keys.push(key);
        s.phase = 'placing';
        const res = await Promise.race([placeOrder(s.client, s.body, key), abandoned]);
        if (res.status !== 201) {
          // Not expected with this much stock; the cart still holds its lines.
          refused.push(`${res.status} ${JSON.stringify(res.body)}`);
          s.phase = 'filled';
          kill();
          return;
        }
        s.heard.set(key, res.body.order.number);
        s.phase = 'placed';
        placed++;
        if (killed) return;
        s.phase = 'refilling';
        okCart(await Promise.race([add(s.client, s.productId, s.quantity), abandoned]));
        s.phase = 'filled';
      }
    } catch (err) {
      // A connection cut by the kill is expected; anything before it is a failure, and ends the run.
      if (!killed) {
        failures.push(err);
        kill();
      }
    }
  };
  await Promise.all([...shoppers.map(keepBuying), watching]);
  clearTimeout(limit);
  await died;
  expect(failures).toEqual([]);
  expect(refused, 'answers other than 201 before the kill').toEqual([]);
  expect(shop.child.signalCode).toBe('SIGKILL');
  return { placed, heardFirst, more };
}

/**
 * After the restart: every order the shoppers heard of is there; an order nobody heard of is only
 * the last request of a shopper cut off while placing; and each cart is as its shopper left it,
 * emptied exactly when the order went through. Answers how many orders went through unheard.
 */
async function expectShoppersStory(db: Database, shoppers: Shopper[]): Promise<number> {
  const orders = await ordersByKey(db);
  let unheard = 0;
  for (const s of shoppers) {
    for (const [key, number] of s.heard) expect(orders.get(key)?.number, `order ${number} of shopper ${s.index}`).toBe(number);
    const last = s.keys.at(-1)!;
    const placedLast = orders.has(last);
    const nobodyAsked = s.keys.filter((k) => orders.has(k) && !s.heard.has(k) && !(k === last && s.phase === 'placing'));
    expect(nobodyAsked, `orders of shopper ${s.index} without an answer`).toEqual([]);
    const pieces = await cartPieces(db, s.client);
    const cart = `cart of shopper ${s.index} (${s.phase}, last order ${placedLast ? 'placed' : 'not placed'})`;
    if (s.phase === 'placing') {
      // Cut off while placing: the order and the emptied cart, or neither.
      if (placedLast && !s.heard.has(last)) unheard++;
      expect(pieces, cart).toBe(placedLast ? 0 : s.quantity);
    } else if (s.phase === 'placed') expect(pieces, cart).toBe(0);
    else if (s.phase === 'refilling') expect([0, s.quantity], cart).toContain(pieces);
    else expect(pieces, cart).toBe(s.quantity);
  }
  return unheard;
}

describe.skipIf(!ADMIN)('a shop killed while it places orders (PostgreSQL)', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Database;
  let shop: Shop | undefined;
  // The shop's DATA_DIR: its mail outbox.
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'checkout-crash-'));
    created = await createPostgresDatabase(ADMIN!, 'webshop_crash');
    db = await openDatabase({ databaseUrl: created.url, poolSize: 1 });
  });

  afterAll(async () => {
    if (shop && !gone(shop.child)) await stopServer(shop.child);
    await db?.close();
    await created?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // A start, kill and restart of the shop take some 10 s on two quiet cores; a busy machine may triple it.
  it('leaves no half order and exact stock, and takes orders again after a restart', { timeout: 120_000 }, async () => {
    const found = await rows<{ id: number; sku: string }>(
      db.db,
      sql`SELECT id, sku FROM products WHERE sku IN (${sql.join(
        PRODUCTS.map((sku) => sql`${sku}`),
        sql`, `,
      )})`,
    );
    const productIds = PRODUCTS.map((sku) => found.find((p) => p.sku === sku)!.id);
    for (const id of productIds) await db.db.execute(sql`UPDATE products SET stock = ${START_STOCK} WHERE id = ${id}`);

    shop = await startShop(created.url, dataDir);
    const port = shop.port;
    const shoppers: Shopper[] = Array.from({ length: SHOPPERS }, (_, index) => ({
      index,
      client: clientAt(port),
      productId: productIds[index % productIds.length]!,
      quantity: 1 + (Math.floor(index / productIds.length) % 3),
      body: orderBody(`${RUN}-${index}@example.nl`),
      keys: [],
      heard: new Map(),
      phase: 'filled',
    }));
    for (let i = 0; i < shoppers.length; i += 20) {
      await Promise.all(shoppers.slice(i, i + 20).map(async (s) => okCart(await add(s.client, s.productId, s.quantity))));
    }

    for (let round = 1; round <= ROUNDS; round++) {
      const { placed, heardFirst, more } = await buyUntilKilled(db, shop, shoppers);
      // A connection of the dead shop that sent COMMIT just before may still be writing.
      await waitForOrphans(db);
      shop = await startShop(created.url, dataDir);
      const restarted = shop;
      for (const s of shoppers) s.client = clientAt(restarted.port, s.client);

      await expectWholeOrders(db, productIds);
      const unheard = await expectShoppersStory(db, shoppers);
      const cutOff = shoppers.filter((s) => s.phase === 'placing');
      const ordersBefore = await ordersByKey(db);
      console.log(
        `[crash] round ${round}: killed ${more} orders after answer ${heardFirst}, ${placed} answered in all; ${cutOff.length} placings cut off, ` +
          `${unheard} of them placed without an answer; ${ordersBefore.size} orders in the database`,
      );

      // A shopper whose answer was lost repeats the request with its key: the order it placed, or
      // now placed; one order per key either way.
      await Promise.all(
        cutOff.map(async (s) => {
          const key = s.keys.at(-1)!;
          const number = placedNumber(await placeOrder(s.client, s.body, key));
          const before = ordersBefore.get(key);
          if (before) expect(number).toBe(before.number);
          s.heard.set(key, number);
          s.phase = 'placed';
          expect(await cartPieces(db, s.client)).toBe(0);
        }),
      );
      const newlyPlaced = cutOff.filter((s) => !ordersBefore.has(s.keys.at(-1)!)).length;
      expect((await ordersByKey(db)).size).toBe(ordersBefore.size + newlyPlaced);
      await expectWholeOrders(db, productIds);

      // Every cart full again for the next round.
      if (round < ROUNDS)
        await Promise.all(
          shoppers.map(async (s) => {
            if ((await cartPieces(db, s.client)) === 0) okCart(await add(s.client, s.productId, s.quantity));
            s.phase = 'filled';
          }),
        );
    }

    // Fresh shoppers buy on the restarted shop as before.
    const restarted = shop;
    const ordersBefore = await ordersByKey(db);
    await Promise.all(
      productIds.map(async (productId, i) => {
        const client = clientAt(restarted.port);
        okCart(await add(client, productId, 2));
        placedNumber(await placeOrder(client, orderBody(`${RUN}-fresh-${i}@example.nl`), `${RUN}-fresh-${i}`));
        expect(await cartPieces(db, client)).toBe(0);
      }),
    );
    expect((await ordersByKey(db)).size).toBe(ordersBefore.size + productIds.length);
    await expectWholeOrders(db, productIds);
    await stopServer(restarted.child);
  });
});
