/**
 * PUT /api/account/password { current_password, password, password_confirmation } (bearer):
 * a new password under the policy; every other login of the customer ends, this one stays.
 */
import { apiEndpoint } from '../../../server/http/endpoint';
import { json } from '../../../server/http/json';
import { jsonBody } from '../../../server/http/input';
import { only } from '../../../server/http/method';
import { requireSession } from '../../../server/auth/session';
import { db } from '../../../server/database';
import { changePassword, currentUser } from '../../../server/account/profile';
import { passwordInput } from '../../../server/account/profile-input';

export const PUT = apiEndpoint('account.errors.saveFailed', async (context) => {
  const session = await requireSession(context.request);
  const user = await currentUser(await db(), session.customerId);
  const input = passwordInput(await jsonBody(context.request), user.email, context.t);
  await changePassword(session, input, user);
  return json({ success: true, message: context.t('account.information.passwordSaved') });
});

export const ALL = only('PUT');
