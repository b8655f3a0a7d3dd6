/** PUT /api/account/profile { firstname, lastname } (bearer): changes the name; answers the user. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { changeName } from '#src/server/account/profile.ts';
import { nameRequest, profileAnswer } from '#src/lib/api/account.ts';

export const { PUT, ALL } = endpoint({
  method: 'PUT',
  login: 'required',
  input: nameRequest,
  answer: profileAnswer,
  fallbackKey: 'account.errors.saveFailed',
  successFlag: true,
})(async ({ login, input, t }) => ({ success: true, message: t('account.information.saved'), user: await changeName(login, input.body) }));
