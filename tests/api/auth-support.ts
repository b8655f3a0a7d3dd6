/**
 * Shared set-up of the account API tests (not a test file itself). Importing it prepares the
 * environment the built app reads at its first request: TRUST_PROXY, so each test client gives
 * its own address in X-Forwarded-For and the per-address limits of one test never spill into
 * another, and a DATA_DIR of this test file whose `mail/` outbox the tests read.
 *
 * On PostgreSQL the database is shared by every test file of the run: every test registers
 * customers of its own with fresh e-mail addresses and never touches the demo customers.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Engine } from '../helpers/engines.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import { TMP_DIR } from '../helpers/template.ts';
import { rows } from '#src/server/db/query.ts';
import type { Db } from '#src/server/db/client.ts';
import type { OutboxEntry } from '#src/server/mail/mailer.ts';
import { useShop, type ClientOptions, type Shop } from './cart-support.ts';

mkdirSync(TMP_DIR, { recursive: true });
const dataDir = mkdtempSync(join(TMP_DIR, 'auth-'));
process.env.TRUST_PROXY = '1';
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
// Registered while the test file is collected: runs after the file's last test.
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

export const OUTBOX_DIR = join(dataDir, 'mail');

/** A client that is its own visitor: own cookies and, through X-Forwarded-For, its own address. */
export class AuthClient extends ShopClient {
  readonly ip: string;

  constructor(baseUrl: string, host: string, locale: 'en' | 'nl' | 'de' | undefined, ip = randomAddress()) {
    super(baseUrl, host, locale);
    this.ip = ip;
  }

  override send(method: string, path: string, options: Parameters<ShopClient['send']>[2] = {}): Promise<Answer> {
    return super.send(method, path, { ...options, headers: { 'X-Forwarded-For': this.ip, ...options.headers } });
  }

  /** The same visitor on another address (another network), keeping cookies. */
  from(ip: string): AuthClient {
    const moved = new AuthClient(this.baseUrl, this.host, this.locale, ip);
    for (const [k, v] of this.cookies) moved.cookies.set(k, v);
    return moved;
  }
}

/** A private address nobody else in this run uses. */
export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export type AuthShop = Shop & { visitor(options?: ClientOptions): AuthClient };

export function useAuthShop(engine: Engine): AuthShop {
  const shop = useShop(engine) as AuthShop;
  shop.visitor = ({ host = 'localhost', locale, region } = {}) => {
    const client = new AuthClient(shop.app.url, host, locale);
    if (region) client.cookies.set('region', region);
    return client;
  };
  return shop;
}

/** A fresh e-mail address, unique across runs and test files. */
export const newEmail = (label = 'klant') => `${label}-${randomBytes(6).toString('hex')}@example.com`;

/** A password the policy accepts. */
export const newPassword = () => `framboos ${randomBytes(6).toString('hex')} taart`;

export type Registered = { email: string; password: string; token: string; answer: Answer };

/** Registers a new customer through the API (201), in the client's language. */
export async function registerCustomer(client: ShopClient, fields: Record<string, unknown> = {}): Promise<Registered> {
  const email = (fields.email as string | undefined) ?? newEmail();
  const password = (fields.password as string | undefined) ?? newPassword();
  const answer = await client.post('/api/register', {
    firstname: 'Femke',
    lastname: 'Jansen',
    email,
    password,
    password_confirmation: password,
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { email, password, token: answer.body.token as string, answer };
}

export const login = (client: ShopClient, email: string, password: string, remember?: boolean) =>
  client.post('/api/login', remember === undefined ? { email, password } : { email, password, remember });

export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

export const customer = (client: ShopClient, token: string) => client.get('/api/account/customer', bearer(token));

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The raw Set-Cookie line for a cookie, if the answer sets it. */
export function setCookie(res: Answer, name: string): string | undefined {
  const lines = res.headers['set-cookie'];
  return (Array.isArray(lines) ? lines : lines ? [lines] : []).find((l) => l.startsWith(`${name}=`));
}

/** The error contract (docs/api.md): `{ error: true, message, status }` with the status given. */
export function expectError(res: Answer, status: number, message?: string | RegExp): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: true, status });
  expect(typeof res.body.message).toBe('string');
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
}

/** 429 with Retry-After in whole seconds, at most `maxSeconds`. */
export function expectTooMany(res: Answer, maxSeconds: number): number {
  expectError(res, 429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= maxSeconds, `Retry-After ${res.headers['retry-after']}`).toBe(true);
  expect(res.body.retry_after).toBe(retryAfter);
  return retryAfter;
}

// ---- the mail outbox -------------------------------------------------------------------------

function outbox(): OutboxEntry[] {
  let names: string[];
  try {
    names = readdirSync(OUTBOX_DIR)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => JSON.parse(readFileSync(join(OUTBOX_DIR, name), 'utf8')) as OutboxEntry);
}

/** Every mail sent to an address so far, of one kind, oldest first. */
export const mailsTo = (to: string, kind: string): OutboxEntry[] => outbox().filter((m) => m.to === to && m.kind === kind);

/** Waits (mail is sent after the answer) for the `count`-th mail of a kind to an address. */
export async function waitForMail(to: string, kind: string, count = 1): Promise<OutboxEntry> {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(to, kind);
    if (found.length >= count) return found[count - 1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${count}. "${kind}" mail to ${to} within 5 s`);
}

/** The link of a mail's call to action (the plain-text part has it as "label: url"). */
export function mailLink(mail: OutboxEntry): URL {
  const found = /https?:\/\/\S+/.exec(mail.text);
  if (!found) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(found[0]);
}

/** Asks for a reset link and returns the link of the mail that follows. */
export async function resetLinkFor(client: ShopClient, email: string): Promise<{ url: URL; token: string }> {
  const before = mailsTo(email, 'password-reset').length;
  const res = await client.post('/api/forgot-password', { email });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = mailLink(await waitForMail(email, 'password-reset', before + 1));
  return { url, token: url.searchParams.get('token') ?? '' };
}

export const resetPassword = (client: ShopClient, token: string, email: string, password: string, confirmation = password) =>
  client.post('/api/reset-password', { token, email, password, password_confirmation: confirmation });

// ---- database ---------------------------------------------------------------------------------

/** Makes a token look older: its expiry, or its revocation, moved into the past. */
export async function ageToken(db: Db, token: string, column: 'expires_at' | 'revoked_at', seconds: number): Promise<void> {
  const hash = sha256(token);
  if (column === 'expires_at') await db.execute(sql`UPDATE auth_tokens SET expires_at = now() - make_interval(secs => ${seconds}) WHERE token_hash = ${hash}`);
  else await db.execute(sql`UPDATE auth_tokens SET revoked_at = now() - make_interval(secs => ${seconds}) WHERE token_hash = ${hash}`);
}

export async function customerId(db: Db, email: string): Promise<number> {
  const found = await rows<{ id: number }>(db, sql`SELECT id FROM customers WHERE email = ${email}`);
  if (!found[0]) throw new Error(`no customer ${email}`);
  return found[0].id;
}
