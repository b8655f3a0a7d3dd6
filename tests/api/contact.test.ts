/**
 * The contact form's call and the contact and partners pages on every engine (docs/contact.md):
 * a message is stored before it is answered and mailed to the team (Dutch, Reply-To the sender)
 * and to the sender (the page's language); the spam traps answer like success and mail nothing;
 * 422 per field in the form's order, 419 without the CSRF token, 429 per client and per address,
 * never 500; a mail that failed is claimed again by one instance only; without a map provider
 * nothing on the page comes from one; the partners page lists each shop's partners.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { rows } from '#src/server/db/query.ts';
import { formToken } from '#src/server/contact/form-token.ts';
import { claimUnmailed, purgeOldMessages } from '#src/server/contact/store.ts';
import type { OutboxEntry } from '#src/server/mail/mailer.ts';
import { expectError, mailsTo, useAccountShop, type AccountClient } from './account-support.ts';

// The shop as it ships: no map provider, the team's mail to the company's address.
process.env.MAP_PROVIDER = '';
process.env.CONTACT_MAIL_TO = '';
const TEAM = 'service@framboos.example';

const newEmail = (tag = 'contact') => `${tag}-${randomBytes(6).toString('hex')}@test.example`;
/** A form rendered long enough ago that a person could have filled it in. */
const readyToken = () => formToken(Date.now() - 20_000);
const message = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Sanne de Vries',
  email,
  subject: 'order',
  order_number: '#fr-2026-000123',
  message: 'Mijn pakket is nog niet aangekomen.\nKunnen jullie kijken?',
  website: '',
  form_token: readyToken(),
  ...extra,
});
const send = (client: AccountClient, body: unknown) => client.post('/api/contact', body);

