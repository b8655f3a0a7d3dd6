/**
 * POST /api/forgot-password with `{ email }`: mails a link to choose a new password when the
 * e-mail has an account. The answer is the same either way (`{ success, message }`, 200), so it
 * tells nobody which e-mails have accounts; 429 with Retry-After when asked too often from one
 * address or for one e-mail.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { clientIp } from '#src/server/http/client-ip.ts';
import { requestPasswordReset } from '#src/server/auth/reset.ts';
import { forgotPasswordAnswer, forgotPasswordRequest } from '#src/lib/api/auth.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  input: forgotPasswordRequest,
  answer: forgotPasswordAnswer,
  fallbackKey: 'auth.errors.forgotFailed',
  successFlag: true,
})(async (context) => {
  await requestPasswordReset(context.input.body.email, { ip: clientIp(context), shop: context.locals.shop, origin: context.locals.origin });
  return { success: true, message: context.t('passwordReset.request.sent') };
});
