/**
 * Placing an order (docs/checkout.md, placing an order): one transaction that locks the cart,
 * prices it again from the database for the delivery address, refuses it when what the shopper
 * saw has changed (the total, stock, a coupon used up), takes the stock (products locked in id
 * order), counts each coupon's use, writes the order with a snapshot of names, prices, VAT and
 * addresses, and empties the cart. Nothing of it happens, or all of it: a crash in the middle
 * leaves neither half an order nor stock taken for none.
 *
 * The same Idempotency-Key with the same request answers the order it placed (a double click, a
 * retry after a lost answer); with another request it is refused.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { vatRateBp } from '#src/lib/vat.ts';
import type { PlaceOrderBody } from '#src/lib/api/checkout.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import type { OrderAddress, VatCheck } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { newRandomToken as randomToken } from '../http/random-token.ts';
import { lockCart } from '../cart/repository.ts';
import { loadState } from '../cart/state.ts';
import { checkVatNumber } from '../checkout/vat-check.ts';
import { reverseChargeOf, reverseChargePossible, summaryJson, type Shopper } from '../checkout/checkout.ts';
import { loadDeliveryRates, paymentMethodsFor, type DeliveryRate } from '../checkout/methods.ts';
import { informationJsonOf } from '../checkout/steps.ts';
import { priceOrder, type PricedOrder } from './pricing.ts';
import { changeStock, lockStock } from './stock.ts';

/** How long an unpaid order keeps its stock; a bank transfer takes days to arrive. */
export const PAYMENT_WINDOW_MINUTES: Readonly<Record<string, number>> = { banktransfer: 7 * 24 * 60, default: 60 };
export const windowOf = (method: string): number => PAYMENT_WINDOW_MINUTES[method] ?? PAYMENT_WINDOW_MINUTES.default!;

export type PlacedOrder = {
  id: number;
  number: string;
  status: string;
  totalCents: number;
  taxCents: number;
  reverseCharge: boolean;
  paymentMethod: string;
  locale: string;
  /** A fresh secret to read the order with (only its hash is kept). */
  accessToken: string;
  /** False when the request repeated one already placed. */
  created: boolean;
};

