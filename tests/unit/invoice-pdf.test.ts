/**
 * The invoice PDF (docs/invoices.md): what it says, in which language and format, over how many
 * pages. The text is read back from the PDF itself (tests/helpers/pdf-text.ts).
 */
import { describe, expect, it } from 'vitest';
import { COMPANY } from '#src/lib/company.ts';
import { LOCALES, type Locale } from '#src/lib/locales.ts';
import type { InvoiceDocument, InvoiceLine } from '#src/server/invoices/document.ts';
import { renderInvoicePdf } from '#src/server/invoices/pdf.ts';
import { toWinAnsi } from '#src/server/invoices/win-ansi.ts';
import { flatText, readPdf, type PdfContent } from '../helpers/pdf-text.ts';

/** The legal wording, word for word; the test holds it apart from the dictionaries on purpose. */
const REVERSE_CHARGE: Record<Locale, string> = {
  en: 'Intra-Community supply, exempt from VAT (Article 138, Council Directive 2006/112/EC): VAT reverse-charged, the recipient accounts for the VAT.',
  nl: 'Intracommunautaire levering, vrijgesteld van btw (artikel 138, Richtlijn 2006/112/EG): btw verlegd, de afnemer draagt de btw af.',
  de: 'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 MwStSystRL): Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).',
};

const LINES: InvoiceLine[] = [
  { sku: 'RPI5-8GB', name: 'Raspberry Pi 5 Model B, 8 GB RAM', quantity: 2, unitExclCents: 7850, totalExclCents: 15700, vatRateBp: 2100 },
  {
    sku: 'KIT-STARTER',
    name: 'Starter kit Pro',
    quantity: 1,
    unitExclCents: 14999,
    totalExclCents: 14999,
    vatRateBp: 2100,
    parts: [
      { name: 'Raspberry Pi 5 Model B, 4 GB RAM', quantity: 1 },
      { name: 'Official case, red/white', quantity: 1 },
      { name: 'Jumper wires, 20 cm', quantity: 40 },
    ],
  },
  { sku: 'ARD-UNO-R4', name: 'Arduino Uno R4 WiFi', quantity: 10, unitExclCents: 2395, totalExclCents: 23950, vatRateBp: 2100 },
  { sku: 'SCOPE-DS1054Z', name: 'Rigol DS1054Z oscilloscope', quantity: 1, unitExclCents: 45984, totalExclCents: 45984, vatRateBp: 2100 },
  { sku: 'BOOK-PI', name: 'The Raspberry Pi handbook', quantity: 1, unitExclCents: 2000, totalExclCents: 2000, vatRateBp: 900 },
];

/** Lines + shipping − discount: 100228 at 21 % (VAT 21048) and 2000 at 9 % (VAT 180); 1234.56 in all. */
function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    locale: 'nl',
    invoiceNumber: '2026-000042',
    // 23:30 UTC is already the next day in Amsterdam.
    invoiceDate: new Date('2026-03-03T23:30:00Z'),
    orderNumber: 'FE-10458',
    orderDate: new Date('2026-03-02T10:12:00Z'),
    customerNumber: 'C-004711',
    email: 'jan@voorbeeld.example',
    billingAddress: { name: 'Jan de Vries', company: null, street: 'Kerkstraat', houseNumber: '1', postcode: '1234 AB', city: 'Utrecht', country: 'NL' },
    shippingAddress: { name: 'Jan de Vries', company: null, street: 'Dorpsweg', houseNumber: '7', postcode: '3811 AA', city: 'Amersfoort', country: 'NL' },
    customerVatNumber: null,
    reverseCharge: false,
    lines: LINES,
    shipping: { name: 'PostNL', exclCents: 595, vatRateBp: 2100 },
    discountExclCents: 1000,
    couponCode: 'WELKOM10',
    vatByRate: [
      { rateBp: 2100, baseCents: 100228, vatCents: 21048 },
      { rateBp: 900, baseCents: 2000, vatCents: 180 },
    ],
    totalExclCents: 102228,
    totalVatCents: 21228,
    totalInclCents: 123456,
    paymentMethod: 'iDEAL',
    paidAt: new Date('2026-03-03T23:30:00Z'),
    ...overrides,
  };
}

