/**
 * The invoice PDF's page layout (./pdf.ts): A4 geometry and margins, the shop's colours and fonts,
 * and the table's columns, kept apart from the drawing so the numbers that place things on the
 * page are read in one place.
 */

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 };
/** The bottom margin leaves room for the footer, which every page carries. */
export const MARGIN = { top: 50, bottom: 78, left: 50, right: 50 };
export const LEFT = MARGIN.left;
export const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const RIGHT = LEFT + WIDTH;
export const BOTTOM = PAGE.height - MARGIN.bottom;

/** The shop's colours (uno.config.ts): ink for text, brand for the name, line for rules. */
export const COLOR = { ink: '#1c2430', soft: '#4a5566', line: '#e3e7ee', band: '#f5f7fa', brand: '#c2185b', brandLight: '#fde7ef' };
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const LINE_GAP = 1;
/** Space inside a table cell, left and right. */
export const CELL_PAD = 4;

type Align = 'left' | 'right';
export type Style = { font?: string; size?: number; color?: string; align?: Align };
export type Cell = Style & { text: string; x: number; width: number };
type Column = { x: number; width: number; align: Align };

/** The table's columns; the description takes what the others leave. */
export const COLUMNS = (() => {
  const fixed = { sku: 76, quantity: 40, unitPrice: 74, vatRate: 44, amount: 80 };
  const description = WIDTH - Object.values(fixed).reduce((a, b) => a + b, 0);
  const order: [keyof typeof fixed | 'description', number, Align][] = [
    ['sku', fixed.sku, 'left'],
    ['description', description, 'left'],
    ['quantity', fixed.quantity, 'right'],
    ['unitPrice', fixed.unitPrice, 'right'],
    ['vatRate', fixed.vatRate, 'right'],
    ['amount', fixed.amount, 'right'],
  ];
  let x = LEFT;
  const out = {} as Record<(typeof order)[number][0], Column>;
  for (const [key, width, align] of order) {
    out[key] = { x, width, align };
    x += width;
  }
  return out;
})();

export type TableRow = Partial<Record<keyof typeof COLUMNS, string>>;
