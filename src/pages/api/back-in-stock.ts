/**
 * POST /api/back-in-stock `{ product_id, email? }` (docs/catalogue.md, back in stock): "tell me when
 * it is back" for an out-of-stock product. With a login one click (stored per customer and product);
 * without one the guest's e-mail, confirmed with the link in a mail (double opt-in), the same answer
 * for every well-formed address. 404 for a product not for sale, 409 when it is in stock or the
 * customer switched these mails off, 422 per field, 429 with Retry-After.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { clientIp } from '#src/server/http/client-ip.ts';
import { InputError } from '#src/server/http/api-error.ts';
import { customerSignUp, guestSignUp } from '#src/server/back-in-stock/sign-up.ts';
import { signUpAnswer, signUpRequest } from '#src/lib/api/back-in-stock.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  login: 'optional',
  input: signUpRequest,
  answer: signUpAnswer,
  fallbackKey: 'backInStock.form.failed',
  successFlag: true,
})(async ({ input, login, locale, locals, t, ...context }) => {
  const caller = { ip: clientIp(context), locale, shop: locals.shop.id, origin: locals.origin };
  const { productId, email } = input.body;
  if (login) {
    await customerSignUp(login.customerId, productId, caller);
    return { success: true, message: t('backInStock.answer.customer') };
  }
  if (email === null) throw new InputError({ email: [t('backInStock.form.emailRequired')] }, t('backInStock.form.emailRequired'));
  await guestSignUp(email, productId, caller);
  return { success: true, message: t('backInStock.answer.guest') };
});
