/**
 * POST /api/contact `{ name, email, subject, order_number?, message, website, form_token }`
 * (docs/contact.md, the call): 200 `{ success, message }` once the message is stored; the mails
 * follow. A message the spam traps caught gets the same answer and no mail. 422 per field in the
 * form's order, 429 with Retry-After when asked too often from one client or for one address.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { clientIp } from '#src/server/http/client-ip.ts';
import { receiveMessage } from '#src/server/contact/receive.ts';
import { contactAnswer, contactRequest } from '#src/lib/api/contact.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  input: contactRequest,
  answer: contactAnswer,
  fallbackKey: 'contact.form.failed',
  successFlag: true,
})(async ({ input, locale, locals, t, ...context }) => {
  await receiveMessage(input.body, { ip: clientIp(context), locale, shop: locals.shop.id });
  return { success: true, message: t('contact.form.sent') };
});
