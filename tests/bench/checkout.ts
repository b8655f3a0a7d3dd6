/**
 * Placing orders (docs/checkout.md, placing an order) against the built app on a freshly seeded
 * database of its own. 20 guest shoppers (one per connection, --connections), each with its own
 * cookies and cart, buy again and again: fill the cart (one POST /api/cart/add-to-cart/{id}/{n}
 * per line, --lines, from a handful of plain products shared by all), then
 * POST /api/checkout/orders with X-XSRF-TOKEN and a fresh Idempotency-Key (a Dutch guest, PostNL,
 * iDEAL at the built-in test provider). Only the order calls go into the place-order figures; the
 * refills are reported on a line of their own. An order the shop refuses leaves its cart as it
 * was, so the shopper reads its cart (GET /api/cart/cart, in no figures) and goes on from there.
 *
 * Reports orders/s, p50/p95/p99 of the order calls, the same for the refills, the server's CPU
 * per order (its refills included) and, on PostgreSQL, that of the database's backends, and the
 * errors (an order answered other than 201, any other call answered other than 200, connection
 * errors, timeouts), next to the product owner's goal: p95 under 150 ms at 20 concurrent
 * shoppers. Benchmarks report; nothing here asserts timing. Server CPU is the Node process's:
 * with PGlite that includes the database, with PostgreSQL not.
 *
 * The stock of the products in the carts is raised so far that no order runs out; shoppers share
 * products, so orders also wait for each other's stock locks, as they do in a busy shop.
 *
 * Usage: npm run bench:checkout [-- --engine pglite --duration 10 --dist dist]
 *   --engine postgres | pglite (PostgreSQL, the default, needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)
 *   --dist   the built app to serve (default dist); it is never built here
 *   --lines  lines per cart (default 2); --products: plain products the carts share (default 6;
 *            with as many as shoppers × lines, no order waits for another's stock lock)
 * Each run seeds its own database (a PostgreSQL database that is dropped afterwards, or a
 * temporary PGlite directory).
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { seedDatabase } from '#src/server/db/seed/index.ts';
import { cpuMs, createBenchDatabase, percentile, spawnBuiltServer, stopServer, waitForHealth } from './support.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    lines: { type: 'string', default: '2' },
    products: { type: 'string', default: '6' },
    port: { type: 'string', default: '4472' },
    dist: { type: 'string', default: 'dist' },
  },
});
const engine = values.engine === 'pglite' ? 'pglite' : 'postgres';
const duration = Number(values.duration);
const connections = Number(values.connections);
const linesPerCart = Number(values.lines);
const productCount = Number(values.products);
const port = Number(values.port);
const host = `localhost:${port}`;
const base = `http://127.0.0.1:${port}`;

/** Stock of the products in the carts: more than any run can sell. */
const STOCK = 10_000_000;
const GOAL_P95_MS = 150;

type Line = { productId: number; quantity: number };
/** What the shopper does next: fill line `refill` of its cart, place the order, or read its cart. */
type Step = { kind: 'refill'; line: number } | { kind: 'order' } | { kind: 'check' };
type Shopper = { index: number; cookie: string; xsrf: string; lines: Line[]; body: string; orders: number; step: Step };
type Kind = Step['kind'];

