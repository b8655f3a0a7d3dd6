/**
 * GET /api/account/orders/{id} (bearer): one order with lines, addresses, totals and tracking.
 * Another customer's order answers exactly like one that does not exist (404).
 */
import { apiEndpoint } from '../../../../server/http/endpoint';
import { json } from '../../../../server/http/json';
import { onlyGet } from '../../../../server/http/method';
import { requireSession } from '../../../../server/auth/session';
import { db } from '../../../../server/database';
import { orderDetail } from '../../../../server/account/orders';
import { orderNotFound, pathId } from '../../../../server/account/errors';

export const GET = apiEndpoint('account.errors.loadFailed', async (context) => {
  const session = await requireSession(context.request);
  const id = pathId(context.params.id);
  const order = id === null ? null : await orderDetail(await db(), session.customerId, id, context.locale);
  if (!order) throw orderNotFound();
  return json({ order });
});

export const HEAD = GET;
export const ALL = onlyGet;
