/**
 * POST /api/account/delete { current_password, confirm: true } (bearer): deletes the account
 * (docs/accounts.md, your data): every login ends and the login cookies go; orders stay as the
 * tax law asks, without the account. 422 for a wrong password (counted with the e-mail and
 * password changes), 409 while orders are still being handled.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { clearLoginCookies } from '#src/server/auth/http.ts';
import { deleteAccount } from '#src/server/account/erase.ts';
import { deleteAccountAnswer, deleteAccountRequest } from '#src/lib/api/account.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  login: 'required',
  input: deleteAccountRequest,
  answer: deleteAccountAnswer,
  fallbackKey: 'account.errors.deleteFailed',
  successFlag: true,
})(async (context) => {
  await deleteAccount(context.login, context.input.body);
  clearLoginCookies(context);
  return { success: true, message: context.t('account.privacy.deleted') };
});
