/**
 * Cart API benchmark (docs/api.md, cart) against the built app on a freshly seeded database
 * (default catalogue). 20 guest shoppers (one per connection, --connections), each with its own
 * cart and cookies prepared up front (GET /sanctum/csrf-cookie, then one add of each of its 3
 * products), then two scenarios of --duration seconds each:
 *   - add-to-cart: POST /api/cart/add-to-cart/{productId}/1 with X-XSRF-TOKEN, cycling over the
 *     shopper's own lines; a line that reaches 20 pieces is set back to 1 with
 *     POST /api/cart/update/{itemId} (counted as a reset, kept out of the figures);
 *   - get-cart: GET /api/cart/cart;
 * then both again with one shopper. Reports requests/s, p50/p95/p99 from every response, the
 * server's CPU ms per request and the errors (every answer other than 200, connection errors,
 * timeouts), next to the product owner's goal: p95 under 25 ms for one shopper, the 20 shoppers'
 * p95 being the queue of a machine whose two cores also run the load and the database
 * (docs/adr/0038-latency-goals-on-two-cores.md). Benchmarks report; nothing here asserts timing.
 * Server CPU is the Node process's: with PGlite that includes the database, with PostgreSQL not;
 * there PostgreSQL's CPU per request is reported beside it (every postgres process of this
 * machine, so the local server should be otherwise idle).
 *
 * `--commit compare` (PostgreSQL only) weighs durable cart commits against relaxed ones
 * (docs/cart.md, durable writes): two databases seeded alike, the second told
 * `ALTER DATABASE … SET synchronous_commit = off` (so every session on it commits without
 * waiting for the WAL flush; the shop's code is the same), each with its own server and
 * shoppers, measured in turns — durable, relaxed, durable, relaxed, … for --rounds rounds — so
 * the machine's noise falls on both alike; then a table side by side with the median of the
 * rounds. get-cart writes nothing and serves as the control.
 *
 * `--against <dist>` weighs two builds of the shop on the same database (before and after a
 * change): each served by its own server with its own shoppers, measured in turns like the
 * commit modes, so both meet the same noise of a shared machine.
 *
 * Usage: npm run bench:cart [-- --engine postgres --duration 10 --dist dist --products 10000]
 *   --engine   pglite | postgres (PostgreSQL needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)
 *   --dist     the built app to serve (default dist); it is never built here
 *   --products N: a catalogue of N products in a database kept for the next run
 *              (webshop_bench_catalogue_N, shared with the search benchmark, seeded only when it is
 *              not yet; support.ts seededBenchDatabase)
 *   --commit   durable (default: as the shop commits) | compare (PostgreSQL; --rounds, default 2)
 *   --against  another built app, measured in turns with --dist (--rounds, default 2; PostgreSQL only)
 * Without --products each run seeds the default catalogue into its own database (a temporary
 * PGlite directory or a PostgreSQL database that is dropped afterwards).
 */
import type { ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { seedDatabase } from '#src/server/db/seed/index.ts';
import {
  createBenchDatabase,
  loadConnections,
  seededBenchDatabase,
  reportWithErrors,
  spawnBuiltServer,
  stopServer,
  waitForHealth,
  type BenchDatabase,
  type ConnectionFigures,
  type Engine,
  type PlannedRequest,
} from './support.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '4470' },
    dist: { type: 'string', default: 'dist' },
    commit: { type: 'string', default: 'durable' },
    rounds: { type: 'string', default: '2' },
    products: { type: 'string' },
    against: { type: 'string' },
  },
});
const engine: Engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const host = `localhost:${port}`;
const compare = values.commit === 'compare';
const rounds = Number(values.rounds);
const productCount = values.products === undefined ? null : Number(values.products);
if (productCount !== null && !(Number.isSafeInteger(productCount) && productCount > 0)) throw new Error('--products must be a whole number');
if (compare && (productCount !== null || values.against)) throw new Error('--commit compare takes neither --products nor --against');
if (values.against && !(rounds >= 1)) throw new Error('--rounds must be a number of at least 1');
// Both builds' servers open the same database; an embedded one is locked by the first.
if (values.against && engine === 'pglite') throw new Error('--against needs --engine postgres: two servers cannot share one embedded database');
if (values.commit !== 'durable' && !compare) throw new Error(`--commit ${values.commit}: durable or compare`);
if (compare && engine !== 'postgres') throw new Error('--commit compare needs --engine postgres');
if (compare && !(rounds >= 1)) throw new Error('--rounds must be a number of at least 1');

