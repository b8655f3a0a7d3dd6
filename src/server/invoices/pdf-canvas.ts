/**
 * How the invoice's PDF puts things on a page (./pdf.ts draws the invoice with these): text in a
 * box of a given width, its height before drawing, rules, rows of cells and labelled pairs. Every
 * string goes through toWinAnsi: pdfkit's built-in Helvetica knows nothing else.
 */
import { COLOR, LEFT, LINE_GAP, REGULAR, RIGHT, type Cell, type Style } from './pdf-layout.ts';
import { toWinAnsi } from './win-ansi.ts';

export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  protected style({ font = REGULAR, size = 9, color = COLOR.ink }: Style): void {
    this.doc.font(font).fontSize(size).fillColor(color);
  }

  protected measure(text: string, width: number, style: Style = {}): number {
    this.style(style);
    return this.doc.heightOfString(toWinAnsi(text), { width, lineGap: LINE_GAP });
  }

  /** Writes text into a box of the given width at (x, y); answers the height it took. */
  protected write(text: string, x: number, y: number, width: number, style: Style = {}): number {
    const safe = toWinAnsi(text);
    this.style(style);
    this.doc.text(safe, x, y, { width, align: style.align ?? 'left', lineGap: LINE_GAP });
    return this.doc.heightOfString(safe, { width, lineGap: LINE_GAP });
  }

  protected rule(y: number, x1 = LEFT, x2 = RIGHT, color = COLOR.line, width = 0.75): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  protected cellsHeight(cells: Cell[]): number {
    return Math.max(0, ...cells.map((c) => this.measure(c.text, c.width, c)));
  }

  protected drawCells(cells: Cell[], y: number): void {
    for (const c of cells) this.write(c.text, c.x, y, c.width, c);
  }

  /** Labelled rows of two columns (the seller's numbers, the invoice's numbers and dates). */
  protected pairs(rows: [string, string][], x: number, y: number, labelWidth: number, valueWidth: number, size: number): number {
    for (const [label, value] of rows) {
      const h = Math.max(
        this.write(label, x, y, labelWidth, { size, color: COLOR.soft }),
        this.write(value, x + labelWidth, y, valueWidth, { size, align: 'right' }),
      );
      y += h + 1.5;
    }
    return y;
  }
}
