/**
 * GET /api/checkout/delivery-methods?country=XX: the delivery methods to a country with what each
 * costs for the caller's cart now (free from the method's threshold), excl. and incl. the
 * destination's VAT. The country defaults to the page's region.
 */
import { vatRateBp } from '#src/lib/vat.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { loadDeliveryRates } from '#src/server/checkout/methods.ts';
import { deliveryMethodsJson, goodsInclCents } from '#src/server/checkout/methods-json.ts';
import { loadCheckout } from '#src/server/checkout/checkout.ts';
import { apiShopper } from '#src/server/checkout/shopper.ts';
import { deliveryMethodsAnswer, deliveryMethodsRequest } from '#src/lib/api/checkout.ts';
import { checkoutCall } from '#src/server/checkout/http.ts';

export const { GET, HEAD, ALL } = endpoint({ ...checkoutCall('GET'), input: deliveryMethodsRequest, answer: deliveryMethodsAnswer })(async (context) => {
  const shopper = apiShopper(context);
  const conn = await db();
  const checkout = await loadCheckout(conn, shopper);
  const country = context.input.query.country ?? checkout.country;
  const rateBp = country === checkout.country && checkout.priced ? checkout.priced.rateBp : vatRateBp({ country });
  const rates = await loadDeliveryRates(conn, country, context.locale);
  return { methods: deliveryMethodsJson(rates, goodsInclCents(checkout), rateBp) };
});
