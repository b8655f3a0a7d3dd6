/**
 * The contact page's pure parts (docs/contact.md): the form's one reader, shared by the browser
 * and the call, with its problems in reading order and in the caller's language; the phone's
 * "open now" on the shop's clock (instants in UTC: Amsterdam is UTC+1 in winter, UTC+2 in
 * summer); the signed render time of the spam trap; the map's and route planner's addresses;
 * the quoted message in the mails.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { translator } from '#src/lib/i18n.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, MIN_FILL_MS, checkContactForm, cleanMessage, normalizeOrderNumber } from '#src/lib/contact.ts';
import { contactRequest } from '#src/lib/api/contact.ts';
import { addDays, phoneStatus, weekdayOf } from '#src/lib/phone-hours.ts';
import { upcomingWeekdayHolidays } from '#src/lib/checkout/delivery-promise.ts';
import { mapEmbedUrl, mapPageUrl, routePlannerUrl } from '#src/lib/maps.ts';
import { inputProblem } from '#src/server/http/endpoint.ts';
import { InputError } from '#src/server/http/api-error.ts';
import { formToken, judgeFormToken } from '#src/server/contact/form-token.ts';
import { renderMail } from '#src/server/mail/layout.ts';
import { contactFormStrings } from '#src/features/contact/strings.ts';

const good = { name: 'Sanne de Vries', email: 'sanne@example.nl', subject: 'order', message: 'Waar blijft mijn pakket?' };
const problemsOf = (raw: Record<string, unknown>) => {
  const check = checkContactForm(raw);
  return check.ok ? {} : Object.fromEntries(Object.entries(check.problems).map(([field, p]) => [field, p.key]));
};

describe('the contact form reader', () => {
  it('normalises what it keeps: e-mail lower-cased, order number upper-cased without "#", line breaks kept', () => {
    const check = checkContactForm({
      name: '  Sanne\u0007 de Vries ',
      email: ' Sanne@Example.NL ',
      subject: 'return',
      order_number: ' #fr-2026-000123 ',
      message: ' Hallo,\r\n\r\nmijn\tpakket\u0000 is stuk.\r ',
    });
    expect(check).toEqual({
      ok: true,
      value: {
        name: 'Sanne de Vries',
        email: 'sanne@example.nl',
        subject: 'return',
        orderNumber: 'FR-2026-000123',
        message: 'Hallo,\n\nmijn\tpakket is stuk.',
      },
    });
    expect(checkContactForm({ ...good, order_number: '   ' })).toMatchObject({ ok: true, value: { orderNumber: null } });
  });

  it('names every problem once, on its field, in the order of the form', () => {
    const check = checkContactForm({});
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.problems)).toEqual(['name', 'email', 'subject', 'message']);
    expect(problemsOf({})).toEqual({
      name: 'contact.errors.nameRequired',
      email: 'contact.errors.emailRequired',
      subject: 'contact.errors.subjectRequired',
      message: 'contact.errors.messageRequired',
    });
  });

  it('refuses what cannot be right, field by field', () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'x'.repeat(101) }, { name: 'contact.errors.nameTooLong' }],
      [{ name: '\u0000\u0001 ' }, { name: 'contact.errors.nameRequired' }],
      [{ email: 'geen-adres' }, { email: 'contact.errors.emailInvalid' }],
      [{ email: 'a@b' }, { email: 'contact.errors.emailInvalid' }],
      [{ email: 'a..b@example.nl' }, { email: 'contact.errors.emailInvalid' }],
      [{ email: 'a\u0000b@example.nl' }, { email: 'contact.errors.emailInvalid' }],
      [{ email: `${'a'.repeat(250)}@example.nl` }, { email: 'contact.errors.emailInvalid' }],
      [{ email: 42 }, { email: 'contact.errors.emailRequired' }],
      [{ subject: 'spam' }, { subject: 'contact.errors.subjectRequired' }],
      [{ subject: ['order'] }, { subject: 'contact.errors.subjectRequired' }],
      [{ order_number: 'FR 2026' }, { order_number: 'contact.errors.orderNumberInvalid' }],
      [{ order_number: 'x'.repeat(33) }, { order_number: 'contact.errors.orderNumberInvalid' }],
      [{ order_number: 123 }, { order_number: 'contact.errors.orderNumberInvalid' }],
      [{ message: 'Hallo' }, { message: 'contact.errors.messageTooShort' }],
      [{ message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, { message: 'contact.errors.messageTooLong' }],
      [{ message: { text: 'Waar blijft mijn pakket?' } }, { message: 'contact.errors.messageRequired' }],
    ];
    for (const [change, expected] of cases) expect(problemsOf({ ...good, ...change }), JSON.stringify(change)).toEqual(expected);
    // Lengths count characters as people see them, not UTF-16 units: nine emoji are nine characters.
    expect(problemsOf({ ...good, message: '🍓'.repeat(9) })).toEqual({ message: 'contact.errors.messageTooShort' });
    expect(checkContactForm({ ...good, message: '🍓'.repeat(CONTACT_MESSAGE_MAX) }).ok).toBe(true);
    expect(checkContactForm({ ...good, message: 'x'.repeat(CONTACT_MESSAGE_MAX) }).ok).toBe(true);
    for (const subject of CONTACT_SUBJECTS) expect(checkContactForm({ ...good, subject }).ok).toBe(true);
  });

  it('cleans a message and an order number as documented', () => {
    expect(cleanMessage('Hallo\r\nwereld\u0000 ')).toBe('Hallo\nwereld');
    expect(cleanMessage(undefined)).toBe('');
    expect(normalizeOrderNumber(' # fr-2026-000123 ')).toBe('FR-2026-000123');
  });

  it('answers the problems of a request in the caller’s language, in the form’s order, with the traps read', async () => {
    const parsed = await z.safeParseAsync(contactRequest, { body: { email: 'x', message: 'Hoi' } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const problem = inputProblem(parsed.error.issues, translator('de'));
    expect(problem).toBeInstanceOf(InputError);
    expect((problem as InputError).errors).toEqual({
      name: ['Bitte geben Sie Ihren Namen ein.'],
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      subject: ['Bitte wählen Sie einen Betreff.'],
      message: ['Bitte schreiben Sie mindestens 10 Zeichen, damit wir Ihnen helfen können.'],
    });
    const read = await z.safeParseAsync(contactRequest, { body: { ...good, website: 'http://spam.example', form_token: 'x'.repeat(201) } });
    expect(read.success && read.data.body).toMatchObject({ honeypot: true, token: '' });
    const plain = await z.safeParseAsync(contactRequest, { body: { ...good, website: '', form_token: '1.abc' } });
    expect(plain.success && plain.data.body).toMatchObject({ honeypot: false, token: '1.abc', message: { email: 'sanne@example.nl' } });
  });

  it('hands the browser a string for every problem the reader can name', () => {
    const s = contactFormStrings(translator('nl'), 'nl');
    const keys = new Set<string>();
    for (const raw of [{}, { name: 'x'.repeat(101), email: 'x', subject: 'x', order_number: '!', message: 'x' }, { message: 'x'.repeat(6000) }]) {
      const check = checkContactForm(raw);
      if (!check.ok) for (const p of Object.values(check.problems)) keys.add(p.key);
    }
    expect(keys.size).toBe(9);
    for (const key of keys) expect(s.errors[key], key).toMatch(/\S/);
    expect(s.errors['contact.errors.messageTooShort']).toContain('{{min}}');
    expect(s.messageHint).toBe('Maximaal 5.000 tekens.');
  });
});

describe('the phone hours', () => {
  // The closed days as the page hands them to its script.
  const closed = new Set(upcomingWeekdayHolidays('2026-01-01', 12));
  const at = (iso: string) => phoneStatus(new Date(iso), { from: '10:00', to: '16:00' }, closed);

  it('is open from 10:00 to 16:00 on working days, on Amsterdam time in winter and summer', () => {
    expect(at('2026-01-13T10:30:00Z')).toEqual({ open: true, date: '2026-01-13', closes: '16:00' });
    expect(at('2026-01-13T08:59:00Z')).toEqual({ open: false, date: '2026-01-13', nextDate: '2026-01-13', opens: '10:00', holiday: false });
    expect(at('2026-07-14T08:00:00Z')).toMatchObject({ open: true }); // 10:00 CEST
    expect(at('2026-07-14T07:59:00Z')).toMatchObject({ open: false, nextDate: '2026-07-14' });
    expect(at('2026-07-14T13:59:00Z')).toMatchObject({ open: true }); // 15:59 CEST
    expect(at('2026-07-14T14:00:00Z')).toMatchObject({ open: false, nextDate: '2026-07-15' }); // 16:00 sharp is closed
  });

  it('is closed at the weekend and on public holidays, and says when it opens again', () => {
    expect(at('2026-01-16T15:30:00Z')).toEqual({ open: false, date: '2026-01-16', nextDate: '2026-01-19', opens: '10:00', holiday: false });
    expect(at('2026-01-17T11:00:00Z')).toMatchObject({ open: false, nextDate: '2026-01-19', holiday: false });
    // King's Day 2026 is a Monday; Christmas 2026 a Friday, Boxing Day a Saturday.
    expect(at('2026-04-27T10:00:00Z')).toEqual({ open: false, date: '2026-04-27', nextDate: '2026-04-28', opens: '10:00', holiday: true });
    expect(at('2026-12-24T15:30:00Z')).toMatchObject({ open: false, nextDate: '2026-12-28', holiday: false });
    expect(at('2026-12-25T10:00:00Z')).toMatchObject({ open: false, nextDate: '2026-12-28', holiday: true });
    // Good Friday is a working day for the shop.
    expect(at('2026-04-03T10:00:00Z')).toMatchObject({ open: true });
  });

  it('lists the coming holidays that fall on weekdays, across the new year', () => {
    expect(upcomingWeekdayHolidays('2026-12-01', 3)).toEqual(['2026-12-25', '2027-01-01', '2027-03-29']);
    expect(upcomingWeekdayHolidays('2026-04-06', 2)).toEqual(['2026-04-06', '2026-04-27']);
    // Twelve reach more than a year ahead, so a cached page's script never runs out of them.
    expect(upcomingWeekdayHolidays('2026-01-01', 12).at(-1)).toBe('2028-04-17');
    expect(weekdayOf('2026-12-26')).toBe(6);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });
});

describe('the spam trap’s render time', () => {
  it('is too fast within the minimum, fine after it, and worthless when made up', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const token = formToken(now);
    expect(token).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);
    expect(judgeFormToken(token, now + 1000)).toBe('too-fast');
    expect(judgeFormToken(token, now + MIN_FILL_MS)).toBe('ok');
    expect(judgeFormToken(token, now + 30 * 24 * 3600_000)).toBe('ok');
    // From the future: no person sends before the page was made.
    expect(judgeFormToken(formToken(now + 60_000), now)).toBe('too-fast');
    const [, signature] = token.split('.');
    expect(judgeFormToken(`${now - 60_000}.${signature}`, now)).toBe('no-token');
    expect(judgeFormToken('', now)).toBe('no-token');
    expect(judgeFormToken('1700000000000.short', now)).toBe('no-token');
  });
});

describe('the map and the route', () => {
  it('builds the embed, the provider’s page and the route planner for the shop’s address', () => {
    const embed = new URL(mapEmbedUrl('openstreetmap'));
    expect(embed.origin).toBe('https://www.openstreetmap.org');
    expect(embed.pathname).toBe('/export/embed.html');
    expect(embed.searchParams.get('marker')).toBe('52.13250,5.42860');
    const [west, south, east, north] = (embed.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(5.4286);
    expect(east).toBeGreaterThan(5.4286);
    expect(south).toBeLessThan(52.1325);
    expect(north).toBeGreaterThan(52.1325);
    expect(mapPageUrl('openstreetmap')).toBe('https://www.openstreetmap.org/?mlat=52.13250&mlon=5.42860#map=17/52.13250/5.42860');
    const route = new URL(routePlannerUrl());
    expect(route.origin + route.pathname).toBe('https://www.google.com/maps/dir/');
    expect(route.searchParams.get('destination')).toBe('Databankweg 12, 3821 AL Leusden, NL');
  });
});

describe('a quoted message in a mail', () => {
  it('keeps its lines in the text and is escaped in the HTML', () => {
    const { text, html } = renderMail({ greeting: 'Hallo', paragraphs: ['Je bericht:'], quote: 'Regel 1\n<b>Regel</b> 2', footer: 'Voet' });
    expect(text).toContain('Je bericht:\n\n> Regel 1\n> <b>Regel</b> 2\n');
    expect(html).toContain('white-space:pre-wrap">Regel 1\n&lt;b&gt;Regel&lt;/b&gt; 2</blockquote>');
  });
});
