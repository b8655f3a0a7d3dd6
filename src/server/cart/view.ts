/**
 * The priced cart (docs/cart.md, totals and answers) from a cart's stored lines and today's
 * catalogue: every price, line total, coupon discount and total is computed here, on the server,
 * from prices in the database (a browser never sends one). Plain function of its inputs; loading
 * them is ./state.ts.
 */
import { href } from '#src/lib/routes.ts';
import { eurosOf as euros, formatMoney } from '#src/lib/money.ts';
import { withVat } from '#src/lib/vat.ts';
import type { Locale, Shop } from '#src/lib/locales.ts';
import type { Translate } from '#src/lib/i18n.ts';
import { partBounds } from '#src/lib/cart/composite.ts';
import { couponProblem, type CouponProblem } from '#src/lib/cart/coupons.ts';
import { cartTotals, couponDiscount, kitUnit, percentOff, type Amounts } from '#src/lib/cart/totals.ts';
import type { AdjustmentJson, CartItemJson, CartJson, CompositeEntryJson, OrderBumpJson } from '#src/lib/cart/types.ts';
import type { BumpFacts, Coupon, KitStep, ProductFacts } from './facts.ts';
import type { CartRow, StoredLine } from './repository.ts';

export type CartState = {
  cart: CartRow | null;
  lines: StoredLine[];
  products: Map<number, ProductFacts>;
  steps: Map<number, KitStep[]>;
  /** Active bumps whose trigger may be in the cart (./facts.ts bumpRowsSql). */
  bumps: BumpFacts[];
  coupons: Coupon[];
};

export type ViewContext = {
  locale: Locale;
  shop: Shop;
  t: Translate;
  /** Destination country and its VAT rate in basis points. */
  country: string;
  rateBp: number;
  /** 0 % for a validated business in another EU country. */
  reverseCharge: boolean;
  customerId: number | null;
  now: Date;
};

const UNKNOWN: ProductFacts = {
  id: 0,
  sku: '',
  priceCents: 0,
  referencePriceCents: null,
  stock: 0,
  active: false,
  isComposite: false,
  masterId: null,
  hasVariants: false,
  name: '',
  slug: '',
  description: '',
  media: [],
};

/**
 * The bumps a cart may offer: those whose trigger is among its own (non-bump) lines, and those
 * without a trigger once the cart holds anything.
 */
export function eligibleBumps(state: Pick<CartState, 'lines' | 'bumps'>): BumpFacts[] {
  const inCart = new Set(state.lines.filter((l) => l.bumpId === null).map((l) => l.productId));
  if (inCart.size === 0) return [];
  return state.bumps.filter((b) => (b.triggerProductId === null || inCart.has(b.triggerProductId)) && b.productId !== b.triggerProductId);
}

/** Pieces of each product the cart holds: plain and bump lines, and every kit's parts. */
export function demandByProduct(lines: readonly StoredLine[]): Map<number, number> {
  const demand = new Map<number, number>();
  const add = (id: number, n: number) => demand.set(id, (demand.get(id) ?? 0) + n);
  for (const line of lines) {
    if (line.parts) for (const part of line.parts) add(part.productId, part.quantity * line.quantity);
    else add(line.productId, line.quantity);
  }
  return demand;
}

type PricedLine = { json: CartItemJson; charged: Amounts | null };

