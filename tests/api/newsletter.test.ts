/**
 * The newsletter on every engine: a sign-up answers the same for every address, known or not;
 * the double opt-in mail in the page's language with a single-use link whose token is kept only
 * as a hash; only confirmed addresses count; every newsletter carries a signed unsubscribe link
 * and the one-click headers; bad input is 422 per field in the form's order; the rate limits per
 * client and per address.
 */
import { describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { rows } from '#src/server/db/query.ts';
import { newsletterMail } from '#src/server/newsletter/mail.ts';
import { newsletterRecipients } from '#src/server/newsletter/store.ts';
import type { OutboxEntry } from '#src/server/mail/mailer.ts';
import { expectError, mailsTo, useAccountShop, type AccountClient, type AccountShop } from './account-support.ts';

const THANKS = { success: true, message: 'Thank you for subscribing!' };
const newEmail = (tag = 'nb') => `${tag}-${randomBytes(6).toString('hex')}@test.example`;
const signUp = (client: AccountClient, email: string, extra: Record<string, unknown> = {}) =>
  client.post('/api/subscribe-newsletter', { name: 'Sanne', email, email_confirmation: email, order_type: 'particulier', ...extra });

async function waitForMail(email: string, count = 1): Promise<OutboxEntry> {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(email, 'newsletter-confirm');
    if (found.length >= count) return found[count - 1] as OutboxEntry;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

const linkOf = (mail: OutboxEntry): URL => new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
async function statusOf(shop: AccountShop, email: string): Promise<string | undefined> {
  const [row] = await rows<{ status: string }>(shop.database.db, sql`SELECT status FROM newsletter_subscriptions WHERE email = ${email}`);
  return row?.status;
}

for (const engine of engines()) {
  describe(`newsletter on ${engine.name}`, () => {
    const shop = useAccountShop(engine);
    const get = (url: URL, extra = '') => shop.browser(url.hostname as 'localhost' | 'nl.localhost').get(`${url.pathname}${url.search}${extra}`);

    it('confirms an address only through the link in its mail, which works once; a known address gets the same answer and no mail', async () => {
      const email = newEmail();
      const first = await signUp(shop.browser(), email);
      expect(first.status).toBe(200);
      expect(first.body).toEqual(THANKS);
      const url = linkOf(await waitForMail(email));
      expect(await statusOf(shop, email)).toBe('pending');

      // Opening the link only asks (mail scanners open links); the button does it.
      const asked = await get(url);
      expect(asked.status).toBe(200);
      expect(asked.headers['cache-control']).toBe('private, no-store');
      expect(asked.body).toContain('Confirm my subscription');
      expect(await statusOf(shop, email)).toBe('pending');
      const done = await get(url, '&do=1');
      expect(done.status).toBe(200);
      expect(done.body).toContain('Your subscription is confirmed.');
      expect(await statusOf(shop, email)).toBe('confirmed');
      expect((await get(url, '&do=1')).status).toBe(404);

      const again = await signUp(shop.browser(), email.toUpperCase(), { name: 'Iemand Anders' });
      expect(again.status).toBe(first.status);
      expect(again.body).toEqual(first.body);
      expect(again.headers['content-length']).toBe(first.headers['content-length']);
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(email, 'newsletter-confirm')).toHaveLength(1);
      const [row] = await rows<{ name: string }>(shop.database.db, sql`SELECT name FROM newsletter_subscriptions WHERE email = ${email}`);
      expect(row?.name).toBe('Sanne');
    });

    it("mails in the page's language, to the shop asked from, and keeps only the token's SHA-256 for 48 hours", async () => {
      const email = newEmail('nl');
      expect((await signUp(shop.browser('nl.localhost', 'nl'), email, { order_type: 'onderwijs', projects: true })).status).toBe(200);
      const mail = await waitForMail(email);
      expect(mail.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief van Framboos');
      expect(mail.text).toContain('Hallo Sanne,');
      const url = linkOf(mail);
      expect(`${url.origin}${url.pathname}`).toBe('http://nl.localhost/nieuwsbrief/');
      const token = url.searchParams.get('confirm') ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await rows<{ confirm_token_hash: string; hours: number; order_type: string; wants_projects: boolean; locale: string }>(
        shop.database.db,
        sql`SELECT confirm_token_hash, EXTRACT(EPOCH FROM confirm_expires_at - now()) / 3600 AS hours, order_type, wants_projects, locale
            FROM newsletter_subscriptions WHERE email = ${email}`,
      );
      expect(row?.confirm_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(Number(row?.hours)).toBeGreaterThan(47);
      expect(Number(row?.hours)).toBeLessThanOrEqual(48);
      expect(row).toMatchObject({ order_type: 'onderwijs', wants_projects: true, locale: 'nl' });

      const german = newEmail('de');
      await signUp(shop.browser('localhost', 'de'), german);
      const deUrl = linkOf(await waitForMail(german));
      expect(`${deUrl.origin}${deUrl.pathname}`).toBe('http://localhost/de/newsletter/');
      // An expired link confirms nothing.
      await shop.database.db.execute(sql`UPDATE newsletter_subscriptions SET confirm_expires_at = now() - interval '1 minute' WHERE email = ${german}`);
      expect((await get(deUrl, '&do=1')).status).toBe(404);
      expect(await statusOf(shop, german)).toBe('pending');
    });

    it('sends newsletters to confirmed addresses only, each with a signed unsubscribe link and one-click headers', async () => {
      const pending = newEmail('pending');
      const confirmed = newEmail('confirmed');
      await signUp(shop.browser(), pending);
      await signUp(shop.browser(), confirmed);
      await get(linkOf(await waitForMail(confirmed)), '&do=1');
      await waitForMail(pending);
      const recipients = await newsletterRecipients(shop.database.db);
      expect(recipients.map((r) => r.email)).toContain(confirmed);
      expect(recipients.map((r) => r.email)).not.toContain(pending);

      const subscriber = recipients.find((r) => r.email === confirmed);
      if (!subscriber) throw new Error('confirmed subscriber missing');
      const mail = newsletterMail(subscriber, { subject: 'Nieuw binnen', paragraphs: ['De Raspberry Pi 6 is er.'] }, 'http://localhost');
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const oneClick = new URL(/^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
      const pageLink = new URL(/Unsubscribe: (\S+)/.exec(mail.text)?.[1] ?? '');
      expect(pageLink.pathname).toBe('/newsletter/');
      expect(pageLink.searchParams.get('unsubscribe')).toMatch(new RegExp(`^${subscriber.id}\\.[A-Za-z0-9_-]{43}$`));
      expect(mail.html).toContain(pageLink.toString().replace(/&/g, '&amp;'));

      // A forged signature does nothing; the mail client's one-click POST needs no CSRF token.
      const forged = await shop.browser().http.post(`/api/newsletter/unsubscribe?id=${subscriber.id}&sig=${'A'.repeat(43)}`, 'List-Unsubscribe=One-Click', {
        csrf: false,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expectError(forged, 404);
      expect(await statusOf(shop, confirmed)).toBe('confirmed');
      const left = await shop.browser().http.post(`${oneClick.pathname}${oneClick.search}`, 'List-Unsubscribe=One-Click', {
        csrf: false,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(left.status, JSON.stringify(left.body)).toBe(200);
      expect(left.body).toEqual({ success: true });
      expect(await statusOf(shop, confirmed)).toBe('unsubscribed');
      expect((await newsletterRecipients(shop.database.db)).map((r) => r.email)).not.toContain(confirmed);
      // The page's button works too, and twice is fine.
      const page = await get(pageLink, '&do=1');
      expect(page.status).toBe(200);
      expect(page.body).toContain('You are unsubscribed.');
      expect((await get(new URL('http://localhost/newsletter/?unsubscribe=1.abc&do=1'))).status).toBe(404);
    });

    it('refuses input that cannot be right with 422 per field in the order of the form, never 500', async () => {
      const client = shop.browser();
      const empty = await client.post('/api/subscribe-newsletter', {});
      expectError(empty, 422);
      expect(empty.body.message).toBe('Please enter your name.');
      expect(Object.keys(empty.body.errors)).toEqual(['name', 'email']);
      expect(empty.body.errors.email).toEqual(['Please enter your e-mail address.']);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: 'A', email: 'geen-adres' }, 'email', 'Please enter a valid e-mail address.'],
        [{ name: 'A', email: 'a@test.example', email_confirmation: 'b@test.example' }, 'email_confirmation', 'The two e-mail addresses do not match.'],
        [
          { name: 'A', email: 'a@test.example', email_confirmation: 'a@test.example', order_type: 'bedrijf' },
          'order_type',
          'Choose private customer, business or education.',
        ],
        [{ name: 'A', email: 'a@test.example', email_confirmation: 'a@test.example', projects: 'ja' }, 'projects', 'Choose yes or no.'],
        [{ name: 'x'.repeat(101), email: 'a@test.example', email_confirmation: 'a@test.example' }, 'name', 'This is too long.'],
        [{ name: 'A', email: 'a\u0000b@test.example', email_confirmation: 'a\u0000b@test.example' }, 'email', 'Please enter a valid e-mail address.'],
      ];
      for (const [body, field, message] of cases) {
        const res = await client.post('/api/subscribe-newsletter', body);
        expectError(res, 422);
        expect(res.body.errors, JSON.stringify(body)).toEqual({ [field]: [message] });
      }
      const dutch = await shop.browser('nl.localhost', 'nl').post('/api/subscribe-newsletter', { email: '' });
      expect(dutch.body.errors).toEqual({ name: ['Vul je naam in.'], email: ['Vul je e-mailadres in.'] });
      expectError(await client.post('/api/subscribe-newsletter', '[1,2]'), 422);
      expectError(await client.get('/api/subscribe-newsletter'), 405);
    });

    it('limits sign-ups per address (3 an hour) and per client (10 an hour) with 429 and Retry-After, for known and unknown addresses alike', async () => {
      const email = newEmail('limit');
      for (let i = 0; i < 3; i++) expect((await signUp(shop.browser(), email)).status).toBe(200);
      const fourth = await signUp(shop.browser(), email);
      expectError(fourth, 429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect(fourth.body.retry_after).toBe(Number(fourth.headers['retry-after']));

      const client = shop.browser();
      for (let i = 0; i < 10; i++) expect((await signUp(client, newEmail('client'))).status).toBe(200);
      expectError(await signUp(client, newEmail('client')), 429);
      expect((await signUp(shop.browser(), newEmail('other'))).status).toBe(200);
    });
  });
}
