/**
 * What the password reset browser tests need besides a page: the shop's API as a client of its
 * own (CSRF cookie and header, its own address through X-Forwarded-For, which the test server
 * trusts), fresh accounts, and the mail outbox of the test server (tests/helpers/serve.ts writes
 * its path to tests/.tmp/e2e-outbox-<port>).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { shopUrl, type ShopName } from './support.ts';

/** A private address of its own, so this test's account calls count apart from every other test's. */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export type ShopApi = { post: (path: string, body: unknown) => Promise<APIResponse>; dispose: () => Promise<void> };

/** A client of one shop's API in one language, as the browser's API client calls it. */
export async function shopApi(baseURL: string | undefined, shop: ShopName, locale: 'en' | 'nl' | 'de'): Promise<ShopApi> {
  // Node does not resolve *.localhost as browsers do: the loopback address, with the shop's host name.
  const port = new URL(baseURL ?? 'http://localhost:4400').port;
  const headers = { Accept: 'application/json', Host: new URL(shopUrl(baseURL, shop, '/')).host, 'X-Locale': locale, 'X-Forwarded-For': randomAddress() };
  const context: APIRequestContext = await request.newContext({ baseURL: `http://127.0.0.1:${port}`, extraHTTPHeaders: headers });
  await context.get('/sanctum/csrf-cookie');
  const xsrf = (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return {
    post: (path, body) => context.post(path, { data: body, headers: { 'X-XSRF-TOKEN': xsrf } }),
    dispose: () => context.dispose(),
  };
}

/** Registers a new customer (in the API client's language) and answers the e-mail and password. */
export async function newCustomer(api: ShopApi): Promise<{ email: string; password: string }> {
  const email = `reset-${randomBytes(6).toString('hex')}@example.com`;
  const password = `frambozen ${randomBytes(4).toString('hex')} taart`;
  const res = await api.post('/api/register', { firstname: 'Femke', lastname: 'Jansen', email, password, password_confirmation: password });
  if (res.status() !== 201) throw new Error(`registration failed: ${res.status()} ${await res.text()}`);
  return { email, password };
}

type Mail = { to: string; subject: string; text: string; kind: string; replyTo?: string };

function outboxDir(baseURL: string | undefined): string {
  const port = new URL(baseURL ?? 'http://localhost:4400').port;
  return readFileSync(join('tests/.tmp', `e2e-outbox-${port}`), 'utf8').trim();
}

/**
 * The newest mail of a kind to an address (that `match` accepts, if given), waiting for it (the
 * shop sends after answering).
 */
export async function waitForMail(baseURL: string | undefined, to: string, kind: string, match: (mail: Mail) => boolean = () => true): Promise<Mail> {
  const dir = outboxDir(baseURL);
  for (let i = 0; i < 100; i++) {
    let names: string[] = [];
    try {
      names = readdirSync(dir)
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse();
    } catch {
      // no mail sent yet: the directory comes with the first
    }
    for (const name of names) {
      const mail = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Mail;
      if (mail.to === to && mail.kind === kind && match(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no "${kind}" mail to ${to} within 10 s`);
}

/** The call-to-action link of a mail (its text part has it as "label: url"). */
export function mailLink(mail: Mail): string {
  const found = /https?:\/\/\S+/.exec(mail.text);
  if (!found) throw new Error(`no link in mail "${mail.subject}"`);
  return found[0];
}
