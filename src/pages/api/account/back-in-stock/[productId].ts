/**
 * DELETE /api/account/back-in-stock/{productId} (bearer; docs/catalogue.md, back in stock): the
 * customer no longer waits for the product. Answers the list left; 404 when there was no open
 * sign-up for it.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { removeCustomerSignUp } from '#src/server/back-in-stock/store.ts';
import { signUpsJson } from '#src/server/back-in-stock/account.ts';
import { removeSignUpAnswer, removeSignUpRequest } from '#src/lib/api/back-in-stock.ts';

export const { DELETE, ALL } = endpoint({
  method: 'DELETE',
  login: 'required',
  input: removeSignUpRequest,
  answer: removeSignUpAnswer,
  fallbackKey: 'account.errors.saveFailed',
  successFlag: true,
})(async ({ login, input, locale, locals, t }) => {
  const conn = await db();
  const before = await signUpsJson(conn, login.customerId, locale, locals.shop);
  const gone = before.find((s) => s.product_id === input.params.productId);
  if (!gone || !(await removeCustomerSignUp(conn, login.customerId, input.params.productId))) throw new ApiError(404, 'backInStock.errors.notSignedUp');
  return { success: true, message: t('backInStock.account.removed', { name: gone.name }), signups: before.filter((s) => s !== gone) };
});
