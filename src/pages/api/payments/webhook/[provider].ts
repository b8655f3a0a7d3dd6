/**
 * POST /api/payments/webhook/{provider}: a payment provider reports that a payment changed. The
 * report only names the payment; its status is asked of the provider (docs/payments.md), so a
 * forged or replayed report changes nothing. A report that is not the provider's is 400; one
 * about a payment the shop does not know is answered 200 so the provider stops repeating it.
 * When the report made an order paid, its confirmation mail goes out after the answer.
 */
import { endpoint, noContent } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { db } from '#src/server/database.ts';
import { afterAnswer } from '#src/server/http/housekeeping.ts';
import { shopOrigin } from '#src/server/checkout/http.ts';
import { paymentProvider } from '#src/server/payments/index.ts';
import { PaymentProviderError } from '#src/server/payments/provider.ts';
import { takePaymentReport } from '#src/server/orders/payments.ts';
import { loadOrderById } from '#src/server/orders/read.ts';
import { sendConfirmation } from '#src/server/orders/mail.ts';

export const { POST, ALL } = endpoint({ method: 'POST', fallbackKey: 'order.errors.failed' })(async (context) => {
  const provider = paymentProvider();
  if (context.params.provider !== provider.name) throw new ApiError(404, 'order.errors.paymentNotFound');
  const paymentId = await provider.webhookPaymentId(context.request);
  if (!paymentId) throw new ApiError(400, 'order.errors.webhookInvalid');
  let outcome;
  try {
    outcome = await takePaymentReport(provider.name, paymentId);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    // The provider could not be asked now: 503 makes it report again later.
    throw new ApiError(503, 'order.errors.paymentUnavailable', { headers: { 'Retry-After': '30' } });
  }
  if (outcome?.paidNow) {
    const origin = shopOrigin(context);
    afterAnswer(
      'order confirmation mail',
      (async () => {
        const order = await loadOrderById(await db(), outcome.orderId);
        if (order) await sendConfirmation(order, origin);
      })(),
    );
  }
  return noContent({ status: 200 });
});
