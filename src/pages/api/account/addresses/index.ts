/**
 * GET /api/account/addresses (bearer): the customer's addresses, the default first.
 * POST with an address adds one (201); it starts not validated (validation is the back office's).
 */
import { apiEndpoint } from '../../../../server/http/endpoint';
import { json } from '../../../../server/http/json';
import { jsonBody } from '../../../../server/http/input';
import { only } from '../../../../server/http/method';
import { requireSession } from '../../../../server/auth/session';
import { db } from '../../../../server/database';
import { addAddress, countryExists, listAddresses } from '../../../../server/account/addresses';
import { addressInput } from '../../../../server/account/address-input';

export const GET = apiEndpoint('account.errors.loadFailed', async (context) => {
  const session = await requireSession(context.request);
  return json({ addresses: await listAddresses(await db(), session.customerId) });
});

export const POST = apiEndpoint('account.errors.saveFailed', async (context) => {
  const session = await requireSession(context.request);
  const conn = await db();
  const input = await addressInput(await jsonBody(context.request), context.t, (id) => countryExists(conn, id));
  const id = await addAddress(session.customerId, input);
  const addresses = await listAddresses(conn, session.customerId);
  return json({ success: true, message: context.t('account.addresses.saved'), address: addresses.find((a) => a.id === id), addresses }, { status: 201 });
});

export const HEAD = GET;
export const ALL = only('GET', 'POST');
