/**
 * Shared pieces of the HTTP benchmarks: wait for a server, load it with autocannon and report
 * latency percentiles (p95 computed from every response time), requests/s and the server
 * process's CPU time per request (read from /proc, so the load generator's own CPU is not in it),
 * and on PostgreSQL the database's.
 * Also: a database of its own per run (PGlite or PostgreSQL, removed afterwards), the built app
 * served from a chosen dist directory, and load where every connection is its own client
 * (own cookies and headers, requests decided one by one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Database, Db } from '#src/server/db/client.ts';

export async function waitForHealth(port: number, tries = 2400): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** User + system CPU of a /proc/<pid>/stat line, in milliseconds (USER_HZ is 100 on Linux). */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** CPU time (user + system) of a process and its threads, in milliseconds; null where /proc is missing. */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * CPU time of each PostgreSQL server process of this machine (the postmaster, its backends and
 * its background workers), in milliseconds; null where /proc is missing or none runs. What the
 * database spends for a load (`postgresPerRequest`), as long as the benchmark's database is the
 * only busy one of a local server.
 */
export function postgresCpuMs(): PostgresCpu | null {
  const byPid: PostgresCpu = new Map();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') byPid.set(pid, statCpuMs(stat));
  }
  return byPid.size > 0 ? byPid : null;
}

/** CPU ms per postgres process. */
export type PostgresCpu = Map<string, number>;

/**
 * PostgreSQL's CPU per request between two readings: what every process running at the second
 * used since the first (all of it for a backend started in between). A process that ended in
 * between is left out: summing totals instead went below zero when the connections of a server
 * measured before closed during the load.
 */
export function postgresPerRequest(before: PostgresCpu | null, after: PostgresCpu | null, requests: number): number | null {
  if (!before || !after || requests <= 0) return null;
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used / requests;
}

/** CPU per request between two readings; null when either is missing or nothing was answered. */
export const perRequest = (before: number | null, after: number | null, requests: number): number | null =>
  before !== null && after !== null && requests > 0 ? (after - before) / requests : null;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export type LoadOptions = {
  port: number;
  host: string;
  paths: string[];
  connections: number;
  duration: number;
  serverPid?: number;
  /**
   * Requests per second offered in all (autocannon's overallRate); unset, as fast as the server
   * answers. CPU per request falls as the rate rises (more requests share each wake-up and
   * system call), so two servers' CPU per request compare fairly only at one rate.
   */
  rate?: number;
};

export type LoadFigures = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  cpuMsPerRequest: number | null;
  /** PostgreSQL's CPU per request (`postgresCpuMs`), when the load asked for it. */
  dbCpuMsPerRequest?: number | null;
  errors: number;
  requests: number;
};

export async function load({ port, host, paths, connections, duration, serverPid, rate }: LoadOptions): Promise<LoadFigures> {
  const times: number[] = [];
  let clientCount = 0;
  const cpuBefore = cpuMs(serverPid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    headers: { host, 'accept-encoding': 'br, gzip' },
    connections,
    duration,
    ...(rate ? { overallRate: rate } : {}),
    requests: paths.map((path) => ({ method: 'GET', path })),
    setupClient: (client) => {
      // Each connection starts at its own place in the list, so distinct paths stay distinct.
      const start = (clientCount++ * Math.max(1, Math.floor(paths.length / connections))) % paths.length;
      client.setRequests([...paths.slice(start), ...paths.slice(0, start)].map((path) => ({ method: 'GET', path })));
      client.on('response', (_status: number, _bytes: number, responseTime: number) => times.push(responseTime));
    },
  });
  const cpuAfter = cpuMs(serverPid);
  times.sort((a, b) => a - b);
  const requests = times.length;
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuMsPerRequest: perRequest(cpuBefore, cpuAfter, requests),
    errors: result.errors + result.non2xx,
    requests,
  };
}

export function report(title: string, f: LoadFigures): void {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const cpu = f.cpuMsPerRequest === null ? 'n/a' : `${f.cpuMsPerRequest.toFixed(2)} ms`;
  const db = f.dbCpuMsPerRequest == null ? '' : `  PostgreSQL CPU/req ${f.dbCpuMsPerRequest.toFixed(2)} ms`;
  console.log(
    `${title.padEnd(44)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  server CPU/req ${cpu}${db}  errors ${f.errors}`,
  );
}

export type Engine = 'pglite' | 'postgres';

export type BenchDatabase = {
  engine: Engine;
  /** What the server process needs in its environment to use this database. */
  env: Record<string, string | undefined>;
  open: () => Promise<Database>;
  /** Removes the database (the PGlite directory, or DROP DATABASE on PostgreSQL). */
  cleanup: () => Promise<void>;
};

