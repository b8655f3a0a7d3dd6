/**
 * The cart calls (docs/adr/0009-cart.md): their requests and answers. Money leaves the server
 * as euro amounts with two decimals, computed in cents. Requests are read in order, the first
 * problem reported: the path, then the Idempotency-Key, then the body.
 */
import * as z from 'zod/mini';
import { normalizeOptions } from '../cart/lines.ts';
import { checked, euros, headers, id, inOrder, jsonObject, pathId, query, report, request } from './common.ts';

/** The most pieces one line may hold. */
export const MAX_LINE_QUANTITY = 999;
const MAX_OPTIONS_LENGTH = 2000;
const MAX_CODE_LENGTH = 64;

// ---------------------------------------------------------------------------------------------
// Requests

/** A quantity from the path or body: a whole number (or its digits as a string) from 1 to the line maximum. */
export const quantityField = z.pipe(
  z.optional(z.unknown()),
  z.transform((raw, ctx) => {
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (!Number.isInteger(value) || value < 1 || value > MAX_LINE_QUANTITY) {
      return report(ctx, 'cart.errors.quantityInvalid', { params: { max: MAX_LINE_QUANTITY } });
    }
    return value;
  }),
);

/** A kit's parts of an add ("[id,id,…]", in canonical form); absent: none (a kit then comes in its default configuration). */
export const optionsField = z.pipe(
  z.optional(z.unknown()),
  z.transform((raw, ctx) => {
    if (raw === undefined || raw === null) return '';
    if (typeof raw !== 'string' || raw.length > MAX_OPTIONS_LENGTH) {
      return report(ctx, `must be a string of at most ${MAX_OPTIONS_LENGTH} characters`);
    }
    return normalizeOptions(raw);
  }),
);

