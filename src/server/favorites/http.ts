/** The HTTP side shared by the favourites endpoints: prices for the page's region, in the request's language. */
import { vatRateBp } from '#src/lib/vat.ts';
import type { EndpointContext } from '../http/endpoint.ts';
import type { AnswerContext } from './answer.ts';

/** Language of the request (X-Locale, …), shop of its host, VAT of its region (as the cart). */
export function answerContext(context: EndpointContext): AnswerContext {
  return { locale: context.locale, shop: context.locals.shop, rateBp: vatRateBp({ country: context.locals.region }) };
}
