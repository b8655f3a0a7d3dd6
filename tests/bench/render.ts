/**
 * What a page costs when it is not in the page cache (docs/performance.md, render cost): the
 * server's CPU per rendered request for product, category and home pages, on the demo catalogue,
 * few connections (so the figure is the render's and not the queue's) and brotli asked for, as a
 * browser does. `--cache off` (default) turns the page cache off (PAGE_CACHE_MB=0): the render
 * and the answer's compression. `--cache miss` keeps it on but too small to keep a page (50 KB),
 * so every request is what the first visitor after a purge costs: the render and the compression
 * of the copies the cache keeps. `--dist a,b` compares builds in one
 * run: each build is measured `--rounds` times, in turns, and the medians are reported, so a
 * busy machine slows both alike. No assertions.
 *
 * Usage: npm run bench:render [-- --engine pglite|postgres|both --duration 8 --connections 2 --rounds 3 --dist dist --cache off|miss]
 * PostgreSQL needs TEST_DATABASE_URL. Build first (`npm run build`); copy a build elsewhere under
 * the repository (tests/.tmp/) to compare it with a later one.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { rows } from '#src/server/db/query.ts';
import { seedDatabase } from '#src/server/db/seed/index.ts';
import { createBenchDatabase, load, spawnBuiltServer, stopServer, waitForHealth, type Engine } from './support.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: process.env.TEST_DATABASE_URL ? 'both' : 'pglite' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4480' },
    cache: { type: 'string', default: 'off' },
  },
});
const engines: Engine[] = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine === 'postgres' ? 'postgres' : 'pglite'];
const builds = values.dist.split(',').filter(Boolean);
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const port = Number(values.port);
const cacheMode = values.cache === 'miss' ? 'miss' : 'off';
// A quarter of the cache is the most one page may take, so at 50 KB no page is ever kept.
const pageCacheMb = cacheMode === 'miss' ? '0.05' : '0';

type Kind = 'product' | 'category' | 'home';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

for (const engine of engines) {
  const database = await createBenchDatabase(engine, 'webshop_bench_render');
  try {
    const paths: Record<Kind, string[]> = { product: [], category: [], home: ['/'] };
    const db = await database.open();
    try {
      await db.migrate();
      await seedDatabase(db.db, {});
      const products = await rows<{ slug: string }>(
        db.db,
        sql`SELECT pt.slug FROM products p JOIN product_translations pt ON pt.product_id = p.id AND pt.locale = 'en'
            WHERE p.master_product_id IS NULL AND p.is_active ORDER BY p.id LIMIT 20`,
      );
      paths.product = products.map((p) => `/product/${p.slug}/`);
      const categories = await rows<{ slug: string }>(
        db.db,
        sql`SELECT ct.slug FROM categories c JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = 'en'
            WHERE c.parent_id IS NULL ORDER BY c.position, c.id LIMIT 10`,
      );
      paths.category = categories.map((c) => `/${c.slug}/`);
    } finally {
      await db.close();
    }

    const cpu: Record<string, Record<Kind, number[]>> = {};
    const html: Record<string, Record<Kind, number>> = {};
    for (let round = 0; round < rounds; round++) {
      for (const dist of builds) {
        const server = spawnBuiltServer({ port, distDir: dist, env: { ...database.env, PAGE_CACHE_MB: pageCacheMb, LOG_REQUESTS: '0' } });
        try {
          await waitForHealth(port);
          const host = `localhost:${port}`;
          cpu[dist] ??= { product: [], category: [], home: [] };
          html[dist] ??= { product: 0, category: 0, home: 0 };
          for (const kind of Object.keys(paths) as Kind[]) {
            // Warm: every page rendered a few times, the JIT warm.
            await autocannon({
              url: `http://127.0.0.1:${port}`,
              headers: { host, 'accept-encoding': 'br, gzip' },
              connections,
              amount: 60,
              requests: paths[kind].map((path) => ({ path })),
            });
            const figures = await load({ port, host, paths: paths[kind], connections, duration, serverPid: server.pid });
            if (figures.errors > 0) throw new Error(`${dist} ${kind}: ${figures.errors} errors`);
            cpu[dist][kind].push(figures.cpuMsPerRequest ?? NaN);
            html[dist][kind] = (await (await fetch(`http://127.0.0.1:${port}${paths[kind][0]}`, { headers: { host } })).text()).length;
          }
        } finally {
          await stopServer(server);
        }
      }
    }
    console.log(
      `\n${engine}: server CPU per rendered page (median of ${rounds} rounds, ${connections} connections, ${duration} s each, page cache ${cacheMode === 'miss' ? 'on, every request a miss' : 'off'}, brotli)`,
    );
    for (const dist of builds) {
      const line = (['product', 'category', 'home'] as Kind[])
        .map((kind) => `${kind} ${median(cpu[dist]![kind]).toFixed(2)} ms (${(html[dist]![kind] / 1024).toFixed(0)} KB)`)
        .join('   ');
      console.log(`${dist.padEnd(28)} ${line}`);
    }
  } finally {
    await database.cleanup();
  }
}
