/**
 * The price of an order as it would be placed now (docs/checkout.md, prices): the cart priced by
 * the one cart pricing (./../cart/view.ts) for the delivery country's VAT, plus the delivery
 * method's cost, VAT per rate and the totals. The review shows exactly this, and placing the
 * order computes it again inside its transaction; a browser never sends a price.
 */
import { centsOf } from '#src/lib/money.ts';
import { withVat } from '#src/lib/vat.ts';
import type { Translate } from '#src/lib/i18n.ts';
import type { Locale, Shop } from '#src/lib/locales.ts';
import type { CartItemJson } from '#src/lib/cart/types.ts';
import { cartJson, demandByProduct, type CartState } from '../cart/view.ts';
import { deliveryPriceCents, type DeliveryRate } from '../checkout/methods.ts';
import type { VatRow } from '../db/schema.ts';

export type PricingTerms = {
  locale: Locale;
  shop: Shop;
  t: Translate;
  /** Destination: the delivery address's country. */
  country: string;
  rateBp: number;
  reverseCharge: boolean;
  customerId: number | null;
  delivery: DeliveryRate | null;
  now: Date;
};

export type PricedPart = { productId: number; name: string; sku: string; quantity: number; step: number };

export type PricedLine = {
  productId: number;
  sku: string;
  name: string;
  slug: string;
  quantity: number;
  image: string | null;
  unitExclCents: number;
  unitInclCents: number;
  totalExclCents: number;
  totalInclCents: number;
  options: string;
  parts: PricedPart[];
  /** The product can still be bought (active, a sellable variant, every kit part there). */
  available: boolean;
};

export type PricedCoupon = { id: number; code: string; discountExclCents: number; discountInclCents: number };

export type PricedOrder = {
  country: string;
  rateBp: number;
  reverseCharge: boolean;
  lines: PricedLine[];
  coupons: PricedCoupon[];
  subtotalExclCents: number;
  subtotalInclCents: number;
  discountExclCents: number;
  discountInclCents: number;
  shipping: { methodId: string; name: string; exclCents: number; inclCents: number } | null;
  vatRows: VatRow[];
  totalExclCents: number;
  totalInclCents: number;
  totalTaxCents: number;
  /** Pieces of each product the order takes from stock (kit parts counted per piece). */
  demand: Map<number, number>;
};

function pricedLine(item: CartItemJson): PricedLine {
  return {
    productId: item.product_id,
    sku: item.sku,
    name: item.name,
    slug: item.slug,
    quantity: item.quantity,
    image: item.image,
    unitExclCents: centsOf(item.price),
    unitInclCents: centsOf(item.price_with_tax),
    totalExclCents: centsOf(item.total),
    totalInclCents: centsOf(item.total_with_tax),
    options: item.options,
    parts: (item.composite_data ?? []).map((p) => ({ productId: p.product_id, name: p.product_name, sku: p.sku, quantity: p.quantity, step: p.step })),
    available: item.available,
  };
}

export function priceOrder(state: CartState, terms: PricingTerms): PricedOrder {
  const cart = cartJson(state, {
    locale: terms.locale,
    shop: terms.shop,
    t: terms.t,
    country: terms.country,
    rateBp: terms.rateBp,
    reverseCharge: terms.reverseCharge,
    customerId: terms.customerId,
    now: terms.now,
  });
  const coupons = cart.adjustments
    .filter((a) => a.applies)
    .map((a) => ({ id: a.id, code: a.code, discountExclCents: centsOf(a.discount_without_tax), discountInclCents: centsOf(a.discount) }));
  const goodsExcl = centsOf(cart.total_without_tax);
  const goodsIncl = centsOf(cart.total);
  let shipping: PricedOrder['shipping'] = null;
  if (terms.delivery) {
    const exclCents = deliveryPriceCents(terms.delivery, goodsIncl);
    shipping = { methodId: terms.delivery.id, name: terms.delivery.name, exclCents, inclCents: withVat(exclCents, terms.rateBp) };
  }
  const totalExcl = goodsExcl + (shipping?.exclCents ?? 0);
  const totalIncl = goodsIncl + (shipping?.inclCents ?? 0);
  // One destination, one rate: goods and shipping (which follows the goods) share it.
  const vatRows: VatRow[] = [{ rateBp: terms.rateBp, baseCents: totalExcl, vatCents: totalIncl - totalExcl }];
  return {
    country: terms.country,
    rateBp: terms.rateBp,
    reverseCharge: terms.reverseCharge,
    lines: cart.items.map(pricedLine),
    coupons,
    subtotalExclCents: centsOf(cart.sub_total),
    subtotalInclCents: centsOf(cart.sub_total_with_tax),
    discountExclCents: centsOf(cart.discount),
    discountInclCents: centsOf(cart.discount_with_tax),
    shipping,
    vatRows,
    totalExclCents: totalExcl,
    totalInclCents: totalIncl,
    totalTaxCents: totalIncl - totalExcl,
    demand: demandByProduct(state.lines),
  };
}
