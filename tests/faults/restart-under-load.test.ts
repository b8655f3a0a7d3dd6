/**
 * PostgreSQL restarts while the shop is busy: a TCP proxy (tests/helpers/tcp-proxy.ts) drops every
 * connection and refuses new ones for a moment, as a restarting server does, while visitors keep
 * adding to their carts and reading them. The process survives, every answer is 200 or a 503 in
 * the error contract (never a 500, never a connection the shop broke off), and the shop serves
 * again as soon as the database takes connections. PostgreSQL only.
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

/** How long the restarting database refuses connections. */
const DOWN_MS = 2_000;

describe.skipIf(!ADMIN_URL)('PostgreSQL restarts under load (behind a proxy)', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Database;
  let proxy: TcpProxy;
  let shop: ShopProcess;
  let dataDir = '';

  beforeAll(async () => {
    created = await createPostgresDatabase(ADMIN_URL!, 'webshop_faults_restart');
    db = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
    const target = new URL(created.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    dataDir = tempDir('restart');
    shop = await startShop({ env: { DATABASE_URL: proxy.url(created.url), DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await stopShop(shop);
    await proxy?.close();
    await db?.close();
    await created?.drop();
    removeDir(dataDir);
  });

  it('answers 200 or 503 while the database restarts, and serves again once it is back', { timeout: 90_000 }, async () => {
    const [product, probe] = await productIds(db, ['ARD-UNO-R3', 'RPI-SD-64G']);
    const visitors = Array.from({ length: 20 }, () => new Visitor(shop));
    for (const v of visitors) await v.csrf();
    const answers: (Answer | Error)[] = [];
    let adds = 0;
    let addsOk = 0;
    let running = true;
    // Each visitor in turn adds a piece and reads its cart, as fast as the shop answers.
    const load = visitors.map(async (v) => {
      while (running) {
        adds++;
        const added = await settle(addToCart(v, product!, 1));
        if (!(added instanceof Error) && added.status === 200) addsOk++;
        answers.push(added, await settle(v.get('/api/cart/cart')));
      }
    });
    await sleep(1_500);
    const before = answers.length;
    proxy.cut();
    await proxy.refuse();
    const downAt = Date.now();
    await sleep(DOWN_MS);
    await proxy.accept();
    const upAt = Date.now();
    const recovered = await timeUntil(
      () => addToCart(new Visitor(shop), probe!, 1),
      (a) => a.status === 200,
      30_000,
      upAt,
    );
    await sleep(1_000);
    running = false;
    await Promise.all(load);

    const refused = answers.filter((a) => !(a instanceof Error) && a.status === 503).length;
    figure(
      `database restart under load (20 visitors, down ${seconds(DOWN_MS)}): ${answers.length} requests (${before} before the restart), ${refused} answered 503, none 500; ` +
        `recovered ${seconds(recovered)} after the database took connections again (${seconds(upAt - downAt + recovered)} after it went down)`,
    );
    expect(shop.gone(), shop.log()).toBe(false);
    answers.forEach((a, i) => expectDoneOr503(a, [200], `request ${i}`));
    expect(refused).toBeGreaterThan(0);
    await expectWholeCarts(db, product!, addsOk, adds);
  });
});
