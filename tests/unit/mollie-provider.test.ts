/**
 * The Mollie adapter against a fake of Mollie's API (no database): what it sends, how Mollie's
 * statuses read in the shop's words, every failure as a PaymentProviderError, and which webhook
 * requests name a payment. Also the payment settings, which refuse Mollie without its key.
 */
import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '#src/server/config.ts';
import { makePaymentProvider } from '#src/server/payments/index.ts';
import { MollieProvider } from '#src/server/payments/mollie.ts';
import { PaymentProviderError, type NewPayment } from '#src/server/payments/provider.ts';
import { TestProvider } from '#src/server/payments/test-provider.ts';
import { startFakeMollie, type FakeMollie } from '../helpers/fake-mollie.ts';

const payment = (overrides: Partial<NewPayment> = {}): NewPayment => ({
  orderNumber: 'FR-2026-000123',
  amountCents: 1234,
  description: 'Framboos Elektronica order FR-2026-000123',
  method: 'ideal',
  locale: 'nl',
  redirectUrl: 'https://shop.example/checkout/confirmation/?order=FR-2026-000123',
  webhookUrl: 'https://shop.example/api/payments/webhook/mollie',
  ...overrides,
});

const form = (body: string, type = 'application/x-www-form-urlencoded') =>
  new Request('https://shop.example/api/payments/webhook/mollie', { method: 'POST', headers: { 'Content-Type': type }, body });