/** Lines per cart, and the quantity at which a line is set back to 1 (well below the stock picked). */
const LINES_PER_CART = 3;
const LINE_CAP = 20;
const MIN_STOCK = 200;
const GOAL_P95_MS = 25;

type Line = { productId: number; itemId: number; quantity: number };
type Shopper = { base: string; cookie: string; xsrf: string; lines: Line[]; turn: number };
type CartRequest = PlannedRequest & { line?: Line; reset?: boolean };
type CartAnswer = { items: { id: number; product_id: number; quantity: number }[] };

type Served = { name: string; port: number; server: ChildProcess; shoppers: Shopper[] };
const databases: BenchDatabase[] = [];
const servers: ChildProcess[] = [];
try {
  if (compare) {
    const durable = await serve('durable', port, await seeded('durable'), values.dist);
    await compareVariants([durable, await serve('relaxed', port + 1, await seeded('relaxed'), values.dist)], 'durable then relaxed commits');
  } else if (values.against) {
    const database = await seeded('durable');
    const before = await serve('before', port, database, values.against);
    await compareVariants([before, await serve('after', port + 1, database, values.dist)], `${values.against} (before) then ${values.dist} (after)`);
  } else {
    const durable = await serve('durable', port, await seeded('durable'), values.dist);
    await measure(durable.shoppers, durable.server.pid);
  }
} finally {
  for (const server of servers) await stopServer(server);
  for (const database of databases) await database.cleanup();
}

type Seeded = { target: BenchDatabase; products: number[]; note: string };

/**
 * The database of a run, seeded, with the products the carts take. With --products a kept one
 * (seeded once); else one of its own with the default catalogue. 'relaxed' sets the database's
 * sessions to commit without waiting for the WAL flush.
 */
async function seeded(name: 'durable' | 'relaxed'): Promise<Seeded> {
  const started = performance.now();
  let target: BenchDatabase;
  let what = 'the default catalogue';
  if (productCount !== null) {
    const kept = await seededBenchDatabase(engine, productCount);
    target = kept;
    what = `${productCount} products (${kept.seeded ? 'seeded now' : 'kept from an earlier run'})`;
  } else {
    target = await createBenchDatabase(engine, name === 'durable' ? 'webshop_bench_cart' : 'webshop_bench_cart_relaxed');
    databases.push(target);
  }
  const database = await target.open();
  let products: number[];
  let commit = '';
  try {
    if (productCount === null) {
      await database.migrate();
      await seedDatabase(database.db, { demoCustomers: true });
    }
    products = await plainProducts(database);
    if (engine === 'postgres') {
      const dbName = new URL(target.env.DATABASE_URL!).pathname.slice(1);
      if (name === 'relaxed') await database.db.execute(sql.raw(`ALTER DATABASE "${dbName}" SET synchronous_commit = off`));
      commit = `, synchronous_commit ${await newSessionSetting(target)}`;
    }
  } finally {
    await database.close();
  }
  const note =
    `${engine}${compare ? ` (${name})` : ''}: ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
    `products in the carts: ${products.join(', ')} (plain, stock >= ${MIN_STOCK})${commit}`;
  console.log(note);
  return { target, products, note };
}

/** The built app `dist` serving the seeded database on `at`, with its shoppers ready. */
async function serve(name: string, at: number, { target, products }: Seeded, dist: string): Promise<Served> {
  const server = spawnBuiltServer({ port: at, distDir: dist, env: target.env });
  servers.push(server);
  await waitForHealth(at);
  const base = `http://127.0.0.1:${at}`;
  const shoppers = await Promise.all(
    Array.from({ length: connections }, (_, i) =>
      newShopper(
        base,
        Array.from({ length: LINES_PER_CART }, (_, j) => products[(i + j) % products.length]!),
      ),
    ),
  );
  return { name, port: at, server, shoppers };
}

