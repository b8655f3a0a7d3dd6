/** GET /api/account/downloads (bearer): manuals, datasheets and firmware of the products bought in paid (or later) orders. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { customerDownloads } from '#src/server/account/downloads.ts';
import { downloadsAnswer } from '#src/lib/api/account.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  login: 'required',
  answer: downloadsAnswer,
  fallbackKey: 'account.errors.loadFailed',
  successFlag: true,
})(async ({ login, locale }) => ({ downloads: await customerDownloads(await db(), login.customerId, locale) }));
