/**
 * Shared set-up of the checkout API tests (not a test file itself): a shopper's details, the
 * calls of the checkout's steps, placing an order, and paying it at the built-in test provider
 * as its hosted page does. Clients speak to the server with its port in the Host header, so the
 * links the shop builds (the payment's return, the webhook) lead back to this server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { afterAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '#src/server/db/query.ts';
import type { Db } from '#src/server/db/client.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import { add, okCart, type Shop } from './cart-support.ts';
import { signTestWebhook, TEST_SIGNATURE_HEADER } from '#src/server/payments/test-provider.ts';

// Read by the app's settings on first use, which comes after this module is loaded: the mail
// outbox of this test file's own.
const dataDir = mkdtempSync(join(tmpdir(), 'checkout-api-'));
process.env.DATA_DIR = dataDir;
/** The test provider signs its webhooks with this; a test signs its own replays with it too. */
export const WEBHOOK_SECRET = 'checkout-tests-webhook-secret';
process.env.PAYMENT_WEBHOOK_SECRET = WEBHOOK_SECRET;
// Also when every test of a file is skipped (then afterAll never runs).
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
afterAll(removeDataDir);
process.once('exit', removeDataDir);

export type Details = Record<string, unknown> & { address: Record<string, string> };

export const GUEST_NL: Details = {
  email: 'anna.devries@example.nl',
  firstname: 'Anna',
  lastname: 'de Vries',
  phone: '+31 6 12345678',
  customer_type: 'individual',
  address: { street: 'Dorpsstraat', house_number: '12a', postcode: '3821ab', city: 'Leusden', country: 'NL' },
};

export const BUSINESS_BE: Details = {
  email: 'inkoop@voorbeeld.be',
  firstname: 'Luc',
  lastname: 'Peeters',
  phone: '+32 470 12 34 56',
  customer_type: 'organization',
  company: 'Voorbeeld BV',
  vat_number: 'BE 0403.170.701',
  address: { street: 'Grote Markt', house_number: '1', postcode: '1000', city: 'Brussel', country: 'BE' },
};

/** A client of the shop at `host` with the server's port, so absolute links the shop makes come back here. */
export function portClient(shop: Shop, host: 'localhost' | 'nl.localhost' = 'localhost', locale?: 'en' | 'nl' | 'de'): ShopClient {
  const port = new URL(shop.app.url).port;
  return new ShopClient(shop.app.url, `${host}:${port}`, locale);
}

export const saveInformation = (client: ShopClient, details: unknown) => client.post('/api/checkout/information', details);
export const saveDelivery = (client: ShopClient, method: string) => client.post('/api/checkout/delivery', { delivery_method: method });
export const savePayment = (client: ShopClient, method: string) => client.post('/api/checkout/payment', { payment_method: method });
export const summary = (client: ShopClient) => client.get('/api/checkout/summary');

export function expectOk(res: Answer, status = 200): any {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

/** The error contract (docs/api.md): `{ error: true, message, status, errors? }`. */
export function expectError(res: Answer, status: number): any {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: true, status, message: expect.any(String) });
  return res.body;
}

/** A fresh Idempotency-Key. */
export const newKey = (): string => crypto.randomUUID();

/** Puts products in a fresh cart: `[productId, quantity]` pairs. */
export async function fillCart(client: ShopClient, lines: [number, number][]): Promise<void> {
  for (const [id, quantity] of lines) okCart(await add(client, id, quantity));
}

/** The body of POST /api/checkout/orders for details and methods. */
export const orderBody = (details: Details, delivery = 'postnl', payment = 'ideal', extra: Record<string, unknown> = {}) => ({
  ...details,
  delivery_method: delivery,
  payment_method: payment,
  terms: true,
  ...extra,
});

export const placeOrder = (client: ShopClient, body: unknown, key?: string) =>
  client.post('/api/checkout/orders', body, key ? { headers: { 'Idempotency-Key': key } } : {});

export const readOrder = (client: ShopClient, number: string, token?: string) =>
  client.get(`/api/checkout/orders/${number}`, token ? { headers: { 'X-Order-Token': token } } : {});

/** The test provider's payment id in a redirect to its hosted page. */
export function testPaymentId(redirectUrl: string): string {
  const id = /\/payments\/test\/(tp_[A-Za-z0-9]+)\/?/.exec(new URL(redirectUrl).pathname)?.[1];
  if (!id) throw new Error(`not a test payment page: ${redirectUrl}`);
  return id;
}

/** What the hosted page's buttons do: completes the payment with an outcome. */
export const completeTestPayment = (client: ShopClient, redirectUrl: string, status: 'paid' | 'failed' | 'cancelled' | 'expired') =>
  client.post(`/api/payments/test/${testPaymentId(redirectUrl)}/complete`, { status });

/** Reads the order until its status is `status` (webhooks and the return arrive in their own time); fails after a few seconds. */
export async function orderWhen(client: ShopClient, number: string, token: string, done: (order: any) => boolean): Promise<any> {
  let last: any;
  for (let i = 0; i < 50; i++) {
    last = expectOk(await readOrder(client, number, token)).order;
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`order ${number} never got there: ${JSON.stringify(last)}`);
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await rows<{ stock: number }>(db, sql`SELECT stock FROM products WHERE id = ${productId}`);
  return row!.stock;
}

/** A GET whose answer is bytes (an invoice PDF), with the client's host, cookies and extra headers. */
export function getBytes(client: ShopClient, path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: Buffer }> {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, client.baseUrl), { headers: { Host: client.host, ...(cookie ? { Cookie: cookie } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A webhook of the test provider about a payment, signed as the provider signs it (a replay of a real one). */
export function signedWebhook(client: ShopClient, paymentId: string): Promise<Answer> {
  const body = JSON.stringify({ id: paymentId });
  const signature = signTestWebhook(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body);
  return client.send('POST', '/api/payments/webhook/test', { body, headers: { [TEST_SIGNATURE_HEADER]: signature } });
}
