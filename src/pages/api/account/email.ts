/**
 * PUT /api/account/email { email, current_password } (bearer): changes the e-mail address
 * (normalised, unique); the old address is told. Answers the user.
 */
import { apiEndpoint } from '../../../server/http/endpoint';
import { json } from '../../../server/http/json';
import { jsonBody } from '../../../server/http/input';
import { only } from '../../../server/http/method';
import { requireSession } from '../../../server/auth/session';
import { changeEmail } from '../../../server/account/profile';
import { emailInput } from '../../../server/account/profile-input';

export const PUT = apiEndpoint('account.errors.saveFailed', async (context) => {
  const session = await requireSession(context.request);
  const input = emailInput(await jsonBody(context.request), context.t);
  return json({ success: true, message: context.t('account.information.emailSaved'), user: await changeEmail(session, input) });
});

export const ALL = only('PUT');
