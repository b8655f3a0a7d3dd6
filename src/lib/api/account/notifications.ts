/**
 * The account's notification settings (docs/adr/0011-account.md): what the customer wants to
 * hear about, read and changed one setting or more at a time.
 */
import * as z from 'zod/mini';
import { NOTIFICATION_KEYS } from '#src/lib/account/types.ts';
import { flag, jsonObject, request } from '../common.ts';

export { NOTIFICATION_KEYS };

/** PUT /api/account/notifications with any of the settings, each true or false. */
export const notificationsRequest = request({
  body: jsonObject(
    z.object(Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, flag()])) as Record<(typeof NOTIFICATION_KEYS)[number], ReturnType<typeof flag>>),
  ),
});

export const notificationSettings = z.strictObject(
  Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, z.boolean()])) as Record<(typeof NOTIFICATION_KEYS)[number], z.ZodMiniBoolean>,
);

/** GET /api/account/notifications. */
export const notificationsAnswer = z.strictObject({ notifications: notificationSettings });
/** PUT /api/account/notifications: the settings afterwards. */
export const notificationsWriteAnswer = z.strictObject({ success: z.literal(true), message: z.string(), notifications: notificationSettings });

export type NotificationSettingsJson = z.infer<typeof notificationSettings>;
