/** Pure logic of the account: order totals, statuses, the PDF writer, address input, formats and the deletion's request. */
import { describe, expect, it } from 'vitest';
import { orderTotals } from '#src/lib/account/totals.ts';
import { ORDER_STATUSES, PAID_OR_LATER, orderStatus } from '#src/lib/account/order-status.ts';
import { ORDER_STATUSES as SCHEMA_STATUSES } from '#src/server/db/schema/orders.ts';
import { formatBytes, formatDate } from '#src/lib/account/format.ts';
import { simplePdf } from '#src/server/media/pdf.ts';
import * as z from 'zod/mini';
import { addressAddRequestWith, deleteAccountRequest } from '#src/lib/api/account.ts';
import { exportFileName } from '#src/lib/account/your-data.ts';
import { normalizeVatNumber } from '#src/lib/vat.ts';
import { pathId } from '#src/server/account/errors.ts';

describe('order totals', () => {
  it('adds lines, shipping and VAT so that total = subtotal − discount + shipping + tax', () => {
    const t = orderTotals(
      [
        { unitExclCents: 1000, quantity: 2 },
        { unitExclCents: 244, quantity: 3 },
      ],
      2100,
      { shippingExclCents: 409 },
    );
    expect(t.subtotal).toEqual({ excl: 2732, incl: 2420 + 3 * 295 });
    expect(t.shipping).toEqual({ excl: 409, incl: 495 });
    expect(t.total).toBe(2420 + 885 + 495);
    expect(t.total).toBe(t.subtotal.excl - t.discount.excl + t.shipping.excl + t.tax);
  });

  it('takes a percentage coupon off incl. VAT, its VAT share following the order', () => {
    const t = orderTotals([{ unitExclCents: 10_000, quantity: 1 }], 2100, { shippingExclCents: 0, coupon: { type: 2, amount: 1000 } });
    expect(t.discount).toEqual({ incl: 1210, excl: 1000 });
    expect(t.total).toBe(10_890);
    expect(t.tax).toBe(10_890 - 9000);
  });

  it('charges no VAT at a zero rate (reverse charge, export)', () => {
    const t = orderTotals([{ unitExclCents: 1153, quantity: 2 }], 0, { shippingExclCents: 409 });
    expect(t).toMatchObject({ tax: 0, total: 2306 + 409 });
  });
});

describe('order statuses', () => {
  it("are the schema's, with paid-or-later giving downloads", () => {
    expect([...ORDER_STATUSES]).toEqual([...SCHEMA_STATUSES]);
    expect(PAID_OR_LATER).not.toContain('cancelled');
    expect(PAID_OR_LATER).not.toContain('refunded');
    expect(orderStatus('shipped')).toBe('shipped');
    expect(orderStatus('lost in space')).toBe('pending');
  });
});

describe('simple PDF', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = simplePdf('Pico 2 W Datenblatt (ä)', ['Line with (parentheses) and \\ backslash', 'Emoji 🍓 becomes ?']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(text.match(/startxref\n(\d+)/)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8), `object ${i + 1}`).toBe(`${i + 1} 0 obj\n`));
    expect(text).toContain('(Line with \\(parentheses\\) and \\\\ backslash) Tj');
    expect(text).toContain('Emoji ?? becomes ?');
    expect(text).toContain('Datenblatt (\xe4)'.replace('(', '\\(').replace(')', '\\)'));
    const length = Number(text.match(/\/Length (\d+)/)?.[1]);
    expect(text.indexOf('\nendstream') - (text.indexOf('stream\n') + 7)).toBe(length);
    expect(simplePdf('A', ['b']).equals(simplePdf('A', ['b']))).toBe(true);
  });
});

