/**
 * Account API benchmark (docs/api.md, login and account) against the built app on a freshly seeded
 * database:
 *   - login: POST /api/login at --login-connections (default 10: a busy morning's simultaneous
 *     logins), each connection one customer of its own, so the per-account limit (failures
 *     only) never speaks; every request from a new address in X-Forwarded-For (the server runs
 *     with TRUST_PROXY=1), so the per-address limit (30 in 10 minutes) does not either;
 *   - customer: GET /api/account/customer with the connection's bearer token, at --connections
 *     (default 20).
 * A login is slow on purpose: argon2id at the parameters printed (src/server/auth/passwords.ts
 * PASSWORD_PARAMS), computed on libuv's thread pool, so logins per second are bounded by the
 * cores (and UV_THREADPOOL_SIZE, default 4), and p95 grows with the queue in front of them.
 * Reports requests/s, p50/p95/p99, the server's CPU per request and the errors (every answer
 * other than 200). Benchmarks report; nothing here asserts timing.
 *
 * Usage: npm run bench:auth [-- --engine postgres --duration 10 --dist dist]
 *   --engine pglite | postgres (PostgreSQL needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)
 *   --dist   the built app to serve (default dist); it is never built here
 * Each run seeds its own database (a temporary PGlite directory or a PostgreSQL database that is
 * dropped afterwards).
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { seedDatabase } from '#src/server/db/seed/index.ts';
import { hashPassword, PASSWORD_PARAMS } from '#src/server/auth/passwords.ts';
import { createBenchDatabase, loadConnections, reportWithErrors, spawnBuiltServer, stopServer, waitForHealth, type PlannedRequest } from './support.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    'login-connections': { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '4471' },
    dist: { type: 'string', default: 'dist' },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
const duration = Number(values.duration);
const loginConnections = Number(values['login-connections']);
const readConnections = Number(values.connections);
const port = Number(values.port);
const host = `localhost:${port}`;
const base = `http://127.0.0.1:${port}`;

type Customer = { email: string; password: string; token: string };

const target = await createBenchDatabase(engine, 'webshop_bench_auth');
let server: ReturnType<typeof spawnBuiltServer> | undefined;
try {
  const started = performance.now();
  const database = await target.open();
  try {
    await database.migrate();
    await seedDatabase(database.db, { demoCustomers: true });
  } finally {
    await database.close();
  }
  console.log(`${engine}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  server = spawnBuiltServer({ port, distDir: values.dist, env: { ...target.env, TRUST_PROXY: '1' } });
  await waitForHealth(port);

  const xsrf = await csrfToken();
  const customers: Customer[] = [];
  for (let i = 0; i < Math.max(loginConnections, readConnections); i++) customers.push(await register(xsrf, i));

  // One hash at a time in this process while the server idles, for scale (the first one warms up).
  const hashTimes: number[] = [];
  for (let i = 0; i < 6; i++) {
    const hashStart = performance.now();
    await hashPassword(`one hash in this process, for scale ${i}`);
    if (i > 0) hashTimes.push(performance.now() - hashStart);
  }
  const oneHashMs = hashTimes.sort((a, b) => a - b)[Math.floor(hashTimes.length / 2)]!;
  const { memory, passes, parallelism, tagLength } = PASSWORD_PARAMS;
  console.log(
    `\nargon2id: m=${memory} KiB (${(memory / 1024).toFixed(0)} MiB), t=${passes}, p=${parallelism}, ${tagLength}-byte tag; ` +
      `one hash ${oneHashMs.toFixed(0)} ms here (median of 5); thread pool ${process.env.UV_THREADPOOL_SIZE ?? 4}`,
  );

  const logins = { port, host, connections: loginConnections, serverPid: server.pid, client: (i: number) => loginClient(customers[i]!, xsrf, i) };
  const reads = { port, host, connections: readConnections, serverPid: server.pid, client: (i: number) => customerClient(customers[i]!) };
  // Warm the JIT, the caches and the database buffers.
  await loadConnections({ ...logins, duration: 2 });
  await loadConnections({ ...reads, duration: 2 });

  console.log(`\n${engine}, dist ${values.dist}, ${duration} s per line (node ${process.version}, ${cpus().length} cores)`);
  reportWithErrors(`login        POST /api/login (${loginConnections} conn.)`, await loadConnections({ ...logins, duration }));
  reportWithErrors(`customer     GET /api/account/customer (${readConnections} conn.)`, await loadConnections({ ...reads, duration }));
} finally {
  await stopServer(server);
  await target.cleanup();
}

async function csrfToken(): Promise<string> {
  const response = await fetch(`${base}/sanctum/csrf-cookie`);
  const line = response.headers.getSetCookie().find((l) => l.startsWith('XSRF-TOKEN='));
  const token = line?.split(';')[0]?.slice('XSRF-TOKEN='.length);
  if (!token) throw new Error(`GET /sanctum/csrf-cookie (${response.status}) set no XSRF-TOKEN cookie`);
  return token;
}

/** The headers of a write from our own pages: the CSRF cookie and its header. */
function writeHeaders(xsrf: string, address: string): Record<string, string> {
  return { accept: 'application/json', 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'x-forwarded-for': address };
}

/** A customer of connection i, registered through the API (from an address of its own: 10 registrations an hour per address). */
async function register(xsrf: string, i: number): Promise<Customer> {
  const email = `bench-${process.pid}-${i}@example.com`;
  const password = `framboos benchmark ${i} taart`;
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: writeHeaders(xsrf, `10.200.${i >> 8}.${i & 255}`),
    body: JSON.stringify({ firstname: 'Bench', lastname: `Customer ${i}`, email, password, password_confirmation: password }),
  });
  if (response.status !== 201) throw new Error(`POST /api/register: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { email, password, token };
}

/** Logs connection i's customer in again and again, each time from another address. */
function loginClient(customer: Customer, xsrf: string, i: number) {
  let n = 0;
  const body = JSON.stringify({ email: customer.email, password: customer.password });
  return {
    next: (): PlannedRequest => {
      n++;
      return { method: 'POST', path: '/api/login', headers: writeHeaders(xsrf, `10.${i & 255}.${(n >> 8) & 255}.${n & 255}`), body };
    },
  };
}

function customerClient(customer: Customer) {
  const headers = { accept: 'application/json', authorization: `Bearer ${customer.token}` };
  return { next: (): PlannedRequest => ({ method: 'GET', path: '/api/account/customer', headers }) };
}