function priceKitLine(line: StoredLine, product: ProductFacts, state: CartState, ctx: ViewContext): PricedLine {
  const parts = line.parts ?? [];
  const steps = state.steps.get(line.productId) ?? [];
  const stepPieces = new Map<number, number>();
  for (const part of parts) stepPieces.set(part.step, (stepPieces.get(part.step) ?? 0) + part.quantity);
  let available = product.active;
  let kitsInStock = Number.POSITIVE_INFINITY;
  const entries: CompositeEntryJson[] = [];
  const priced: { priceCents: number; discountPercent: number; quantity: number }[] = [];
  for (const part of parts) {
    const facts = state.products.get(part.productId) ?? UNKNOWN;
    const step = steps.find((s) => s.step === part.step);
    const discount = step?.discountPercent ?? 0;
    if (!facts.active || !step) available = false;
    kitsInStock = Math.min(kitsInStock, Math.floor(facts.stock / part.quantity));
    priced.push({ priceCents: facts.priceCents, discountPercent: discount, quantity: part.quantity });
    const piece = percentOff(facts.priceCents, discount);
    const pieceIncl = withVat(piece, ctx.rateBp);
    const bounds = step
      ? partBounds(step, part.quantity, stepPieces.get(part.step) ?? part.quantity)
      : { minAllowed: part.quantity, maxAllowed: part.quantity, canRemove: false };
    entries.push({
      step: part.step,
      step_title: step?.title ?? '',
      product_id: part.productId,
      product_name: facts.name,
      sku: facts.sku,
      quantity: part.quantity,
      quantity_min: step?.quantityMin ?? 0,
      quantity_max: step?.quantityMax ?? 0,
      optional: step?.optional ?? false,
      infinite: step?.infinite ?? false,
      price: euros(piece),
      price_with_tax: euros(pieceIncl),
      total: euros(piece * part.quantity),
      total_with_tax: euros(pieceIncl * part.quantity),
      media: facts.media,
      media_urls: facts.media.map((m) => m.url),
      image: facts.media[0]?.url ?? null,
      discount,
      min_allowed: bounds.minAllowed,
      max_allowed: bounds.maxAllowed,
      can_remove: bounds.canRemove,
    });
  }
  const unit = kitUnit(priced, ctx.rateBp);
  const json = itemJson(line, product, unit, null, ctx);
  json.composite_data = entries;
  json.stock = Number.isFinite(kitsInStock) ? kitsInStock : 0;
  json.available = available && parts.length > 0;
  return { json, charged: json.available ? { excl: unit.excl * line.quantity, incl: unit.incl * line.quantity } : null };
}

function pricePlainLine(line: StoredLine, product: ProductFacts, bump: BumpFacts | undefined, ctx: ViewContext): PricedLine {
  const excl = bump ? percentOff(product.priceCents, bump.discountPercent) : product.priceCents;
  // A bump's "was" is today's price, which the offer takes its discount off; it is not a
  // reduction of the product's price, so the 30-day reference price does not apply to it.
  // Any other line strikes through the reference price (docs/prices-and-vat.md, was-prices).
  const before = bump ? product.priceCents : product.referencePriceCents;
  const unit = { excl, incl: withVat(excl, ctx.rateBp) };
  const json = itemJson(line, product, unit, before !== null && before > excl ? before : null, ctx);
  return { json, charged: json.available ? { excl: unit.excl * line.quantity, incl: unit.incl * line.quantity } : null };
}

function itemJson(line: StoredLine, product: ProductFacts, unit: Amounts, originalCents: number | null, ctx: ViewContext): CartItemJson {
  return {
    id: line.id,
    product_id: line.productId,
    quantity: line.quantity,
    price: euros(unit.excl),
    price_with_tax: euros(unit.incl),
    tax: euros(unit.incl - unit.excl),
    tax_rate: ctx.rateBp / 100,
    total: euros(unit.excl * line.quantity),
    total_with_tax: euros(unit.incl * line.quantity),
    original_price: originalCents === null ? null : euros(originalCents),
    original_price_with_tax: originalCents === null ? null : euros(withVat(originalCents, ctx.rateBp)),
    name: product.name,
    slug: product.slug,
    url: product.slug ? href('product', ctx.locale, ctx.shop, { slug: product.slug }) : '',
    sku: product.sku,
    description: product.description,
    media: product.media,
    media_urls: product.media.map((m) => m.url),
    image: product.media[0]?.url ?? null,
    options: line.options,
    stock: product.stock,
    available: product.active && !product.hasVariants,
    composite_data: null,
    master_product_variant_id: product.masterId,
    bump_id: line.bumpId,
  };
}

