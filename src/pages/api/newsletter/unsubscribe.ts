/**
 * POST /api/newsletter/unsubscribe?id=&sig= (docs/newsletter.md): the one-click unsubscribe of
 * the List-Unsubscribe-Post header (RFC 8058), which a mail client posts without the shop's
 * cookies (a named CSRF exception). 200 `{ success: true }`; 404 for a link that is not one.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { clientIp } from '#src/server/http/client-ip.ts';
import { tooManyRequests } from '#src/server/http/rate-limit.ts';
import { unsubscribe } from '#src/server/newsletter/subscribe.ts';
import { unsubscribeAnswer, unsubscribeRequest } from '#src/lib/api/newsletter.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  input: unsubscribeRequest,
  answer: unsubscribeAnswer,
  fallbackKey: 'footer.errorMessage',
  successFlag: true,
})(async ({ input, ...context }) => {
  const id = /^[1-9]\d{0,9}$/.test(input.query.id) ? Number(input.query.id) : 0;
  const outcome = id > 0 && id <= 2_147_483_647 ? await unsubscribe(id, input.query.sig, clientIp(context)) : 'invalid';
  if (outcome === 'tooMany') throw tooManyRequests(3600);
  if (outcome === 'invalid') throw new ApiError(404, 'newsletter.page.invalid');
  return { success: true };
});
