/**
 * Catalogue and search benchmark on a generated catalogue (default 10 000 products):
 *   - GET /api/search with a mix of shopper queries in three languages (20 connections);
 *   - a category page plain and filtered (docs/catalogue.md, filters and sorting), product pages
 *     (50 connections), and category pages with filters never asked before (uncached);
 * reporting requests/s, p50/p95/p99 and the server's CPU time per request. No assertions.
 *
 * Usage: npm run bench:catalog [-- --products 100000 --engine postgres --duration 10]
 *   --engine pglite | postgres (PostgreSQL needs TEST_DATABASE_URL or DATABASE_ADMIN_URL)
 * Each run seeds its own database (a temporary PGlite directory or a PostgreSQL database that
 * is dropped afterwards).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { seedDatabase } from '#src/server/db/seed/index.ts';
import { load, report, waitForHealth } from './support.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    engine: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '4460' },
  },
});
const products = Number(values.products);
const port = Number(values.port);
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';

type Target = { env: Record<string, string>; cleanup: () => Promise<void>; open: () => Promise<Database> };

async function prepareTarget(): Promise<Target> {
  if (engine === 'postgres') {
    const admin = process.env.DATABASE_ADMIN_URL ?? process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('--engine postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
    const name = `webshop_bench_${process.pid}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      open: () => openDatabase({ databaseUrl: url.toString() }),
      cleanup: async () => {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
  }
  mkdirSync('tests/.tmp', { recursive: true });
  const dir = mkdtempSync(join('tests/.tmp', 'bench-'));
  return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

const target = await prepareTarget();
let server: ReturnType<typeof spawn> | undefined;
try {
  const started = performance.now();
  const database = await target.open();
  let samples: { category: string; brand: string; products: string[]; words: string[] };
  try {
    await database.migrate();
    await seedDatabase(database.db, { products, demoCustomers: true });
    samples = await pickPaths(database);
  } finally {
    await database.close();
  }
  console.log(`${engine}: seeded ${products} products with the search index in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const env: Record<string, string | undefined> = { ...process.env, ...target.env, PORT: String(port), HOST: '127.0.0.1' };
  if (engine === 'pglite') delete env.DATABASE_URL;
  server = spawn(process.execPath, ['scripts/start.ts'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  await waitForHealth(port);

  const host = `localhost:${port}`;
  const searches = ['raspberry pi', 'rasbery pi', 'kabel', 'hdmi', 'usb-c', 'sensor', 'arduino uno', 'netzteil', 'voeding', 'behuizing', 'led', 'case 5'].map(
    (q, i) => `/api/search?query=${encodeURIComponent(q)}&locale=${['en', 'nl', 'de'][i % 3]}&per_page=20`,
  );
  const filtered = [`/api/search?query=kabel&locale=nl&properties=${encodeURIComponent('{"merk":["Goobay"]}')}&minprice=5&maxprice=50`];
  const duration = Number(values.duration);
  // Warm the JIT, the caches and the database buffers.
  await autocannon({
    url: `http://127.0.0.1:${port}`,
    headers: { host },
    connections: 4,
    amount: 300,
    requests: [...searches, samples.category, ...samples.products].map((path) => ({ path })),
  });

  console.log(`\n${engine}, ${products} products, ${duration} s per line (node ${process.version}, ${(await import('node:os')).cpus().length} cores)`);
  const base = { port, host, duration, serverPid: server.pid };
  report('search API, 12 queries, 20 conns', await load({ ...base, connections: 20, paths: searches }));
  // Every request a query not seen before: the result cache never answers, the database does.
  const uncached = samples.words.flatMap((a, i) =>
    samples.words.slice(i + 1, i + 8).map((b, j) => `/api/search?query=${encodeURIComponent(`${a} ${b}`)}&locale=${['en', 'nl', 'de'][(i + j) % 3]}`),
  );
  report(`search API, ${uncached.length} distinct queries, 20 conns`, await load({ ...base, connections: 20, paths: uncached }));
  report('search API + merk/price filter, 20 conns', await load({ ...base, connections: 20, paths: filtered }));
  report('search API, distinct queries, 1 conn (latency floor)', await load({ ...base, connections: 1, paths: uncached.slice().reverse() }));
  report(`category page ${samples.category}, 50 conns`, await load({ ...base, connections: 50, paths: [samples.category] }));
  const filteredCategory = `${samples.category}?merk=${encodeURIComponent(samples.brand)}&instock=1&sort=price-asc`;
  report(`category page ${filteredCategory}, 50 conns`, await load({ ...base, connections: 50, paths: [filteredCategory] }));
  // A price bound per request: each question is new, so the list's counts come from the database.
  const fresh = Array.from({ length: 3000 }, (_, i) => `${samples.category}?minprice=${i + 1}&sort=${['price-asc', 'newest'][i % 2]}`);
  report('category pages, new filters each, 10 conns', await load({ ...base, connections: 10, paths: fresh }));
  report('product pages (20 products), 50 conns', await load({ ...base, connections: 50, paths: samples.products }));
} finally {
  server?.kill('SIGTERM');
  if (server) await new Promise((r) => server!.once('exit', r));
  await target.cleanup();
}

/** The biggest top-level category and its commonest brand, 20 product pages spread over the catalogue, catalogue words. */
async function pickPaths(database: Database): Promise<{ category: string; brand: string; products: string[]; words: string[] }> {
  const [category] = await rows<{ id: number; slug: string }>(
    database.db,
    sql`
    SELECT c.id, ct.slug FROM categories c JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = 'en'
    WHERE c.parent_id IS NULL ORDER BY (SELECT count(*) FROM product_categories pc WHERE pc.category_id = c.id) DESC LIMIT 1`,
  );
  const [brand] = await rows<{ value: string }>(
    database.db,
    sql`
    SELECT pp.value FROM product_categories pc JOIN product_properties pp ON pp.product_id = pc.product_id AND pp.locale = 'en' AND pp.property = 'merk'
    WHERE pc.category_id = ${category?.id ?? 0} GROUP BY pp.value ORDER BY count(*) DESC LIMIT 1`,
  );
  const slugs = await rows<{ slug: string }>(
    database.db,
    sql`
    SELECT pt.slug FROM products p JOIN product_translations pt ON pt.product_id = p.id AND pt.locale = 'en'
    WHERE p.master_product_id IS NULL ORDER BY p.id * 7919 % 1000, p.id LIMIT 20`,
  );
  const words = await rows<{ word: string }>(
    database.db,
    sql`
    SELECT word FROM search_vocabulary WHERE length(word) >= 4 ORDER BY md5(word) LIMIT 400`,
  );
  return { category: `/${category?.slug}/`, brand: brand?.value ?? '', products: slugs.map((s) => `/product/${s.slug}/`), words: words.map((w) => w.word) };
}
