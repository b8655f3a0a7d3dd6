/**
 * The cart API contract, shared by the server that builds it and the browser store that reads
 * it: the types of the schemas in src/lib/api/cart.ts.
 */
import type * as z from 'zod/mini';
import type { cartAdjustment, cartAnswer, cartDelivery, cartLine, compositeEntry, gtmEvent, mediaAnswer, orderBump } from '../api/cart.ts';

export type { CartReadAnswer, CartWriteAnswer } from '../api/cart.ts';

export type MediaJson = z.infer<typeof mediaAnswer>;

/** A part of a composite kit line (docs/cart.md, kits). */
export type CompositeEntryJson = z.infer<typeof compositeEntry>;

/** A line; its id is a string (`temp_…`) while the browser store waits for the server to confirm it. */
export type CartItemJson = z.infer<typeof cartLine>;

/** A coupon on the cart (docs/cart.md, coupons). */
export type AdjustmentJson = z.infer<typeof cartAdjustment>;

/** An order bump offered in the cart. */
export type OrderBumpJson = z.infer<typeof orderBump>;

export type CartJson = z.infer<typeof cartAnswer>;

/** The standard delivery of a cart: cost, progress toward free delivery, the promise (docs/cart.md). */
export type CartDeliveryJson = z.infer<typeof cartDelivery>;

/** GA4 e-commerce event for the data layer (docs/cart.md: pushed when the server returns one). */
export type GtmEvent = z.infer<typeof gtmEvent>;
