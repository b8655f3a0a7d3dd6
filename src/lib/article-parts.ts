/**
 * The parts of a project (and the products of a post) as the page shows them: the catalogue's
 * products as cards with the pieces they take, the rest as a plain list (docs/catalogue.md,
 * covers and parts). Pure.
 */

/** A part as the front matter names it: a product by SKU, or a thing the shop does not sell. */
export type PartRef = { sku: string; quantity?: number } | { label: string; quantity?: number };

export type PartsView<T> = {
  /** The products found, in the order of the list, each SKU once with its pieces added up. */
  products: { card: T; quantity: number }[];
  /** What the shop does not sell; its quantity only where the list gives one. */
  others: { label: string; quantity: number | null }[];
  /** SKUs the catalogue did not answer (unknown or inactive), each once. */
  missing: string[];
};

/**
 * Splits the parts by what the catalogue answered (`cards`, by SKU).
 * @example partsView([{ sku: 'A', quantity: 2 }, { sku: 'X' }, { label: 'Glue' }], new Map([['A', card]]))
 * // { products: [{ card, quantity: 2 }], others: [{ label: 'Glue', quantity: null }], missing: ['X'] }
 */
export function partsView<T>(parts: readonly PartRef[], cards: ReadonlyMap<string, T>): PartsView<T> {
  const bySku = new Map<string, { card: T; quantity: number }>();
  const others: PartsView<T>['others'] = [];
  const missing = new Set<string>();
  for (const part of parts) {
    if ('label' in part) {
      others.push({ label: part.label, quantity: part.quantity ?? null });
      continue;
    }
    const card = cards.get(part.sku);
    if (card === undefined) {
      missing.add(part.sku);
      continue;
    }
    const quantity = part.quantity ?? 1;
    const seen = bySku.get(part.sku);
    if (seen) seen.quantity += quantity;
    else bySku.set(part.sku, { card, quantity });
  }
  return { products: [...bySku.values()], others, missing: [...missing] };
}
