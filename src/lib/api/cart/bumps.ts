/**
 * The cart's order bumps (docs/adr/0009-cart.md): adding and removing a bump's product, and a
 * bump as the cart offers it. Money leaves the server as euro amounts with two decimals,
 * computed in cents.
 */
import * as z from 'zod/mini';
import { euros, id, jsonObject, pathId, request } from '../common.ts';

/** A bump's id in a body: a whole number or its digits. */
const bumpId = z.pipe(
  z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => (v === undefined ? undefined : String(v))),
  ),
  pathId,
);

/** POST /api/cart/add-order-bump-product/{productId} and remove-order-bump-product/{productId} with `bump_id`. */
export const orderBumpRequest = request({
  params: z.object({ productId: pathId }),
  body: jsonObject(z.object({ bump_id: bumpId })),
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
