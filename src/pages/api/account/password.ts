/**
 * PUT /api/account/password { current_password, password, password_confirmation } (bearer):
 * a new password under the policy; every other login of the customer ends, this one stays.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { changePassword, currentUser } from '#src/server/account/profile.ts';
import { passwordPolicy } from '#src/server/auth/http.ts';
import { passwordAnswer, passwordRequestWith } from '#src/lib/api/account.ts';

export const { PUT, ALL } = endpoint({
  method: 'PUT',
  login: 'required',
  answer: passwordAnswer,
  fallbackKey: 'account.errors.saveFailed',
  successFlag: true,
  // The new password may not be the account's e-mail address: the policy needs it (a gone account answers 401 here).
  input: async ({ login }) => passwordRequestWith(passwordPolicy, (await currentUser(await db(), login.customerId)).email),
})(async ({ login, input, t }) => {
  const user = await currentUser(await db(), login.customerId);
  await changePassword(login, input.body, user);
  return { success: true, message: t('account.information.passwordSaved') };
});
