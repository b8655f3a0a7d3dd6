/**
 * GET /api/account/notifications (bearer): order updates, back in stock, product news, review
 * requests and newsletter, each true or false. PUT with any of them changes those.
 */
import { apiEndpoint } from '../../../server/http/endpoint';
import { json } from '../../../server/http/json';
import { jsonBody } from '../../../server/http/input';
import { only } from '../../../server/http/method';
import { fieldErrors } from '../../../server/http/api-error';
import { requireSession } from '../../../server/auth/session';
import { db } from '../../../server/database';
import { BodyReader } from '../../../server/http/body-reader';
import { changeNotificationSettings, notificationSettings } from '../../../server/account/notifications';
import { NOTIFICATION_KEYS, type NotificationSettingsJson } from '../../../lib/account/types';

export const GET = apiEndpoint('account.errors.loadFailed', async (context) => {
  const session = await requireSession(context.request);
  return json({ notifications: await notificationSettings(await db(), session.customerId) });
});

export const PUT = apiEndpoint('account.errors.saveFailed', async (context) => {
  const session = await requireSession(context.request);
  const read = new BodyReader(await jsonBody(context.request));
  const change: Partial<NotificationSettingsJson> = {};
  for (const key of NOTIFICATION_KEYS) {
    const value = read.flag(key);
    if (value !== undefined) change[key] = value;
  }
  if (!read.ok) throw fieldErrors(context.t, read.problems);
  const notifications = await changeNotificationSettings(await db(), session.customerId, change);
  return json({ success: true, message: context.t('account.notifications.saved'), notifications });
});

export const HEAD = GET;
export const ALL = only('GET', 'PUT');
