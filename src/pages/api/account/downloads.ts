/** GET /api/account/downloads (bearer): manuals, datasheets and firmware of the products bought in paid (or later) orders. */
import { apiEndpoint } from '../../../server/http/endpoint';
import { json } from '../../../server/http/json';
import { onlyGet } from '../../../server/http/method';
import { requireSession } from '../../../server/auth/session';
import { db } from '../../../server/database';
import { customerDownloads } from '../../../server/account/downloads';

export const GET = apiEndpoint('account.errors.loadFailed', async (context) => {
  const session = await requireSession(context.request);
  return json({ downloads: await customerDownloads(await db(), session.customerId, context.locale) });
});

export const HEAD = GET;
export const ALL = onlyGet;
