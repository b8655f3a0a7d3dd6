/**
 * POST /api/checkout/orders (Idempotency-Key): places the order of the caller's cart and starts
 * its payment. 201 `{ order: { number, status, total, total_tax, reverse_charge, access_token },
 * payment: { redirect_url } }`; the same key and request again answer the same order. 422 per
 * field, 409 when stock, a price or a coupon changed (with the new figures). When the payment
 * provider cannot be reached the order still stands and the shopper is sent to its page to pay.
 */
import { eurosOf as euros } from '#src/lib/money.ts';
import { endpoint, reply } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { isKnownCountry } from '#src/server/checkout/methods.ts';
import { apiShopper } from '#src/server/checkout/shopper.ts';
import { checkoutCall, keepOrderAccess, shopOrigin } from '#src/server/checkout/http.ts';
import { placeOrder } from '#src/server/orders/place.ts';
import { confirmationUrl, latestCheckoutUrl, startPayment } from '#src/server/orders/payments.ts';
import { placeOrderRequestWith, placedOrderAnswer } from '#src/lib/api/checkout.ts';

export const { POST, ALL } = endpoint({ ...checkoutCall('POST'), input: placeOrderRequestWith(isKnownCountry), answer: placedOrderAnswer })(async (context) => {
  const placed = await placeOrder(apiShopper(context), context.input.body, context.input.headers['idempotency-key']);
  keepOrderAccess(context, placed.number, placed.accessToken);
  const origin = shopOrigin(context);
  const order = { id: placed.id, number: placed.number, totalCents: placed.totalCents, locale: placed.locale, shop: context.locals.shop.id };
  let redirect = placed.created ? null : await latestCheckoutUrl(await db(), placed.id);
  if (placed.created) {
    try {
      redirect = await startPayment(order, placed.paymentMethod, origin);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    }
  }
  return reply(
    {
      order: {
        number: placed.number,
        status: placed.status,
        total: euros(placed.totalCents),
        total_tax: euros(placed.taxCents),
        reverse_charge: placed.reverseCharge,
        access_token: placed.accessToken,
      },
      payment: { redirect_url: redirect ?? confirmationUrl(origin, order) },
    },
    { status: 201 },
  );
});