/** The message a coupon problem shows, in the request's language. */
export function couponProblemMessage(problem: CouponProblem, coupon: Coupon, ctx: Pick<ViewContext, 't' | 'locale'>): string {
  switch (problem) {
    case 'unknown':
      return ctx.t('cart.errors.couponUnknown');
    case 'expired':
      return ctx.t('cart.errors.couponExpired');
    case 'not_started':
      return ctx.t('cart.errors.couponNotStarted');
    case 'used_up':
      return ctx.t('cart.errors.couponUsedUp');
    case 'min_order':
      return ctx.t('cart.errors.couponMinOrder', { amount: formatMoney(coupon.minOrderCents, ctx.locale) });
  }
}

function offersJson(state: CartState, ctx: ViewContext): OrderBumpJson[] {
  const offers: OrderBumpJson[] = [];
  for (const bump of eligibleBumps(state)) {
    const product = state.products.get(bump.productId);
    const line = state.lines.find((l) => l.bumpId === bump.id);
    if (!product || (!line && (!product.active || product.stock <= 0))) continue;
    const price = percentOff(product.priceCents, bump.discountPercent);
    offers.push({
      bump_id: bump.id,
      product_id: bump.productId,
      title: bump.title,
      description: bump.description,
      name: product.name,
      url: href('product', ctx.locale, ctx.shop, { slug: product.slug }),
      image: product.media[0]?.url ?? null,
      discount_percent: bump.discountPercent,
      price: euros(price),
      price_with_tax: euros(withVat(price, ctx.rateBp)),
      original_price: euros(product.priceCents),
      original_price_with_tax: euros(withVat(product.priceCents, ctx.rateBp)),
      stock: product.stock,
      item_id: line?.id ?? null,
    });
  }
  return offers;
}

export function cartJson(state: CartState, ctx: ViewContext): CartJson {
  const bumps = new Map(eligibleBumps(state).map((b) => [b.id, b]));
  const priced = state.lines.map((line) => {
    const product = state.products.get(line.productId) ?? UNKNOWN;
    if (line.parts) return priceKitLine(line, product, state, ctx);
    const bump = line.bumpId === null ? undefined : bumps.get(line.bumpId);
    return pricePlainLine(line, product, bump?.productId === line.productId ? bump : undefined, ctx);
  });
  const charged = priced.flatMap((p) => (p.charged ? [p.charged] : []));
  const subtotal = cartTotals(charged, []).subtotal;
  const adjustments: AdjustmentJson[] = [];
  const discounts: Amounts[] = [];
  for (const coupon of state.coupons) {
    const problem = couponProblem(coupon, { now: ctx.now, subtotalInclCents: subtotal.incl, customerId: ctx.customerId });
    const discount = problem ? { excl: 0, incl: 0 } : couponDiscount(coupon, subtotal);
    discounts.push(discount);
    adjustments.push({
      id: coupon.id,
      code: coupon.code,
      type: coupon.type,
      amount: coupon.type === 1 ? euros(coupon.amount) : coupon.amount / 100,
      discount: euros(discount.incl),
      discount_without_tax: euros(discount.excl),
      applies: problem === null,
      message: problem ? couponProblemMessage(problem, coupon, ctx) : null,
    });
  }
  const totals = cartTotals(charged, discounts);
  return {
    items: priced.map((p) => p.json),
    adjustments,
    orderBump: offersJson(state, ctx),
    ref: state.cart?.id ?? null,
    version: state.cart?.version ?? 0,
    owner: state.cart ? (state.cart.customerId === null ? 'guest' : 'customer') : null,
    currency: 'EUR',
    country: ctx.country,
    reverse_charge: ctx.reverseCharge,
    tax_rate: ctx.rateBp / 100,
    item_count: state.lines.reduce((n, l) => n + l.quantity, 0),
    sub_total: euros(totals.subtotal.excl),
    sub_total_with_tax: euros(totals.subtotal.incl),
    discount: euros(totals.discount.excl),
    discount_with_tax: euros(totals.discount.incl),
    total: euros(totals.total.incl),
    total_without_tax: euros(totals.total.excl),
    tax: euros(totals.tax),
  };
}
