/** GET /api/account/downloads (bearer): manuals, datasheets and firmware of the products bought in paid (or later) orders. */
import { endpoint } from '../../../server/http/endpoint';
import { db } from '../../../server/database';
import { customerDownloads } from '../../../server/account/downloads';
import { downloadsAnswer } from '../../../lib/api/account';

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', login: 'required', answer: downloadsAnswer, fallbackKey: 'account.errors.loadFailed', successFlag: true })(
  async ({ login, locale }) => ({ downloads: await customerDownloads(await db(), login.customerId, locale) }),
);
