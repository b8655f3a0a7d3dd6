/**
 * The customer's own data on every engine (docs/accounts.md, your data): the export holds the
 * customer's data and nothing of another customer nor any secret, in its versioned format, by
 * bearer token or by the login cookie, five an hour; the deletion checks the password and the
 * box, refuses while orders are being handled, and then removes or anonymises exactly what
 * ADR 0024 says (every table is looked at), ends every login, keeps the invoice byte for byte,
 * mails the confirmation, lets the address register again without the old orders, and never
 * answers 500, also for a cart write or a favourite that meets a deletion under way.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { rows } from '#src/server/db/query.ts';
import { loadOrder } from '#src/server/orders/read.ts';
import { invoicePdf } from '#src/server/orders/invoice.ts';
import { exportFileName } from '#src/lib/account/your-data.ts';
import { hashToken } from '#src/server/auth/tokens.ts';
import { eraseCustomer } from '#src/server/account/erase.ts';
import type { Answer } from '../helpers/shop-client.ts';
import { PASSWORD, expectError, mailsTo, useAccountShop, type AccountClient, type AccountShop } from './account-support.ts';

type Customer = AccountClient & { email: string; id: number };

const hex = () => randomBytes(6).toString('hex');

/** An order straight into the database, as the checkout and the back office leave it; `invoiced` gives it an invoice. */
async function insertOrder(
  shop: AccountShop,
  customer: Customer,
  options: { status: string; invoiced: boolean; productSku?: string },
): Promise<{ id: number; number: string; accessHash: string }> {
  const address = (phone: string | null) => ({
    firstname: 'Test',
    lastname: `Klant ${customer.id}`,
    company: 'Klant BV',
    street: `Kerkstraat ${customer.id}`,
    houseNumber: '7',
    postcode: '3811 AA',
    city: 'Amersfoort',
    countryId: 'NL',
    phone,
  });
  const number = `D-${hex()}`;
  const accessHash = hashToken(`access-${number}`);
  const paid = options.invoiced ? sql`now() - interval '40 days'` : sql`NULL`;
  const invoice = options.invoiced ? `T${hex()}` : null;
  const [order] = await rows<{ id: number }>(
    shop.database.db,
    sql`
    INSERT INTO orders (number, customer_id, email, status, shop, locale, country_id, subtotal_cents, shipping_cents, tax_cents, total_cents,
      billing_address, shipping_address, phone, customer_type, company, vat_number, vat_rows, delivery_method_id, delivery_method_name,
      payment_method_id, tracking_url, access_token_hashes, placed_at, paid_at, invoice_number, invoiced_at)
    VALUES (${number}, ${customer.id}, ${customer.email}, ${options.status}, 'nl', 'nl', 'NL', 1000, 409, 296, 1705,
      ${JSON.stringify(address('+31 6 1111 2222'))}::jsonb, ${JSON.stringify(address('+31 6 3333 4444'))}::jsonb, '+31 6 1111 2222', 'organization',
      'Klant BV', 'NL123456789B01', '[{"rateBp":2100,"baseCents":1409,"vatCents":296}]'::jsonb, 'postnl', 'PostNL', 'ideal',
      ${`https://track.example/${number}?postcode=3811AA`}, ARRAY[${accessHash}]::text[], now() - interval '41 days', ${paid}, ${invoice}, ${paid})
    RETURNING id`,
  );
  const id = order!.id;
  await shop.database.db.execute(sql`
    INSERT INTO order_items (order_id, product_id, sku, name, quantity, unit_price_cents, unit_price_incl_cents, tax_rate_bp)
    SELECT ${id}, id, sku, 'Raspberry Pi 4 4GB', 1, 1000, 1210, 2100 FROM products WHERE sku = ${options.productSku ?? 'RPI4-4GB'}`);
  return { id, number, accessHash };
}

/** Everything else a customer may leave behind, straight into the database (secrets included, to look for them). */
async function insertTraces(shop: AccountShop, customer: Customer): Promise<{ reviewBody: string; coupon: string; secrets: string[] }> {
  const db = shop.database.db;
  const resetHash = hashToken(`reset-${hex()}`);
  const codeHash = hashToken(`code-${hex()}`);
  const confirmHash = hashToken(`newsletter-${hex()}`);
  const reviewBody = `Werkt prima, groet van klant ${customer.id} ${hex()}`;
  const coupon = `PERS-${hex()}`.toUpperCase();
  await db.execute(sql`INSERT INTO password_resets (customer_id, token_hash, expires_at) VALUES (${customer.id}, ${resetHash}, now() + interval '1 hour')`);
  await db.execute(
    sql`INSERT INTO order_sync_requests (customer_id, code_hash, expires_at) VALUES (${customer.id}, ${codeHash}, now() + interval '15 minutes')`,
  );
  await db.execute(sql`
    INSERT INTO newsletter_subscriptions (email, name, locale, shop, status, confirm_token_hash, confirm_expires_at, consented_at)
    VALUES (${customer.email}, ${`Naam ${customer.id}`}, 'nl', 'nl', 'pending', ${confirmHash}, now() + interval '2 days', now())`);
  await db.execute(sql`
    INSERT INTO product_reviews (product_id, customer_id, author, rating, title, body, locale, status, moderated_at)
    SELECT id, ${customer.id}, ${`Test K. ${customer.id}`}, 4, 'Prima', ${reviewBody}, 'nl', 'approved', now() FROM products WHERE sku = 'RPI4-4GB'`);
  await db.execute(sql`
    INSERT INTO product_reviews (product_id, customer_id, author, rating, body, locale)
    SELECT id, ${customer.id}, ${`Test K. ${customer.id}`}, 2, ${`Nog niet gemodereerd ${customer.id}`}, 'nl' FROM products WHERE sku = 'ARD-UNO-R3'`);
  await db.execute(sql`INSERT INTO coupons (code, type, amount, customer_id) VALUES (${coupon}, 2, 1000, ${customer.id})`);
  return { reviewBody, coupon, secrets: [resetHash, codeHash, confirmHash] };
}

/** A customer's address, favourite and cart line through the API. */
async function fillAccount(shop: AccountShop, customer: Customer): Promise<void> {
  const address = await customer.post('/api/account/addresses', {
    country_id: 'NL',
    street: `Lindelaan ${customer.id}`,
    house_number: '3',
    postcode: '3832 AB',
    city: 'Leusden',
    phone: '+31 33 123 4567',
  });
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  expect((await customer.post(`/api/toggle-favorite/${shop.cat.product.camera.id}`)).status).toBe(200);
  expect((await customer.post(`/api/cart/add-to-cart/${shop.cat.product.sonar.id}/2`)).status).toBe(200);
}

/** A GET answered with bytes (a PDF), with the client's bearer token. */
function bytes(client: AccountClient, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, client.http.baseUrl), { headers: { Host: client.http.host, Authorization: `Bearer ${client.token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every key of a JSON value, deep. */
function keysOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      keysOf(item, into);
    }
  }
  return into;
}

