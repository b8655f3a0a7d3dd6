/**
 * The invoice of an order as a PDF (docs/invoices.md): A4 in pdfkit's built-in Helvetica, every
 * label, amount and date in the invoice's language. A pure renderer: it draws the document it is
 * given and the company facts, nothing else, so the same invoice always gives the same bytes and
 * a copy downloaded years later matches the one that was mailed. The page's geometry, colours and
 * columns are in ./pdf-layout.ts, the formats of its values in ./pdf-format.ts, the words of its
 * totals, payment and footer in ./pdf-texts.ts, the drawing of text, rules and cells in
 * ./pdf-canvas.ts.
 */
import PDFDocument from 'pdfkit';
import { COMPANY } from '#src/lib/company.ts';
import { translator, type Translate } from '#src/lib/i18n.ts';
import { LOCALE_ISO } from '#src/lib/locales.ts';
import type { InvoiceAddress, InvoiceDocument, InvoiceLine } from './document.ts';
import { formatters } from './pdf-format.ts';
import { BOLD, BOTTOM, CELL_PAD, COLOR, COLUMNS, LEFT, MARGIN, PAGE, REGULAR, RIGHT, WIDTH, type Cell, type Style, type TableRow } from './pdf-layout.ts';
import { footerLines, paymentLines, summaryRows, type SummaryRow } from './pdf-texts.ts';
import { PdfCanvas } from './pdf-canvas.ts';

export type { InvoiceAddress, InvoiceDocument, InvoiceLine } from './document.ts';
export { PAYMENT_TERM_DAYS } from './pdf-texts.ts';

/** Options for tests only: pages written uncompressed, so their text can be read back. */
export type RenderOptions = { compress?: boolean };

class InvoiceRenderer extends PdfCanvas {
  readonly invoice: InvoiceDocument;
  readonly t: Translate;
  readonly f: ReturnType<typeof formatters>;
  y = MARGIN.top;

  constructor(invoice: InvoiceDocument, options: RenderOptions) {
    const t = translator(invoice.locale);
    super(
      new PDFDocument({
        size: 'A4',
        margins: MARGIN,
        // Footers are drawn last, when the number of pages is known.
        bufferPages: true,
        compress: options.compress ?? true,
        lang: LOCALE_ISO[invoice.locale],
        displayTitle: true,
        font: REGULAR,
        // The creation date is the invoice's own, so two renders of one invoice are byte for byte equal.
        info: {
          Title: t('invoice.documentTitle', { number: invoice.invoiceNumber }),
          Author: COMPANY.legalName,
          Creator: COMPANY.name,
          CreationDate: invoice.invoiceDate,
        },
      }),
    );
    this.invoice = invoice;
    this.t = t;
    this.f = formatters(invoice.locale);
  }

