/** GET /api/account/customer (docs/api.md, bearer): the logged-in user. */
import { endpoint } from '../../../server/http/endpoint';
import { unauthenticated } from '../../../server/auth/session';
import { userJson } from '../../../server/auth/customers';
import { db } from '../../../server/database';
import { customerAnswer } from '../../../lib/api/auth';

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', login: 'required', answer: customerAnswer, fallbackKey: 'auth.errors.unauthenticated', successFlag: true })(
  async ({ login }) => {
    const user = await userJson(await db(), login.customerId);
    if (!user) throw unauthenticated();
    return { user };
  },
);