/** What a new session on the database commits with (the server's pool opens its own sessions later). */
async function newSessionSetting(target: BenchDatabase): Promise<string> {
  const database = await target.open();
  try {
    const [row] = await rows<{ synchronous_commit: string }>(database.db, sql`SHOW synchronous_commit`);
    return row?.synchronous_commit ?? '?';
  } finally {
    await database.close();
  }
}

/**
 * The plain run: add-to-cart and get-cart on the one server with every shopper (the machine's
 * capacity), then with one (a shopper's wait), the goal held to the latter (ADR 0038).
 */
async function measure(shoppers: Shopper[], serverPid: number | undefined): Promise<void> {
  const options = { port, host, connections, serverPid, database: engine };
  const adding = { ...options, client: (i: number) => addToCartClient(shoppers[i]!) };
  const reading = { ...options, client: (i: number) => getCartClient(shoppers[i]!) };

  // Warm the JIT, the caches and the database buffers.
  await loadConnections({ ...adding, duration: 2 });
  await loadConnections({ ...reading, duration: 2 });
  await resync(shoppers);

  const run = async (shopping: number) => {
    console.log(
      `\n${engine}, dist ${values.dist}, ${shopping} shopper(s) (one connection and cart each, ${LINES_PER_CART} lines), ` +
        `${duration} s per line (node ${process.version}, ${cpus().length} cores)`,
    );
    const add = await loadConnections({ ...adding, connections: shopping, duration });
    reportWithErrors('add-to-cart  POST /api/cart/add-to-cart/{id}/1', add);
    if (add.uncounted > 0)
      console.log(`${''.padEnd(44)} + ${add.uncounted} resets of a line to 1 (POST /api/cart/update/{id}), not in the figures; CPU/req includes them`);
    await resync(shoppers);
    const get = await loadConnections({ ...reading, connections: shopping, duration });
    reportWithErrors('get-cart     GET /api/cart/cart', get);
    await resync(shoppers);
    return { add, get };
  };
  const all = await run(connections);
  const one = connections > 1 ? await run(1) : all;

  console.log(`\ngoal (product owner, ADR 0038): p95 under ${GOAL_P95_MS} ms for one shopper; reported, not asserted`);
  for (const name of ['add', 'get'] as const) {
    const label = name === 'add' ? 'add-to-cart' : 'get-cart';
    const f = one[name];
    const queue = all[name];
    console.log(
      `  ${label.padEnd(12)} p95 ${f.p95.toFixed(1)} ms for one shopper: ${f.p95 < GOAL_P95_MS ? 'within' : 'over'} the goal` +
        (connections > 1 ? `; at ${connections} shoppers p95 ${queue.p95.toFixed(1)} ms, the queue of this machine` : ''),
    );
  }
}

/**
 * Two servers in turns (commit modes, or two builds): each round measures add-to-cart and
 * get-cart on the first, then on the second.
 */