  render(): Promise<Buffer> {
    const { doc } = this;
    const done = new Promise<Buffer>((resolve, reject) => {
      const chunks: Uint8Array[] = [];
      doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    this.letterhead();
    this.parties();
    this.table();
    this.summary();
    this.footers();
    doc.end();
    return done;
  }

  // The first page's top: seller, title, buyer and the invoice's numbers.

  private letterhead(): void {
    const { t } = this;
    let left = MARGIN.top;
    left += this.write(COMPANY.legalName, LEFT, left, 250, { font: BOLD, size: 15, color: COLOR.brand }) + 3;
    for (const line of [COMPANY.street, `${COMPANY.postcode} ${COMPANY.city}`, this.f.country(COMPANY.country)]) {
      left += this.write(line, LEFT, left, 250, { color: COLOR.soft });
    }
    const seller: [string, string][] = [
      [t('invoice.seller.phone'), COMPANY.phone],
      [t('invoice.seller.email'), COMPANY.email],
      [t('invoice.seller.vatNumber'), COMPANY.vatNumber],
      [t('invoice.seller.cocNumber'), COMPANY.cocNumber],
      [t('invoice.seller.iban'), COMPANY.iban],
    ];
    const right = this.pairs(seller, RIGHT - 245, MARGIN.top + 3, 115, 130, 8.5);
    this.y = Math.max(left, right) + 12;
    this.rule(this.y);
    this.y += 16;
    this.y += this.write(t('invoice.title'), LEFT, this.y, WIDTH, { font: BOLD, size: 22 }) + 10;
  }

  private address(title: string, address: InvoiceAddress, extra: string[], x: number, width: number): number {
    let y = this.y;
    y += this.write(title, x, y, width, { font: BOLD, size: 8.5, color: COLOR.soft }) + 3;
    const lines = [
      ...(address.company ? [address.company] : []),
      address.name,
      `${address.street} ${address.houseNumber}`.trim(),
      `${address.postcode} ${address.city}`.trim(),
      this.f.country(address.country),
    ];
    for (const line of lines) y += this.write(line, x, y, width);
    for (const line of extra) y += this.write(line, x, y, width, { size: 8.5, color: COLOR.soft });
    return y;
  }

  private parties(): void {
    const { t, f, invoice } = this;
    const billing = this.address(t('invoice.billingAddress'), invoice.billingAddress, [invoice.email], LEFT, 150);
    const shipping = this.address(t('invoice.shippingAddress'), invoice.shippingAddress, [], LEFT + 160, 150);
    const meta: [string, string][] = [
      [t('invoice.meta.number'), invoice.invoiceNumber],
      [t('invoice.meta.date'), f.date(invoice.invoiceDate)],
      [t('invoice.meta.orderNumber'), invoice.orderNumber],
      [t('invoice.meta.orderDate'), f.date(invoice.orderDate)],
      ...(invoice.customerNumber ? [[t('invoice.meta.customerNumber'), invoice.customerNumber] as [string, string]] : []),
      ...(invoice.customerVatNumber ? [[t('invoice.meta.customerVatNumber'), invoice.customerVatNumber] as [string, string]] : []),
    ];
    const numbers = this.pairs(meta, RIGHT - 185, this.y, 88, 97, 9);
    this.y = Math.max(billing, shipping, numbers) + 20;
  }

  // The table of lines, flowing onto further pages with its header repeated.

  private rowCells(row: TableRow, style: Style, overrides: Partial<Record<keyof typeof COLUMNS, Style & { indent?: number }>> = {}): Cell[] {
    const cells: Cell[] = [];
    for (const key of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
      const text = row[key];
      if (!text) continue;
      const col = COLUMNS[key];
      const own = overrides[key] ?? {};
      const indent = own.indent ?? 0;
      cells.push({ ...style, align: col.align, ...own, text, x: col.x + CELL_PAD + indent, width: col.width - 2 * CELL_PAD - indent });
    }
    return cells;
  }

  private tableHeader(): void {
    const { t } = this;
    const header: TableRow = {
      sku: t('invoice.columns.sku'),
      description: t('invoice.columns.description'),
      quantity: t('invoice.columns.quantity'),
      unitPrice: t('invoice.columns.unitPrice'),
      vatRate: t('invoice.columns.vatRate'),
      amount: t('invoice.columns.amount'),
    };
    const cells = this.rowCells(header, { font: BOLD, size: 8 });
    const height = this.cellsHeight(cells) + 10;
    this.doc.save().rect(LEFT, this.y, WIDTH, height).fill(COLOR.band).restore();
    this.drawCells(cells, this.y + 5);
    this.y += height;
  }

  /** A new page: a short running head naming the invoice, then the table's header if the table goes on. */
  private newPage(withTableHeader: boolean): void {
    this.doc.addPage();
    this.y = MARGIN.top;
    const continued = this.t('invoice.continued', { number: this.invoice.invoiceNumber });
    const h = Math.max(
      this.write(COMPANY.legalName, LEFT, this.y, WIDTH / 2, { font: BOLD, size: 9, color: COLOR.brand }),
      this.write(continued, LEFT + WIDTH / 2, this.y, WIDTH / 2, { size: 9, color: COLOR.soft, align: 'right' }),
    );
    this.y += h + 8;
    this.rule(this.y);
    this.y += 12;
    if (withTableHeader) this.tableHeader();
  }

  private ensureSpace(height: number, withTableHeader: boolean): void {
    if (this.y + height > BOTTOM) this.newPage(withTableHeader);
  }

  private lineRows(line: InvoiceLine): { cells: Cell[]; height: number }[] {
    const { f, t } = this;
    const rows: { cells: Cell[]; height: number }[] = [];
    const main = this.rowCells(
      {
        sku: line.sku,
        description: line.name,
        quantity: f.count(line.quantity),
        unitPrice: f.money(line.unitExclCents),
        vatRate: f.rate(line.vatRateBp),
        amount: f.money(line.totalExclCents),
      },
      {},
      { sku: { size: 8, color: COLOR.soft } },
    );
    rows.push({ cells: main, height: this.cellsHeight(main) });
    for (const part of line.parts ?? []) {
      const text = t('invoice.part', { quantity: f.count(part.quantity), name: part.name });
      // Parts sit indented under the kit's name, smaller and grey: they are part of the line, not lines.
      const cells = this.rowCells({ description: text }, { size: 8, color: COLOR.soft }, { description: { indent: 10 } });
      rows.push({ cells, height: this.cellsHeight(cells) + 1 });
    }
    return rows;
  }

  /** Draws one line of the table with its parts; a line and its parts stay on one page where they fit. */
  private group(rows: { cells: Cell[]; height: number }[]): void {
    const PAD = 5;
    const total = rows.reduce((sum, r) => sum + r.height, 0) + 2 * PAD;
    const first = (rows[0]?.height ?? 0) + (rows[1]?.height ?? 0) + 2 * PAD;
    // A kit longer than a page would never fit: then the line and its first part start together.
    this.ensureSpace(total <= BOTTOM - MARGIN.top - 120 ? total : first, true);
    this.y += PAD;
    for (const row of rows) {
      if (this.y + row.height + PAD > BOTTOM) {
        this.newPage(true);
        this.y += PAD;
      }
      this.drawCells(row.cells, this.y);
      this.y += row.height;
    }
    this.y += PAD;
    this.rule(this.y);
  }

  private table(): void {
    const { f, t, invoice } = this;
    this.ensureSpace(60, false);
    this.tableHeader();
    for (const line of invoice.lines) this.group(this.lineRows(line));
    if (invoice.shipping) {
      const s = invoice.shipping;
      const row: TableRow = {
        description: t('invoice.shipping', { method: s.name }),
        quantity: f.count(1),
        unitPrice: f.money(s.exclCents),
        vatRate: f.rate(s.vatRateBp),
        amount: f.money(s.exclCents),
      };
      const cells = this.rowCells(row, {});
      this.group([{ cells, height: this.cellsHeight(cells) }]);
    }
    if (invoice.discountExclCents > 0) {
      const description = invoice.couponCode ? t('invoice.discountCoupon', { code: invoice.couponCode }) : t('invoice.discount');
      const cells = this.rowCells({ description, amount: f.money(-invoice.discountExclCents) }, {});
      this.group([{ cells, height: this.cellsHeight(cells) }]);
    }
  }

  // VAT per rate, totals, payment and the reverse-charge wording.

  private summary(): void {
    const { f, t, invoice } = this;
    // The base column is wide enough for German's "Bemessungsgrundlage" on one line.
    const [labelW, baseW, amountW] = [110, 95, 80];
    const x = RIGHT - labelW - baseW - amountW;
    const baseX = x + labelW;
    const amountX = baseX + baseW;

    type Row = { cells: Cell[]; height: number; before?: number; ruleAbove?: boolean; strong?: boolean };
    const STYLES: Record<SummaryRow['kind'], Style> = { heading: { size: 8, color: COLOR.soft }, rate: {}, subtotal: {}, total: { font: BOLD, size: 10.5 } };
    const texts = summaryRows(invoice, t, f);
    const rows = texts.map(({ label, base, amount, kind }, i): Row => {
      const style = STYLES[kind];
      const cells: Cell[] = [{ ...style, text: label, x, width: base === null ? labelW + baseW - CELL_PAD : labelW - CELL_PAD }];
      if (base !== null) cells.push({ ...style, text: base, x: baseX, width: baseW - CELL_PAD, align: 'right' });
      cells.push({ ...style, text: amount, x: amountX, width: amountW - CELL_PAD, align: 'right' });
      const row: Row = { cells, height: this.cellsHeight(cells) + 4 };
      // The totals start below a rule (when VAT rows stand above them); the amount to pay below a strong one.
      if (kind === 'total') return { ...row, before: 4, ruleAbove: true, strong: true };
      if (kind === 'subtotal' && texts[i - 1]?.kind !== 'subtotal') return { ...row, before: 6, ruleAbove: i > 0 };
      return row;
    });
    const summaryHeight = rows.reduce((sum, r) => sum + r.height + (r.before ?? 0) * 2, 0);

    const paymentWidth = x - LEFT - 20;
    const payment = paymentLines(invoice, t, f);
    const paymentHeight = payment.reduce((sum, line) => sum + this.measure(line, paymentWidth) + 3, 0);

    this.ensureSpace(18 + Math.max(summaryHeight, paymentHeight), false);
    this.y += 18;
    const top = this.y;
    let py = top + 2;
    payment.forEach((line, i) => {
      py += this.write(line, LEFT, py, paymentWidth, i === 1 && invoice.paidAt ? { font: BOLD } : {}) + 3;
    });
    let y = top;
    for (const r of rows) {
      y += r.before ?? 0;
      if (r.ruleAbove) {
        this.rule(y, x, RIGHT, r.strong ? COLOR.ink : COLOR.line, r.strong ? 1 : 0.75);
        y += r.before ?? 0;
      }
      this.drawCells(r.cells, y + 2);
      y += r.height;
    }
    this.y = Math.max(y, py);

    if (invoice.reverseCharge) {
      const text = t('invoice.reverseCharge');
      const h = this.measure(text, WIDTH - 20, { font: BOLD }) + 16;
      this.ensureSpace(20 + h, false);
      this.y += 20;
      this.doc.save().rect(LEFT, this.y, WIDTH, h).fill(COLOR.brandLight).restore();
      this.write(text, LEFT + 10, this.y + 8, WIDTH - 20, { font: BOLD });
      this.y += h;
    }
  }

  // Footers, once every page exists: the company, the terms and "page x of y".

  private footers(): void {
    const { doc, t } = this;
    const range = doc.bufferedPageRange();
    const lines = footerLines(t);
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Text below the bottom margin would make pdfkit start a new page; the footer lives there.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      let y = PAGE.height - MARGIN.bottom + 22;
      this.rule(y - 8);
      const pageLabel = t('invoice.page', { page: i - range.start + 1, pages: range.count });
      this.write(pageLabel, RIGHT - 90, y, 90, { size: 7.5, color: COLOR.soft, align: 'right' });
      // The first line leaves room for the page number beside it, the second runs the full width.
      lines.forEach((line, n) => {
        y += this.write(line, LEFT, y, n === 0 ? WIDTH - 100 : WIDTH, { size: 7.5, color: COLOR.soft }) + 1;
      });
      doc.page.margins.bottom = margin;
    }
  }
}

/**
 * @example const pdf = await renderInvoicePdf(invoice) // a Buffer starting with "%PDF-"
 */
export function renderInvoicePdf(invoice: InvoiceDocument, options: RenderOptions = {}): Promise<Buffer> {
  return new InvoiceRenderer(invoice, options).render();
}
