/**
 * PUT /api/account/addresses/{id} (bearer): changes an address (it is then not validated any
 * more); DELETE removes it. Another customer's address answers exactly like a missing one (404).
 */
import { apiEndpoint } from '../../../../server/http/endpoint';
import { json } from '../../../../server/http/json';
import { jsonBody } from '../../../../server/http/input';
import { only } from '../../../../server/http/method';
import { requireSession } from '../../../../server/auth/session';
import { db } from '../../../../server/database';
import { changeAddress, countryExists, listAddresses, removeAddress } from '../../../../server/account/addresses';
import { addressInput } from '../../../../server/account/address-input';
import { addressNotFound, pathId } from '../../../../server/account/errors';

export const PUT = apiEndpoint('account.errors.saveFailed', async (context) => {
  const session = await requireSession(context.request);
  const id = pathId(context.params.id);
  if (id === null) throw addressNotFound();
  const conn = await db();
  const input = await addressInput(await jsonBody(context.request), context.t, (country) => countryExists(conn, country));
  await changeAddress(session.customerId, id, input);
  const addresses = await listAddresses(conn, session.customerId);
  return json({ success: true, message: context.t('account.addresses.saved'), address: addresses.find((a) => a.id === id), addresses });
});

export const DELETE = apiEndpoint('account.errors.saveFailed', async (context) => {
  const session = await requireSession(context.request);
  const id = pathId(context.params.id);
  if (id === null) throw addressNotFound();
  await removeAddress(session.customerId, id);
  return json({ success: true, message: context.t('account.addresses.removed'), addresses: await listAddresses(await db(), session.customerId) });
});

export const ALL = only('PUT', 'DELETE');
