/** POST /api/checkout/delivery `{ delivery_method }`: saves the delivery method, which must serve the destination. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { checkoutAnswer as answerOf } from '#src/server/checkout/checkout.ts';
import { saveDelivery } from '#src/server/checkout/steps.ts';
import { apiShopper } from '#src/server/checkout/shopper.ts';
import { checkoutCall } from '#src/server/checkout/http.ts';
import { checkoutAnswer, deliveryRequest } from '#src/lib/api/checkout.ts';

export const { POST, ALL } = endpoint({ ...checkoutCall('POST'), input: deliveryRequest, answer: checkoutAnswer })(async (context) =>
  answerOf(await saveDelivery(apiShopper(context), context.input.body.delivery_method)),
);
