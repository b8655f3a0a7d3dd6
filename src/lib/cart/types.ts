/**
 * The cart API contract (docs/cart.md, totals and answers; docs/api.md, cart), shared by the server
 * that builds it and the browser store that reads it. Money leaves the server as euro amounts with
 * two decimals, computed in cents.
 */

export type MediaJson = { url: string; alt: string };

/** A part of a composite kit line (docs/cart.md, kits). */
export type CompositeEntryJson = {
  step: number;
  step_title: string;
  product_id: number;
  product_name: string;
  sku: string;
  /** Pieces of this part in one kit. */
  quantity: number;
  /** The step's own limits (sum over the step's parts); quantity_max is advisory when infinite. */
  quantity_min: number;
  quantity_max: number;
  optional: boolean;
  infinite: boolean;
  /** Unit price of the part after the step discount, excl. and incl. VAT. */
  price: number;
  price_with_tax: number;
  /** quantity × unit price. */
  total: number;
  total_with_tax: number;
  media: MediaJson[];
  media_urls: string[];
  image: string | null;
  /** Step discount in percent. */
  discount: number;
  /** What this part's quantity may become without breaking its step's rules. */
  min_allowed: number;
  max_allowed: number;
  /** False when removing the part would leave a required step short. */
  can_remove: boolean;
};

export type CartItemJson = {
  /** Line id; the browser store uses `temp_…` ids until the server confirms a line. */
  id: number | string;
  product_id: number;
  quantity: number;
  /** Unit price excl. and incl. VAT (a kit: the sum of its parts; a bump: after its discount). */
  price: number;
  price_with_tax: number;
  /** VAT of one unit, and the rate in percent. */
  tax: number;
  tax_rate: number;
  /** quantity × unit price. */
  total: number;
  total_with_tax: number;
  /** Price before a product or bump discount, when there is one. */
  original_price: number | null;
  original_price_with_tax: number | null;
  name: string;
  slug: string;
  /** The product page in the request's locale and shop. */
  url: string;
  sku: string;
  description: string;
  media: MediaJson[];
  media_urls: string[];
  image: string | null;
  /** "" for plain products; a kit's parts as "[id,id,…]", one id per piece, ascending. */
  options: string;
  /** Pieces available now (a kit: how many kits its parts still allow). */
  stock: number;
  /** False when the product was withdrawn after it was added; such lines are not charged. */
  available: boolean;
  composite_data: CompositeEntryJson[] | null;
  master_product_variant_id: number | null;
  /** Set on a line added through an order bump. */
  bump_id: number | null;
};

/** A coupon on the cart (docs/cart.md, coupons). */
export type AdjustmentJson = {
  /** The coupon's id (DELETE through /api/cart/delete-coupon/{id}). */
  id: number;
  code: string;
  /** Type 1: euros off incl. VAT; type 2: percent off. */
  amount: number;
  type: 1 | 2;
  /** The discount it gives this cart now, incl. and excl. VAT. */
  discount: number;
  discount_without_tax: number;
  /** False when the coupon no longer applies (expired, minimum not reached…); `message` says why. */
  applies: boolean;
  message: string | null;
};

/** An order bump offered in the cart: one product at a discount, shown while its trigger is in the cart. */
export type OrderBumpJson = {
  bump_id: number;
  product_id: number;
  title: string;
  description: string;
  name: string;
  url: string;
  image: string | null;
  discount_percent: number;
  price: number;
  price_with_tax: number;
  original_price: number;
  original_price_with_tax: number;
  stock: number;
  /** The line of this bump when it is in the cart. */
  item_id: number | null;
};

export type CartJson = {
  items: CartItemJson[];
  adjustments: AdjustmentJson[];
  orderBump: OrderBumpJson[];
  /** Which cart this is (null: none yet), and its version, raised on every change: of two answers about one cart the browser keeps the newer. */
  ref: string | null;
  version: number;
  /** Whose cart: a guest's or a logged-in customer's (a customer's copy must not outlive its login in the browser). */
  owner: 'guest' | 'customer' | null;
  currency: 'EUR';
  /** Destination country the VAT was computed for, and its rate in percent. */
  country: string;
  /** 0 % because the customer is a validated business in another EU country (the cart says so). */
  reverse_charge: boolean;
  tax_rate: number;
  item_count: number;
  sub_total: number;
  sub_total_with_tax: number;
  discount: number;
  discount_with_tax: number;
  /** Total incl. VAT after discounts, never below zero. */
  total: number;
  total_without_tax: number;
  /** total − total_without_tax. */
  tax: number;
};

/** GA4 e-commerce event for the data layer, pushed when the server returns one. */
export type GtmEvent = {
  event: 'add_to_cart' | 'remove_from_cart' | 'view_cart';
  ecommerce: {
    currency: 'EUR';
    value: number;
    items: { item_id: string; item_name: string; price: number; quantity: number; item_variant?: string; coupon?: string }[];
  };
};

/** GET /api/cart/cart answers the cart at the top level. */
export type CartReadAnswer = CartJson & { gtm_event: GtmEvent | null };

/** Every cart write answers `{ success, cart, gtm_event, message? }`. */
export type CartWriteAnswer = {
  success: true;
  cart: CartJson;
  gtm_event: GtmEvent | null;
  message?: string;
  /** add-to-cart: pieces still addable after this add. */
  remaining_stock?: number;
};
