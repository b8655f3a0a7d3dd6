/**
 * The built-in test provider on every engine: its book, the hosted page and the complete call on
 * the built shop (with CSRF), a final status that never changes again, the signed webhook as it
 * reaches a receiver standing in for the shop, and which webhooks it refuses.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { readConfig } from '#src/server/config.ts';
import type { Database } from '#src/server/db/client.ts';
import { testProviderPayments } from '#src/server/db/schema.ts';
import { PaymentProviderError, type NewPayment } from '#src/server/payments/provider.ts';
import { TEST_SIGNATURE_HEADER, TestProvider, signTestWebhook } from '#src/server/payments/test-provider.ts';
import { startApp } from '../helpers/app-server.ts';
import { engines } from '../helpers/engines.ts';
import { ShopClient } from '../helpers/shop-client.ts';
import type { RunningServer } from '../../scripts/server.ts';

/** The shop as the provider's webhooks reach it: every request kept, and a number of 500s first when asked. */
type Receiver = {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  failNext: number;
  /** The next delivery after `count` deliveries so far. */
  delivery(count: number): Promise<{ headers: IncomingHttpHeaders; body: string }>;
  close(): Promise<void>;
};

async function startReceiver(): Promise<Receiver> {
  const waiting: (() => void)[] = [];
  const receiver = {
    url: '',
    received: [],
    failNext: 0,
    delivery: async (count: number) => {
      while (receiver.received.length <= count) await new Promise<void>((resolve) => waiting.push(resolve));
      return receiver.received[count]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const wake of waiting.splice(0)) wake();
      if (receiver.failNext > 0) {
        receiver.failNext--;
        res.writeHead(500).end();
      } else res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook/test`;
  return receiver;
}

/** A delivered webhook as the shop's endpoint would get it. */
const asRequest = (delivered: { headers: IncomingHttpHeaders; body: string }) =>
  new Request('http://shop.example/api/payments/webhook/test', {
    method: 'POST',
    headers: { 'Content-Type': String(delivered.headers['content-type']), [TEST_SIGNATURE_HEADER]: String(delivered.headers['x-test-signature']) },
    body: delivered.body,
  });

const signed = (body: string, { secret = SECRET, t = Math.floor(Date.now() / 1000) }: { secret?: string; t?: number } = {}) =>
  new Request('http://shop.example/api/payments/webhook/test', {
    method: 'POST',
    headers: { [TEST_SIGNATURE_HEADER]: signTestWebhook(secret, t, body) },
    body,
  });

/** The secret the built shop signs with: the same settings in the same process. */
const SECRET = readConfig().PAYMENT_WEBHOOK_SECRET;

/** Work left running after an answer (the webhooks), as src/server/http/housekeeping.ts keeps it. */
const afterAnswers = () => [...((globalThis as Record<symbol, Set<Promise<unknown>> | undefined>)[Symbol.for('webshop.afterAnswer')] ?? [])];

for (const engine of engines()) {
  describe(`the test payment provider on ${engine.name}`, () => {
    let database: Database;
    let app: RunningServer;
    let receiver: Receiver;
    let provider: TestProvider;

    const newPayment = (overrides: Partial<NewPayment> = {}): NewPayment => ({
      orderNumber: 'FR-2026-000042',
      amountCents: 1234,
      description: 'Framboos Elektronica order FR-2026-000042',
      method: 'ideal',
      locale: 'nl',
      redirectUrl: `${app.url}/checkout/confirmation/?order=FR-2026-000042`,
      webhookUrl: receiver.url,
      ...overrides,
    });

    beforeAll(async () => {
      database = await engine.open();
      app = await startApp(database);
      receiver = await startReceiver();
      provider = new TestProvider({ secret: SECRET, database: async () => database.db, webhookRetryDelaysMs: [50, 100], webhookTimeoutMs: 1000 });
    });
    afterAll(async () => {
      await Promise.allSettled(afterAnswers());
      await receiver?.close();
      // Stopping the server closes the database it serves (the one given to startApp).
      if (app) await app.stop();
      else await database?.close();
    });

    it('starts an open payment in its book, with the hosted page on the origin of the webhook URL', async () => {
      const started = await provider.createPayment(newPayment());
      expect(started.id).toMatch(/^tp_[A-Za-z0-9]{24}$/);
      expect(started.status).toBe('open');
      expect(started.checkoutUrl).toBe(`${new URL(receiver.url).origin}/payments/test/${started.id}/`);
      const [row] = await database.db.select().from(testProviderPayments).where(eq(testProviderPayments.id, started.id));
      expect(row).toMatchObject({ orderNumber: 'FR-2026-000042', amountCents: 1234, method: 'ideal', locale: 'nl', status: 'open', webhookUrl: receiver.url });
      expect(await provider.getPayment(started.id)).toEqual({ id: started.id, status: 'open', amountCents: 1234, method: 'ideal' });
    });

    it('refuses an amount below a cent, relative URLs, and answers a PaymentProviderError for an unknown id', async () => {
      await expect(provider.createPayment(newPayment({ amountCents: 0 }))).rejects.toThrow(PaymentProviderError);
      await expect(provider.createPayment(newPayment({ webhookUrl: '/api/payments/webhook/test' }))).rejects.toThrow(PaymentProviderError);
      await expect(provider.getPayment('tp_unknownunknownunknown0')).rejects.toThrow(PaymentProviderError);
      await expect(provider.getPayment('no id at all')).rejects.toThrow(PaymentProviderError);
    });

    it('shows the hosted page, is paid through the complete call with CSRF, tells the shop by a signed webhook, and stays paid', async () => {
      const started = await provider.createPayment(newPayment());
      const client = new ShopClient(app.url);
      const path = new URL(started.checkoutUrl).pathname;

      const page = await client.get(path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      const html = page.body as string;
      expect(html).toContain('<html lang="en"');
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(html).toContain('Test payment — no money is moved');
      expect(html).toContain('FR-2026-000042');
      expect(html).toContain('€12.34');
      expect(html).toContain('ideal');
      const buttons = [...html.matchAll(/<button type="button"[^>]*data-outcome="([a-z]+)"[^>]*>\s*([^<]+?)\s*<\/button>/g)].map((m) => [m[1], m[2]]);
      expect(buttons).toEqual([
        ['paid', 'Paid'],
        ['failed', 'Failed'],
        ['cancelled', 'Cancelled'],
        ['expired', 'Expired'],
      ]);

      const before = receiver.received.length;
      const done = await client.post(`/api/payments/test/${started.id}/complete`, { status: 'paid' });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body).toEqual({ status: 'paid', redirect_url: `${app.url}/checkout/confirmation/?order=FR-2026-000042` });
      expect(done.headers['cache-control']).toBe('no-store');

      const delivered = await receiver.delivery(before);
      expect(delivered.headers['content-type']).toBe('application/json');
      expect(JSON.parse(delivered.body)).toEqual({ id: started.id });
      expect(delivered.headers['x-test-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(await provider.webhookPaymentId(asRequest(delivered))).toBe(started.id);
      expect((await provider.getPayment(started.id)).status).toBe('paid');

      const again = await client.post(`/api/payments/test/${started.id}/complete`, { status: 'failed' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ status: 'paid', redirect_url: done.body.redirect_url });
      expect((await provider.getPayment(started.id)).status).toBe('paid');
      await Promise.allSettled(afterAnswers());
      expect(receiver.received.length).toBe(before + 1);

      const final = await client.get(path);
      expect(final.status).toBe(200);
      expect(final.body).toContain('data-final-status="paid"');
      expect(final.body).toContain('This payment is paid and can no longer change.');
      expect(final.body).toContain(`href="${app.url}/checkout/confirmation/?order=FR-2026-000042"`);
      expect(final.body).not.toContain('data-outcome=');
    });

    it('stores the shopper’s "cancelled" as the provider’s "canceled"', async () => {
      const started = await provider.createPayment(newPayment());
      const done = await new ShopClient(app.url).post(`/api/payments/test/${started.id}/complete`, { status: 'cancelled' });
      expect(done.body.status).toBe('canceled');
      expect((await provider.getPayment(started.id)).status).toBe('canceled');
    });

    it('refuses a completion without the CSRF token (419), and the payment stays open', async () => {
      const started = await provider.createPayment(newPayment());
      const res = await new ShopClient(app.url).post(`/api/payments/test/${started.id}/complete`, { status: 'paid' }, { csrf: false });
      expect(res.status).toBe(419);
      expect((await provider.getPayment(started.id)).status).toBe('open');
    });

    it('answers 404 in the error contract for an unknown or malformed payment id, and 422 for an outcome it does not know', async () => {
      const client = new ShopClient(app.url);
      const unknown = await client.post('/api/payments/test/tp_unknownunknownunknown0/complete', { status: 'paid' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ error: true, status: 404 });
      const malformed = await client.post('/api/payments/test/tr_mollie123/complete', { status: 'paid' });
      expect(malformed.status).toBe(404);
      const started = await provider.createPayment(newPayment());
      const badOutcome = await client.post(`/api/payments/test/${started.id}/complete`, { status: 'refunded' });
      expect(badOutcome.status).toBe(422);
      expect((await provider.getPayment(started.id)).status).toBe('open');
    });

    it('answers the hosted page of an unknown payment 404, and one without its slash with a redirect', async () => {
      const client = new ShopClient(app.url);
      const unknown = await client.get('/payments/test/tp_unknownunknownunknown0/');
      expect(unknown.status).toBe(404);
      expect(unknown.headers['cache-control']).toBe('no-store');
      const started = await provider.createPayment(newPayment());
      const bare = await client.get(`/payments/test/${started.id}`);
      expect(bare.status).toBe(301);
      expect(bare.headers.location).toBe(`/payments/test/${started.id}/`);
    });

    it('lets only one of two simultaneous completions win, and sends one webhook', async () => {
      const started = await provider.createPayment(newPayment());
      const before = receiver.received.length;
      const [a, b] = await Promise.all([provider.complete(started.id, 'paid'), provider.complete(started.id, 'expired')]);
      expect(a!.status).toBe(b!.status);
      expect(['paid', 'expired']).toContain(a!.status);
      await Promise.allSettled(afterAnswers());
      expect(receiver.received.length).toBe(before + 1);
      expect(await provider.complete('tp_unknownunknownunknown0', 'paid')).toBeNull();
    });

    it('tries a webhook again after a failure, signed afresh, and logs it when all three tries fail', async () => {
      const started = await provider.createPayment(newPayment());
      const before = receiver.received.length;
      receiver.failNext = 1;
      await provider.complete(started.id, 'failed');
      await Promise.allSettled(afterAnswers());
      expect(receiver.received.length).toBe(before + 2);
      expect(await provider.webhookPaymentId(asRequest(receiver.received[before + 1]!))).toBe(started.id);

      const unlucky = await provider.createPayment(newPayment());
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      receiver.failNext = 3;
      await provider.complete(unlucky.id, 'paid');
      await Promise.allSettled(afterAnswers());
      expect(receiver.received.length).toBe(before + 5);
      expect(logged).toHaveBeenCalledWith(
        `[housekeeping] test provider webhook for ${unlucky.id} failed:`,
        expect.stringContaining('gave up after 3 tries: answered 500'),
      );
      logged.mockRestore();
      // The shopper's completion stood all the same.
      expect((await provider.getPayment(unlucky.id)).status).toBe('paid');
    });

    describe('webhooks it refuses', () => {
      const id = 'tp_abcdefghijklmnopqrstuvwx';
      const body = JSON.stringify({ id });
      const now = () => Math.floor(Date.now() / 1000);

      it('a good one answers its id', async () => {
        expect(await provider.webhookPaymentId(signed(body))).toBe(id);
      });

      it('a bad signature, or one made with another secret', async () => {
        const request = signed(body);
        const tampered = request.headers.get(TEST_SIGNATURE_HEADER)!.replace(/v1=(.)/, (_m, c: string) => `v1=${c === 'a' ? 'b' : 'a'}`);
        const forged = new Request(request.url, { method: 'POST', headers: { [TEST_SIGNATURE_HEADER]: tampered }, body });
        expect(await provider.webhookPaymentId(forged)).toBeNull();
        expect(await provider.webhookPaymentId(signed(body, { secret: 'someone-elses-secret-key' }))).toBeNull();
      });

      it('an old timestamp, or one too far in the future', async () => {
        expect(await provider.webhookPaymentId(signed(body, { t: now() - 301 }))).toBeNull();
        expect(await provider.webhookPaymentId(signed(body, { t: now() + 120 }))).toBeNull();
        expect(await provider.webhookPaymentId(signed(body, { t: now() - 240 }))).toBe(id);
      });

      it('a changed body under a good signature', async () => {
        const request = signed(body);
        const changed = new Request(request.url, {
          method: 'POST',
          headers: { [TEST_SIGNATURE_HEADER]: request.headers.get(TEST_SIGNATURE_HEADER)! },
          body: JSON.stringify({ id: 'tp_zzzzzzzzzzzzzzzzzzzzzzzz' }),
        });
        expect(await provider.webhookPaymentId(changed)).toBeNull();
      });

      it.each([
        ['a body that is not { id }', JSON.stringify({ id, status: 'paid' })],
        ['an id of another provider', JSON.stringify({ id: 'tr_WDqYK6vllg' })],
        ['an id that is not a string', JSON.stringify({ id: 42 })],
        ['a list', JSON.stringify([id])],
        ['no JSON', `id=${id}`],
      ])('%s, even when signed', async (_label, other) => {
        expect(await provider.webhookPaymentId(signed(other))).toBeNull();
      });

      it('no signature, or a malformed one', async () => {
        expect(await provider.webhookPaymentId(new Request('http://shop.example/', { method: 'POST', body }))).toBeNull();
        for (const header of ['v1=abc', `t=${now()}`, `t=soon,v1=${'a'.repeat(64)}`, `t=${now()},v1=${'g'.repeat(64)}`]) {
          expect(
            await provider.webhookPaymentId(new Request('http://shop.example/', { method: 'POST', headers: { [TEST_SIGNATURE_HEADER]: header }, body })),
          ).toBeNull();
        }
      });
    });
  });
}
