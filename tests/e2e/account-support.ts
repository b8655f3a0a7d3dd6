/**
 * Logging in for the account's browser tests and reading the test server's mail. The login
 * page is not part of these tests: the browser calls POST /api/login itself (its fetch keeps
 * the httpOnly refresh cookie that server-rendered account pages read) and stores the token
 * and user under auth_token and auth_user, as src/features/auth/store.ts does.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { shopUrl, type ShopName } from './support.ts';
import { randomAddress } from './password-reset-support.ts';

export const DEMO = { email: 'demo@framboos.example', password: 'frambozen-taart-2026' } as const;
export const KUNDE = { email: 'kunde@framboos.example', password: 'himbeer-kuchen-2026' } as const;

type Credentials = { email: string; password: string };

/** Runs a JSON write from inside the page (same origin, CSRF cookie first), as the shop's API client does. */
async function callInPage(
  page: Page,
  path: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: { token?: string; user?: unknown } }> {
  return page.evaluate(
    async ([p, b, extra]) => {
      if (!document.cookie.includes('XSRF-TOKEN=')) await fetch('/sanctum/csrf-cookie');
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const res = await fetch(p, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf, ...extra },
        body: JSON.stringify(b),
      });
      return { status: res.status, body: await res.json() };
    },
    [path, body, extraHeaders] as const,
  );
}

async function keep(page: Page, answer: { status: number; body: { token?: string; user?: unknown } }, expected: number): Promise<void> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', user);
    },
    [answer.body.token ?? '', JSON.stringify(answer.body.user)] as const,
  );
}

/**
 * A page of the shop to call from: static files (robots.txt) come with a policy that lets no
 * script fetch anything.
 */
const CALLING_PAGE = '/';

/** Logs the browser in on a shop's host. */
export async function logIn(page: Page, baseURL: string | undefined, shop: ShopName, who: Credentials): Promise<void> {
  await page.goto(shopUrl(baseURL, shop, CALLING_PAGE));
  await keep(page, await callInPage(page, '/api/login', { email: who.email, password: who.password, remember: true }), 200);
}

/** Registers a new customer on a shop's host and leaves the browser logged in as them. */
export async function registerNew(page: Page, baseURL: string | undefined, shop: ShopName): Promise<Credentials> {
  const who = { email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`, password: 'Frambozen zijn lekker 42' };
  await page.goto(shopUrl(baseURL, shop, CALLING_PAGE));
  await keep(
    page,
    await callInPage(
      page,
      '/api/register',
      {
        firstname: 'Eva',
        lastname: 'Jansen',
        email: who.email,
        password: who.password,
        password_confirmation: who.password,
        remember: true,
      },
      // An address of its own (the test server trusts X-Forwarded-For): the suite registers more
      // customers than the 10 an hour one address may.
      { 'X-Forwarded-For': randomAddress() },
    ),
    201,
  );
  return who;
}

/**
 * The newest order-sync code mailed to an address by the test server, whose outbox is
 * DATA_DIR/mail under tests/.tmp/e2e-* (tests/helpers/serve.ts).
 */
export function mailedSyncCode(email: string): string | null {
  const root = join(process.cwd(), 'tests/.tmp');
  const mails = readdirSync(root)
    .filter((d) => d.startsWith('e2e-'))
    .flatMap((dir) => {
      const mailDir = join(root, dir, 'mail');
      try {
        return readdirSync(mailDir).map((name) => join(mailDir, name));
      } catch {
        return [];
      }
    });
  const mine = mails
    .map((file) => ({ file, mtime: statSync(file).mtimeMs, mail: JSON.parse(readFileSync(file, 'utf8')) as { to: string; kind: string; text: string } }))
    .filter((m) => m.mail.to === email && m.mail.kind === 'order-sync')
    .sort((a, b) => b.mtime - a.mtime);
  return mine[0]?.mail.text.match(/\b(\d{6})\b/)?.[1] ?? null;
}