export const hashAccessToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Gives the order one more secret to be read with (a repeated request, a mail's link). */
export async function addAccessToken(db: Queryable, orderId: number, token: string): Promise<void> {
  await db.execute(sql`UPDATE orders SET access_token_hashes = array_append(access_token_hashes, ${hashAccessToken(token)}) WHERE id = ${orderId}`);
}

/** What identifies the request for its Idempotency-Key: everything the shopper sent. */
function requestHashOf(body: PlaceOrderBody, shopper: Shopper): string {
  const owner = shopper.ctx.owner ? JSON.stringify(shopper.ctx.owner) : '';
  return createHash('sha256')
    .update(JSON.stringify([body, owner]))
    .digest('hex');
}

const existingRow = z.object({
  id: int,
  number: z.string(),
  status: z.string(),
  total_cents: int,
  tax_cents: int,
  reverse_charge: z.boolean(),
  payment_method_id: z.string().nullable(),
  locale: z.string(),
  request_hash: z.string().nullable(),
});

/** The order an Idempotency-Key placed, with a new secret to read it; null when the key is new. */
async function repeated(conn: Queryable, key: string, requestHash: string): Promise<PlacedOrder | null> {
  const [found] = await rows(
    conn,
    existingRow,
    sql`SELECT id, number, status, total_cents, tax_cents, reverse_charge, payment_method_id, locale, request_hash FROM orders WHERE idempotency_key = ${key}`,
  );
  if (!found) return null;
  if (found.request_hash !== requestHash) throw new ApiError(422, 'order.errors.idempotencyKeyReused', { field: 'idempotency_key' });
  const accessToken = randomToken();
  await addAccessToken(conn, found.id, accessToken);
  return {
    id: found.id,
    number: found.number,
    status: found.status,
    totalCents: found.total_cents,
    taxCents: found.tax_cents,
    reverseCharge: found.reverse_charge,
    paymentMethod: found.payment_method_id ?? '',
    locale: found.locale,
    accessToken,
    created: false,
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The refusal when what the review showed is not what the order would be now; it carries the new figures. */
function changed(
  messageKey: string,
  priced: PricedOrder,
  vatCheck: VatCheck | null,
  delivery: DeliveryRate,
  params: Record<string, string | number> = {},
): ApiError {
  return new ApiError(409, messageKey, { params, data: { summary: summaryJson(priced, vatCheck, delivery, new Date()) } });
}

function orderAddress(body: PlaceOrderBody, billing: boolean): OrderAddress {
  const a = billing && body.billingAddress ? body.billingAddress : null;
  const address = a ?? body.address;
  return {
    firstname: a?.firstname ?? body.firstname,
    lastname: a?.lastname ?? body.lastname,
    company: a ? a.company : body.company,
    street: address.street,
    houseNumber: address.houseNumber,
    postcode: address.postcode,
    city: address.city,
    countryId: address.country,
    phone: body.phone,
  };
}

/** The order number: FR-{year}-{six digits or more}, from one sequence. */
const numberRow = z.object({ number: z.string() });

export async function placeOrder(shopper: Shopper, body: PlaceOrderBody, key: string | null, now = new Date()): Promise<PlacedOrder> {
  const conn = await db();
  const requestHash = requestHashOf(body, shopper);
  if (key) {
    const again = await repeated(conn, key, requestHash);
    if (again) return again;
  }
  const { ctx } = shopper;
  const country = body.address.country;
  const rates = await loadDeliveryRates(conn, country, ctx.locale);
  const delivery = rates.find((r) => r.id === body.deliveryMethod);
  if (!delivery) throw new ApiError(422, 'order.errors.deliveryMethodUnavailable', { field: 'delivery_method' });
  if (!(await paymentMethodsFor(country)).some((m) => m.id === body.paymentMethod))
    throw new ApiError(422, 'order.errors.paymentMethodUnavailable', { field: 'payment_method' });
  // VIES before the transaction: a slow outside service never holds locks.
  const vatCheck: VatCheck | null =
    body.vatNumber && reverseChargePossible(body.vatNumber, country) ? await checkVatNumber(conn, body.vatNumber, shopper.session?.customerId ?? null) : null;
  if (vatCheck === 'invalid') throw new ApiError(422, 'order.errors.vatNumberUnknown', { field: 'vat_number' });
  const information = informationJsonOf(body);
  const reverseCharge = reverseChargeOf(shopper, information, vatCheck, country);
  const review = vatCheck === 'unavailable' ? 'VIES could not check the VAT number: charged with VAT; check it and refund the VAT if it is valid.' : null;
  const accessToken = randomToken();

  try {
    return await conn.transaction(async (tx): Promise<PlacedOrder> => {
      const cart = ctx.owner ? await lockCart(tx, ctx.owner) : null;
      // A repeat that waited for the cart's lock finds the order its twin just placed.
      if (key) {
        const again = await repeated(tx, key, requestHash);
        if (again) return again;
      }
      const state = cart ? await loadState(tx, { cart }, ctx.locale) : null;
      if (!cart || !state || state.lines.length === 0) throw new ApiError(409, 'order.errors.cartEmpty');
      const priced = priceOrder(state, {
        locale: ctx.locale,
        shop: ctx.shop,
        t: ctx.t,
        country,
        rateBp: vatRateBp({ country, validatedBusiness: reverseCharge }),
        reverseCharge,
        customerId: shopper.session?.customerId ?? null,
        delivery,
        now,
      });
      const gone = priced.lines.find((l) => !l.available);
      if (gone) throw changed('order.errors.productUnavailable', priced, vatCheck, delivery, { name: gone.name });
      if (body.expectedTotalCents !== null && body.expectedTotalCents !== priced.totalInclCents)
        throw changed('order.errors.totalChanged', priced, vatCheck, delivery);

      const stock = await lockStock(tx, [...priced.demand.keys()]);
      for (const [productId, pieces] of priced.demand) {
        const available = stock.get(productId) ?? 0;
        if (available < pieces) {
          const name =
            priced.lines.find((l) => l.productId === productId)?.name ??
            priced.lines.flatMap((l) => l.parts).find((p) => p.productId === productId)?.name ??
            '';
          throw new ApiError(409, 'order.errors.outOfStock', { params: { name, available }, data: { product_id: productId, available } });
        }
      }
      await changeStock(tx, new Map([...priced.demand].map(([id, n]) => [id, -n])));

      for (const coupon of priced.coupons) {
        const counted = await rows(
          tx,
          z.object({ id: int }),
          sql`UPDATE coupons SET times_used = times_used + 1 WHERE id = ${coupon.id} AND (usage_limit IS NULL OR times_used < usage_limit) RETURNING id`,
        );
        if (counted.length === 0) throw new ApiError(409, 'order.errors.couponUsedUp', { params: { code: coupon.code } });
      }

      const [numbered] = await rows(
        tx,
        numberRow,
        sql`SELECT 'FR-' || ${String(now.getUTCFullYear())} || '-' || lpad(nextval('order_number_seq')::text, 6, '0') AS number`,
      );
      const number = numbered!.number;
      const [inserted] = await rows(
        tx,
        z.object({ id: int }),
        sql`
        INSERT INTO orders (number, customer_id, email, status, shop, locale, country_id, subtotal_cents, discount_cents, shipping_cents,
          tax_cents, total_cents, coupon_code, coupon_id, billing_address, shipping_address, placed_at, phone, customer_type, company,
          vat_number, vat_check, reverse_charge, vat_rows, delivery_method_id, delivery_method_name, payment_method_id,
          access_token_hashes, idempotency_key, request_hash, expires_at, needs_review)
        VALUES (${number}, ${shopper.session?.customerId ?? null}, ${body.email}, 'pending', ${ctx.shop.id}, ${ctx.locale}, ${country},
          ${priced.subtotalExclCents}, ${priced.discountExclCents}, ${priced.shipping?.exclCents ?? 0}, ${priced.totalTaxCents},
          ${priced.totalInclCents}, ${priced.coupons.length ? priced.coupons.map((c) => c.code).join(', ') : null},
          ${priced.coupons[0]?.id ?? null}, ${JSON.stringify(orderAddress(body, true))}::jsonb, ${JSON.stringify(orderAddress(body, false))}::jsonb,
          ${now.toISOString()}, ${body.phone}, ${body.customerType}, ${body.company}, ${body.vatNumber}, ${vatCheck}, ${reverseCharge},
          ${JSON.stringify(priced.vatRows)}::jsonb, ${delivery.id}, ${delivery.name}, ${body.paymentMethod},
          ARRAY[${hashAccessToken(accessToken)}]::text[], ${key}, ${requestHash},
          ${new Date(now.getTime() + windowOf(body.paymentMethod) * 60_000).toISOString()}, ${review})
        RETURNING id`,
      );
      const orderId = inserted!.id;
      for (const line of priced.lines) {
        const kit = line.parts.length > 0 ? JSON.stringify(line.parts) : null;
        await tx.execute(sql`
          INSERT INTO order_items (order_id, product_id, sku, name, quantity, unit_price_cents, unit_price_incl_cents, tax_rate_bp, options, composite_data)
          VALUES (${orderId}, ${line.productId}, ${line.sku}, ${line.name}, ${line.quantity}, ${line.unitExclCents}, ${line.unitInclCents},
            ${priced.rateBp}, ${line.options}, ${kit}::jsonb)`);
      }
      // The cart is emptied, not removed: its cookie stays good for the next purchase.
      await tx.execute(sql`DELETE FROM cart_items WHERE cart_id = ${cart.id}`);
      await tx.execute(sql`DELETE FROM cart_adjustments WHERE cart_id = ${cart.id}`);
      await tx.execute(sql`DELETE FROM checkout_drafts WHERE cart_id = ${cart.id}`);
      await tx.execute(sql`UPDATE carts SET version = version + 1, updated_at = now() WHERE id = ${cart.id}`);
      return {
        id: orderId,
        number,
        status: 'pending',
        totalCents: priced.totalInclCents,
        taxCents: priced.totalTaxCents,
        reverseCharge,
        paymentMethod: body.paymentMethod,
        locale: ctx.locale,
        accessToken,
        created: true,
      };
    });
  } catch (err) {
    // Two requests with one key at the same instant: the second meets the first's order.
    if (key && isUniqueViolation(err)) {
      const again = await repeated(conn, key, requestHash);
      if (again) return again;
    }
    throw err;
  }
}
