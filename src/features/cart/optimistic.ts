/**
 * What the shopper sees while changes are on their way (docs/cart.md, optimistic updates): the last
 * cart the server confirmed with the pending operations laid over it. A confirmed answer replaces
 * the base and drops its operation; a failed one just drops its operation, so the view falls back
 * to what the server holds: the old quantity returns, a removed line reappears at its place in
 * product-id order, a temporary line disappears. Nothing has to be "undone" by hand. Pure.
 */
import { lineKey, visibleLines } from '#src/lib/cart/lines.ts';
import type { CartDeliveryJson, CartItemJson, CartJson } from '#src/lib/cart/types.ts';

/** A line as the store shows it: the server's fields plus the local flags (docs/cart.md). */
export type CartLine = CartItemJson & {
  /** A quantity change waits for its 500 ms sync. */
  isUpdating?: boolean;
  /** A change of this line is being sent. */
  isSyncing?: boolean;
  isOrderBump?: boolean;
  bumpId?: number | null;
};

/** What a temporary line shows before the server confirms it (from the page that added it). */
export type LinePreview = Partial<Pick<CartItemJson, 'name' | 'url' | 'sku' | 'image' | 'price' | 'price_with_tax' | 'stock'>>;

export type PendingOp =
  | { seq: number; kind: 'add'; productId: number; quantity: number; options: string; tempId: string; preview: LinePreview }
  | { seq: number; kind: 'quantity'; itemId: number; quantity: number; phase: 'waiting' | 'sending' }
  | { seq: number; kind: 'remove'; itemId: number }
  | { seq: number; kind: 'bump'; productId: number; bumpId: number; tempId: string; preview: LinePreview }
  /** A change the view cannot predict (kit parts, a bump's removal): the line shows it is syncing. */
  | { seq: number; kind: 'sync'; itemId: number }
  | { seq: number; kind: 'clear' };

/** A temporary order-bump line has stock 100 until the server answers. */
export const TEMP_BUMP_STOCK = 100;

function tempLine(id: string, productId: number, quantity: number, options: string, preview: LinePreview): CartLine {
  const price = preview.price ?? 0;
  const withTax = preview.price_with_tax ?? price;
  return {
    id,
    product_id: productId,
    quantity,
    options,
    price,
    price_with_tax: withTax,
    tax: Math.round((withTax - price) * 100) / 100,
    tax_rate: 0,
    total: Math.round(price * quantity * 100) / 100,
    total_with_tax: Math.round(withTax * quantity * 100) / 100,
    original_price: null,
    original_price_with_tax: null,
    name: preview.name ?? '',
    slug: '',
    url: preview.url ?? '',
    sku: preview.sku ?? '',
    description: '',
    media: [],
    media_urls: preview.image ? [preview.image] : [],
    image: preview.image ?? null,
    stock: preview.stock ?? 0,
    available: true,
    composite_data: null,
    master_product_variant_id: null,
    bump_id: null,
    isSyncing: true,
  };
}

/** Inserts a line where the server will put it: after the lines of lower or equal product id. */
function insertByProduct(lines: CartLine[], line: CartLine): CartLine[] {
  const at = lines.findIndex((l) => l.product_id > line.product_id);
  return at === -1 ? [...lines, line] : [...lines.slice(0, at), line, ...lines.slice(at)];
}

/**
 * The lines to show: the server's lines with every pending operation applied in order, and
 * lines with the same product and parts shown once (the last).
 * @example applyPending([{ id: 1, product_id: 5, quantity: 1, … }], [{ seq: 1, kind: 'quantity', itemId: 1, quantity: 3, phase: 'waiting' }]) // line 1 × 3, isUpdating
 */
export function applyPending(base: readonly CartItemJson[], pending: readonly PendingOp[]): CartLine[] {
  let lines: CartLine[] = base.map((l) => ({ ...l, isOrderBump: l.bump_id !== null, bumpId: l.bump_id }));
  const patch = (id: number | string, change: (l: CartLine) => CartLine) => {
    lines = lines.map((l) => (l.id === id ? change(l) : l));
  };
  for (const op of pending) {
    switch (op.kind) {
      case 'add': {
        const key = lineKey({ product_id: op.productId, options: op.options });
        const same = lines.find((l) => !l.isOrderBump && lineKey(l) === key);
        if (same) patch(same.id, (l) => ({ ...l, quantity: l.quantity + op.quantity, isSyncing: true }));
        else lines = insertByProduct(lines, tempLine(op.tempId, op.productId, op.quantity, op.options, op.preview));
        break;
      }
      case 'quantity':
        patch(op.itemId, (l) => ({
          ...l,
          quantity: op.quantity,
          isUpdating: op.phase === 'waiting' || l.isUpdating,
          isSyncing: op.phase === 'sending' || l.isSyncing,
        }));
        break;
      case 'remove':
        lines = lines.filter((l) => l.id !== op.itemId);
        break;
      case 'bump':
        if (!lines.some((l) => l.bumpId === op.bumpId)) {
          const line = tempLine(op.tempId, op.productId, 1, `bump:${op.bumpId}`, { stock: TEMP_BUMP_STOCK, ...op.preview });
          lines = insertByProduct(lines, { ...line, stock: TEMP_BUMP_STOCK, isOrderBump: true, bumpId: op.bumpId, bump_id: op.bumpId });
        }
        break;
      case 'sync':
        patch(op.itemId, (l) => ({ ...l, isSyncing: true }));
        break;
      case 'clear':
        lines = [];
        break;
    }
  }
  return visibleLines(lines);
}

/** The cart as the store shows it: lines laid over, totals the server's. */
export type CartView = {
  items: CartLine[];
  adjustments: CartJson['adjustments'];
  orderBump: CartJson['orderBump'];
  /** Totals from the server's last answer (always the server's numbers once it answered). */
  total: number;
  totalExclTax: number;
  totalSubTotal: number;
  totalSubTotalExclTax: number;
  totalDiscount: number;
  totalDiscountExclTax: number;
  totalTax: number;
  /** The VAT is 0 % because the customer is a validated business in another EU country. */
  reverseCharge: boolean;
  /** The VAT rate of the destination in percent: 0 for an export (or a reverse charge). */
  taxRate: number;
  /** Pieces in the lines shown, so a badge counts a click at once. */
  itemCount: number;
  isEmpty: boolean;
  isInitialized: boolean;
  /** Changes are on their way: totals may still move. */
  isBusy: boolean;
  /** The standard delivery of the server's last answer (docs/cart.md, delivery in the cart). */
  delivery: CartDeliveryJson | null;
};

export function cartView(server: CartJson | null, pending: readonly PendingOp[], initialized: boolean): CartView {
  const items = applyPending(server?.items ?? [], pending);
  return {
    items,
    adjustments: server?.adjustments ?? [],
    orderBump: server?.orderBump ?? [],
    total: server?.total ?? 0,
    totalExclTax: server?.total_without_tax ?? 0,
    totalSubTotal: server?.sub_total_with_tax ?? 0,
    totalSubTotalExclTax: server?.sub_total ?? 0,
    totalDiscount: server?.discount_with_tax ?? 0,
    totalDiscountExclTax: server?.discount ?? 0,
    totalTax: server?.tax ?? 0,
    reverseCharge: server?.reverse_charge === true,
    taxRate: server?.tax_rate ?? 0,
    itemCount: items.reduce((n, l) => n + l.quantity, 0),
    isEmpty: items.length === 0,
    isInitialized: initialized,
    isBusy: pending.length > 0,
    delivery: items.length > 0 ? (server?.delivery ?? null) : null,
  };
}