/** The Idempotency-Key of a write the browser may retry; null when absent. */
export const idempotencyKey = z.pipe(
  z.nullish(checked(z.string(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'))),
  z.transform((v) => v ?? null),
);

/** A bump's id in a body: a whole number or its digits. */
const bumpId = z.pipe(
  z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => (v === undefined ? undefined : String(v))),
  ),
  pathId,
);

/** POST /api/cart/add-to-cart/{productId}/{quantity} with optional `options`, and an optional Idempotency-Key header. */
export const cartAddRequest = request({
  params: inOrder({ productId: pathId, quantity: quantityField }),
  headers: headers({ 'Idempotency-Key': idempotencyKey }),
  body: jsonObject(z.object({ options: optionsField })),
});

/** POST /api/cart/update/{itemId} with `quantity`. */
export const cartUpdateRequest = request({
  params: z.object({ itemId: pathId }),
  body: jsonObject(z.object({ quantity: quantityField })),
});

/** POST /api/cart/remove/{itemId}. */
export const cartRemoveRequest = request({ params: z.object({ itemId: pathId }) });

/** POST /api/cart/update-composite-sub-product/{itemId}/{subProductId} with `quantity` (pieces of the part per kit). */
export const kitPartUpdateRequest = request({
  params: inOrder({ itemId: pathId, subProductId: pathId }),
  body: jsonObject(z.object({ quantity: quantityField })),
});

/** POST /api/cart/remove-composite-sub-product/{itemId}/{subProductId}. */
export const kitPartRemoveRequest = request({ params: inOrder({ itemId: pathId, subProductId: pathId }) });

/** POST /api/cart/add-order-bump-product/{productId} and remove-order-bump-product/{productId} with `bump_id`. */
export const orderBumpRequest = request({
  params: z.object({ productId: pathId }),
  body: jsonObject(z.object({ bump_id: bumpId })),
});

const couponField = z.pipe(
  z.optional(z.unknown()),
  z.transform((raw, ctx) => {
    if (raw === undefined || raw === null) return '';
    if (typeof raw !== 'string' || raw.length > MAX_CODE_LENGTH) {
      return report(ctx, `must be a string of at most ${MAX_CODE_LENGTH} characters`);
    }
    return raw;
  }),
);

const countryField = z.pipe(
  z.optional(z.unknown()),
  z.transform((raw, ctx): string | null => {
    if (raw === undefined || raw === null) return null;
    if (!(typeof raw === 'string' && /^([A-Za-z]{2})?$/.test(raw.trim()))) {
      return report(ctx, 'must be a two-letter country code or empty');
    }
    return raw.trim() === '' ? null : raw.trim().toUpperCase();
  }),
);

/**
 * POST /api/cart/apply-coupon with `coupon` and `country` (kept on the cart for the checkout; may
 * be empty). A country must be one the shop knows (`countryExists`: the server asks its
 * countries table), or the cart would carry a destination the checkout cannot deliver to.
 */
export const applyCouponRequestWith = /* @__NO_SIDE_EFFECTS__ */ (countryExists: (id: string) => Promise<boolean>) =>
  request({
    body: jsonObject(
      z.object({
        coupon: couponField,
        country: z.pipe(
          countryField,
          z.transform(async (country, ctx): Promise<string | null> => {
            if (country === null || (await countryExists(country))) return country;
            return report(ctx, 'must be a country the shop delivers to, or empty');
          }),
        ),
      }),
    ),
  });

/** POST /api/cart/delete-coupon/{couponId}. */
export const deleteCouponRequest = request({ params: z.object({ couponId: pathId }) });

/** GET /api/cart/cart; `?view=1` from the cart page asks for the `view_cart` event. */
export const cartReadRequest = request({
  query: query({
    view: z.pipe(
      z.optional(z.string()),
      z.transform((v) => v === '1'),
    ),
  }),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const mediaAnswer = z.strictObject({ url: z.string(), alt: z.string() });

/** A part of a composite kit line. */
export const compositeEntry = z.strictObject({
  step: z.int(),
  step_title: z.string(),
  product_id: id,
  product_name: z.string(),
  sku: z.string(),
  /** Pieces of this part in one kit. */
  quantity: z.int(),
  /** The step's own limits (sum over the step's parts); quantity_max is advisory when infinite. */
  quantity_min: z.int(),
  quantity_max: z.int(),
  optional: z.boolean(),
  infinite: z.boolean(),
  /** Unit price of the part after the step discount, excl. and incl. VAT. */
  price: euros,
  price_with_tax: euros,
  /** quantity × unit price. */
  total: euros,
  total_with_tax: euros,
  media: z.array(mediaAnswer),
  media_urls: z.array(z.string()),
  image: z.nullable(z.string()),
  /** Step discount in percent. */
  discount: z.number(),
  /** What this part's quantity may become without breaking its step's rules. */
  min_allowed: z.int(),
  max_allowed: z.int(),
  /** False when removing the part would leave a required step short. */
  can_remove: z.boolean(),
});

export const cartLine = z.strictObject({
  /**
   * Line id: the server always sends a whole number; typed with strings too, as the browser
   * store shows a `temp_…` line until the server confirms it.
   */
  id: z.custom<number | string>((v) => typeof v === 'number' && Number.isInteger(v), 'must be a whole number'),
  product_id: id,
  quantity: z.int(),
  /** Unit price excl. and incl. VAT (a kit: the sum of its parts; a bump: after its discount). */
  price: euros,
  price_with_tax: euros,
  /** VAT of one unit, and the rate in percent. */
  tax: euros,
  tax_rate: z.number(),
  /** quantity × unit price. */
  total: euros,
  total_with_tax: euros,
  /** Price before a product or bump discount, when there is one. */
  original_price: z.nullable(euros),
  original_price_with_tax: z.nullable(euros),
  name: z.string(),
  slug: z.string(),
  /** The product page in the request's locale and shop. */
  url: z.string(),
  sku: z.string(),
  description: z.string(),
  media: z.array(mediaAnswer),
  media_urls: z.array(z.string()),
  image: z.nullable(z.string()),
  /** "" for plain products; a kit's parts as "[id,id,…]", one id per piece, ascending. */
  options: z.string(),
  /** Pieces available now (a kit: how many kits its parts still allow). */
  stock: z.int(),
  /** False when the product was withdrawn after it was added; such lines are not charged. */
  available: z.boolean(),
  composite_data: z.nullable(z.array(compositeEntry)),
  master_product_variant_id: z.nullable(id),
  /** Set on a line added through an order bump. */
  bump_id: z.nullable(id),
});

/** A coupon on the cart (a cart adjustment). */
export const cartAdjustment = z.strictObject({
  /** The coupon's id (removed through /api/cart/delete-coupon/{id}). */
  id,
  code: z.string(),
  /** Type 1: euros off incl. VAT; type 2: percent off. */
  amount: z.number(),
  type: z.union([z.literal(1), z.literal(2)]),
  /** The discount it gives this cart now, incl. and excl. VAT. */
  discount: euros,
  discount_without_tax: euros,
  /** False when the coupon no longer applies (expired, minimum not reached…); `message` says why. */
  applies: z.boolean(),
  message: z.nullable(z.string()),
});

/** An order bump offered in the cart: one product at a discount, shown while its trigger is in the cart. */
export const orderBump = z.strictObject({
  bump_id: id,
  product_id: id,
  title: z.string(),
  description: z.string(),
  name: z.string(),
  url: z.string(),
  image: z.nullable(z.string()),
  discount_percent: z.number(),
  price: euros,
  price_with_tax: euros,
  original_price: euros,
  original_price_with_tax: euros,
  stock: z.int(),
  /** The line of this bump when it is in the cart. */
  item_id: z.nullable(id),
});

/**
 * The standard delivery of a cart (docs/cart.md, delivery in the cart): the shop's first method
 * that ships to the cart's country, what it costs this cart, how much more the goods must cost for
 * free delivery, and the delivery promise of an order placed now (shop's dates, 'YYYY-MM-DD').
 */
export const cartDelivery = z.strictObject({
  method: z.string(),
  /** What delivery costs this cart now (0 once free), excl. and incl. VAT. */
  price: euros,
  price_with_tax: euros,
  /** Goods (after discounts, incl. VAT as charged) from which delivery is free; null when it never is. */
  free_from: z.nullable(euros),
  free_from_without_tax: z.nullable(euros),
  /** What the goods still lack for free delivery, incl. and excl. VAT (0 once reached). */
  remaining: euros,
  remaining_without_tax: euros,
  /** 0 … 1: how far toward free delivery. */
  progress: z.number(),
  ship_date: z.string(),
  from: z.string(),
  to: z.string(),
  /** True when an order placed now still ships today. */
  today: z.boolean(),
  /** The cut-off on the shop's clock, 'HH:MM'. */
  order_before: z.string(),
});

const cartFields = {
  items: z.array(cartLine),
  adjustments: z.array(cartAdjustment),
  orderBump: z.array(orderBump),
  /** Which cart this is (null: none yet), and its version, raised on every change: of two answers about one cart the browser keeps the newer. */
  ref: z.nullable(z.string()),
  version: z.int(),
  /** Whose cart (a customer's copy must not outlive its login in the browser). */
  owner: z.nullable(z.enum(['guest', 'customer'])),
  currency: z.literal('EUR'),
  /** Destination country the VAT was computed for, and its rate in percent. */
  country: z.string(),
  /** 0 % because the customer is a validated business in another EU country (the cart says so). */
  reverse_charge: z.boolean(),
  tax_rate: z.number(),
  item_count: z.int(),
  sub_total: euros,
  sub_total_with_tax: euros,
  discount: euros,
  discount_with_tax: euros,
  /** Total incl. VAT after discounts, never below zero. */
  total: euros,
  total_without_tax: euros,
  /** total − total_without_tax. */
  tax: euros,
  /** The standard delivery; null for an empty cart or a country the shop has no method for. */
  delivery: z.optional(z.nullable(cartDelivery)),
};

export const cartAnswer = z.strictObject(cartFields);

/** GA4 e-commerce event for the data layer (pushed when the server returns one). */
export const gtmEvent = z.strictObject({
  event: z.enum(['add_to_cart', 'remove_from_cart', 'view_cart']),
  ecommerce: z.strictObject({
    currency: z.literal('EUR'),
    value: euros,
    items: z.array(
      z.strictObject({
        item_id: z.string(),
        item_name: z.string(),
        price: euros,
        quantity: z.int(),
        item_variant: z.optional(z.string()),
        coupon: z.optional(z.string()),
      }),
    ),
  }),
});

/** GET /api/cart/cart answers the cart at the top level, with `gtm_event`. */
export const cartReadAnswer = z.strictObject({ ...cartFields, gtm_event: z.nullable(gtmEvent) });

/** Every cart write answers `{ success, cart, gtm_event, message?, remaining_stock? }`. */
export const cartWriteAnswer = z.strictObject({
  success: z.literal(true),
  cart: cartAnswer,
  gtm_event: z.nullable(gtmEvent),
  message: z.optional(z.string()),
  /** add-to-cart: pieces still addable after this add. */
  remaining_stock: z.optional(z.int()),
});

export type CartLineAnswer = z.infer<typeof cartLine>;
export type CartAnswer = z.infer<typeof cartAnswer>;
export type CartReadAnswer = z.infer<typeof cartReadAnswer>;
export type CartWriteAnswer = z.infer<typeof cartWriteAnswer>;
export type GtmEvent = z.infer<typeof gtmEvent>;
