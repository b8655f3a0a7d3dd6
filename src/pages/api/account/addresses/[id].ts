/**
 * PUT /api/account/addresses/{id} (bearer): changes an address (it is then not validated any
 * more); DELETE removes it. Another customer's address answers exactly like a missing one (404).
 */
import { endpoint, methods } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { changeAddress, countryExists, listAddresses, removeAddress } from '#src/server/account/addresses.ts';
import { addressChangeRequestWith, addressRemoveAnswer, addressRemoveRequest, addressWriteAnswer } from '#src/lib/api/account.ts';

const change = endpoint({
  method: 'PUT',
  login: 'required',
  answer: addressWriteAnswer,
  fallbackKey: 'account.errors.saveFailed',
  successFlag: true,
  input: async () => {
    const conn = await db();
    return addressChangeRequestWith((country) => countryExists(conn, country));
  },
})(async ({ login, input, t }) => {
  const { id } = input.params;
  await changeAddress(login.customerId, id, input.body);
  const addresses = await listAddresses(await db(), login.customerId);
  return { success: true, message: t('account.addresses.saved'), address: addresses.find((a) => a.id === id), addresses };
});

const remove = endpoint({
  method: 'DELETE',
  login: 'required',
  input: addressRemoveRequest,
  answer: addressRemoveAnswer,
  fallbackKey: 'account.errors.saveFailed',
  successFlag: true,
})(async ({ login, input, t }) => {
  await removeAddress(login.customerId, input.params.id);
  return { success: true, message: t('account.addresses.removed'), addresses: await listAddresses(await db(), login.customerId) };
});

export const { PUT, DELETE, ALL } = methods(change, remove);
