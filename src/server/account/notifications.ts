/**
 * What a customer wants to hear about: order updates, back in stock, product news, review
 * requests (customers.notification_preferences) and the newsletter (customers.newsletter).
 * A change names only the settings it changes.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationSettingsJson } from '#src/lib/account/types.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { notificationPreferences } from '../auth/customers.ts';
import type { NotificationPreferences } from '../db/schema.ts';
import { accountGone } from './errors.ts';

/** The stored preferences read leniently: a missing one has the schema's default. */
const settingsRow = z.object({ notification_preferences: notificationPreferences, newsletter: z.boolean() });

function toJson(r: z.output<typeof settingsRow>): NotificationSettingsJson {
  const p = r.notification_preferences;
  return {
    order_updates: p.orderUpdates,
    back_in_stock: p.backInStock,
    product_news: p.productNews,
    review_requests: p.reviewRequests,
    newsletter: r.newsletter,
  };
}

export async function notificationSettings(db: Queryable, customerId: number): Promise<NotificationSettingsJson> {
  const [found] = await rows(db, settingsRow, sql`SELECT notification_preferences, newsletter FROM customers WHERE id = ${customerId}`);
  if (!found) throw accountGone();
  return toJson(found);
}

export async function changeNotificationSettings(
  db: Queryable,
  customerId: number,
  change: Partial<NotificationSettingsJson>,
): Promise<NotificationSettingsJson> {
  const prefs: Partial<NotificationPreferences> = {};
  if (change.order_updates !== undefined) prefs.orderUpdates = change.order_updates;
  if (change.back_in_stock !== undefined) prefs.backInStock = change.back_in_stock;
  if (change.product_news !== undefined) prefs.productNews = change.product_news;
  if (change.review_requests !== undefined) prefs.reviewRequests = change.review_requests;
  const [updated] = await rows(
    db,
    settingsRow,
    sql`
    UPDATE customers SET notification_preferences = notification_preferences || ${JSON.stringify(prefs)}::jsonb,
      newsletter = COALESCE(${change.newsletter ?? null}::boolean, newsletter), updated_at = now()
    WHERE id = ${customerId} RETURNING notification_preferences, newsletter`,
  );
  if (!updated) throw accountGone();
  return toJson(updated);
}