/**
 * A new, empty database for one benchmark run: a temporary PGlite directory under tests/.tmp, or
 * a PostgreSQL database `<prefix>_<pid>` created through TEST_DATABASE_URL (or DATABASE_ADMIN_URL).
 */
export async function createBenchDatabase(engine: Engine, prefix: string): Promise<BenchDatabase> {
  const { openDatabase } = await import('#src/server/db/client.ts');
  if (engine === 'postgres') {
    const admin = process.env.DATABASE_ADMIN_URL ?? process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('--engine postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
    const { default: pg } = await import('pg');
    const name = `${prefix}_${process.pid}`;
    const adminQuery = async (text: string) => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    await adminQuery(`CREATE DATABASE "${name}"`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return {
      engine,
      env: { DATABASE_URL: url.toString() },
      open: () => openDatabase({ databaseUrl: url.toString() }),
      cleanup: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  }
  mkdirSync('tests/.tmp', { recursive: true });
  const dir = mkdtempSync(join('tests/.tmp', 'bench-'));
  return {
    engine,
    env: { DATA_DIR: dir, DATABASE_URL: undefined },
    open: () => openDatabase({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A catalogue of `products` products (with the demo customers) in a database kept between runs,
 * shared by the cart and search benchmarks (`--products N`): webshop_bench_catalogue_<N> on
 * PostgreSQL, tests/.tmp/bench-catalogue-<N> with PGlite. Seeded only when it does not hold that
 * many products yet (a fresh one, or one an interrupted seed left empty: the seed is one
 * transaction); migrated and vacuumed every time, so a new migration reaches it and no run meets
 * the dead rows of the runs before. Seeding 100 000 products takes minutes, reusing them a
 * second. `cleanup` keeps it; drop it by hand to seed again.
 */
export async function seededBenchDatabase(engine: Engine, products: number): Promise<BenchDatabase & { seeded: boolean }> {
  const { openDatabase } = await import('#src/server/db/client.ts');
  const { rows } = await import('#src/server/db/query.ts');
  const { seedDatabase } = await import('#src/server/db/seed/index.ts');
  const { sql } = await import('drizzle-orm');
  let target: BenchDatabase;
  let url: string | null = null;
  if (engine === 'postgres') {
    const admin = process.env.DATABASE_ADMIN_URL ?? process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('--engine postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
    const { default: pg } = await import('pg');
    const name = `webshop_bench_catalogue_${products}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
    } finally {
      await client.end();
    }
    const own = new URL(admin);
    own.pathname = `/${name}`;
    url = own.toString();
    target = { engine, env: { DATABASE_URL: url }, open: () => openDatabase({ databaseUrl: own.toString() }), cleanup: async () => undefined };
  } else {
    const dir = join('tests/.tmp', `bench-catalogue-${products}`);
    mkdirSync(dir, { recursive: true });
    target = { engine, env: { DATA_DIR: dir, DATABASE_URL: undefined }, open: () => openDatabase({ dataDir: dir }), cleanup: async () => undefined };
  }
  const database = await target.open();
  let seeded = false;
  try {
    await database.migrate();
    const [count] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM products`);
    const found = count?.n ?? 0;
    if (found !== products) {
      if (found !== 0) throw new Error(`the kept bench database holds ${found} products, not ${products}: drop it to seed again`);
      const started = performance.now();
      const log = (message: string) => console.log(`seeding ${products} products: ${message} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      if (url) {
        // A pool of its own without the shop's time limits (src/server/db/client.ts): the seed's
        // final ANALYZE of many products can take longer than a request may.
        const { default: pg } = await import('pg');
        const { drizzle } = await import('drizzle-orm/node-postgres');
        const schema = await import('#src/server/db/schema.ts');
        const pool = new pg.Pool({ connectionString: url, max: 2 });
        try {
          await seedDatabase(drizzle({ client: pool, schema }) as unknown as Db, { products, demoCustomers: true, log });
        } finally {
          await pool.end();
        }
      } else await seedDatabase(database.db, { products, demoCustomers: true, log });
      seeded = true;
    }
    // Every run leaves dead rows behind (the carts, the search refresh at the end), and a server
    // without autovacuum (a test machine's) keeps them: at 10 000 products a dozen runs took the
    // search from 530 to 107 queries/s. Vacuumed first, every run meets the same tables.
    await database.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
  return { ...target, seeded };
}

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Serves an already built app (`distDir`, relative to the working directory or absolute) with
 * scripts/server.ts on 127.0.0.1:port in a child process, on the database given in `env`. Never
 * builds and never seeds: the caller prepares the database first. Stop it with stopServer().
 * BENCH_SERVER_NODE_ARGS adds Node options to the server alone, e.g. "--cpu-prof --cpu-prof-dir=prof".
 */
export function spawnBuiltServer({
  port,
  distDir = 'dist',
  env = {},
}: {
  port: number;
  distDir?: string;
  env?: Record<string, string | undefined>;
}): ChildProcess {
  const dist = relative(REPO, resolve(distDir)) || '.';
  if (!existsSync(join(REPO, dist, 'server', 'entry.mjs'))) throw new Error(`${distDir}/server/entry.mjs not found: --dist must name a built app`);
  const serverModule = new URL('../../scripts/server.ts', import.meta.url).href;
  const runner = `
    const { startServer } = await import(${JSON.stringify(serverModule)});
    const running = await startServer({ host: '127.0.0.1', port: ${port}, distDir: ${JSON.stringify(dist)} });
    for (const signal of ['SIGTERM', 'SIGINT']) {
      process.once(signal, () => running.stop().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); }));
    }`;
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, '--input-type=module', '--eval', runner], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
}

/** SIGTERM, then waits until the process has exited (it closes its database first). */
export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
}

/** One request a connection sends; `counted: false` keeps it out of the latency figures. */
export type PlannedRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string; counted?: boolean };

/** A connection's client: decides each next request and hears each answer's status. */
export type ConnectionClient<R extends PlannedRequest> = { next: () => R; answered?: (request: R, status: number) => void };

export type ConnectionFigures = LoadFigures & {
  /** Responses other than 200 by status, counted or not. */
  statuses: Map<number, number>;
  /** Responses to requests sent with `counted: false`. */
  uncounted: number;
  /** Connection errors and timeouts. */
  failures: number;
};

/**
 * Loads the server with `connections` connections, connection i driven by `client(i)` for its
 * whole life (so it can keep its own cookies and state). Only answers of counted requests go into
 * the percentiles and requests/s; every answer other than 200, and every connection error or
 * timeout, is an error. CPU per request divides the server's CPU time by all answers.
 */
export async function loadConnections<R extends PlannedRequest>({
  port,
  host,
  connections,
  duration,
  serverPid,
  database,
  client,
}: {
  port: number;
  host: string;
  connections: number;
  duration: number;
  serverPid?: number;
  /** 'postgres': also measure PostgreSQL's CPU per answer (a local server). */
  database?: Engine;
  client: (index: number) => ConnectionClient<R>;
}): Promise<ConnectionFigures> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let uncounted = 0;
  let answers = 0;
  let index = 0;
  const dbCpu = () => (database === 'postgres' ? postgresCpuMs() : null);
  const cpuBefore = cpuMs(serverPid);
  const dbBefore = dbCpu();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    headers: { host, 'accept-encoding': 'br, gzip' },
    connections,
    duration,
    pipelining: 1,
    setupClient: (connection) => {
      const own = client(index++);
      // One request in flight per connection: the answer heard is to the request last built.
      let sent: R | undefined;
      connection.setRequests([
        {
          setupRequest: (request) => {
            sent = own.next();
            return { ...request, method: sent.method, path: sent.path, headers: { ...request.headers, ...sent.headers }, body: sent.body ?? '' };
          },
        },
      ]);
      connection.on('response', (status: number, _bytes: number, responseTime: number) => {
        answers++;
        if (status !== 200) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (!sent) return;
        if (sent.counted === false) uncounted++;
        else times.push(responseTime);
        own.answered?.(sent, status);
      });
    },
  });
  const cpuAfter = cpuMs(serverPid);
  const dbAfter = dbCpu();
  times.sort((a, b) => a - b);
  const failures = result.errors;
  const non200 = [...statuses.values()].reduce((a, b) => a + b, 0);
  return {
    rps: result.duration > 0 ? times.length / result.duration : 0,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuMsPerRequest: perRequest(cpuBefore, cpuAfter, answers),
    dbCpuMsPerRequest: postgresPerRequest(dbBefore, dbAfter, answers),
    errors: non200 + failures,
    requests: times.length,
    statuses,
    uncounted,
    failures,
  };
}

/** The figures of a per-connection load, and what went wrong by status when anything did. */
export function reportWithErrors(title: string, f: ConnectionFigures): void {
  report(title, f);
  if (f.errors > 0) {
    const byStatus = [...f.statuses].map(([status, count]) => `${count}× ${status}`);
    if (f.failures > 0) byStatus.push(`${f.failures} connection errors or timeouts`);
    console.log(`${''.padEnd(44)} errors: ${byStatus.join(', ')}`);
  }
}