const target = await createBenchDatabase(engine, 'webshop_bench_checkout');
let server: ReturnType<typeof spawnBuiltServer> | undefined;
let backends: Backends | null = null;
try {
  const started = performance.now();
  let products: number[];
  const database = await target.open();
  try {
    await database.migrate();
    await seedDatabase(database.db, { demoCustomers: true });
    products = await plainProducts(database);
    await database.db.execute(sql`UPDATE products SET stock = ${STOCK} WHERE id = ANY(${`{${products.join(',')}}`}::int[])`);
  } finally {
    await database.close();
  }
  console.log(
    `${engine}: seeded the default catalogue in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `products in the carts: ${products.join(', ')} (plain, stock raised to ${STOCK})`,
  );

  server = spawnBuiltServer({ port, distDir: values.dist, env: target.env });
  await waitForHealth(port);
  backends = engine === 'postgres' ? await postgresBackends(target.env.DATABASE_URL!) : null;

  const shoppers = await Promise.all(
    Array.from({ length: connections }, (_, i) =>
      newShopper(
        i,
        Array.from({ length: linesPerCart }, (_, j) => ({ productId: products[(i + j) % products.length]!, quantity: 1 + ((i + j) % 3) })),
      ),
    ),
  );

  // Warm the JIT, the caches and the database buffers.
  await buy(shoppers, 2, server.pid, backends);
  await resync(shoppers);

  console.log(
    `\n${engine}, dist ${values.dist}, ${connections} shoppers (one connection, cookies and cart each, ${linesPerCart} lines per order), ` +
      `${duration} s (node ${process.version}, ${cpus().length} cores)`,
  );
  const run = await buy(shoppers, duration, server.pid, backends);
  const orders = run.times.order;
  const refills = run.times.refill;
  const perOrder = (ms: number | null) => (ms === null || orders.length === 0 ? 'n/a' : `${(ms / orders.length).toFixed(2)} ms`);
  line('place-order  POST /api/checkout/orders', orders, run.seconds, 'orders/s', run.errors.order);
  line('refill       POST /api/cart/add-to-cart', refills, run.seconds, 'req/s', run.errors.refill);
  if (run.checks > 0) console.log(`${''.padEnd(44)} + ${run.checks} reads of a cart after a refused order (GET /api/cart/cart), in no figures`);
  console.log(
    `${''.padEnd(44)} server CPU/order ${perOrder(run.serverCpuMs)} (its ${linesPerCart} refills included)` +
      (backends ? `, PostgreSQL backends CPU/order ${perOrder(run.databaseCpuMs)}` : ''),
  );
  const errors = [...run.statuses].map(([what, { count, message }]) => `${count}× ${what} (${message})`);
  if (run.failures > 0) errors.push(`${run.failures} connection errors or timeouts`);
  if (errors.length > 0) console.log(`${''.padEnd(44)} errors: ${errors.join(', ')}`);

  console.log(`\ngoal (product owner): p95 under ${GOAL_P95_MS} ms at 20 concurrent shoppers; reported, not asserted`);
  const p95 = percentile(orders, 95);
  console.log(`  place-order  p95 ${p95.toFixed(1)} ms at ${connections} shoppers: ${p95 < GOAL_P95_MS ? 'within' : 'over'} the goal`);

  await stopServer(server);
  // Every order in the database was asked for: answered with 201, or cut off at the end of a run
  // (the shop finishes what it started), at most one per shopper and run.
  const answered = shoppers.reduce((sum, s) => sum + s.orders, 0);
  const check = await target.open();
  try {
    const [row] = await rows<{ n: number }>(check.db, sql`SELECT count(*)::int AS n FROM orders WHERE idempotency_key LIKE ${`bench-${process.pid}-%`}`);
    console.log(
      `\norders in the database: ${row!.n}: ${answered} answered 201 (warm-up included), ${row!.n - answered} cut off at the end of a run ` +
        `(at most ${2 * connections})`,
    );
  } finally {
    await check.close();
  }
} finally {
  await backends?.close().catch(() => undefined);
  await stopServer(server);
  await target.cleanup();
}

/** A handful of active, plain products (no kit, no master with active variants). */
async function plainProducts(database: Database): Promise<number[]> {
  const found = await rows<{ id: number }>(
    database.db,
    sql`
    SELECT p.id FROM products p LEFT JOIN products m ON m.id = p.master_product_id
    WHERE p.is_active AND NOT p.is_composite AND p.stock > 0
      AND (p.master_product_id IS NULL OR m.is_active)
      AND NOT EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = p.id AND v.is_active)
    ORDER BY p.id LIMIT ${productCount}`,
  );
  if (found.length < linesPerCart) throw new Error(`the seed has only ${found.length} plain products`);
  return found.map((r) => r.id);
}

function line(title: string, sorted: number[], seconds: number, unit: string, errors: number): void {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const rate = seconds > 0 ? sorted.length / seconds : 0;
  console.log(
    `${title.padEnd(44)} ${rate.toFixed(0).padStart(6)} ${unit}  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  ` +
      `p99 ${ms(percentile(sorted, 99))}  errors ${errors}`,
  );
}

/** Headers a browser sends with a write: the shopper's cookies and its CSRF token. */
function headers(shopper: Shopper): Record<string, string> {
  return { accept: 'application/json', 'content-type': 'application/json', cookie: shopper.cookie, 'x-xsrf-token': shopper.xsrf };
}

function cookiesOf(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((header) => {
      const pair = header.split(';')[0]!;
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
    }),
  );
}

/** A guest with its CSRF cookie and a cart of its lines (its cart_token cookie), ready to order. */
async function newShopper(index: number, lines: Line[]): Promise<Shopper> {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const xsrf = cookiesOf(csrf).get('XSRF-TOKEN');
  if (!xsrf) throw new Error(`GET /sanctum/csrf-cookie (${csrf.status}) set no XSRF-TOKEN cookie`);
  const body = JSON.stringify({
    email: `bench-${index}@example.nl`,
    firstname: 'Anna',
    lastname: `de Vries ${index}`,
    phone: '+31 6 12345678',
    customer_type: 'individual',
    address: { street: 'Dorpsstraat', house_number: '12a', postcode: '3821ab', city: 'Leusden', country: 'NL' },
    delivery_method: 'postnl',
    payment_method: 'ideal',
    terms: true,
  });
  const shopper: Shopper = { index, cookie: `XSRF-TOKEN=${xsrf}`, xsrf, lines, body, orders: 0, step: { kind: 'order' } };
  for (const { productId, quantity } of lines) {
    const response = await fetch(`${base}/api/cart/add-to-cart/${productId}/${quantity}`, { method: 'POST', headers: headers(shopper), body: '{}' });
    if (response.status !== 200) throw new Error(`add-to-cart ${productId}: ${response.status} ${await response.text()}`);
    const token = cookiesOf(response).get('cart_token');
    if (token && !shopper.cookie.includes('cart_token=')) shopper.cookie += `; cart_token=${token}`;
  }
  if (!shopper.cookie.includes('cart_token=')) throw new Error('the first add set no cart_token cookie');
  return shopper;
}

/** The request of the shopper's next step. */
function requestOf(shopper: Shopper): { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body: string } {
  const step = shopper.step;
  if (step.kind === 'refill') {
    const { productId, quantity } = shopper.lines[step.line]!;
    return { method: 'POST', path: `/api/cart/add-to-cart/${productId}/${quantity}`, headers: headers(shopper), body: '{}' };
  }
  if (step.kind === 'check') return { method: 'GET', path: '/api/cart/cart', headers: { ...headers(shopper), 'accept-encoding': 'identity' }, body: '' };
  const key = `bench-${process.pid}-${shopper.index}-${shopper.orders}-${Date.now().toString(36)}`;
  return { method: 'POST', path: '/api/checkout/orders', headers: { ...headers(shopper), 'idempotency-key': key }, body: shopper.body };
}

/** Where the shopper goes after an answer to `kind`. */
function nextStep(shopper: Shopper, kind: Kind, status: number, body: string): void {
  const step = shopper.step;
  if (kind === 'order') {
    if (status === 201) {
      shopper.orders++;
      shopper.step = { kind: 'refill', line: 0 };
    } else shopper.step = { kind: 'check' };
  } else if (kind === 'refill' && step.kind === 'refill') {
    if (status !== 200) shopper.step = { kind: 'check' };
    else shopper.step = step.line + 1 < shopper.lines.length ? { kind: 'refill', line: step.line + 1 } : { kind: 'order' };
  } else if (kind === 'check') {
    // A refused order leaves the cart as it was; one that went through (its answer lost) emptied it.
    let items = 0;
    try {
      items = (JSON.parse(body) as { items: unknown[] }).items.length;
    } catch {
      /* unreadable: fill it again */
    }
    shopper.step = items > 0 ? { kind: 'order' } : { kind: 'refill', line: 0 };
  }
}

function messageOf(body: string): string {
  try {
    return String((JSON.parse(body) as { message?: unknown }).message ?? body.slice(0, 80));
  } catch {
    return body.slice(0, 80);
  }
}

/**
 * After a run: where each shopper really is. A request cut off at the end of a run may still
 * have been carried out (an order placed, a line added), so the cart is read once the shop has
 * had a moment to finish them: all lines there, order; otherwise fill the first line missing
 * (an emptied cart from the first).
 */
async function resync(all: Shopper[]): Promise<void> {
  await new Promise((r) => setTimeout(r, 1500));
  await Promise.all(
    all.map(async (shopper) => {
      const response = await fetch(`${base}/api/cart/cart`, { headers: headers(shopper) });
      if (response.status !== 200) throw new Error(`GET /api/cart/cart: ${response.status} ${await response.text()}`);
      const { items } = (await response.json()) as { items: { product_id: number }[] };
      const missing = shopper.lines.findIndex((l) => !items.some((i) => i.product_id === l.productId));
      shopper.step = missing < 0 ? { kind: 'order' } : { kind: 'refill', line: missing };
    }),
  );
}

type Run = {
  times: Record<Kind, number[]>;
  seconds: number;
  checks: number;
  errors: Record<Kind, number>;
  /** Wrong answers by call and status, with the message of the first. */
  statuses: Map<string, { count: number; message: string }>;
  failures: number;
  serverCpuMs: number | null;
  databaseCpuMs: number | null;
};

/** Every shopper buys for `seconds` on a connection of its own, one request in flight each. */
async function buy(all: Shopper[], seconds: number, serverPid: number | undefined, backends: Backends | null): Promise<Run> {
  const run: Run = {
    times: { order: [], refill: [], check: [] },
    seconds: 0,
    checks: 0,
    errors: { order: 0, refill: 0, check: 0 },
    statuses: new Map(),
    failures: 0,
    serverCpuMs: null,
    databaseCpuMs: null,
  };
  let index = 0;
  const serverBefore = cpuMs(serverPid);
  const databaseBefore = backends ? await backends.cpuMs() : null;
  const result = await autocannon({
    url: base,
    headers: { host, 'accept-encoding': 'br, gzip' },
    connections: all.length,
    duration: seconds,
    // The shop's own limit (scripts/server.ts): a slow order is measured, not cut off at 10 s.
    timeout: 30,
    pipelining: 1,
    setupClient: (connection) => {
      const shopper = all[index++]!;
      // One request in flight per connection: the answer heard is to the request last built.
      // autocannon hands the body to onResponse, then the time to 'response', then builds the next.
      let sent: Kind = shopper.step.kind;
      let answered: Kind | null = null;
      connection.setRequests([
        {
          setupRequest: (request) => {
            sent = shopper.step.kind;
            const next = requestOf(shopper);
            return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
          },
          onResponse: (status, body) => {
            answered = sent;
            const wanted = sent === 'order' ? 201 : 200;
            if (status !== wanted) {
              run.errors[sent]++;
              const what = `${sent} ${status}`;
              const seen = run.statuses.get(what) ?? { count: 0, message: messageOf(body) };
              seen.count++;
              run.statuses.set(what, seen);
            }
            if (sent === 'check') run.checks++;
            nextStep(shopper, sent, status, body);
          },
        },
      ]);
      connection.on('response', (_status: number, _bytes: number, responseTime: number) => {
        if (answered) run.times[answered].push(responseTime);
        answered = null;
      });
    },
  });
  run.serverCpuMs = serverBefore === null ? null : (cpuMs(serverPid) ?? serverBefore) - serverBefore;
  run.databaseCpuMs = backends && databaseBefore !== null ? spent(databaseBefore, await backends.cpuMs()) : null;
  run.seconds = result.duration;
  run.failures = result.errors;
  for (const times of Object.values(run.times)) times.sort((a, b) => a - b);
  return run;
}

/** CPU ms per backend process id. */
type Backends = { cpuMs: () => Promise<Map<number, number>>; close: () => Promise<void> };

/** CPU spent between two readings; a backend new since the first counts from its start. */
function spent(before: Map<number, number>, after: Map<number, number>): number {
  return [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
}

/**
 * The CPU time of the PostgreSQL backends serving the database (the shop's pool), read from
 * /proc like the server's; PostgreSQL runs on this machine for the benchmark. A backend that
 * ends between two readings takes its time with it, which the pool (busy all run) hardly does.
 */
async function postgresBackends(url: string): Promise<Backends> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Dropping the database at the end cuts this connection off; that is no failure.
  client.on('error', () => undefined);
  return {
    cpuMs: async () => {
      const found = await client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      return new Map(found.rows.map(({ pid }) => [pid, cpuMs(pid) ?? 0]));
    },
    close: () => client.end(),
  };
}
