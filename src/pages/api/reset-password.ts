/**
 * POST /api/reset-password with `{ token, email, password, password_confirmation }` from the
 * link of the mail: sets the new password and ends every login of the customer. 422 with the
 * field: `token` for a link that does not work (one message for unknown, used, expired or
 * another e-mail's), `password` or `password_confirmation` for the policy; 429 when tried too
 * often from one address. Success: `{ success: true, message }`.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { clientIp } from '#src/server/http/client-ip.ts';
import { resetPassword } from '#src/server/auth/reset.ts';
import { resetPasswordAnswer, resetPasswordRequest } from '#src/lib/api/auth.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  input: resetPasswordRequest,
  answer: resetPasswordAnswer,
  fallbackKey: 'auth.errors.resetFailed',
  successFlag: true,
})(async (context) => {
  await resetPassword(context.input.body, { ip: clientIp(context), shop: context.locals.shop, origin: context.locals.origin, t: context.t });
  return { success: true, message: context.t('passwordReset.done.title') };
});
