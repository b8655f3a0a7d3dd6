/**
 * GET /api/payment/methods?country=XX: the payment methods that take payments from a country
 * (all active ones without a country), each with its logo. Shop data, the same for everyone.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { paymentMethodsJson } from '#src/server/checkout/methods-json.ts';
import { paymentMethodsAnswer, paymentMethodsRequest } from '#src/lib/api/checkout.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: paymentMethodsRequest,
  answer: paymentMethodsAnswer,
  fallbackKey: 'order.errors.failed',
  cacheControl: 'public, max-age=300',
})(async ({ input }) => ({ methods: await paymentMethodsJson(input.query.country) }));
