/**
 * POST /api/forgot-password with `{ email }`: mails a link to choose a new password when the
 * e-mail has an account. The answer is the same either way (`{ success, message }`, 200), so it
 * tells nobody which e-mails have accounts; 429 with Retry-After when asked too often from one
 * address or for one e-mail.
 */
import { endpoint } from '../../server/http/endpoint';
import { clientIp } from '../../server/http/client-ip';
import { requestPasswordReset } from '../../server/auth/reset';
import { forgotPasswordAnswer, forgotPasswordRequest } from '../../lib/api/auth';

export const { POST, ALL } = endpoint({
  method: 'POST', input: forgotPasswordRequest, answer: forgotPasswordAnswer, fallbackKey: 'auth.errors.forgotFailed', successFlag: true,
})(
  async (context) => {
    await requestPasswordReset(context.input.body.email, { ip: clientIp(context), shop: context.locals.shop, origin: context.locals.origin });
    return { success: true, message: context.t('passwordReset.request.sent') };
  },
);
