/**
 * The shop's process killed with SIGKILL in the middle of a stream of cart writes: no shutdown,
 * no closing of the database, requests cut off wherever they were. Nothing is half-written: each
 * cart holds whole lines and never more pieces than were asked for, and every add the shop
 * confirmed (200) is in the database afterwards: on PostgreSQL, which outlives the shop, and on
 * the embedded database, which lives in the killed process and whose files are read again
 * afterwards (cart writes commit durably: ADR 0009, docs/errors.md).
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { createPostgresDatabase } from '../helpers/template.ts';
import {
  ADMIN_URL,
  Visitor,
  addToCart,
  embeddedDataDir,
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
  type ShopProcess,
} from './support.ts';

type Engine = {
  name: 'pglite' | 'postgres';
  /** The shop's environment on a database of the test's own. */
  prepare: () => Promise<Record<string, string | undefined>>;
  /** The database, opened by the test once the shop is dead. */
  open: () => Promise<Database>;
  cleanup: () => Promise<void>;
};

function embedded(): Engine {
  let dir = '';
  return {
    name: 'pglite',
    prepare: async () => {
      dir = embeddedDataDir('kill');
      return { DATA_DIR: dir, DATABASE_URL: undefined };
    },
    open: () => openDatabase({ dataDir: dir }),
    cleanup: async () => removeDir(dir),
  };
}

function postgres(): Engine {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let outbox = '';
  return {
    name: 'postgres',
    prepare: async () => {
      created = await createPostgresDatabase(ADMIN_URL!, 'webshop_faults_kill');
      outbox = tempDir('kill-pg');
      return { DATABASE_URL: created.url, DATA_DIR: outbox };
    },
    // One connection: waiting for the killed shop's connections counts every other one.
    open: () => openDatabase({ databaseUrl: created!.url, poolSize: 1 }),
    cleanup: async () => {
      await created?.drop();
      removeDir(outbox);
    },
  };
}

for (const engine of [embedded(), postgres()]) {
  describe.skipIf(engine.name === 'postgres' && !ADMIN_URL)(`the shop killed during cart writes (${engine.name})`, () => {
    let shop: ShopProcess | undefined;
    let db: Database | undefined;
    afterAll(async () => {
      await stopShop(shop);
      await db?.close();
      await engine.cleanup();
    });

    it('keeps every confirmed add, and no more than was asked', { timeout: 180_000 }, async () => {
      const env = await engine.prepare();
      // The product's id, read before the shop starts (the embedded database is the shop's alone while it runs).
      const before = await engine.open();
      const [productId] = await productIds(before, ['ARD-UNO-R3']);
      await before.close();
      shop = await startShop({ env });
      const visitors = Array.from({ length: 12 }, () => ({ client: new Visitor(shop!), asked: 0, confirmed: 0 }));
      for (const v of visitors) await v.client.csrf();
      let killed = false;
      const writes = async (v: (typeof visitors)[number]) => {
        while (!killed) {
          v.asked++;
          const answer = await settle(addToCart(v.client, productId!, 1));
          if (answer instanceof Error) {
            if (killed) return;
            throw answer;
          }
          expectDoneOr503(answer, [200], 'add to cart');
          if (answer.status === 200) v.confirmed++;
        }
      };
      const loops = visitors.map(writes);
      // Kill once the writes are in full swing.
      while (visitors.reduce((n, v) => n + v.confirmed, 0) < 30) await sleep(5);
      shop.child.kill('SIGKILL');
      const killedAt = Date.now();
      killed = true;
      await shop.exited;
      await Promise.all(loops);

      db = await engine.open();
      const confirmed = visitors.reduce((n, v) => n + v.confirmed, 0);
      const asked = visitors.reduce((n, v) => n + v.asked, 0);
      // A connection of the dead shop that sent COMMIT just before may still be writing.
      if (engine.name === 'postgres') await waitForOrphans(db);
      // Nothing half-written on either engine: whole lines, never more pieces than were asked for.
      await expectWholeCarts(db, productId!, 0, asked);
      const kept = await Promise.all(visitors.map((v) => cartPieces(db!, v.client)));
      for (const [i, v] of visitors.entries()) expect(kept[i], `cart of visitor ${i}`).toBeLessThanOrEqual(v.asked);
      const lost = visitors.reduce((n, v, i) => n + Math.max(0, v.confirmed - kept[i]!), 0);
      const unanswered = visitors.reduce((n, v) => n + (v.asked - v.confirmed), 0);
      figure(
        `kill -9 during cart writes (${engine.name}): ${confirmed} adds confirmed, ${confirmed - lost} of them in the database afterwards (${lost} lost); ` +
          `${unanswered} unanswered at the kill; database read ${seconds(Date.now() - killedAt)} after the kill`,
      );
      // Every add it confirmed is there, also on the embedded engine that died with the shop.
      // (A restart on the same database is tests/api/checkout-crash.test.ts's: it takes orders again.)
      expect(lost, 'confirmed adds missing after the kill').toBe(0);
      await expectWholeCarts(db, productId!, confirmed, asked);
    });
  });
}

/** Pieces in a visitor's cart, found by its cart cookie (as the shop keeps it: hashed). */
async function cartPieces(db: Database, client: Visitor): Promise<number> {
  const token = client.cookies.get('cart_token');
  if (!token) return 0;
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await rows<{ pieces: number }>(
    db.db,
    sql`SELECT coalesce(sum(i.quantity), 0)::int AS pieces FROM carts c LEFT JOIN cart_items i ON i.cart_id = c.id WHERE c.token_hash = ${hash}`,
  );
  return row?.pieces ?? 0;
}

async function waitForOrphans(db: Database): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [left] = await rows<{ n: number }>(
      db.db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    if (left!.n === 0) return;
    await sleep(100);
  }
  throw new Error('connections of the killed shop are still open after 20 s');
}
