/**
 * POST /api/checkout/information: saves the shopper's details (contact, private or business,
 * delivery and billing address) after checking every field, and a business's VAT number with
 * VIES. Answers the checkout, or 422 with the problems per field.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { checkoutAnswer as answerOf } from '#src/server/checkout/checkout.ts';
import { saveInformation } from '#src/server/checkout/steps.ts';
import { isKnownCountry } from '#src/server/checkout/methods.ts';
import { apiShopper } from '#src/server/checkout/shopper.ts';
import { checkoutCall } from '#src/server/checkout/http.ts';
import { checkoutAnswer, informationRequestWith } from '#src/lib/api/checkout.ts';

export const { POST, ALL } = endpoint({ ...checkoutCall('POST'), input: informationRequestWith(isKnownCountry), answer: checkoutAnswer })(async (context) =>
  answerOf(await saveInformation(apiShopper(context), context.input.body)),
);
