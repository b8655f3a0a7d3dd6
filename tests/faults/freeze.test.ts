/**
 * A database that freezes: no error, no answer, for 10 s (a network partition, a stopped
 * server, a disk that hangs). A TCP proxy between the shop and PostgreSQL stops forwarding bytes
 * while every socket stays open (tests/helpers/tcp-proxy.ts). The shop must answer every request
 * within its time limits (docs/errors.md): 503 in the error contract where the database is
 * needed, /healthz 503 within 2 s, /healthz/live 200 at once; and after the thaw it serves
 * again without a restart. PostgreSQL only: the embedded engine runs inside the process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#src/server/db/client.ts';
import { createPostgresDatabase } from '../helpers/template.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import type { Answer } from '../helpers/shop-client.ts';
import {
  ADMIN_URL,
  Visitor,
  addToCart,
  expectDoneOr503,
  expectWholeCarts,
  figure,
  productIds,
  removeDir,
  seconds,
  settle,
  sleep,
  startShop,
  stopShop,
  tempDir,
  timeUntil,
  type ShopProcess,
} from './support.ts';

const FREEZE_MS = 10_000;
/**
 * The longest a request may wait for its 503 while the database is frozen: 3 s for a connection
 * and 6 s for a query's answer (docs/errors.md, time limits), and a moment to answer.
 */
const REQUEST_BOUND_MS = 9_500;
/** The longest /healthz may take, whatever the database does. */
const HEALTH_BOUND_MS = 2_000;

type Timed = { ms: number; at: number; answer: Answer | Error };

async function timed(request: () => Promise<Answer>): Promise<Timed> {
  const at = Date.now();
  const answer = await settle(request());
  return { ms: Date.now() - at, at, answer };
}

describe.skipIf(!ADMIN_URL)('a database that freezes for 10 s (PostgreSQL behind a proxy)', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Database;
  let proxy: TcpProxy;
  let shop: ShopProcess;
  let dataDir = '';

  beforeAll(async () => {
    created = await createPostgresDatabase(ADMIN_URL!, 'webshop_faults_freeze');
    db = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
    const target = new URL(created.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    dataDir = tempDir('freeze');
    shop = await startShop({ env: { DATABASE_URL: proxy.url(created.url), DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    proxy?.thaw();
    await stopShop(shop);
    await proxy?.close();
    await db?.close();
    await created?.drop();
    removeDir(dataDir);
  });

  it('answers 503 within the time limits while frozen, /healthz within 2 s, and serves again after the thaw', { timeout: 90_000 }, async () => {
    const [product, probe] = await productIds(db, ['ARD-UNO-R3', 'RPI-SD-64G']);
    const writers = Array.from({ length: 6 }, () => new Visitor(shop));
    // Warm: the pool holds open connections when the freeze comes, as it does in service.
    await Promise.all(writers.map(async (w) => expect((await addToCart(w, product!, 1)).status).toBe(200)));
    let asked = writers.length;
    let confirmed = writers.length;

    // A reader with a cart of its own, so its reads ask the database.
    const reader = new Visitor(shop);
    expect((await addToCart(reader, probe!, 1)).status).toBe(200);

    proxy.freeze();
    const frozenAt = Date.now();
    const frozen = () => Date.now() - frozenAt < FREEZE_MS;
    const health: Timed[] = [];
    const live: Timed[] = [];
    const writes: Timed[] = [];
    const pages: Timed[] = [];
    const every = async (ms: number, run: () => Promise<void>) => {
      while (frozen()) {
        const started = Date.now();
        await run();
        await sleep(Math.max(0, ms - (Date.now() - started)));
      }
    };
    const watcher = new Visitor(shop);
    await Promise.all([
      every(500, async () => void health.push(await timed(() => watcher.get('/healthz')))),
      every(500, async () => void live.push(await timed(() => watcher.get('/healthz/live')))),
      every(1000, async () => void pages.push(await timed(() => reader.get('/api/cart/cart')))),
      ...writers.map((w) =>
        every(0, async () => {
          asked++;
          writes.push(await timed(() => addToCart(w, product!, 1)));
        }),
      ),
    ]);
    proxy.thaw();
    const thawedAt = Date.now();
    const [writeBack, healthBack] = await Promise.all([
      timeUntil(
        () => addToCart(new Visitor(shop), probe!, 1),
        (a) => a.status === 200,
        30_000,
        thawedAt,
      ),
      timeUntil(
        () => watcher.get('/healthz'),
        (a) => a.status === 200,
        30_000,
        thawedAt,
      ),
    ]);

    // The figures first: they are the report's, whatever the checks below find.
    const slowest = (list: Timed[]) => seconds(Math.max(...list.map((t) => t.ms)));
    const refused = writes.filter((w) => !(w.answer instanceof Error) && w.answer.status === 503);
    figure(
      `freeze ${seconds(FREEZE_MS)}: /healthz answered within ${slowest(health)} (${health.length} asks), /healthz/live within ${slowest(live)}; ` +
        `${refused.length} of ${writes.length} cart adds answered 503, the slowest answer after ${slowest(writes)}, cart reads after ${slowest(pages)}`,
    );
    figure(`freeze ${seconds(FREEZE_MS)}: recovered ${seconds(writeBack)} after thaw (cart add 200), /healthz 200 ${seconds(healthBack)} after thaw`);
    expect(shop.gone(), shop.log()).toBe(false);
    // /healthz: 503 `unavailable` within the bound while nothing answers (one sent just before
    // the freeze may still say ok).
    for (const h of health) {
      expect(h.ms, 'a /healthz answer').toBeLessThan(HEALTH_BOUND_MS);
      if (h.answer instanceof Error) throw new Error(`/healthz: no answer (${h.answer.message})`);
      expect([200, 503]).toContain(h.answer.status);
      if (h.answer.status === 503) expect(h.answer.body).toEqual({ status: 'unavailable', database: false });
    }
    expect(
      health.some((h) => !(h.answer instanceof Error) && h.answer.status === 503),
      'a /healthz answered 503',
    ).toBe(true);
    for (const l of live) {
      expect(l.answer instanceof Error ? l.answer.message : l.answer.status).toBe(200);
      expect(l.ms, 'a /healthz/live answer').toBeLessThan(500);
    }
    // Writes and reads: 503 (or done, when their answer came through after the thaw) within the bound.
    for (const w of [...writes, ...pages]) {
      expectDoneOr503(w.answer, [200], 'a request while frozen');
      expect(w.ms, 'a request while frozen').toBeLessThan(REQUEST_BOUND_MS);
    }
    confirmed += writes.filter((w) => !(w.answer instanceof Error) && w.answer.status === 200).length;
    await expectWholeCarts(db, product!, confirmed, asked);
  });
});
