/** GET /api/account/back-in-stock (bearer; docs/catalogue.md, back in stock): the customer's open sign-ups, newest first. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { signUpsJson } from '#src/server/back-in-stock/account.ts';
import { signUpsAnswer } from '#src/lib/api/back-in-stock.ts';

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', login: 'required', answer: signUpsAnswer, fallbackKey: 'account.errors.loadFailed' })(
  async ({ login, locale, locals }) => ({ signups: await signUpsJson(await db(), login.customerId, locale, locals.shop) }),
);