async function compareVariants(variants: Served[], what: string): Promise<void> {
  const loads = (v: Served) => {
    const options = { port: v.port, host: `localhost:${v.port}`, connections, serverPid: v.server.pid, database: engine };
    return {
      adding: { ...options, client: (i: number) => addToCartClient(v.shoppers[i]!) },
      reading: { ...options, client: (i: number) => getCartClient(v.shoppers[i]!) },
    };
  };
  // Warm the JIT, the caches and the database buffers of both.
  for (const v of variants) {
    await loadConnections({ ...loads(v).adding, duration: 2 });
    await loadConnections({ ...loads(v).reading, duration: 2 });
    await resync(v.shoppers);
  }
  console.log(
    `\n${engine}, ${connections} shoppers (one connection and cart each, ${LINES_PER_CART} lines), ` +
      `${duration} s per line, ${rounds} rounds of ${what} (node ${process.version}, ${cpus().length} cores)`,
  );
  const figures = new Map(variants.map((v) => [v.name, { add: [] as ConnectionFigures[], get: [] as ConnectionFigures[] }]));
  for (let round = 1; round <= rounds; round++) {
    for (const v of variants) {
      const { adding, reading } = loads(v);
      const add = await loadConnections({ ...adding, duration });
      reportWithErrors(`round ${round} ${v.name.padEnd(7)} add-to-cart`, add);
      await resync(v.shoppers);
      const get = await loadConnections({ ...reading, duration });
      reportWithErrors(`round ${round} ${v.name.padEnd(7)} get-cart`, get);
      await resync(v.shoppers);
      figures.get(v.name)!.add.push(add);
      figures.get(v.name)!.get.push(get);
    }
  }
  const median = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const cell = (list: ConnectionFigures[]) =>
    `${median(list.map((f) => f.rps))
      .toFixed(0)
      .padStart(6)} req/s  p95 ${median(list.map((f) => f.p95))
      .toFixed(1)
      .padStart(5)} ms  (p95 per round: ${list.map((f) => f.p95.toFixed(1)).join(', ')})`;
  console.log(`\nmedian of ${rounds} rounds`);
  for (const scenario of ['add', 'get'] as const) {
    for (const v of variants)
      console.log(`  ${(scenario === 'add' ? 'add-to-cart' : 'get-cart').padEnd(12)} ${v.name.padEnd(8)} ${cell(figures.get(v.name)![scenario])}`);
  }
  const [first, second] = variants.map((v) => figures.get(v.name)!.add) as [ConnectionFigures[], ConnectionFigures[]];
  const p95Ratio = median(first.map((f) => f.p95)) / median(second.map((f) => f.p95));
  const rpsRatio = median(first.map((f) => f.rps)) / median(second.map((f) => f.rps));
  console.log(
    `  ${variants[0]!.name} against ${variants[1]!.name}, add-to-cart: p95 ${((p95Ratio - 1) * 100).toFixed(0)} %, requests/s ${((rpsRatio - 1) * 100).toFixed(0)} % (+ is more)`,
  );
  // At every shopper the p95 is the machine's queue; the goal is one shopper's (the plain run, ADR 0038).
  for (const v of variants)
    console.log(`  add-to-cart p95 at ${connections} shoppers: ${v.name} ${median(figures.get(v.name)!.add.map((f) => f.p95)).toFixed(1)} ms`);
}

/** A handful of active, plain products (no kit, no master with active variants) with large stock. */
async function plainProducts(database: Database): Promise<number[]> {
  const found = await rows<{ id: number }>(
    database.db,
    sql`
    SELECT p.id FROM products p LEFT JOIN products m ON m.id = p.master_product_id
    WHERE p.is_active AND NOT p.is_composite AND p.stock >= ${MIN_STOCK}
      AND (p.master_product_id IS NULL OR m.is_active)
      AND NOT EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = p.id AND v.is_active)
    ORDER BY p.id LIMIT 6`,
  );
  if (found.length < LINES_PER_CART) throw new Error(`the seed has only ${found.length} plain products with stock >= ${MIN_STOCK}`);
  return found.map((r) => r.id);
}

