/**
 * POST /api/reset-password with `{ token, email, password, password_confirmation }` from the
 * link of the mail: sets the new password and ends every login of the customer. 422 with the
 * field: `token` for a link that does not work (one message for unknown, used, expired or
 * another e-mail's), `password` or `password_confirmation` for the policy; 429 when tried too
 * often from one address. Success: `{ success: true, message }`.
 */
import { apiEndpoint } from '../../server/http/endpoint';
import { jsonBody } from '../../server/http/input';
import { json } from '../../server/http/json';
import { only } from '../../server/http/method';
import { clientIp } from '../../server/http/client-ip';
import { resetInput } from '../../server/auth/reset-input';
import { resetPassword } from '../../server/auth/reset';

export const POST = apiEndpoint('auth.errors.resetFailed', async (context) => {
  const input = resetInput(await jsonBody(context.request));
  await resetPassword(input, { ip: clientIp(context), shop: context.locals.shop, origin: context.locals.origin, t: context.t });
  return json({ success: true, message: context.t('passwordReset.done.title') });
});

export const ALL = only('POST');