async function count(shop: AccountShop, query: ReturnType<typeof sql>): Promise<number> {
  const [found] = await rows<{ n: number | string }>(shop.database.db, query);
  return Number(found?.n ?? 0);
}

/** Waits until `n` sessions of the test database wait for a row lock (PostgreSQL only). */
async function waitForLockWaits(shop: AccountShop, n: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const waiting = await count(shop, sql`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if (waiting >= n) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${n} calls never waited for the deletion's locks`);
}

async function waitForMail(email: string, kind: string) {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(email, kind);
    if (found.length > 0) return found[0]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no "${kind}" mail to ${email}`);
}

const deleteBody = (password = PASSWORD) => ({ current_password: password, confirm: true });

for (const engine of engines()) {
  describe(`the customer's own data on ${engine.name}`, () => {
    const shop = useAccountShop(engine);
    // The app's rate limits are kept per process and keyed by customer id, and both engines' suites
    // run in this one process: ids on PostgreSQL start far from the embedded copy's, so a
    // customer of one suite never inherits the other's counted exports and password checks.
    beforeAll(async () => {
      if (engine.name === 'postgres')
        await shop.database.db.execute(sql`SELECT setval(pg_get_serial_sequence('customers', 'id'), GREATEST((SELECT max(id) FROM customers), 0) + 1000000)`);
    });

    it("exports the customer's data, nothing of another customer and no secret, as a dated attachment of format version 1", async () => {
      const me = await shop.newCustomer('nl');
      const other = await shop.newCustomer('nl');
      const tablet = await shop.loginAs({ email: me.email, password: PASSWORD });
      for (const who of [me, other]) await fillAccount(shop, who);
      const mine = await insertTraces(shop, me);
      const theirs = await insertTraces(shop, other);
      const myOrder = await insertOrder(shop, me, { status: 'delivered', invoiced: true });
      const theirOrder = await insertOrder(shop, other, { status: 'delivered', invoiced: true });
      // Details saved in a checkout not finished yet.
      const details = await me.post('/api/checkout/information', {
        email: me.email,
        firstname: 'Test',
        lastname: 'Klant',
        phone: '+31 6 5555 6666',
        customer_type: 'individual',
        address: { street: 'Checkoutstraat', house_number: '9', postcode: '3821 AB', city: 'Leusden', country: 'NL' },
      });
      expect(details.status, JSON.stringify(details.body)).toBe(200);

      const res = await me.get('/api/account/export');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(new Date())}"`);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="framboos-data-\d{4}-\d{2}-\d{2}\.json"$/);
      const data = res.body;
      expect(data).toMatchObject({ format: 'framboos-account-export', version: 1, shop: { email: 'service@framboos.example' } });
      expect(Math.abs(Date.parse(data.exported_at) - Date.now())).toBeLessThan(60_000);
      expect(data.customer).toMatchObject({ id: me.id, email: me.email, firstname: 'Test', lastname: 'Klant', account_type: 'individual', locale: 'nl' });
      expect(data.addresses).toEqual([expect.objectContaining({ street: `Lindelaan ${me.id}`, phone: '+31 33 123 4567', is_default: true })]);
      expect(data.notification_settings).toEqual({ order_updates: true, back_in_stock: true, product_news: false, review_requests: true, newsletter: false });
      expect(data.newsletter_subscription).toMatchObject({ status: 'pending', confirmed_at: null, projects: false });
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0]).toMatchObject({
        number: myOrder.number,
        status: 'delivered',
        email: me.email,
        total: 17.05,
        tax: 2.96,
        invoice: { number: expect.stringMatching(/^T/) },
        lines: [{ sku: 'RPI4-4GB', quantity: 1, price: 10, price_with_tax: 12.1, tax_rate: 21, parts: [] }],
      });
      expect(data.reviews.map((r: { body: string; status: string }) => r.status).sort()).toEqual(['approved', 'pending']);
      expect(data.reviews.find((r: { status: string }) => r.status === 'approved')).toMatchObject({ body: mine.reviewBody, sku: 'RPI4-4GB', rating: 4 });
      expect(data.favorites).toEqual([expect.objectContaining({ product_id: shop.cat.product.camera.id, sku: 'RPI-CAM3' })]);
      expect(data.cart).toMatchObject({
        lines: [{ product_id: shop.cat.product.sonar.id, quantity: 2, parts: [] }],
        coupons: [],
        checkout: { information: { email: me.email, phone: '+31 6 5555 6666', address: { street: 'Checkoutstraat' } }, delivery_method: null },
      });
      expect(data.coupons).toEqual([expect.objectContaining({ code: mine.coupon, type: 2, amount: 10, active: true, times_used: 0 })]);
      // Two logins (registration and the tablet), this one marked; metadata only.
      expect(data.logins).toHaveLength(2);
      expect(data.logins.filter((l: { current: boolean }) => l.current)).toHaveLength(1);
      expect(data.logins.every((l: { active: boolean }) => l.active)).toBe(true);
      expect(data.password_resets).toEqual([expect.objectContaining({ used_at: null })]);
      expect(data.order_sync_requests).toEqual([expect.objectContaining({ orders_found: 0, confirmed_at: null })]);

      // Nothing of the other customer, and no secret of either.
      const text = JSON.stringify(data);
      for (const foreign of [
        other.email,
        `Lindelaan ${other.id}`,
        `Kerkstraat ${other.id}`,
        theirOrder.number,
        theirs.reviewBody,
        theirs.coupon,
        `Naam ${other.id}`,
      ])
        expect(text).not.toContain(foreign);
      const [stored] = await rows<{ password_hash: string }>(shop.database.db, sql`SELECT password_hash FROM customers WHERE id = ${me.id}`);
      const tokenHashes = await rows<{ token_hash: string }>(shop.database.db, sql`SELECT token_hash FROM auth_tokens WHERE customer_id = ${me.id}`);
      expect(tokenHashes.length).toBeGreaterThanOrEqual(4);
      for (const secret of [stored!.password_hash, ...tokenHashes.map((t) => t.token_hash), ...mine.secrets, myOrder.accessHash, me.token!, tablet.token!])
        expect(text).not.toContain(secret);
      // Nor the name typed at the newsletter's sign-up (the account's address is not proven).
      expect(text).not.toContain(`Naam ${me.id}`);
      const suspicious = keysOf(data).filter((k) => /password|hash|token|secret|code_/i.test(k) && k !== 'password_resets');
      expect(suspicious).toEqual([]);
    });

    it("follows the account page's link by the login cookie alone, and refuses without a login", async () => {
      const me = await shop.newCustomer('de');
      const byCookie = await me.http.get('/api/account/export', { headers: { 'X-Forwarded-For': me.address } });
      expect(byCookie.status, JSON.stringify(byCookie.body)).toBe(200);
      expect(byCookie.body.customer.email).toBe(me.email);
      expect(byCookie.headers['content-disposition']).toMatch(/^attachment; filename="framboos-data-/);
      expectError(await shop.browser().get('/api/account/export'), 401);
      expectError(await shop.browser().get('/api/account/export', { Authorization: 'Bearer nonsense' }), 401);
    });

    it('allows five exports an hour per customer, then 429 with Retry-After', async () => {
      const me = await shop.newCustomer();
      for (let i = 0; i < 5; i++) expect((await me.get('/api/account/export')).status).toBe(200);
      const sixth = await me.get('/api/account/export');
      expectError(sixth, 429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(55 * 60);
      // Another customer is not held up.
      expect((await (await shop.newCustomer()).get('/api/account/export')).status).toBe(200);
    });

    it('refuses a deletion without CSRF, without login, with bad input or the wrong password, and never answers 500', async () => {
      const me = await shop.newCustomer('nl');
      const noCsrf = await me.http.send('POST', '/api/account/delete', { body: deleteBody(), headers: { Authorization: `Bearer ${me.token}` } });
      expect(noCsrf.status).toBe(419);
      expectError(await shop.browser().post('/api/account/delete', deleteBody()), 401);
      const missing = await me.post('/api/account/delete', {});
      expectError(missing, 422);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['confirm', 'current_password']);
      expect(missing.body.errors.confirm).toEqual(['Vink het vakje aan om te bevestigen dat je je account wilt verwijderen.']);
      for (const body of ['not json', '[1,2]', '"text"', 'null', { current_password: PASSWORD, confirm: 'yes' }, { current_password: 42, confirm: true }])
        expectError(await me.post('/api/account/delete', body), 422);
      expectError(await me.post('/api/account/delete', { current_password: `a\u0000b`, confirm: true }), 422);
      const wrong = await me.post('/api/account/delete', deleteBody('not my password'));
      expectError(wrong, 422, 'Je huidige wachtwoord klopt niet.');
      expect(Object.keys(wrong.body.errors)).toEqual(['current_password']);
      // Nothing happened.
      expect((await me.get('/api/account/customer')).status).toBe(200);
      expect(await count(shop, sql`SELECT count(*) AS n FROM customers WHERE id = ${me.id}`)).toBe(1);
      expect((await me.get('/api/account/delete')).status).toBe(405);
    });

    it('counts wrong passwords with the e-mail and password changes: five per quarter hour, then 429', async () => {
      const me = await shop.newCustomer();
      for (let i = 0; i < 3; i++) expectError(await me.post('/api/account/delete', deleteBody(`wrong ${i}`)), 422);
      for (let i = 3; i < 5; i++) expectError(await me.put('/api/account/email', { email: `x-${me.email}`, current_password: `wrong ${i}` }), 422);
      const sixth = await me.post('/api/account/delete', deleteBody());
      expectError(sixth, 429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect((await me.get('/api/account/customer')).status).toBe(200);
    });

    it('refuses with 409 while an order is being handled, and changes nothing', async () => {
      const me = await shop.newCustomer('en');
      const shipped = await insertOrder(shop, me, { status: 'shipped', invoiced: true });
      const pending = await insertOrder(shop, me, { status: 'pending', invoiced: false, productSku: 'RPI4-4GB' });
      const res = await me.post('/api/account/delete', deleteBody());
      expectError(
        res,
        409,
        `We are still handling your orders ${shipped.number}, so your account cannot be deleted yet. You can delete it once they have been delivered.`,
      );
      expect(res.body.orders).toEqual([shipped.number]);
      const states = await rows<{ number: string; status: string; customer_id: number | null }>(
        shop.database.db,
        sql`SELECT number, status, customer_id FROM orders WHERE id IN (${shipped.id}, ${pending.id}) ORDER BY id`,
      );
      expect(states).toEqual([
        { number: shipped.number, status: 'shipped', customer_id: me.id },
        { number: pending.number, status: 'pending', customer_id: me.id },
      ]);
      expect((await me.get('/api/account/customer')).status).toBe(200);
      // The page says so instead of offering the form.
      const page = await me.http.get('/account/information/', { headers: { 'X-Forwarded-For': me.address } });
      expect(page.status).toBe(200);
      expect(page.body).toContain(`once we have delivered these orders: ${shipped.number}`);
    });

    it('deletes the account: removes and anonymises exactly as documented, ends every login, keeps the invoice as issued', async () => {
      const db = shop.database.db;
      const me = await shop.newCustomer('nl');
      const other = await shop.newCustomer('nl');
      const phone = await shop.loginAs({ email: me.email, password: PASSWORD });
      for (const who of [me, other]) await fillAccount(shop, who);
      await insertTraces(shop, me);
      const theirs = await insertTraces(shop, other);
      const invoiced = await insertOrder(shop, me, { status: 'delivered', invoiced: true });
      const unpaidEnded = await insertOrder(shop, me, { status: 'cancelled', invoiced: false });
      const theirOrder = await insertOrder(shop, other, { status: 'delivered', invoiced: true });
      // An order awaiting payment through the real checkout: its stock is reserved, and goes back.
      const camera = shop.cat.product.camera.id;
      const stockOf = async () => (await rows<{ stock: number }>(db, sql`SELECT stock FROM products WHERE id = ${camera}`))[0]!.stock;
      expect((await me.post(`/api/cart/add-to-cart/${camera}/1`)).status).toBe(200);
      const before = await stockOf();
      const placed = await me.post('/api/checkout/orders', {
        email: me.email,
        firstname: 'Test',
        lastname: 'Klant',
        phone: '+31 6 12345678',
        customer_type: 'individual',
        address: { street: 'Dorpsstraat', house_number: '12a', postcode: '3821ab', city: 'Leusden', country: 'NL' },
        delivery_method: 'postnl',
        payment_method: 'ideal',
        terms: true,
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const pendingNumber: string = placed.body.order.number;
      expect(await stockOf()).toBe(before - 1);
      // The checkout's details saved for next time, in the cart's draft.
      expect((await me.post('/api/cart/add-to-cart/' + shop.cat.product.sonar.id + '/1')).status).toBe(200);
      const [cart] = await rows<{ id: string }>(db, sql`SELECT id FROM carts WHERE customer_id = ${me.id}`);
      await db.execute(sql`INSERT INTO checkout_drafts (cart_id, data) VALUES (${cart!.id}, '{"delivery_method":"postnl"}'::jsonb)`);

      const pdfBefore = await bytes(me, `/api/account/orders/${invoiced.id}/invoice`);
      expect(pdfBefore.status).toBe(200);
      const [orderBefore] = await rows<Record<string, unknown>>(db, sql`SELECT * FROM orders WHERE id = ${invoiced.id}`);

      const res = await me.post('/api/account/delete', deleteBody());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Je account is verwijderd.' });
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cookies.some((c) => /^refresh_token=;/.test(c) || /^refresh_token=.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i.test(c))).toBe(true);

      // Removed: the customer and everything hanging on the account.
      for (const table of ['customer_addresses', 'auth_tokens', 'password_resets', 'favorites', 'carts', 'order_sync_requests', 'coupons', 'product_reviews'])
        expect(await count(shop, sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE customer_id = ${me.id}`), table).toBe(0);
      expect(await count(shop, sql`SELECT count(*) AS n FROM customers WHERE id = ${me.id} OR email = ${me.email}`)).toBe(0);
      for (const table of ['cart_items', 'cart_adjustments', 'cart_request_keys', 'checkout_drafts'])
        expect(await count(shop, sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE cart_id = ${cart!.id}`), table).toBe(0);
      expect(await count(shop, sql`SELECT count(*) AS n FROM product_reviews WHERE author = ${`Test K. ${me.id}`}`)).toBe(0);
      expect(await count(shop, sql`SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ${me.email}`)).toBe(0);

      // Kept without the account: the invoiced order as its invoice printed it, minus phone, tracking and reading secrets.
      const kept = (await rows<Record<string, any>>(db, sql`SELECT * FROM orders WHERE id = ${invoiced.id}`))[0]!;
      expect(kept).toMatchObject({
        customer_id: null,
        invoice_customer_number: String(me.id),
        email: me.email,
        phone: null,
        tracking_url: null,
        access_token_hashes: [],
        company: 'Klant BV',
        vat_number: 'NL123456789B01',
        status: 'delivered',
      });
      expect(kept.erased_at).not.toBeNull();
      expect(kept.billing_address).toEqual({ ...(orderBefore!.billing_address as object), phone: null });
      expect(kept.shipping_address).toEqual({ ...(orderBefore!.shipping_address as object), phone: null });
      for (const column of ['number', 'invoice_number', 'invoiced_at', 'paid_at', 'placed_at', 'total_cents', 'tax_cents', 'subtotal_cents', 'vat_rows'])
        expect(kept[column], column).toEqual(orderBefore![column]);
      expect(await count(shop, sql`SELECT count(*) AS n FROM order_items WHERE order_id = ${invoiced.id}`)).toBe(1);
      // The shop renders the same invoice, byte for byte, customer number included.
      const order = await loadOrder(db, invoiced.number);
      const pdfAfter = await invoicePdf(order!);
      expect(pdfAfter!.equals(pdfBefore.body)).toBe(true);

      // Kept without anything personal: orders that were never invoiced, the pending one cancelled with its stock back.
      const ended = await rows<Record<string, any>>(db, sql`SELECT * FROM orders WHERE number IN (${unpaidEnded.number}, ${pendingNumber}) ORDER BY id`);
      expect(ended.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
      for (const o of ended) {
        expect(o).toMatchObject({ customer_id: null, email: '', phone: null, company: null, vat_number: null, tracking_url: null, access_token_hashes: [] });
        expect(o.erased_at).not.toBeNull();
        for (const a of [o.billing_address, o.shipping_address])
          expect(a).toEqual({ firstname: '', lastname: '', company: null, street: '', houseNumber: '', postcode: '', city: '', countryId: 'NL', phone: null });
        expect(o.total_cents).toBeGreaterThan(0);
      }
      expect(await stockOf()).toBe(before);

      // Every login is dead: bearer tokens and refresh cookies, on both devices.
      for (const device of [me, phone]) {
        expectError(await device.get('/api/account/customer'), 401);
        expectError(await device.post('/api/refresh-token'), 401);
        expectError(await device.get('/api/account/export'), 401);
      }
      expectError(await shop.browser().post('/api/login', { email: me.email, password: PASSWORD }), 422);

      // The other customer has everything still.
      expect((await other.get('/api/account/customer')).body.user.addresses).toHaveLength(1);
      expect(await count(shop, sql`SELECT count(*) AS n FROM orders WHERE id = ${theirOrder.id} AND customer_id = ${other.id} AND erased_at IS NULL`)).toBe(1);
      expect(await count(shop, sql`SELECT count(*) AS n FROM product_reviews WHERE customer_id = ${other.id}`)).toBe(2);
      expect(await count(shop, sql`SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ${other.email}`)).toBe(1);
      expect(await count(shop, sql`SELECT count(*) AS n FROM coupons WHERE code = ${theirs.coupon}`)).toBe(1);

      // The confirmation, in the customer's language.
      const mail = await waitForMail(me.email, 'account-deleted');
      expect(mail.subject).toBe('Je Framboos-account is verwijderd');
      expect(mail.text).toContain('zeven jaar');

      // The address registers again as a new customer, who sees none of the old orders and cannot link them.
      const again = shop.browser('localhost', 'nl');
      const registered = await again.post('/api/register', {
        firstname: 'Nieuw',
        lastname: 'Begin',
        email: me.email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      again.token = registered.body.token;
      expect(registered.body.user.id).not.toBe(me.id);
      expect((await again.get('/api/account/orders')).body).toMatchObject({ orders: [], total: 0 });
      expect((await again.get('/api/account/orders/sync/status')).body.status.guest_orders).toBe(0);
      expectError(await again.post('/api/account/orders/sync'), 409);
      expect((await again.get('/api/account/export')).body.orders).toEqual([]);
    });

    it('a cart write and a favourite caught behind a deletion under way answer 401, never 500, and leave nothing', async () => {
      const me = await shop.newCustomer();
      const { sonar, camera } = shop.cat.product;
      let writes: Promise<Answer[]> | null = null;
      // The deletion's transaction, held open while the two calls come in: their login is still
      // good (nothing is committed), so they reach the locks the deletion holds and wait there.
      await shop.database.db.transaction(async (tx) => {
        await eraseCustomer(tx, me.id);
        writes = Promise.all([me.post(`/api/cart/add-to-cart/${sonar.id}/1`), me.post(`/api/toggle-favorite/${camera.id}`)]);
        // PGlite runs one statement at a time: the calls simply queue behind the transaction.
        if (engine.name === 'postgres') await waitForLockWaits(shop, 2);
      });
      for (const answer of await writes!) expectError(answer, 401);
      for (const table of ['carts', 'favorites', 'auth_tokens'])
        expect(await count(shop, sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE customer_id = ${me.id}`), table).toBe(0);
    });
  });
}
