/**
 * The cart as the calls answer it (docs/adr/0009-cart.md): reading it, its lines with their kit
 * parts, its standard delivery and totals, the answers of a read and of every write, and the
 * data layer's e-commerce event. Money leaves the server as euro amounts with two decimals,
 * computed in cents.
 */
import * as z from 'zod/mini';
import { euros, id, query, request } from '../common.ts';
import { orderBump } from './bumps.ts';
import { cartAdjustment } from './coupons.ts';

/** GET /api/cart/cart; `?view=1` from the cart page asks for the `view_cart` event. */
export const cartReadRequest = request({
  query: query({
    view: z.pipe(
      z.optional(z.string()),
      z.transform((v) => v === '1'),
    ),
  }),
});

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
