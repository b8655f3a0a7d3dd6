/** POST /api/checkout/payment `{ payment_method }`: saves the payment method, which must take payments from the destination. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { checkoutAnswer as answerOf } from '#src/server/checkout/checkout.ts';
import { savePayment } from '#src/server/checkout/steps.ts';
import { apiShopper } from '#src/server/checkout/shopper.ts';
import { checkoutCall } from '#src/server/checkout/http.ts';
import { checkoutAnswer, paymentRequest } from '#src/lib/api/checkout.ts';

export const { POST, ALL } = endpoint({ ...checkoutCall('POST'), input: paymentRequest, answer: checkoutAnswer })(async (context) =>
  answerOf(await savePayment(apiShopper(context), context.input.body.payment_method)),
);
