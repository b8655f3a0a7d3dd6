/**
 * The page cache measured against its ceiling (docs/page-cache.md, figures), side by side in one
 * run and per engine: product pages from
 *   1. a static server answering the same HTML, precompressed, from memory (the ceiling: no
 *      framework, no database, nothing but HTTP);
 *   2. the shop with its page cache (every page kept after its first render);
 *   3. the shop without it (PAGE_CACHE_MB=0: every request rendered).
 * Reports requests/s, p50/p95/p99 and the server process's CPU time per request, and the cached
 * shop's CPU per request and requests/s relative to the ceiling. CPU per request depends on the
 * load (at a higher rate more requests share each wake-up and system call), and the ceiling runs
 * at a higher rate than the shop, so the ceiling and the cached shop are also measured at one
 * rate both sustain (80 % of the cached shop's): that ratio compares their work per request.
 * No assertions.
 *
 * Usage: npm run bench [-- --engine pglite|postgres|both --duration 10 --connections 20 --products 0]
 * (`--products N` seeds a generated catalogue of N products; 0, the default, the demo catalogue.)
 * PostgreSQL needs TEST_DATABASE_URL. Serves the build in dist/ (run `npm run build` first).
 */
import { spawn } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { rows } from '#src/server/db/query.ts';
import { seedDatabase } from '#src/server/db/seed/index.ts';
import { createBenchDatabase, load, report, spawnBuiltServer, stopServer, waitForHealth, type Engine, type LoadFigures } from './support.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: process.env.TEST_DATABASE_URL ? 'both' : 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    products: { type: 'string', default: '0' },
    port: { type: 'string', default: '4470' },
  },
});
const engines: Engine[] = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine === 'postgres' ? 'postgres' : 'pglite'];
const duration = Number(values.duration);
const connections = Number(values.connections);
const products = Number(values.products);
const basePort = Number(values.port);

/** A static server in a process of its own: the one page's bytes from memory, as a file server answers a cached file. */
function spawnCeiling(port: number, dir: string): ReturnType<typeof spawn> {
  const runner = `
    const { createServer } = await import('node:http');
    const { readFileSync } = await import('node:fs');
    const br = readFileSync(${JSON.stringify(join(dir, 'page.br'))});
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'br', 'Content-Length': String(br.length), ETag: 'W/"ceiling"', 'Cache-Control': 'public, max-age=0' };
    const server = createServer((req, res) => {
      if (req.url === '/healthz') { res.writeHead(200); res.end('ok'); return; }
      res.writeHead(200, headers);
      res.end(br);
    });
    server.keepAliveTimeout = 65000;
    server.listen(${port}, '127.0.0.1');
    process.once('SIGTERM', () => process.exit(0));`;
  return spawn(process.execPath, ['--input-type=module', '--eval', runner], { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function productPaths(engine: Engine, open: () => Promise<import('#src/server/db/client.ts').Database>): Promise<string[]> {
  const database = await open();
  try {
    await database.migrate();
    const started = performance.now();
    await seedDatabase(database.db, products > 0 ? { products, demoCustomers: false } : {});
    console.log(`${engine}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const slugs = await rows<{ slug: string }>(
      database.db,
      sql`SELECT pt.slug FROM products p JOIN product_translations pt ON pt.product_id = p.id AND pt.locale = 'en'
          WHERE p.master_product_id IS NULL AND p.is_active ORDER BY p.id * 7919 % 1000, p.id LIMIT 20`,
    );
    return slugs.map((s) => `/product/${s.slug}/`);
  } finally {
    await database.close();
  }
}

const ratio = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`);

for (const [i, engine] of engines.entries()) {
  const database = await createBenchDatabase(engine, 'webshop_bench_pages');
  const port = basePort + i * 3;
  const tmp = (mkdirSync('tests/.tmp', { recursive: true }), mkdtempSync(join('tests/.tmp', 'pages-')));
  const servers: ReturnType<typeof spawn>[] = [];
  try {
    const paths = await productPaths(engine, database.open);
    // One server at a time (the embedded database admits one process; and no two measure each other).
    const figures: Record<string, LoadFigures> = {};
    const measure = async (name: string, serverPort: number, pid: number | undefined, alsoAtRate?: () => number) => {
      await waitForHealth(serverPort);
      const host = `localhost:${serverPort}`;
      // Warm: every page rendered (and kept) once, the JIT warm.
      await autocannon({
        url: `http://127.0.0.1:${serverPort}`,
        headers: { host, 'accept-encoding': 'br, gzip' },
        connections: 4,
        amount: 400,
        requests: paths.map((path) => ({ path })),
      });
      figures[name] = await load({ port: serverPort, host, paths, connections, duration, serverPid: pid });
      if (alsoAtRate) figures[`${name}AtRate`] = await load({ port: serverPort, host, paths, connections, duration, serverPid: pid, rate: alsoAtRate() });
    };
    // The common rate of the side-by-side comparison, known once the cached shop was measured.
    const commonRate = () => Math.round(figures.cached!.rps * 0.8);

    const cached = spawnBuiltServer({ port: port + 1, env: database.env });
    servers.push(cached);
    await waitForHealth(port + 1);
    // The ceiling serves the first product page's HTML exactly as the shop renders it.
    const html = await (await fetch(`http://127.0.0.1:${port + 1}${paths[0]}`, { headers: { host: `localhost:${port + 1}` } })).text();
    const { brotliCompressSync, constants } = await import('node:zlib');
    writeFileSync(join(tmp, 'page.br'), brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    await measure('cached', port + 1, cached.pid, commonRate);
    await stopServer(cached);

    const uncached = spawnBuiltServer({ port: port + 2, env: { ...database.env, PAGE_CACHE_MB: '0' } });
    servers.push(uncached);
    await measure('uncached', port + 2, uncached.pid);
    await stopServer(uncached);

    const ceiling = spawnCeiling(port, tmp);
    servers.push(ceiling);
    await measure('ceiling', port, ceiling.pid, commonRate);

    console.log(`\n${engine}: product pages (${paths.length}), ${connections} connections, ${duration} s each, brotli (node ${process.version})`);
    report('static server, same HTML from memory', figures.ceiling!);
    report('shop, page cache', figures.cached!);
    report('shop, every request rendered', figures.uncached!);
    report(`static server at ${commonRate()} req/s`, figures.ceilingAtRate!);
    report(`shop, page cache at ${commonRate()} req/s`, figures.cachedAtRate!);
    console.log(
      `page cache vs ceiling: CPU/request ${ratio(figures.cached!.cpuMsPerRequest, figures.ceiling!.cpuMsPerRequest)} ` +
        `(at one rate ${ratio(figures.cachedAtRate!.cpuMsPerRequest, figures.ceilingAtRate!.cpuMsPerRequest)}), ` +
        `requests/s ${((figures.cached!.rps / figures.ceiling!.rps) * 100).toFixed(0)} %; ` +
        `rendering vs page cache: CPU/request ${ratio(figures.uncached!.cpuMsPerRequest, figures.cached!.cpuMsPerRequest)}; HTML ${(html.length / 1024).toFixed(1)} KB`,
    );
  } finally {
    for (const server of servers) await stopServer(server);
    await database.cleanup();
    rmSync(tmp, { recursive: true, force: true });
  }
}
