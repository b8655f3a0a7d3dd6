/**
 * GET /api/account/export (bearer, or the login cookie of the account page whose link was
 * followed, as an invoice's): everything the shop keeps about the customer as one JSON file to
 * save (docs/accounts.md, your data). Five an hour per customer; no login at all is 401.
 */
import { endpoint, reply } from '#src/server/http/endpoint.ts';
import { pageSession, unauthenticated } from '#src/server/auth/session.ts';
import { countAttempt } from '#src/server/http/rate-limit.ts';
import { db } from '#src/server/database.ts';
import { exportsPerAccount } from '#src/server/account/limits.ts';
import { accountExport } from '#src/server/account/export.ts';
import { exportFileName } from '#src/lib/account/your-data.ts';
import { accountExportAnswer } from '#src/lib/api/account.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  login: 'optional',
  answer: accountExportAnswer,
  fallbackKey: 'account.errors.loadFailed',
  successFlag: true,
})(async ({ login, cookies, locale }) => {
  const session = login ?? (await pageSession(cookies));
  if (!session) throw unauthenticated();
  await countAttempt(exportsPerAccount, String(session.customerId));
  const now = new Date();
  const data = await accountExport(await db(), session, locale, now);
  return reply(data, {
    cacheControl: 'private, no-store',
    headers: { 'Content-Disposition': `attachment; filename="${exportFileName(now)}"` },
  });
});
