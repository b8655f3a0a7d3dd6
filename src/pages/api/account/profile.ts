/** PUT /api/account/profile { firstname, lastname } (bearer): changes the name; answers the user. */
import { endpoint } from '../../../server/http/endpoint';
import { changeName } from '../../../server/account/profile';
import { nameRequest, profileAnswer } from '../../../lib/api/account';

export const { PUT, ALL } = endpoint({
  method: 'PUT', login: 'required', input: nameRequest, answer: profileAnswer, fallbackKey: 'account.errors.saveFailed', successFlag: true,
})(
  async ({ login, input, t }) => ({ success: true, message: t('account.information.saved'), user: await changeName(login, input.body) }),
);
