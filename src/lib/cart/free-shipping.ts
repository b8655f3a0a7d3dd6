/**
 * Progress toward free delivery (docs/cart.md, delivery in the cart): how much more the goods
 * must cost, incl. VAT as charged, before the standard method's threshold makes delivery free.
 * Pure: the server answers it with every cart, the product page tells it from the cart.
 */
export type FreeShippingProgress = {
  /** Cents still missing, incl. VAT (0 once reached). */
  remainingCents: number;
  /** 0 … 1, how far the bar is filled. */
  ratio: number;
  reached: boolean;
};

/**
 * @example freeShippingProgress(3750, 5000) // { remainingCents: 1250, ratio: 0.75, reached: false }
 * @example freeShippingProgress(3750, null) // null: the method has no threshold for this country
 */
export function freeShippingProgress(goodsInclCents: number, freeFromInclCents: number | null): FreeShippingProgress | null {
  if (freeFromInclCents === null || freeFromInclCents <= 0) return null;
  const goods = Math.max(0, goodsInclCents);
  const remainingCents = Math.max(0, freeFromInclCents - goods);
  return { remainingCents, ratio: Math.min(1, goods / freeFromInclCents), reached: remainingCents === 0 };
}
