/**
 * POST /api/account/orders/sync/confirm { code } (bearer): with the right code the guest orders
 * are linked in one transaction; answers the sync status with the counts. A wrong code costs
 * one of five tries (422 says how many are left).
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { confirmSyncCode } from '#src/server/account/order-sync.ts';
import { syncConfirmRequest, syncWriteAnswer } from '#src/lib/api/account.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  login: 'required',
  input: syncConfirmRequest,
  answer: syncWriteAnswer,
  fallbackKey: 'account.errors.syncFailed',
  successFlag: true,
})(async ({ login, input, t }) => ({
  success: true,
  message: t('account.sync.linkedMessage'),
  status: await confirmSyncCode(login.customerId, input.body.code),
}));
