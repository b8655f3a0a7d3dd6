/**
 * "Download my data" (docs/accounts.md, your data): everything the shop keeps about the
 * logged-in customer in one document of a versioned format (EXPORT_VERSION in
 * src/lib/api/account.ts). Every query is scoped to the customer (their id, or for the
 * newsletter the account's own e-mail address), and no secret leaves: no password hash, no
 * token or code hash, no reset link.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { COMPANY } from '#src/lib/company.ts';
import type { Locale } from '#src/lib/locales.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, type AccountExportJson } from '#src/lib/api/account.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { timestamp } from '../db/decode.ts';
import type { Session } from '../auth/tokens.ts';
import { userJson } from '../auth/customers.ts';
import { accountGone } from './errors.ts';
import { iso } from './money.ts';
import { notificationSettings } from './notifications.ts';
import { orders } from './export/orders.ts';
import { cart, coupons, favorites, reviews } from './export/shopping.ts';
import { logins, newsletterSubscription, passwordResets, syncRequests } from './export/activity.ts';

type Export = AccountExportJson;

const customerRow = z.object({ updated_at: timestamp });

/** The whole document for the caller's login; product names in `locale`. */
export async function accountExport(db: Queryable, session: Session, locale: Locale, now = new Date()): Promise<Export> {
  const id = session.customerId;
  const user = await userJson(db, id);
  const [meta] = await rows(db, customerRow, sql`SELECT updated_at FROM customers WHERE id = ${id}`);
  if (!user || !meta) throw accountGone();
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    shop: { name: COMPANY.legalName, address: `${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city}, ${COMPANY.country}`, email: COMPANY.email },
    customer: {
      id: user.id,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      account_type: user.account_type,
      locale: user.locale,
      created_at: user.created_at,
      updated_at: iso(meta.updated_at),
    },
    addresses: user.addresses,
    notification_settings: await notificationSettings(db, id),
    newsletter_subscription: await newsletterSubscription(db, user.email),
    orders: await orders(db, id),
    reviews: await reviews(db, id, locale),
    favorites: await favorites(db, id, locale),
    cart: await cart(db, id, locale),
    coupons: await coupons(db, id),
    logins: await logins(db, id, session.familyId),
    password_resets: await passwordResets(db, id),
    order_sync_requests: await syncRequests(db, id),
  };
}