describe('address input', () => {
  const exists = async (id: string) => ['NL', 'BE', 'DE', 'GR', 'CH'].includes(id);
  const base = { country_id: 'nl', street: ' Stationsstraat ', house_number: '12a', postcode: '3811mh', city: 'Amersfoort' };
  const read = (body: Record<string, unknown>) => z.safeParseAsync(addressAddRequestWith(exists), { body });
  /** The fields with a problem, in reading order. */
  const problems = async (body: Record<string, unknown>) => {
    const parsed = await read(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[1]));
  };

  it('normalises what it accepts', async () => {
    const parsed = await read(base);
    expect(parsed.success && parsed.data.body).toEqual({
      countryId: 'NL',
      company: null,
      vatNumber: null,
      street: 'Stationsstraat',
      houseNumber: '12a',
      postcode: '3811MH',
      city: 'Amersfoort',
      phone: null,
      isDefault: false,
    });
    expect(normalizeVatNumber(' nl 8594.30.233-B01 ')).toBe('NL859430233B01');
  });

  it('names every bad field', async () => {
    expect(await problems({})).toEqual(['country_id', 'street', 'house_number', 'postcode', 'city']);
    expect(await problems({ ...base, country_id: 'FR' })).toEqual(['country_id']);
    expect(await problems({ ...base, country_id: 'BE', postcode: '30000' })).toEqual(['postcode']);
    expect(await problems({ ...base, country_id: 'GR', postcode: '105 57', company: 'A', vat_number: 'EL094259216' })).toEqual([]);
    expect(await problems({ ...base, country_id: 'GR', postcode: '105 57', company: 'A', vat_number: 'GR094259216' })).toEqual(['vat_number']);
    expect(await problems({ ...base, vat_number: 'NL859430233B01' })).toEqual(['company']);
  });
});

describe('account formats and ids', () => {
  it("formats dates in the shop's time zone and sizes in the page's locale", () => {
    expect(formatDate('2026-10-25T23:30:00.000Z', 'nl')).toBe('26 oktober 2026');
    expect(formatDate('2026-10-25T23:30:00.000Z', 'en')).toBe('October 26, 2026');
    expect(formatBytes(1536, 'de')).toBe('1,5 kB');
    expect(formatBytes(311, 'en')).toBe('311 byte');
    expect(formatBytes(2_500_000, 'en')).toBe('2.5 MB');
  });

  it('reads an id from a path or nothing', () => {
    expect(pathId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '012', '-1', '1e3', '12abc', '99999999999', '2147483648']) expect(pathId(bad), String(bad)).toBeNull();
  });

  it("names the export's file after the day in the shop's time zone, summer and winter", () => {
    expect(exportFileName(new Date('2026-03-03T23:30:00Z'))).toBe('framboos-data-2026-03-04.json');
    expect(exportFileName(new Date('2026-03-03T22:59:59Z'))).toBe('framboos-data-2026-03-03.json');
    expect(exportFileName(new Date('2026-07-01T22:00:00Z'))).toBe('framboos-data-2026-07-02.json');
    expect(exportFileName(new Date('2026-07-01T21:59:59Z'))).toBe('framboos-data-2026-07-01.json');
  });
});

describe('the deletion request', () => {
  const read = (body: unknown) => z.safeParseAsync(deleteAccountRequest, { params: {}, query: new URLSearchParams(), headers: new Headers(), body });

  it('takes the current password and a box ticked as true, nothing less', async () => {
    const ok = await read({ current_password: 'geheim wachtwoord', confirm: true });
    expect(ok.success && ok.data.body).toEqual({ currentPassword: 'geheim wachtwoord' });
    for (const confirm of [undefined, false, 'true', 1, 'on']) {
      const refused = await read({ current_password: 'geheim wachtwoord', confirm });
      expect(refused.success, String(confirm)).toBe(false);
      expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['body.confirm', 'account.errors.confirmDelete']]);
    }
    const neither = await read({});
    expect(neither.error?.issues.map((i) => i.message)).toEqual(['account.errors.currentPasswordRequired', 'account.errors.confirmDelete']);
  });
});
