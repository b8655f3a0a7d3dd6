/**
 * An IDOR sweep over every account call that takes an id, on every engine: another customer's
 * order or address (and a guest order nobody linked) answers exactly like one that does not
 * exist (same status, same body), in the API and on the order page, and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import type { Answer } from '../helpers/shop-client.ts';
import { rows } from '#src/server/db/query.ts';
import type { AddressJson } from '#src/lib/auth/types.ts';
import { DEMO, useAccountShop } from './account-support.ts';

const MISSING = 2_147_483_000;
const ADDRESS = { country_id: 'NL', street: 'Kerkstraat', house_number: '1', postcode: '1017 GA', city: 'Amsterdam' };

/** The answer as another client would see it, minus what differs per request by design. */
const view = (res: Answer) => ({ status: res.status, type: res.headers['content-type'], cache: res.headers['cache-control'], body: res.body });

for (const engine of engines()) {
  describe(`account IDOR sweep on ${engine.name}`, () => {
    const shop = useAccountShop(engine);

    async function sweep(call: (id: number) => Promise<Answer>, ids: number[]): Promise<void> {
      const missing = view(await call(MISSING));
      expect(missing.status).toBe(404);
      for (const id of ids) expect(view(await call(id)), `id ${id}`).toEqual(missing);
    }

    it("another customer's orders and unlinked guest orders read like missing ones, in every language", async () => {
      const db = shop.database.db;
      const theirs = (
        await rows<{ id: number }>(db, sql`SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = ${DEMO.email}`)
      ).map((r) => r.id);
      const guests = (await rows<{ id: number }>(db, sql`SELECT id FROM orders WHERE customer_id IS NULL ORDER BY id LIMIT 3`)).map((r) => r.id);
      expect(theirs.length).toBeGreaterThan(5);
      expect(guests.length).toBeGreaterThan(0);
      for (const locale of ['en', 'nl', 'de'] as const) {
        const intruder = await shop.newCustomer(locale);
        await sweep((id) => intruder.get(`/api/account/orders/${id}`), [...theirs, ...guests]);
      }
    });

    it("another customer's addresses can be neither changed nor removed, and read like missing ones", async () => {
      const owner = await shop.newCustomer();
      const created = await owner.post('/api/account/addresses', ADDRESS);
      const second = await owner.post('/api/account/addresses', { ...ADDRESS, house_number: '2' });
      const ids = [created.body.address.id as number, second.body.address.id as number];
      const before = (await owner.get('/api/account/addresses')).body.addresses as AddressJson[];
      const intruder = await shop.newCustomer();
      await sweep((id) => intruder.put(`/api/account/addresses/${id}`, { ...ADDRESS, street: 'Overgenomen' }), ids);
      await sweep((id) => intruder.delete(`/api/account/addresses/${id}`), ids);
      // Bad input is judged before the id: the same 422 for theirs and for a missing one.
      const bad = (id: number) => intruder.put(`/api/account/addresses/${id}`, { street: '' });
      expect(view(await bad(ids[0] as number))).toEqual(view(await bad(MISSING)));
      expect((await owner.get('/api/account/addresses')).body.addresses).toEqual(before);
      expect((await intruder.get('/api/account/addresses')).body.addresses).toEqual([]);
    });

    it("lists never hold another customer's coupons, downloads or orders", async () => {
      const intruder = await shop.newCustomer();
      expect((await intruder.get('/api/account/orders')).body).toMatchObject({ orders: [], total: 0 });
      expect((await intruder.get('/api/account/coupons')).body.coupons).toEqual([]);
      expect((await intruder.get('/api/account/downloads')).body.downloads).toEqual([]);
    });

    it("the order page shows another customer's order exactly like a missing one (404)", async () => {
      const db = shop.database.db;
      const [theirs] = await rows<{ id: number }>(
        db,
        sql`SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = ${DEMO.email} LIMIT 1`,
      );
      const intruder = await shop.newCustomer();
      const page = async (id: number) => {
        const res = await intruder.http.get(`/account/orders/?id=${id}`, { headers: { Accept: 'text/html' } });
        // React's id prefix of each island counts renders in the process: not part of the answer.
        return { status: res.status, body: String(res.body).replace(/ prefix="r\d+"/g, '') };
      };
      await page(MISSING);
      const missing = await page(MISSING);
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('We could not find this order in your account.');
      expect(await page((theirs as { id: number }).id)).toEqual(missing);
    });
  });
}