/** Headers a browser sends with a cart call: the shopper's cookies and its CSRF token. */
function headers(shopper: Shopper, write: boolean): Record<string, string> {
  return {
    accept: 'application/json',
    cookie: shopper.cookie,
    'x-xsrf-token': shopper.xsrf,
    ...(write ? { 'content-type': 'application/json' } : {}),
  };
}

function cookiesOf(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0]!;
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
    }),
  );
}

async function call(shopper: Shopper, method: 'GET' | 'POST', path: string): Promise<Response> {
  const response = await fetch(shopper.base + path, { method, headers: headers(shopper, method === 'POST'), ...(method === 'POST' ? { body: '{}' } : {}) });
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A guest with its CSRF cookie and a cart holding one piece of each product (its cart_token cookie). */
async function newShopper(base: string, productIds: number[]): Promise<Shopper> {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const xsrf = cookiesOf(csrf).get('XSRF-TOKEN');
  if (!xsrf) throw new Error(`GET /sanctum/csrf-cookie (${csrf.status}) set no XSRF-TOKEN cookie`);
  const shopper: Shopper = { base, cookie: `XSRF-TOKEN=${xsrf}`, xsrf, lines: [], turn: 0 };
  let cart: CartAnswer | undefined;
  for (const productId of productIds) {
    const response = await call(shopper, 'POST', `/api/cart/add-to-cart/${productId}/1`);
    const token = cookiesOf(response).get('cart_token');
    if (token && !shopper.cookie.includes('cart_token=')) shopper.cookie += `; cart_token=${token}`;
    if (!shopper.cookie.includes('cart_token=')) throw new Error('the first add set no cart_token cookie');
    cart = ((await response.json()) as { cart: CartAnswer }).cart;
  }
  shopper.lines = productIds.map((productId) => {
    const item = cart?.items.find((i) => i.product_id === productId);
    if (!item) throw new Error(`product ${productId} is not in the new cart`);
    return { productId, itemId: item.id, quantity: item.quantity };
  });
  return shopper;
}

/** Adds one piece of the shopper's next line; a line at LINE_CAP pieces is set back to 1 instead. */
function addToCartClient(shopper: Shopper) {
  return {
    next: (): CartRequest => {
      const line = shopper.lines[shopper.turn++ % shopper.lines.length]!;
      if (line.quantity >= LINE_CAP) {
        return {
          method: 'POST',
          path: `/api/cart/update/${line.itemId}`,
          headers: headers(shopper, true),
          body: '{"quantity":1}',
          counted: false,
          line,
          reset: true,
        };
      }
      return { method: 'POST', path: `/api/cart/add-to-cart/${line.productId}/1`, headers: headers(shopper, true), body: '{}', line };
    },
    answered: (request: CartRequest, status: number) => {
      if (status === 200 && request.line) request.line.quantity = request.reset ? 1 : request.line.quantity + 1;
    },
  };
}

function getCartClient(shopper: Shopper) {
  return { next: (): CartRequest => ({ method: 'GET', path: '/api/cart/cart', headers: headers(shopper, false) }) };
}

/**
 * After a run: each cart still holds exactly its own lines (so every connection kept its own
 * cookies), and the quantities are read back (a request cut off at the end of a run may still
 * have been applied).
 */
async function resync(all: Shopper[]): Promise<void> {
  await new Promise((r) => setTimeout(r, 250));
  await Promise.all(
    all.map(async (shopper, i) => {
      const cart = (await (await call(shopper, 'GET', '/api/cart/cart')).json()) as CartAnswer;
      const own = cart.items.length === shopper.lines.length && shopper.lines.every((line) => cart.items.some((item) => item.id === line.itemId));
      if (!own)
        throw new Error(
          `shopper ${i}'s cart has lines ${cart.items.map((item) => `${item.id}×${item.quantity}`).join(', ')}, expected items ${shopper.lines.map((l) => l.itemId).join(', ')}`,
        );
      for (const line of shopper.lines) line.quantity = cart.items.find((item) => item.id === line.itemId)!.quantity;
    }),
  );
}
