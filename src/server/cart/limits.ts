/**
 * Limits every cart write respects (docs/cart.md, lines): stock (an add is allowed only while the
 * stock covers what the cart holds plus what is added), the largest quantity of a line and the
 * number of lines, so a script cannot grow a cart without bound.
 */
import { CartError } from './errors.ts';
import type { ProductFacts } from './facts.ts';
import type { StoredLine } from './repository.ts';
import { demandByProduct } from './view.ts';

export const MAX_LINE_QUANTITY = 999;
export const MAX_LINES = 100;

/**
 * Throws 409 when adding `extra` pieces (product id → pieces, only increases count) would take
 * any product beyond its stock; the error carries how many are still available.
 */
export function assertStock(lines: readonly StoredLine[], extra: ReadonlyMap<number, number>, products: ReadonlyMap<number, ProductFacts>): void {
  const demand = demandByProduct(lines);
  for (const [productId, pieces] of extra) {
    if (pieces <= 0) continue;
    const product = products.get(productId);
    const stock = product?.stock ?? 0;
    const inCart = demand.get(productId) ?? 0;
    if (inCart + pieces <= stock) continue;
    const available = Math.max(0, stock - inCart);
    const name = product?.name ?? String(productId);
    throw available === 0 && inCart === 0
      ? new CartError(409, 'outOfStock', { params: { name }, data: { available: 0, product_id: productId } })
      : new CartError(409, 'stockLimit', { params: { name, available, inCart }, data: { available, product_id: productId } });
  }
}

/** Pieces of a product still addable after this cart: stock minus what the cart holds. */
export function remainingStock(lines: readonly StoredLine[], product: ProductFacts): number {
  return Math.max(0, product.stock - (demandByProduct(lines).get(product.id) ?? 0));
}

export function assertLineQuantity(quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) throw new CartError(422, 'quantityLimit', { params: { max: MAX_LINE_QUANTITY }, field: 'quantity' });
}

export function assertRoomForLine(lines: readonly StoredLine[]): void {
  if (lines.length >= MAX_LINES) throw new CartError(422, 'cartFull', { params: { max: MAX_LINES } });
}
