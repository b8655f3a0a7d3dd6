/**
 * POST /api/account/orders/sync (bearer): sends a 6-digit code to the account's e-mail to link
 * the guest orders placed with it; answers the sync status (how many guest orders were found).
 * 409 when there are none, 429 after five codes in an hour.
 */
import { apiEndpoint } from '../../../../../server/http/endpoint';
import { json } from '../../../../../server/http/json';
import { only } from '../../../../../server/http/method';
import { requireSession } from '../../../../../server/auth/session';
import { requestSyncCode } from '../../../../../server/account/order-sync';

export const POST = apiEndpoint('account.errors.syncFailed', async (context) => {
  const session = await requireSession(context.request);
  return json({ success: true, message: context.t('account.sync.codeSent'), status: await requestSyncCode(session.customerId) });
});

export const ALL = only('POST');
