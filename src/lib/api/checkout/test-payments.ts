/**
 * The test payment provider's hosted page (docs/checkout.md, calls): the outcome it reports for
 * a payment, and the answer with where the shopper goes next.
 */
import * as z from 'zod/mini';
import { jsonObject, report, request } from '../common.ts';

export const TEST_PAYMENT_OUTCOMES = ['paid', 'failed', 'cancelled', 'expired'] as const;

/** POST /api/payments/test/{paymentId}/complete `{ status }`: what the test provider's hosted page does. */
export const testCompleteRequest = request({
  params: z.object({
    paymentId: z.pipe(
      z.optional(z.unknown()),
      z.transform((value, ctx): string => {
        if (typeof value !== 'string' || !/^tp_[A-Za-z0-9]{8,40}$/.test(value)) return report(ctx, 'order.errors.paymentNotFound', { params: { status: 404 } });
        return value;
      }),
    ),
  }),
  body: jsonObject(z.object({ status: z.enum(TEST_PAYMENT_OUTCOMES, { error: 'order.errors.paymentOutcomeInvalid' }) })),
});

export const testCompleteAnswer = z.strictObject({ status: z.string(), redirect_url: z.string() });
