/**
 * POST /api/forgot-password with `{ email }`: mails a link to choose a new password when the
 * e-mail has an account. The answer is the same either way (`{ success, message }`, 200), so it
 * tells nobody which e-mails have accounts; 429 with Retry-After when asked too often from one
 * address or for one e-mail.
 */
import { apiEndpoint } from '../../server/http/endpoint';
import { jsonBody } from '../../server/http/input';
import { json } from '../../server/http/json';
import { only } from '../../server/http/method';
import { clientIp } from '../../server/http/client-ip';
import { forgotInput } from '../../server/auth/reset-input';
import { requestPasswordReset } from '../../server/auth/reset';

export const POST = apiEndpoint('auth.errors.forgotFailed', async (context) => {
  const { email } = forgotInput(await jsonBody(context.request), context.t);
  await requestPasswordReset(email, { ip: clientIp(context), shop: context.locals.shop, origin: context.locals.origin });
  return json({ success: true, message: context.t('passwordReset.request.sent') });
});

export const ALL = only('POST');
