/** GET /api/checkout/summary: the caller's checkout: what is saved, which steps are complete, and the order priced as it would be placed now. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { checkoutAnswer as answerOf, loadCheckout } from '#src/server/checkout/checkout.ts';
import { apiShopper } from '#src/server/checkout/shopper.ts';
import { checkoutCall } from '#src/server/checkout/http.ts';
import { checkoutAnswer } from '#src/lib/api/checkout.ts';

export const { GET, HEAD, ALL } = endpoint({ ...checkoutCall('GET'), answer: checkoutAnswer })(async (context) =>
  answerOf(await loadCheckout(await db(), apiShopper(context))),
);
