/** GET /api/account/orders?page=&per_page= (bearer): the customer's orders, newest first, a page at a time. */
import { apiEndpoint } from '../../../../server/http/endpoint';
import { json } from '../../../../server/http/json';
import { onlyGet } from '../../../../server/http/method';
import { requireSession } from '../../../../server/auth/session';
import { db } from '../../../../server/database';
import { listOrders } from '../../../../server/account/orders';
import { pageQuery } from '../../../../server/account/http';

export const GET = apiEndpoint('account.errors.loadFailed', async (context) => {
  const session = await requireSession(context.request);
  const { page, perPage } = pageQuery(context.url, context.t);
  return json(await listOrders(await db(), session.customerId, page, perPage));
});

export const HEAD = GET;
export const ALL = onlyGet;
