/**
 * A small fake of Mollie's v2 payments API for tests: POST /v2/payments and GET /v2/payments/:id
 * with the bearer key checked, answers shaped as Mollie's HAL JSON (with `_links.checkout`),
 * errors as Mollie words them. A test sets a payment's status as the shopper would at Mollie, and
 * can make the fake answer 500 or never answer.
 *
 * It speaks HTTPS, with a self-signed certificate below: the Mollie client sends every request
 * through its own HTTPS agent (plain http is refused as "Protocol http: not supported") and
 * trusts only the authorities bundled with it, so while a fake runs the process skips the
 * certificate check (NODE_TLS_REJECT_UNAUTHORIZED=0). Nothing but the fake is reached over TLS
 * in the tests that use it; close() puts the setting back.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A key for this fake only (CN fake-mollie.test, IP 127.0.0.1); it protects nothing. */
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQglGnCxyTknbviENX0
mRf1F6uWXb61C6VvfjOyf1Le2pShRANCAAQOLoXyMxYylD9BaEbjGDfo1qn42x1q
VVEpV2bo56zmXTjax+EOsiq5fm3eKwWbh73xig+SjutNTUl/wViYOL+R
-----END PRIVATE KEY-----
`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIBnTCCAUSgAwIBAgIUAOgey78erjGfd0aIDSqJp7bTZ8cwCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQZmFrZS1tb2xsaWUudGVzdDAgFw0yNjExMjQyMTU1NDNaGA8y
MTI2MTAzMTIxNTU0M1owGzEZMBcGA1UEAwwQZmFrZS1tb2xsaWUudGVzdDBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABA4uhfIzFjKUP0FoRuMYN+jWqfjbHWpVUSlX
ZujnrOZdONrH4Q6yKrl+bd4rBZuHvfGKD5KO601NSX/BWJg4v5GjZDBiMB0GA1Ud
DgQWBBTjYdwWxaAhpkRBs3YV2a6uHigr2zAfBgNVHSMEGDAWgBTjYdwWxaAhpkRB
s3YV2a6uHigr2zAPBgNVHRMBAf8EBTADAQH/MA8GA1UdEQQIMAaHBH8AAAEwCgYI
KoZIzj0EAwIDRwAwRAIgP/vOVATqL1nZiqoDvdFpknrXuc+Ym3ZNME5fn40JCU0C
ICyL+v+Sh0VisdBVrlPT/8pEvX4yA2WBz6B7FLMkZyLD
-----END CERTIFICATE-----
`;

export type FakeMolliePayment = {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  method: string | null;
  locale: string | null;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: unknown;
  createdAt: string;
};

/** `normal` answers; `error` answers 500 to everything; `hang` reads the request and never answers. */
export type FakeMollieMode = 'normal' | 'error' | 'hang';

export type FakeMollie = {
  /** The API's root, for the client's apiEndpoint (MOLLIE_API_URL). */
  readonly url: string;
  readonly apiKey: string;
  readonly payments: Map<string, FakeMolliePayment>;
  /** Every request as it came, in order. */
  readonly requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  mode: FakeMollieMode;
  /** What the shopper did at Mollie: open, pending, authorized, paid, failed, canceled, expired (or anything else). */
  setStatus(id: string, status: string): void;
  close(): Promise<void>;
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const fakeId = () => 'tr_' + [...randomBytes(10)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');

export async function startFakeMollie(options: { apiKey?: string } = {}): Promise<FakeMollie> {
  const apiKey = options.apiKey ?? 'test_fakemolliekey0123456789abcdef';
  const payments = new Map<string, FakeMolliePayment>();
  const requests: FakeMollie['requests'] = [];
  const previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  let base = '';

  const fake: FakeMollie = {
    get url() {
      return `${base}/v2/`;
    },
    apiKey,
    payments,
    requests,
    mode: 'normal',
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake Mollie has no payment ${id}`);
      payment.status = status;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting;
    },
  };

  const hal = (payment: FakeMolliePayment) => ({
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt,
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata,
    status: payment.status,
    isCancelable: payment.status === 'open',
    expiresAt: new Date(Date.parse(payment.createdAt) + 15 * 60_000).toISOString(),
    profileId: 'pfl_fake12345',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    webhookUrl: payment.webhookUrl,
    locale: payment.locale,
    _links: {
      self: { href: `${base}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      ...(payment.status === 'open' ? { checkout: { href: `${base}/checkout/select-method/${payment.id.slice(3)}`, type: 'text/html' } } : {}),
      dashboard: { href: `${base}/dashboard/payments/${payment.id}`, type: 'text/html' },
      documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
    },
  });

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/hal+json', ...headers });
    res.end(JSON.stringify(body));
  };
  const problem = (res: ServerResponse, status: number, title: string, detail: string, field?: string) =>
    send(res, status, {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: { documentation: { href: 'https://docs.mollie.com/errors', type: 'text/html' } },
    });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const path = new URL(req.url ?? '/', base).pathname;
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    if (fake.mode === 'hang') return;
    // Retry-After: 0 keeps the client's own retries of a 5xx from waiting two seconds each.
    if (fake.mode === 'error') return send(res, 500, { status: 500, title: 'Internal Server Error', detail: 'The fake is down' }, { 'Retry-After': '0' });
    if (req.headers.authorization !== `Bearer ${apiKey}`) return problem(res, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    if (req.method === 'POST' && path === '/v2/payments') {
      const input = (body ?? {}) as Record<string, unknown>;
      const amount = input.amount as { currency?: unknown; value?: unknown } | undefined;
      if (!amount || amount.currency !== 'EUR' || typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value))
        return problem(res, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
      if (typeof input.description !== 'string' || input.description === '')
        return problem(res, 422, 'Unprocessable Entity', 'The description is invalid', 'description');
      if (typeof input.redirectUrl !== 'string') return problem(res, 422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
      const payment: FakeMolliePayment = {
        id: fakeId(),
        status: 'open',
        amount: { currency: 'EUR', value: amount.value },
        description: input.description,
        method: typeof input.method === 'string' ? input.method : null,
        locale: typeof input.locale === 'string' ? input.locale : null,
        redirectUrl: input.redirectUrl,
        webhookUrl: typeof input.webhookUrl === 'string' ? input.webhookUrl : null,
        metadata: input.metadata ?? null,
        createdAt: new Date().toISOString(),
      };
      payments.set(payment.id, payment);
      return send(res, 201, hal(payment));
    }
    const one = /^\/v2\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const payment = payments.get(one[1]!);
      if (!payment) return problem(res, 404, 'Not Found', `No payment exists with token ${one[1]}.`);
      return send(res, 200, hal(payment));
    }
    return problem(res, 404, 'Not Found', 'The resource does not exist');
  };

  const server: Server = createServer({ key: KEY, cert: CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return fake;
}
