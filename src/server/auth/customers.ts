/**
 * Customers as the account API sees them: found by e-mail, created, and shown as the spec's user
 * (docs/accounts.md) with their addresses. Rows become the app's own types here.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import type { AccountType, AddressJson, UserJson } from '#src/lib/auth/types.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows, rows } from '../db/query.ts';
import { fixedText, idRow, int, timestamp } from '../db/decode.ts';

export type Credentials = { id: number; passwordHash: string };

const credentialsRow = z.object({ id: int, password_hash: z.string() });

/** The customer's preferences as stored (jsonb, camelCase keys); a key never set has the column's default. */
export const notificationPreferences = z.object({
  orderUpdates: z.boolean().default(true),
  backInStock: z.boolean().default(true),
  productNews: z.boolean().default(false),
  reviewRequests: z.boolean().default(true),
});

/** An address of the customer, as a row or inside JSON (json_agg). */
export const addressRow = z.object({
  id: int,
  country_id: fixedText,
  company: z.string().nullable(),
  vat_number: z.string().nullable(),
  street: z.string(),
  house_number: z.string(),
  postcode: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  validated: int.transform((v): 0 | 1 => (v === 1 ? 1 : 0)),
  is_default: z.boolean(),
});

const userRow = z.object({
  id: int,
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  account_type: z.string(),
  locale: z.string(),
  newsletter: z.boolean(),
  notification_preferences: notificationPreferences,
  created_at: timestamp,
  addresses: z.array(addressRow),
});

export async function credentialsByEmail(db: Queryable, email: string): Promise<Credentials | null> {
  const found = await rows(db, credentialsRow, sql`SELECT id, password_hash FROM customers WHERE email = ${email}`);
  return found[0] ? { id: found[0].id, passwordHash: found[0].password_hash } : null;
}

export async function setPasswordHash(db: Queryable, customerId: number, hash: string): Promise<void> {
  await db.execute(sql`UPDATE customers SET password_hash = ${hash}, updated_at = now() WHERE id = ${customerId}`);
}

export type NewCustomer = {
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  accountType: AccountType;
  locale: Locale;
  newsletter: boolean;
};

/** The new customer's id; null when the e-mail is taken (also by a concurrent registration). */
export async function createCustomer(tx: Queryable, c: NewCustomer): Promise<number | null> {
  const created = await rows(
    tx,
    idRow,
    sql`
    INSERT INTO customers (email, password_hash, firstname, lastname, account_type, locale, newsletter)
    VALUES (${c.email}, ${c.passwordHash}, ${c.firstname}, ${c.lastname}, ${c.accountType}, ${c.locale}, ${c.newsletter})
    ON CONFLICT (email) DO NOTHING RETURNING id`,
  );
  return created[0]?.id ?? null;
}

/** The customer as the spec's user, addresses default first; null when the account is gone. */
export async function userJson(db: Queryable, customerId: number): Promise<UserJson | null> {
  const found = await preparedRows(
    db,
    userRow,
    sql`
    SELECT c.id, c.firstname, c.lastname, c.email, c.account_type, c.locale, c.newsletter, c.notification_preferences, c.created_at,
      COALESCE((SELECT json_agg(a ORDER BY a.is_default DESC, a.id) FROM (
        SELECT id, country_id, company, vat_number, street, house_number, postcode, city, phone, validated, is_default
        FROM customer_addresses WHERE customer_id = c.id) a), '[]') AS addresses
    FROM customers c WHERE c.id = ${customerId}`,
  );
  const r = found[0];
  if (!r) return null;
  const prefs = r.notification_preferences;
  return {
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    account_type: r.account_type === 'organization' ? 'organization' : 'individual',
    locale: r.locale === 'en' || r.locale === 'de' ? r.locale : 'nl',
    newsletter: r.newsletter,
    notification_preferences: {
      order_updates: prefs.orderUpdates,
      back_in_stock: prefs.backInStock,
      product_news: prefs.productNews,
      review_requests: prefs.reviewRequests,
    },
    addresses: r.addresses satisfies AddressJson[],
    created_at: r.created_at.toISOString(),
  };
}
