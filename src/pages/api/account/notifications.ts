/**
 * GET /api/account/notifications (bearer): order updates, back in stock, product news, review
 * requests and newsletter, each true or false. PUT with any of them changes those.
 */
import { endpoint, methods } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { changeNotificationSettings, notificationSettings } from '#src/server/account/notifications.ts';
import type { NotificationSettingsJson } from '#src/lib/account/types.ts';
import { NOTIFICATION_KEYS, notificationsAnswer, notificationsRequest, notificationsWriteAnswer } from '#src/lib/api/account.ts';

const read = endpoint({ method: 'GET', login: 'required', answer: notificationsAnswer, fallbackKey: 'account.errors.loadFailed', successFlag: true })(
  async ({ login }) => ({ notifications: await notificationSettings(await db(), login.customerId) }),
);

const change = endpoint({
  method: 'PUT',
  login: 'required',
  input: notificationsRequest,
  answer: notificationsWriteAnswer,
  fallbackKey: 'account.errors.saveFailed',
  successFlag: true,
})(async ({ login, input, t }) => {
  const asked: Partial<NotificationSettingsJson> = {};
  for (const key of NOTIFICATION_KEYS) {
    const value = input.body[key];
    if (value !== undefined) asked[key] = value;
  }
  const notifications = await changeNotificationSettings(await db(), login.customerId, asked);
  return { success: true, message: t('account.notifications.saved'), notifications };
});

export const { GET, HEAD, PUT, ALL } = methods(read, change);
