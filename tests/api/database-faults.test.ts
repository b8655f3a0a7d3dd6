/**
 * The shop survives a database that cuts its connections (a restart, a failover,
 * pg_terminate_backend) in the middle of requests (docs/errors.md): the process stays up, the
 * requests whose connection went get 503 with Retry-After in the error contract, nothing is
 * half-written, and the next requests succeed on fresh connections. PostgreSQL only: the
 * embedded engine has no connections to lose. Runs on a database of its own.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { engines } from '../helpers/engines.ts';
import { createPostgresDatabase } from '../helpers/template.ts';
import type { Answer } from '../helpers/shop-client.ts';
import { add, useShop } from './cart-support.ts';

const admin = process.env.TEST_DATABASE_URL;

for (const engine of engines()) {
  describe.skipIf(engine.name !== 'postgres')(`database faults on ${engine.name}`, () => {
    let url = '';
    const shop = useShop(engine, async () => {
      const created = await createPostgresDatabase(admin!, 'webshop_faults');
      url = created.url;
      const database = await openDatabase({ databaseUrl: created.url, poolSize: 6 });
      const close = database.close.bind(database);
      database.close = async () => {
        await close();
        await created.drop();
      };
      return database;
    });

    /** Ends every connection of the shop's database but the caller's own. */
    async function cutConnections(): Promise<number> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const result = await client.query(
          'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        return (result.rows[0] as { n: number }).n;
      } finally {
        await client.end();
      }
    }

    it('cuts the connections in the middle of cart writes: 503 or done, never 500, whole carts, then business as usual', async () => {
      const product = shop.cat.product.unoR3;
      const clients = Array.from({ length: 12 }, () => shop.client());
      for (const c of clients) await c.csrf();
      const answers: Answer[] = [];
      const writes = clients.map(async (c) => {
        for (let i = 0; i < 5; i++) answers.push(await add(c, product.id, 1));
      });
      await new Promise((r) => setTimeout(r, 30));
      const cut = await cutConnections();
      await Promise.all(writes);
      expect(cut).toBeGreaterThan(0);

      const statuses = answers.map((a) => a.status);
      expect(
        statuses.every((s) => s === 200 || s === 503),
        JSON.stringify(statuses),
      ).toBe(true);
      for (const refused of answers.filter((a) => a.status === 503)) {
        expect(refused.body).toMatchObject({ error: true, status: 503 });
        expect(refused.headers['retry-after']).toBe('5');
      }
      // The carts hold the adds answered 200, and at most those whose answer was lost after their
      // commit: never a piece more than was asked.
      for (const c of clients) {
        const cart = await c.get('/api/cart/cart');
        if (cart.status === 404 || !c.cookies.get('cart_token')) continue;
        expect(cart.status).toBe(200);
      }
      const [lines] = await rows<{ n: number }>(
        shop.database.db,
        sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM cart_items WHERE product_id = ${product.id}`,
      );
      expect(lines!.n).toBeGreaterThanOrEqual(statuses.filter((s) => s === 200).length);
      expect(lines!.n).toBeLessThanOrEqual(statuses.length);

      // The next requests find fresh connections.
      const after = await add(shop.client(), product.id, 1);
      expect(after.status).toBe(200);
      expect((await shop.client().get('/healthz')).status).toBe(200);
    });
  });
}
