/** PUT /api/account/profile { firstname, lastname } (bearer): changes the name; answers the user. */
import { apiEndpoint } from '../../../server/http/endpoint';
import { json } from '../../../server/http/json';
import { jsonBody } from '../../../server/http/input';
import { only } from '../../../server/http/method';
import { requireSession } from '../../../server/auth/session';
import { changeName } from '../../../server/account/profile';
import { nameInput } from '../../../server/account/profile-input';

export const PUT = apiEndpoint('account.errors.saveFailed', async (context) => {
  const session = await requireSession(context.request);
  const input = nameInput(await jsonBody(context.request), context.t);
  return json({ success: true, message: context.t('account.information.saved'), user: await changeName(session, input) });
});

export const ALL = only('PUT');
