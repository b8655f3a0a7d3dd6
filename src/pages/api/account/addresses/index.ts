/**
 * GET /api/account/addresses (bearer): the customer's addresses, the default first.
 * POST with an address adds one (201); it starts not validated (validation is the back office's).
 */
import { endpoint, methods, reply } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { addAddress, countryExists, listAddresses } from '#src/server/account/addresses.ts';
import { addressAddRequestWith, addressesAnswer, addressWriteAnswer } from '#src/lib/api/account.ts';

const list = endpoint({ method: 'GET', login: 'required', answer: addressesAnswer, fallbackKey: 'account.errors.loadFailed', successFlag: true })(
  async ({ login }) => ({ addresses: await listAddresses(await db(), login.customerId) }),
);

const add = endpoint({
  method: 'POST',
  login: 'required',
  answer: addressWriteAnswer,
  fallbackKey: 'account.errors.saveFailed',
  successFlag: true,
  input: async () => {
    const conn = await db();
    return addressAddRequestWith((country) => countryExists(conn, country));
  },
})(async ({ login, input, t }) => {
  const id = await addAddress(login.customerId, input.body);
  const addresses = await listAddresses(await db(), login.customerId);
  return reply({ success: true, message: t('account.addresses.saved'), address: addresses.find((a) => a.id === id), addresses }, { status: 201 });
});

export const { GET, HEAD, POST, ALL } = methods(list, add);
