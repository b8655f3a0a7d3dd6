/**
 * Linking earlier guest orders on every engine: the code goes by mail to the account's address
 * (read from the outbox), is stored hashed, expires, allows five tries and is voided by a new
 * code or an e-mail change; with the right code the guest orders of that e-mail (and only
 * those) are linked in one transaction that records found and linked counts.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { rows } from '#src/server/db/query.ts';
import type { OrderSummaryJson, SyncStatusJson } from '#src/lib/account/types.ts';
import { PASSWORD, expectError, insertGuestOrders, mailsTo, useAccountShop, type AccountClient } from './account-support.ts';

/** The code of the newest order-sync mail to this address. */
function mailedCode(email: string): string {
  const mail = mailsTo(email, 'order-sync').at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no order-sync code mailed to ${email}`);
  expect(mail?.subject).toContain(code);
  return code;
}

const status = async (client: AccountClient): Promise<SyncStatusJson> => (await client.get('/api/account/orders/sync/status')).body.status;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

for (const engine of engines()) {
  describe(`order sync on ${engine.name}`, () => {
    const shop = useAccountShop(engine);

    it('has nothing to link without guest orders: 409, and no mail', async () => {
      const me = await shop.newCustomer('nl');
      expect(await status(me)).toEqual({ guest_orders: 0, state: 'none', expires_at: null, attempts_left: null, total: 0, linked: 0, finished_at: null });
      expectError(await me.post('/api/account/orders/sync'), 409, 'We hebben geen bestellingen zonder account met je e-mailadres gevonden.');
      expect(mailsTo(me.email)).toEqual([]);
    });

    it("mails the code in the customer's language, whatever the language of the page asking", async () => {
      const me = await shop.newCustomer('de');
      await insertGuestOrders(shop, me.email, 1);
      expect((await me.post('/api/account/orders/sync', undefined, { 'X-Locale': 'en' })).status).toBe(200);
      const code = mailedCode(me.email);
      expect(mailsTo(me.email, 'order-sync').at(-1)?.subject).toBe(`${code} ist Ihr Code zum Verknüpfen Ihrer Bestellungen`);
    });

    it("mails a code, links exactly the guest orders of the account's e-mail with it, and records the counts", async () => {
      const me = await shop.newCustomer();
      const mine = await insertGuestOrders(shop, me.email, 3);
      const [someoneElses] = await insertGuestOrders(shop, `other-${me.email}`, 1);
      expect(await status(me)).toMatchObject({ guest_orders: 3, state: 'none' });

      const sent = await me.post('/api/account/orders/sync');
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body.status).toMatchObject({ guest_orders: 3, state: 'code_sent', attempts_left: 5 });
      const expires = Date.parse(sent.body.status.expires_at) - Date.now();
      expect(expires).toBeGreaterThan(14 * 60_000);
      expect(expires).toBeLessThanOrEqual(15 * 60_000);
      const code = mailedCode(me.email);
      // Only a hash of the code is stored.
      const [stored] = await rows<{ code_hash: string }>(shop.database.db, sql`SELECT code_hash FROM order_sync_requests WHERE customer_id = ${me.id}`);
      expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.code_hash).not.toContain(code);

      const done = await me.post('/api/account/orders/sync/confirm', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.status).toMatchObject({ guest_orders: 0, state: 'finished', total: 3, linked: 3, finished_at: expect.any(String) });
      expect(await status(me)).toMatchObject({ state: 'finished', total: 3, linked: 3 });
      const orders = (await me.get('/api/account/orders')).body.orders as OrderSummaryJson[];
      expect(orders.map((o) => o.id).sort()).toEqual([...mine].sort());
      expect((await me.get(`/api/account/orders/${mine[0]}`)).status).toBe(200);
      // Another e-mail's guest order stays a guest order.
      const [other] = await rows<{ customer_id: number | null }>(shop.database.db, sql`SELECT customer_id FROM orders WHERE id = ${someoneElses}`);
      expect(other?.customer_id).toBeNull();
      // What the linked orders bought now gives its downloads.
      expect((await me.get('/api/account/downloads')).body.downloads.map((d: { url: string }) => d.url)).toContain(
        '/media/downloads/rpi4-4gb/raspberry-pi-4-datasheet.pdf',
      );
      // The code is used up; nothing is left to link.
      expectError(await me.post('/api/account/orders/sync/confirm', { code }), 422);
      expectError(await me.post('/api/account/orders/sync'), 409);
    });

    it('counts wrong codes: each says how many tries are left, the fifth uses the code up', async () => {
      const me = await shop.newCustomer('de');
      await insertGuestOrders(shop, me.email, 1);
      await me.post('/api/account/orders/sync');
      const code = mailedCode(me.email);
      const wrong = wrongCode(code);
      expectError(await me.post('/api/account/orders/sync/confirm', { code: wrong }), 422, 'Dieser Code ist nicht korrekt. Sie haben noch 4 Versuche.');
      // A code that is not 6 digits costs no try.
      for (const bad of ['12345', '1234567', 'abcdef', 123456, null]) {
        const res = await me.post('/api/account/orders/sync/confirm', { code: bad });
        expectError(res, 422, 'Geben Sie den 6-stelligen Code aus der E-Mail ein.');
        expect(Object.keys(res.body.errors)).toEqual(['code']);
      }
      expect(await status(me)).toMatchObject({ state: 'code_sent', attempts_left: 4 });
      for (let i = 0; i < 2; i++) await me.post('/api/account/orders/sync/confirm', { code: wrong });
      expectError(await me.post('/api/account/orders/sync/confirm', { code: wrong }), 422, 'Dieser Code ist nicht korrekt. Sie haben noch 1 Versuch.');
      expectError(
        await me.post('/api/account/orders/sync/confirm', { code: wrong }),
        422,
        'Dieser Code ist nicht korrekt und kann nicht mehr verwendet werden. Fordern Sie einen neuen Code an.',
      );
      expect(await status(me)).toMatchObject({ state: 'locked', attempts_left: null });
      expectError(
        await me.post('/api/account/orders/sync/confirm', { code }),
        422,
        'Dieser Code ist abgelaufen oder kann nicht mehr verwendet werden. Fordern Sie einen neuen Code an.',
      );
      expect(await status(me)).toMatchObject({ guest_orders: 1, linked: 0 });
    });

    it('a code works for 15 minutes only', async () => {
      const me = await shop.newCustomer();
      await insertGuestOrders(shop, me.email, 2);
      await me.post('/api/account/orders/sync');
      const code = mailedCode(me.email);
      await shop.database.db.execute(sql`UPDATE order_sync_requests SET expires_at = now() - interval '1 second' WHERE customer_id = ${me.id}`);
      expect(await status(me)).toMatchObject({ state: 'expired', expires_at: null });
      expectError(await me.post('/api/account/orders/sync/confirm', { code }), 422, 'This code has expired or cannot be used any more. Request a new code.');
      expect(await status(me)).toMatchObject({ guest_orders: 2, linked: 0 });
    });

    it('a new code voids the one before; at most five codes an hour', async () => {
      const me = await shop.newCustomer();
      await insertGuestOrders(shop, me.email, 1);
      await me.post('/api/account/orders/sync');
      const first = mailedCode(me.email);
      await me.post('/api/account/orders/sync');
      const second = mailedCode(me.email);
      if (first !== second) expectError(await me.post('/api/account/orders/sync/confirm', { code: first }), 422);
      for (let i = 0; i < 3; i++) expect((await me.post('/api/account/orders/sync')).status).toBe(200);
      const sixth = await me.post('/api/account/orders/sync');
      expectError(sixth, 429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(mailsTo(me.email, 'order-sync')).toHaveLength(5);
      expect((await me.post('/api/account/orders/sync/confirm', { code: mailedCode(me.email) })).body.status).toMatchObject({ total: 1, linked: 1 });
    });

    it('an e-mail change voids a code sent to the old address', async () => {
      const me = await shop.newCustomer();
      await insertGuestOrders(shop, me.email, 1);
      await me.post('/api/account/orders/sync');
      const code = mailedCode(me.email);
      expect((await me.put('/api/account/email', { email: `moved-${me.email}`, current_password: PASSWORD })).status).toBe(200);
      expectError(await me.post('/api/account/orders/sync/confirm', { code }), 422);
      expect(await status(me)).toMatchObject({ guest_orders: 0, state: 'none' });
      const [left] = await rows<{ n: number | string }>(
        shop.database.db,
        sql`SELECT count(*) AS n FROM orders WHERE email = ${me.email} AND customer_id IS NULL`,
      );
      expect(Number(left?.n)).toBe(1);
    });

    it('needs a bearer token and the CSRF token; other methods are 405', async () => {
      const stranger = shop.browser();
      expectError(await stranger.post('/api/account/orders/sync'), 401);
      expectError(await stranger.post('/api/account/orders/sync/confirm', { code: '123456' }), 401);
      expectError(await stranger.get('/api/account/orders/sync/status'), 401);
      const me = await shop.newCustomer();
      expect((await me.http.send('POST', '/api/account/orders/sync', { headers: { Authorization: `Bearer ${me.token}` } })).status).toBe(419);
      expectError(await me.get('/api/account/orders/sync'), 405);
      expectError(await me.post('/api/account/orders/sync/status'), 405);
    });

    if (engine.name === 'postgres') {
      it('links each guest order once when the right code is sent twice at the same moment', async () => {
        const me = await shop.newCustomer();
        await insertGuestOrders(shop, me.email, 4);
        await me.post('/api/account/orders/sync');
        const code = mailedCode(me.email);
        const answers = await Promise.all([1, 2, 3].map(() => me.post('/api/account/orders/sync/confirm', { code })));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
        expect(await status(me)).toMatchObject({ total: 4, linked: 4 });
        const [requests] = await rows<{ n: number | string }>(
          shop.database.db,
          sql`SELECT count(*) AS n FROM order_sync_requests WHERE customer_id = ${me.id} AND finished_at IS NOT NULL`,
        );
        expect(Number(requests?.n)).toBe(1);
      });
    }
  });
}
