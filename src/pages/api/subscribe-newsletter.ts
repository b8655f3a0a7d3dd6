/**
 * POST /api/subscribe-newsletter `{ name, email, email_confirmation, order_type, projects? }`
 * (docs/newsletter.md): 200 `{ success, message }`, the same for every well-formed address, known
 * or not; the confirmation mail follows in the page's language. 422 per field, 429 with
 * Retry-After when asked too often from one client or for one address.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { clientIp } from '#src/server/http/client-ip.ts';
import { signUp } from '#src/server/newsletter/subscribe.ts';
import { subscribeAnswer, subscribeRequest } from '#src/lib/api/newsletter.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  input: subscribeRequest,
  answer: subscribeAnswer,
  fallbackKey: 'footer.errorMessage',
  successFlag: true,
})(async ({ input, locale, locals, t, ...context }) => {
  await signUp(input.body, { ip: clientIp(context), locale, shop: locals.shop.id, origin: locals.origin });
  return { success: true, message: t('footer.thankYou') };
});
