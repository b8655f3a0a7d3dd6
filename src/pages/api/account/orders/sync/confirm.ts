/**
 * POST /api/account/orders/sync/confirm { code } (bearer): with the right code the guest orders
 * are linked in one transaction; answers the sync status with the counts. A wrong code costs
 * one of five tries (422 says how many are left).
 */
import { apiEndpoint } from '../../../../../server/http/endpoint';
import { json } from '../../../../../server/http/json';
import { jsonBody } from '../../../../../server/http/input';
import { only } from '../../../../../server/http/method';
import { requireSession } from '../../../../../server/auth/session';
import { confirmSyncCode } from '../../../../../server/account/order-sync';
import { syncCodeInput } from '../../../../../server/account/http';

export const POST = apiEndpoint('account.errors.syncFailed', async (context) => {
  const session = await requireSession(context.request);
  const code = syncCodeInput(await jsonBody(context.request), context.t);
  return json({ success: true, message: context.t('account.sync.linkedMessage'), status: await confirmSyncCode(session.customerId, code) });
});

export const ALL = only('POST');
