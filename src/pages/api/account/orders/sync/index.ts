/**
 * POST /api/account/orders/sync (bearer): sends a 6-digit code to the account's e-mail to link
 * the guest orders placed with it; answers the sync status (how many guest orders were found).
 * 409 when there are none, 429 after five codes in an hour.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { requestSyncCode } from '#src/server/account/order-sync.ts';
import { syncWriteAnswer } from '#src/lib/api/account.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  login: 'required',
  answer: syncWriteAnswer,
  fallbackKey: 'account.errors.syncFailed',
  successFlag: true,
})(async ({ login, t }) => ({ success: true, message: t('account.sync.codeSent'), status: await requestSyncCode(login.customerId) }));
