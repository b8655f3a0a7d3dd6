/**
 * Shared set-up of the fault tests (not a test file itself): the built shop in a process of its
 * own (so a crash is the child's, not the test's, and the process can be killed), a PostgreSQL
 * database per file, an embedded DATA_DIR copied from the one the global setup prepared, clients
 * that are each their own visitor, and the checks and figures every scenario shares.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomInt } from 'node:crypto';
import { expect, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import { TMP_DIR } from '../helpers/template.ts';

export const ADMIN_URL = process.env.TEST_DATABASE_URL;
const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** TEST_DIST_DIR serves another build than dist/. */
const DIST = process.env.TEST_DIST_DIR ?? 'dist';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One line of the team's report: `[faults] <scenario>: <figure>`. */
export function figure(line: string): void {
  console.log(`[faults] ${line}`);
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** A fresh temporary directory under tests/.tmp (the shop's DATA_DIR: mail outbox, embedded database). */
export function tempDir(label: string): string {
  mkdirSync(TMP_DIR, { recursive: true });
  return mkdtempSync(join(TMP_DIR, `faults-${label}-`));
}

/** A DATA_DIR holding a migrated and seeded embedded database of its own (a copy of the global setup's). */
export function embeddedDataDir(label: string): string {
  const dir = tempDir(label);
  cpSync(inject('faultsDataDir'), dir, { recursive: true });
  return dir;
}

export type ShopProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** What the shop wrote to stdout and stderr, for the failure message of a check. */
  log: () => string;
  /** True once the process ended, and how. */
  gone: () => boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

type StartOptions = {
  env: Record<string, string | undefined>;
  /** `server` runs scripts/server.ts's startServer (no migration, no seed); `start` the real `npm start` script. */
  entry?: 'server' | 'start';
  /** Wait until /healthz answers 200 (default); otherwise until the port takes connections. */
  waitHealthy?: boolean;
};

/**
 * The built shop in a child process on a free port. Its output is kept, not printed: a fault
 * test makes the shop log every lost connection, and the test prints only its figures.
 */
export async function startShop({ env, entry = 'server', waitHealthy = true }: StartOptions): Promise<ShopProcess> {
  const port = await freePort();
  const baseEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    PAYMENT_PROVIDER: 'test',
    // Each visitor of a test is an address of its own (X-Forwarded-For), so the per-address
    // limits on logins never refuse a scenario's load.
    TRUST_PROXY: '1',
    SMTP_URL: undefined,
    REDIS_URL: undefined,
    ...env,
  };
  const serverModule = new URL('../../scripts/server.ts', import.meta.url).href;
  // The same signal handling as scripts/start.ts, without its build, migration and seed.
  const runner = `
    const { startServer } = await import(${JSON.stringify(serverModule)});
    const running = await startServer({ host: '127.0.0.1', port: ${port}, distDir: ${JSON.stringify(DIST)} });
    console.log('[test shop] listening');
    for (const signal of ['SIGTERM', 'SIGINT']) {
      process.once(signal, () => running.stop().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); }));
    }`;
  const args = entry === 'start' ? ['scripts/start.ts'] : ['--input-type=module', '--eval', runner];
  const child = spawn(process.execPath, args, { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'], env: baseEnv });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const shop: ShopProcess = { child, port, url: `http://127.0.0.1:${port}`, log: () => output, gone, exited };
  for (let i = 0; i < 600; i++) {
    if (gone()) throw new Error(`the shop stopped (${child.exitCode ?? child.signalCode}) before it answered:\n${output}`);
    try {
      const res = await fetch(`${shop.url}/healthz`, { signal: AbortSignal.timeout(3000) });
      if (!waitHealthy || res.ok) return shop;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the shop did not answer /healthz within a minute:\n${output}`);
}

/** SIGTERM, and waits for the exit (the shop closes its database first); SIGKILL after 20 s. */
export async function stopShop(shop: ShopProcess | undefined): Promise<void> {
  if (!shop || shop.gone()) return;
  shop.child.kill('SIGTERM');
  const timer = setTimeout(() => shop.child.kill('SIGKILL'), 20_000);
  await shop.exited;
  clearTimeout(timer);
}

/** A private address nobody else in this run uses. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A client of the shop that is a visitor of its own: own cookies and, through X-Forwarded-For, its own address. */
export class Visitor extends ShopClient {
  readonly ip = randomAddress();

  constructor(shop: { port: number }) {
    super(`http://127.0.0.1:${shop.port}`, `localhost:${shop.port}`);
  }

  override send(method: string, path: string, options: Parameters<ShopClient['send']>[2] = {}): Promise<Answer> {
    return super.send(method, path, { ...options, headers: { 'X-Forwarded-For': this.ip, ...options.headers } });
  }
}

export const addToCart = (client: ShopClient, productId: number, quantity: number) => client.post(`/api/cart/add-to-cart/${productId}/${quantity}`);

/** The demo customer the seed creates (its password is published in the README). */
export const DEMO = { email: 'demo@framboos.example', password: 'frambozen-taart-2026' };
export const login = (client: ShopClient, account = DEMO) => client.post('/api/login', { email: account.email, password: account.password });

/** A Dutch guest's order (PostNL, iDEAL), as the checkout API tests place theirs. */
export const orderBody = (email: string) => ({
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

export const placeOrder = (client: ShopClient, body: unknown, key: string) =>
  client.post('/api/checkout/orders', body, { headers: { 'Idempotency-Key': key } });

/**
 * A request that failed because of the database is a 503 in the error contract with Retry-After;
 * `ok` lists the statuses of a request that went through. A connection the shop broke off, or any
 * other status (a 500 above all), fails the check.
 */
export function expectDoneOr503(answer: Answer | Error, ok: number[], what: string): void {
  if (answer instanceof Error) throw new Error(`${what}: no answer (${answer.message})`);
  expect([...ok, 503], `${what}: ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
  if (answer.status === 503) {
    expect(answer.body, what).toMatchObject({ error: true, status: 503, message: expect.any(String) });
    expect(answer.headers['retry-after'], what).toBe('5');
  }
}

/** Runs `request` until `good` holds for its answer (refusals and cut connections count as not yet); answers the milliseconds it took. */
export async function timeUntil(request: () => Promise<Answer>, good: (a: Answer) => boolean, limitMs = 30_000, since = Date.now()): Promise<number> {
  for (;;) {
    try {
      if (good(await request())) return Date.now() - since;
    } catch {
      /* refused or cut: not yet */
    }
    if (Date.now() - since > limitMs) throw new Error(`no good answer within ${seconds(limitMs)}`);
    await sleep(50);
  }
}

/** Catalogue ids by SKU, read from the database. */
export async function productIds(db: Database, skus: string[]): Promise<number[]> {
  const found = await rows<{ id: number; sku: string }>(
    db.db,
    sql`SELECT id, sku FROM products WHERE sku IN (${sql.join(
      skus.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  );
  return skus.map((sku) => {
    const p = found.find((r) => r.sku === sku);
    if (!p) throw new Error(`seeded product ${sku} is missing`);
    return p.id;
  });
}

/**
 * Carts that are whole: every line belongs to a cart and holds at least one piece; a
 * cart's pieces of a product are never more than were asked for in all (`asked`, by product),
 * never fewer than the adds the shop confirmed (`confirmed`).
 */
export async function expectWholeCarts(db: Database, productId: number, confirmed: number, asked: number): Promise<void> {
  const orphans = await rows<{ n: number }>(
    db.db,
    sql`SELECT count(*)::int AS n FROM cart_items i WHERE i.quantity < 1 OR NOT EXISTS (SELECT 1 FROM carts c WHERE c.id = i.cart_id)`,
  );
  expect(orphans[0]!.n, 'cart lines without a cart or without pieces').toBe(0);
  const [pieces] = await rows<{ n: number }>(db.db, sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM cart_items WHERE product_id = ${productId}`);
  expect(pieces!.n, 'pieces in carts ≥ adds answered 200').toBeGreaterThanOrEqual(confirmed);
  expect(pieces!.n, 'pieces in carts ≤ adds asked for').toBeLessThanOrEqual(asked);
}

/** Settles a request as its answer or the error it failed with (a connection the shop broke off). */
export const settle = (request: Promise<Answer>): Promise<Answer | Error> =>
  request.catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));

/** Removes a directory made by tempDir(), quietly. */
export function removeDir(dir: string): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