/** The mails to an address that match, once there are `count` of them (the mails follow the answer). */
async function waitForMails(to: string, predicate: (m: OutboxEntry) => boolean, count = 1): Promise<OutboxEntry[]> {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(to).filter(predicate);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} as expected`);
}

type Stored = {
  id: number;
  name: string;
  email: string;
  subject: string;
  order_number: string | null;
  message: string;
  locale: string;
  shop: string;
  spam_reason: string | null;
  mailed: boolean;
};
async function storedFor(db: Parameters<typeof rows>[0], email: string): Promise<Stored[]> {
  return rows<Stored>(
    db,
    sql`SELECT id, name, email, subject, order_number, message, locale, shop, spam_reason, mailed_at IS NOT NULL AS mailed
        FROM contact_messages WHERE email = ${email} ORDER BY id`,
  );
}

for (const engine of engines()) {
  describe(`contact on ${engine.name}`, () => {
    const shop = useAccountShop(engine);

    it('stores a message, answers in the page’s language, and mails the team in Dutch and the sender in theirs', async () => {
      const email = newEmail('nl');
      const res = await send(shop.browser('nl.localhost', 'nl'), message(email.toUpperCase()));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Bedankt! We hebben je bericht ontvangen.' });
      // Stored when answered, before any mail.
      const [row] = await storedFor(shop.database.db, email);
      expect(row).toMatchObject({
        name: 'Sanne de Vries',
        subject: 'order',
        order_number: 'FR-2026-000123',
        message: 'Mijn pakket is nog niet aangekomen.\nKunnen jullie kijken?',
        locale: 'nl',
        shop: 'nl',
        spam_reason: null,
      });
      const id = (row as Stored).id;

      const [copy] = await waitForMails(email, (m) => m.kind === 'contact-copy');
      expect(copy).toMatchObject({ subject: 'We hebben je bericht ontvangen', replyTo: TEAM });
      expect(copy?.text).toContain('Hallo Sanne de Vries,');
      expect(copy?.text).toContain('> Mijn pakket is nog niet aangekomen.\n> Kunnen jullie kijken?');
      const [team] = await waitForMails(TEAM, (m) => m.kind === 'contact-team' && m.replyTo === email);
      expect(team).toMatchObject({ to: TEAM, replyTo: email, subject: `[Contact] Vraag over mijn bestelling: Sanne de Vries (#${id})` });
      expect(team?.text).toContain(`Van: Sanne de Vries <${email}>`);
      expect(team?.text).toContain('Bestelnummer: FR-2026-000123');
      expect(team?.text).toContain('Winkel: Nederlandse winkel');
      await expect.poll(async () => (await storedFor(shop.database.db, email))[0]?.mailed).toBe(true);

      // From the international shop in German: the copy in German, the team's mail still Dutch.
      const german = newEmail('de');
      const de = await send(shop.browser('localhost', 'de'), message(german, { subject: 'business', order_number: '' }));
      expect(de.body).toEqual({ success: true, message: 'Vielen Dank! Wir haben Ihre Nachricht erhalten.' });
      const [deCopy] = await waitForMails(german, () => true);
      expect(deCopy?.subject).toBe('Wir haben Ihre Nachricht erhalten');
      expect(deCopy?.text).toContain('Betreff: Geschäftliche Bestellung oder Angebot');
      expect(deCopy?.text).not.toContain('Bestellnummer');
      const [deRow] = await storedFor(shop.database.db, german);
      expect(deRow).toMatchObject({ locale: 'de', shop: 'international', order_number: null });
      const [deTeam] = await waitForMails(TEAM, (m) => m.kind === 'contact-team' && m.replyTo === german);
      expect(deTeam?.text).toContain('Taal: Duits');
      expect(deTeam?.text).toContain('bij voorkeur in het Duits');
    });

    it('answers a robot like a person but mails nothing: the honeypot, a form sent too fast, no or a forged token', async () => {
      const person = await send(shop.browser(), message(newEmail('person')));
      expect(person.status).toBe(200);
      const caught: [string, Record<string, unknown>][] = [
        ['honeypot', { website: 'https://cheap-pills.example' }],
        ['too-fast', { form_token: formToken() }],
        ['no-token', { form_token: undefined }],
        ['no-token', { form_token: `${Date.now() - 60_000}.${'A'.repeat(43)}` }],
      ];
      const emails: string[] = [];
      for (const [reason, trap] of caught) {
        const email = newEmail('robot');
        emails.push(email);
        const res = await send(shop.browser(), message(email, trap));
        expect(res.status, reason).toBe(200);
        expect(res.body, reason).toEqual(person.body);
        expect(res.headers['content-length'], reason).toBe(person.headers['content-length']);
        expect((await storedFor(shop.database.db, email))[0], reason).toMatchObject({ spam_reason: reason, mailed: false });
      }
      // A robot that fetches the page and posts its form at once is too fast as well.
      const page = await shop.browser().get('/contact/');
      const token = /name="form_token" value="([^"]+)"/.exec(page.body as string)?.[1] ?? '';
      expect(token).toMatch(/^\d{13}\./);
      const quick = newEmail('quick');
      emails.push(quick);
      expect((await send(shop.browser(), message(quick, { form_token: token }))).status).toBe(200);
      expect((await storedFor(shop.database.db, quick))[0]?.spam_reason).toBe('too-fast');

      await new Promise((r) => setTimeout(r, 300));
      for (const email of emails) expect(mailsTo(email), email).toEqual([]);
      expect(mailsTo(TEAM).filter((m) => emails.includes(m.replyTo ?? ''))).toEqual([]);
    });

    it('refuses what cannot be right with 422 per field in the form’s order, in the caller’s language, never 500', async () => {
      const client = shop.browser();
      const empty = await send(client, {});
      expectError(empty, 422, 'Please enter your name.');
      expect(empty.body.errors).toEqual({
        name: ['Please enter your name.'],
        email: ['Please enter your e-mail address.'],
        subject: ['Please choose a subject.'],
        message: ['Please write your message.'],
      });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ email: 'geen-adres' }, 'email', 'Please enter a valid e-mail address.'],
        [{ subject: 'spam' }, 'subject', 'Please choose a subject.'],
        [{ order_number: 'FR 2026!' }, 'order_number', 'An order number has letters, digits and dashes only, such as FR-2026-000123.'],
        [{ message: 'Hoi' }, 'message', 'Please write at least 10 characters, so we can help you.'],
        [{ message: 'x'.repeat(5001) }, 'message', 'Your message is too long. Please shorten it.'],
        [{ name: 'x'.repeat(101) }, 'name', 'This name is too long.'],
        [{ name: 42 }, 'name', 'Please enter your name.'],
      ];
      for (const [change, field, text] of cases) {
        const res = await send(client, message(newEmail(), change));
        expectError(res, 422);
        expect(res.body.errors, JSON.stringify(change)).toEqual({ [field]: [text] });
      }
      const dutch = await send(shop.browser('nl.localhost', 'nl'), { name: 'Sanne', email: 'sanne@example.nl', subject: 'order', message: 'Hoi' });
      expect(dutch.body.errors).toEqual({ message: ['Schrijf minstens 10 tekens, zodat we je kunnen helpen.'] });
      for (const body of ['[1,2]', 'null', '"tekst"', '{"name":', 'x'.repeat(10_000), JSON.stringify({ name: { $gt: '' }, email: ['a@b.nl'] })]) {
        const res = await client.http.post('/api/contact', body, { headers: { 'X-Forwarded-For': client.address } });
        expect(res.status, body.slice(0, 30)).toBe(422);
        expect(res.body.error).toBe(true);
      }
      expectError(await client.get('/api/contact'), 405);
      // None of these was stored.
      const [count] = await rows<{ n: number }>(shop.database.db, sql`SELECT count(*)::int AS n FROM contact_messages WHERE name = 'x'`);
      expect(count?.n).toBe(0);
    });

    it('needs the CSRF token (419), and limits messages per address (5 an hour) and per client (10 an hour) with 429', async () => {
      const client = shop.browser();
      const forged = await client.http.post('/api/contact', message(newEmail()), { csrf: false, headers: { 'X-Forwarded-For': client.address } });
      expectError(forged, 419);

      const email = newEmail('limit');
      for (let i = 0; i < 5; i++) expect((await send(shop.browser(), message(email))).status).toBe(200);
      const sixth = await send(shop.browser(), message(email.toUpperCase()));
      expectError(sixth, 429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(sixth.body.retry_after).toBe(Number(sixth.headers['retry-after']));
      // Robots count too: the limits come before the traps.
      const robot = shop.browser();
      for (let i = 0; i < 10; i++) expect((await send(robot, message(newEmail('robot'), { website: 'x' }))).status).toBe(200);
      expectError(await send(robot, message(newEmail('robot'))), 429);
      expect((await send(shop.browser(), message(newEmail('other')))).status).toBe(200);
    });

    it('claims a message whose team mail failed once, after ten minutes, for one instance only; purges spam after 30 days', async () => {
      const db = shop.database.db;
      const email = newEmail('retry');
      const insert = (extra: string) =>
        db.execute(
          sql.raw(`INSERT INTO contact_messages (name, email, subject, message, locale, shop, spam_reason, mail_attempts, last_attempt_at, created_at, mailed_at)
                   VALUES ${extra}`),
        );
      await insert(`('Due', '${email}', 'other', 'Een bericht dat nog moet.', 'de', 'nl', NULL, 1, now() - interval '11 minutes', now() - interval '11 minutes', NULL),
                    ('Recent', '${email}', 'other', 'Net geprobeerd, nog niet.', 'nl', 'nl', NULL, 1, now() - interval '2 minutes', now() - interval '2 minutes', NULL),
                    ('Spam', '${email}', 'other', 'Robot zonder mail.', 'nl', 'nl', 'honeypot', 0, NULL, now() - interval '31 days', NULL),
                    ('Old', '${email}', 'other', 'Te oud om nog te mailen.', 'nl', 'nl', NULL, 3, now() - interval '8 days', now() - interval '8 days', NULL),
                    ('Done', '${email}', 'other', 'Al gemaild.', 'nl', 'nl', NULL, 1, now() - interval '1 hour', now() - interval '1 hour', now())`);
      const claimed = (await claimUnmailed(db, 100)).filter((m) => m.email === email);
      expect(claimed.map((m) => m.name)).toEqual(['Due']);
      expect(claimed[0]).toMatchObject({ locale: 'de', shop: 'nl', subject: 'other', orderNumber: null });
      // Claimed: another instance asking now gets nothing.
      expect((await claimUnmailed(db, 100)).filter((m) => m.email === email)).toEqual([]);
      const [attempts] = await rows<{ mail_attempts: number }>(db, sql`SELECT mail_attempts FROM contact_messages WHERE email = ${email} AND name = 'Due'`);
      expect(attempts?.mail_attempts).toBe(2);

      await purgeOldMessages(db);
      const left = await rows<{ name: string }>(db, sql`SELECT name FROM contact_messages WHERE email = ${email} ORDER BY name`);
      expect(left.map((r) => r.name)).toEqual(['Done', 'Due', 'Old', 'Recent']);
    });

    it('shows the contact page without anything from a map provider when none is configured', async () => {
      for (const path of ['/contact/', '/contact/?map=1']) {
        const page = await shop.browser('nl.localhost').get(path);
        expect(page.status).toBe(200);
        const html = page.body as string;
        expect(html).not.toContain('openstreetmap');
        expect(html).not.toContain('<iframe');
        expect(html).not.toContain('Kaart tonen');
        expect(html).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=Databankweg+12%2C+3821+AL+Leusden%2C+NL');
        expect(String(page.headers['content-security-policy'])).not.toContain('frame-src');
        expect(html).toContain('KvK-nummer');
        expect(html).toContain('NL862345678B01');
        expect(html).toContain('"@type":"ContactPage"');
      }
      const german = await shop.browser().get('/de/kontakt/?subject=business');
      expect(german.status).toBe(200);
      expect(german.body).toContain('Telefonische Erreichbarkeit');
      expect(german.body).toContain('<noscript><p class="mb-4 rounded-lg bg-sky px-3 py-2 text-sm text-navy">Dieses Formular benötigt JavaScript.');
      expect(german.body).toMatch(/&quot;subject&quot;:\[0,&quot;business&quot;\]/);
    });

    it('lists each shop’s partners from the Markdown collection, in three languages', async () => {
      const partnersOf = async (host: 'localhost' | 'nl.localhost', path: string) => {
        const page = await shop.browser(host).get(path);
        expect(page.status, path).toBe(200);
        return [...(page.body as string).matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
      };
      const international = await partnersOf('localhost', '/partners/');
      expect(international).toEqual([
        'Polder Power',
        'Noordlicht Sensors',
        'Brik Robotics',
        'Hogeschool Eemland',
        'Makerspace De Werkplaats',
        'FabLab Vallei',
        'Soldeerwerk Reparaties',
      ]);
      // The education reseller serves Dutch schools: the Dutch shop only.
      expect(await partnersOf('nl.localhost', '/partners/')).toEqual([...international.slice(0, 3), 'EduKlas Leermiddelen', ...international.slice(3)]);
      expect(await partnersOf('localhost', '/de/partner/')).toEqual(international);
      const german = (await shop.browser().get('/de/partner/')).body as string;
      expect(german).toContain('Marken, deren offizieller Händler wir sind');
      expect(german).toContain('Partner seit 2019');
      expect(german).toContain('href="https://www.polderpower.example/"');
      expect(german).toContain('src="/partners/polder-power.svg"');
      const logo = await shop.browser().get('/partners/polder-power.svg');
      expect(logo.status).toBe(200);
    });
  });
}
