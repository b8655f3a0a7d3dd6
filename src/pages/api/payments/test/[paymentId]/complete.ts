/**
 * POST /api/payments/test/{paymentId}/complete `{ status }` (docs/payments.md, the test
 * provider): what the test provider's hosted page does when a button is pressed. It settles the
 * payment in the provider's book and answers where the shopper goes next; the shop learns of it
 * by the provider's webhook, as with a real provider. 404 while the test provider is not the
 * active one, or for an unknown payment.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { testProvider } from '#src/server/payments/index.ts';
import { testCompleteAnswer, testCompleteRequest } from '#src/lib/api/checkout.ts';

export const { POST, ALL } = endpoint({ method: 'POST', input: testCompleteRequest, answer: testCompleteAnswer, fallbackKey: 'Server error' })(async (
  context,
) => {
  const provider = testProvider();
  const { params, body } = context.input;
  const done = provider ? await provider.complete(params.paymentId, body.status) : null;
  if (!done) throw new ApiError(404, 'order.errors.paymentNotFound');
  return { status: done.status, redirect_url: done.redirectUrl };
});