describe('the Mollie provider', () => {
  let fake: FakeMollie;
  let mollie: MollieProvider;

  beforeAll(async () => {
    fake = await startFakeMollie();
    mollie = new MollieProvider({ apiKey: fake.apiKey, apiUrl: fake.url, timeoutMs: 1500 });
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(() => {
    fake.mode = 'normal';
  });

  it('creates a payment with the amount as a euro string, the method, the locale and the order number, and answers its checkout link', async () => {
    const started = await mollie.createPayment(payment());
    expect(started.id).toMatch(/^tr_[A-Za-z0-9]+$/);
    expect(started.status).toBe('open');
    expect(started.checkoutUrl).toBe(`${fake.url.replace(/\/v2\/$/, '')}/checkout/select-method/${started.id.slice(3)}`);
    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v2/payments');
    expect(sent.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent.body).toEqual({
      amount: { currency: 'EUR', value: '12.34' },
      description: 'Framboos Elektronica order FR-2026-000123',
      redirectUrl: 'https://shop.example/checkout/confirmation/?order=FR-2026-000123',
      webhookUrl: 'https://shop.example/api/payments/webhook/mollie',
      method: 'ideal',
      locale: 'nl_NL',
      metadata: { order_number: 'FR-2026-000123' },
    });
  });

  it("speaks the shopper's language on Mollie's page, and writes whole euros and cents exactly", async () => {
    await mollie.createPayment(payment({ locale: 'en', amountCents: 100 }));
    expect(fake.requests.at(-1)!.body).toMatchObject({ locale: 'en_US', amount: { value: '1.00' } });
    await mollie.createPayment(payment({ locale: 'de', amountCents: 1_234_505 }));
    expect(fake.requests.at(-1)!.body).toMatchObject({ locale: 'de_DE', amount: { value: '12345.05' } });
  });

  it('leaves the method to the shopper on Mollie’s page when Mollie does not offer the shop’s one', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await mollie.createPayment(payment({ method: 'sofort' }));
    expect(fake.requests.at(-1)!.body).not.toHaveProperty('method');
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('Mollie offers no method sofort'));
    warned.mockRestore();
  });

  it.each([
    ['open', 'open'],
    ['pending', 'open'],
    ['authorized', 'open'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ])('reads Mollie’s %s as %s', async (theirs, ours) => {
    const started = await mollie.createPayment(payment({ method: 'creditcard', amountCents: 2499 }));
    fake.setStatus(started.id, theirs);
    expect(await mollie.getPayment(started.id)).toEqual({ id: started.id, status: ours, amountCents: 2499, method: 'creditcard' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/payments/${started.id}` });
  });

  it('refuses a status it does not know rather than guess', async () => {
    const started = await mollie.createPayment(payment());
    fake.setStatus(started.id, 'refunded-ish');
    await expect(mollie.getPayment(started.id)).rejects.toThrow(PaymentProviderError);
  });

  it('turns Mollie’s 404 for an unknown payment into a PaymentProviderError', async () => {
    const err = await mollie.getPayment('tr_doesnotexist').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as Error).message).toMatch(/404/);
  });

  it('asks nothing about an id that is not a Mollie payment id', async () => {
    const before = fake.requests.length;
    await expect(mollie.getPayment('../customers')).rejects.toThrow(PaymentProviderError);
    expect(fake.requests.length).toBe(before);
  });

  it('turns a refused key (401) and refused input (422) into PaymentProviderErrors', async () => {
    const wrongKey = new MollieProvider({ apiKey: 'test_wrongwrongwrongwrongwrong0', apiUrl: fake.url, timeoutMs: 1500 });
    const unauthorized = await wrongKey.createPayment(payment()).catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(PaymentProviderError);
    expect((unauthorized as Error).message).toMatch(/401/);
    const unprocessable = await mollie.createPayment(payment({ description: '' })).catch((e: unknown) => e);
    expect(unprocessable).toBeInstanceOf(PaymentProviderError);
    expect((unprocessable as Error).message).toMatch(/422/);
  });

  it('turns a 500 into a PaymentProviderError after the client’s own three tries', async () => {
    fake.mode = 'error';
    const before = fake.requests.length;
    await expect(mollie.createPayment(payment())).rejects.toThrow(PaymentProviderError);
    expect(fake.requests.length - before).toBe(3);
  });

  it('gives up on an API that does not answer within its timeout', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const err = await mollie.getPayment('tr_hanging1234').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as Error).message).toMatch(/no answer within 1500 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('turns an unreachable API into a PaymentProviderError', async () => {
    const other = await startFakeMollie();
    const url = other.url;
    await other.close();
    const gone = new MollieProvider({ apiKey: fake.apiKey, apiUrl: url, timeoutMs: 1500 });
    await expect(gone.getPayment('tr_anything123')).rejects.toThrow(PaymentProviderError);
  });

  describe('webhooks', () => {
    it('answer the id Mollie posts as a form', async () => {
      expect(await mollie.webhookPaymentId(form('id=tr_WDqYK6vllg'))).toBe('tr_WDqYK6vllg');
      expect(await mollie.webhookPaymentId(form('id=tr_WDqYK6vllg', 'application/x-www-form-urlencoded; charset=utf-8'))).toBe('tr_WDqYK6vllg');
    });

    it.each([
      ['no id', 'foo=bar'],
      ['an empty id', 'id='],
      ['another kind of id', 'id=ord_abc123'],
      ['a too short id', 'id=tr_ab'],
      ['a too long id', `id=tr_${'a'.repeat(33)}`],
      ['an id with other characters', 'id=tr_abc%3Cscript%3E'],
      ['an id with a path', 'id=tr_abcd%2F..%2Fcustomers'],
      ['a huge body', `id=tr_abcdef&pad=${'x'.repeat(2000)}`],
    ])('refuse %s', async (_label, body) => {
      expect(await mollie.webhookPaymentId(form(body))).toBeNull();
    });

    it('refuse another content type', async () => {
      expect(await mollie.webhookPaymentId(form('{"id":"tr_WDqYK6vllg"}', 'application/json'))).toBeNull();
      expect(await mollie.webhookPaymentId(new Request('https://shop.example/', { method: 'POST', body: 'id=tr_WDqYK6vllg' }))).toBeNull();
    });
  });
});

describe('payment settings', () => {
  it('choose the test provider by default, with the development secret', () => {
    const settings = readConfig({});
    expect(settings.PAYMENT_PROVIDER).toBe('test');
    expect(settings.PAYMENT_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(16);
    expect(makePaymentProvider(settings)).toBeInstanceOf(TestProvider);
  });

  it('choose Mollie with a key', () => {
    const settings = readConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz0123' });
    expect(makePaymentProvider(settings)).toBeInstanceOf(MollieProvider);
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'mollie' }, /MOLLIE_API_KEY: is required with PAYMENT_PROVIDER=mollie/],
    [{ PAYMENT_PROVIDER: 'stripe' }, /PAYMENT_PROVIDER: must be 'test' or 'mollie'/],
    [{ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'sk_live_123' }, /MOLLIE_API_KEY: must be a Mollie API key starting with test_ or live_/],
    [{ MOLLIE_API_URL: 'http://127.0.0.1:9999/v2/' }, /MOLLIE_API_URL: must be an https:\/\/ URL/],
    [{ PAYMENT_WEBHOOK_SECRET: 'short' }, /PAYMENT_WEBHOOK_SECRET: must be at least 16 characters/],
  ])('stop the start with a readable message: %o', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('while Mollie takes the payments', () => {
  it('there is no test provider, and its complete call answers 404', async () => {
    vi.resetModules();
    vi.stubEnv('PAYMENT_PROVIDER', 'mollie');
    vi.stubEnv('MOLLIE_API_KEY', 'test_abcdefghijklmnopqrstuvwxyz0123');
    try {
      const payments = await import('#src/server/payments/index.ts');
      expect(payments.paymentProvider().name).toBe('mollie');
      expect(payments.paymentProvider()).toBe(payments.paymentProvider());
      expect(payments.testProvider()).toBeNull();
      const { POST } = await import('#src/pages/api/payments/test/[paymentId]/complete.ts');
      const url = new URL('http://localhost/api/payments/test/tp_abcdefghijklmnopqrstuvwx/complete');
      const request = new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'paid' }) });
      const context = { url, request, params: { paymentId: 'tp_abcdefghijklmnopqrstuvwx' }, locals: {} } as unknown as APIContext;
      const response = await POST(context);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: true, status: 404 });
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
