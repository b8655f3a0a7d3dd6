/**
 * PUT /api/account/email { email, current_password } (bearer): changes the e-mail address
 * (normalised, unique); the old address is told. Answers the user.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { changeEmail } from '#src/server/account/profile.ts';
import { emailRequest, profileAnswer } from '#src/lib/api/account.ts';

export const { PUT, ALL } = endpoint({
  method: 'PUT',
  login: 'required',
  input: emailRequest,
  answer: profileAnswer,
  fallbackKey: 'account.errors.saveFailed',
  successFlag: true,
})(async ({ login, input, t }) => ({ success: true, message: t('account.information.emailSaved'), user: await changeEmail(login, input.body) }));
