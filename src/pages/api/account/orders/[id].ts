/**
 * GET /api/account/orders/{id} (bearer): one order with lines, addresses, totals and tracking.
 * Another customer's order answers exactly like one that does not exist (404).
 */
import { endpoint } from '../../../../server/http/endpoint';
import { db } from '../../../../server/database';
import { orderDetail } from '../../../../server/account/orders';
import { orderNotFound } from '../../../../server/account/errors';
import { orderAnswer, orderRequest } from '../../../../lib/api/account';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET', login: 'required', input: orderRequest, answer: orderAnswer, fallbackKey: 'account.errors.loadFailed', successFlag: true,
})(
  async ({ login, input, locale }) => {
    const order = await orderDetail(await db(), login.customerId, input.params.id, locale);
    if (!order) throw orderNotFound();
    return { order };
  },
);