/** A business in Belgium with a validated VAT number: every rate 0 %. */
function reverseCharged(locale: Locale): InvoiceDocument {
  const zero = (l: InvoiceLine) => ({ ...l, vatRateBp: 0 });
  return invoice({
    locale,
    customerVatNumber: 'BE0123456789',
    reverseCharge: true,
    lines: LINES.map(zero),
    shipping: { name: 'PostNL', exclCents: 595, vatRateBp: 0 },
    vatByRate: [{ rateBp: 0, baseCents: 102228, vatCents: 0 }],
    totalVatCents: 0,
    totalInclCents: 102228,
  });
}

const read = async (doc: InvoiceDocument): Promise<PdfContent> => readPdf(await renderInvoicePdf(doc, { compress: false }));
const same = (a: number, b: number) => Math.abs(a - b) < 0.5;

describe('invoice PDF', () => {
  it('is a PDF with the invoice number, the seller and the title and author in its metadata', async () => {
    const pdf = await renderInvoicePdf(invoice({ locale: 'en' }), { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const content = readPdf(pdf);
    const text = flatText(content);
    expect(content.pages).toBe(1);
    expect(text).toContain('Invoice');
    expect(text).toContain('2026-000042');
    for (const fact of [COMPANY.legalName, COMPANY.vatNumber, COMPANY.cocNumber, COMPANY.iban, COMPANY.email]) expect(text).toContain(fact);
    expect(content.info).toMatchObject({ Title: 'Invoice 2026-000042', Author: 'Framboos Elektronica B.V.', CreationDate: 'D:20260303233000Z' });
    expect(readPdf(await renderInvoicePdf(invoice({ locale: 'de' }))).info.Title).toBe('Rechnung 2026-000042');
  });

  it('lists every line by its SKU, kit parts indented under their kit, shipping and the discount', async () => {
    const content = await read(invoice({ locale: 'en' }));
    const texts = content.fragments.map((f) => f.text);
    for (const line of LINES) expect(texts).toContain(line.sku);
    const kit = content.fragments.find((f) => f.text === 'Starter kit Pro');
    const part = content.fragments.find((f) => f.text === '40 × Jumper wires, 20 cm');
    expect(kit && part && part.x > kit.x && part.y < kit.y).toBe(true);
    const text = flatText(content);
    expect(text).toContain('Shipping: PostNL');
    expect(text).toContain('Discount (coupon WELKOM10)');
    expect(text).toContain('-€10.00');
  });

  it.each([
    ['nl', '€ 1.234,56', 'Totaal incl. btw', '€ 1.022,28'],
    ['en', '€1,234.56', 'Total incl. VAT', '€1,022.28'],
    ['de', '1.234,56 €', 'Gesamtbetrag brutto', '1.022,28 €'],
  ] as const)('formats the totals in %s', async (locale, incl, label, excl) => {
    const content = await read(invoice({ locale }));
    const text = flatText(content);
    expect(text).toContain(incl);
    expect(text).toContain(excl);
    // The label and its amount share one row.
    const labelRow = content.fragments.find((f) => f.text === label);
    const amount = content.fragments.find((f) => f.text.replace(/\u00a0/g, ' ') === incl);
    expect(labelRow && amount && same(labelRow.y, amount.y)).toBe(true);
  });

  it('shows the VAT per rate with its base, each on one row', async () => {
    const content = await read(invoice());
    const row = (label: string) => {
      const head = content.fragments.find((f) => f.text === label);
      // The payment block on the left may share the row's height; the VAT rows start at their label.
      return content.fragments.filter((f) => head && f.page === head.page && same(f.y, head.y) && f.x >= head.x).map((f) => f.text.replace(/\u00a0/g, ' '));
    };
    expect(row('Btw 21%')).toEqual(['Btw 21%', '€ 1.002,28', '€ 210,48']);
    expect(row('Btw 9%')).toEqual(['Btw 9%', '€ 20,00', '€ 1,80']);
  });

  it('dates the invoice on the shop’s calendar day, in the invoice’s language', async () => {
    expect(flatText(await read(invoice()))).toContain('Factuurdatum 4 maart 2026');
    expect(flatText(await read(invoice()))).toContain('Betaald op 4 maart 2026');
    expect(flatText(await read(invoice({ locale: 'de' })))).toContain('Rechnungsdatum 4. März 2026');
    const unpaid = flatText(await read(invoice({ locale: 'en', paidAt: null })));
    expect(unpaid).toContain('Please pay within 14 days');
    expect(unpaid).not.toContain('Paid on');
  });

  for (const locale of LOCALES) {
    it(`states the reverse charge in ${locale} only when the VAT is reverse-charged`, async () => {
      const charged = flatText(await read(reverseCharged(locale)));
      expect(charged).toContain(REVERSE_CHARGE[locale]);
      expect(charged).toContain('BE0123456789');
      for (const other of LOCALES.filter((l) => l !== locale)) expect(charged).not.toContain(REVERSE_CHARGE[other]);
      const normal = flatText(await read(invoice({ locale })));
      for (const wording of Object.values(REVERSE_CHARGE)) expect(normal).not.toContain(wording);
    });
  }

  it('shows the customer’s VAT number only when there is one', async () => {
    expect(flatText(await read(invoice({ locale: 'en' })))).not.toContain('Your VAT number');
    expect(flatText(await read(invoice({ locale: 'en', customerVatNumber: 'DE123456789' })))).toContain('Your VAT number DE123456789');
  });

  it('flows 80 lines onto further pages, each with the table header and its page number', async () => {
    const many: InvoiceLine[] = Array.from({ length: 80 }, (_, i) => ({
      sku: `SEN-${String(i).padStart(3, '0')}`,
      name: `Sensor module ${i}, temperature, humidity and pressure (BME280)`,
      quantity: 1,
      unitExclCents: 495,
      totalExclCents: 495,
      vatRateBp: 2100,
    }));
    const short = await read(invoice({ locale: 'en' }));
    const long = await read(invoice({ locale: 'en', lines: many }));
    expect(short.pages).toBe(1);
    expect(long.pages).toBeGreaterThan(2);
    const texts = long.fragments.map((f) => f.text);
    for (const line of many) expect(texts).toContain(line.sku);
    for (let page = 1; page <= long.pages; page++) {
      const own = long.fragments.filter((f) => f.page === page).map((f) => f.text);
      expect(own).toContain('SKU');
      expect(own).toContain(`Page ${page} of ${long.pages}`);
    }
    // The totals come once, after the last line.
    const totals = long.fragments.filter((f) => f.text === 'Total incl. VAT');
    expect(totals.map((f) => f.page)).toEqual([long.pages]);
  });

  it('wraps a long name inside its column', async () => {
    const name = `Breadboard ${'with a very long description '.repeat(8)}end`;
    const content = await read(invoice({ locale: 'en', lines: [{ ...LINES[0]!, name }] }));
    const start = content.fragments.find((f) => f.text.startsWith('Breadboard'));
    const rest = content.fragments.filter((f) => start && same(f.x, start.x) && f.y < start.y && f.y > start.y - 120);
    expect(rest.length).toBeGreaterThan(2);
    expect([start, ...rest].map((f) => f?.text.trim()).join(' ')).toContain('end');
    expect(content.pages).toBe(1);
  });

  it('writes letters outside Helvetica’s character set as their base letter', async () => {
    const shippingAddress = {
      name: 'Antonín Dvořák',
      company: 'Łódź Robotics',
      street: 'Piotrkowska',
      houseNumber: '104',
      postcode: '90-006',
      city: 'Łódź',
      country: 'PL',
    };
    const text = flatText(await read(invoice({ locale: 'de', shippingAddress })));
    expect(text).toContain('Antonín Dvorák');
    expect(text).toContain('Lódz Robotics');
    expect(text).toContain('Polen');
    expect(toWinAnsi('Größe: 5\u202f€ − 2 中')).toBe('Größe: 5 € - 2 ?');
    expect(toWinAnsi('10 kΩ, 4,7 μF, ≥ 5 V')).toBe('10 kOhm, 4,7 µF, >= 5 V');
  });

  it('gives the same bytes for the same invoice, compressed or not, and reads the same either way', async () => {
    const doc = invoice({ locale: 'de' });
    const [a, b] = [await renderInvoicePdf(doc), await renderInvoicePdf(doc)];
    expect(a.equals(b)).toBe(true);
    const plain = await renderInvoicePdf(doc, { compress: false });
    expect(plain.equals(await renderInvoicePdf(doc, { compress: false }))).toBe(true);
    expect(a.length).toBeLessThan(plain.length);
    expect(readPdf(a).fragments).toEqual(readPdf(plain).fragments);
  });
});
