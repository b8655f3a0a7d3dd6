/**
 * Expired guest carts: unchanged for 30 days a cart is gone for its shopper at once (404, cookie
 * cleared) and its rows are deleted by the purge; recent carts and customers' carts stay.
 * PGlite only: the test ages carts by changing rows of its private database copy.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { rows } from '#src/server/db/query.ts';
import { purgeExpired } from '#src/server/cart/repository.ts';
import { add, getCart, okCart, useShop } from './cart-support.ts';

for (const engine of engines().filter((e) => e.name === 'pglite')) {
  describe(`expired carts on ${engine.name}`, () => {
    const shop = useShop(engine);
    const count = async () => Number((await rows<{ n: number }>(shop.database.db, sql`SELECT count(*)::int AS n FROM carts`))[0]?.n);

    it('a cart unchanged for 30 days answers 404 and is deleted by the purge with its lines; a fresh one stays', async () => {
      const old = shop.client();
      const fresh = shop.client();
      okCart(await add(old, shop.cat.product.cooler.id, 1));
      okCart(await add(fresh, shop.cat.product.cooler.id, 1));
      const before = await count();
      await shop.database.db.execute(sql`
        UPDATE carts SET updated_at = now() - interval '31 days'
        WHERE id = (SELECT cart_id FROM cart_items ORDER BY id LIMIT 1)`);
      const gone = await getCart(old);
      expect(gone.status).toBe(404);
      expect(old.cookies.has('cart_token')).toBe(false);
      expect(await purgeExpired(shop.database.db)).toBe(1);
      expect(await count()).toBe(before - 1);
      expect(await rows(shop.database.db, sql`SELECT 1 FROM cart_items i LEFT JOIN carts c ON c.id = i.cart_id WHERE c.id IS NULL`)).toHaveLength(0);
      const kept = await getCart(fresh);
      expect(kept.status).toBe(200);
      expect(kept.body.items).toHaveLength(1);
    });
  });
}
