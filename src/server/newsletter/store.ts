/**
 * Newsletter subscriptions in the database (docs/newsletter.md). A confirmation token is 32
 * random bytes that only the mail holds; the table keeps its SHA-256, so a copy of the database
 * confirms nobody. A token works once, for 48 hours; a new sign-up of the same address replaces
 * it. Only `confirmed` subscriptions receive the newsletter.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, type Locale, type ShopId } from '#src/lib/locales.ts';
import { isRandomToken } from '#src/lib/random-token.ts';
import type { OrderType } from '#src/lib/newsletter.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import { newRandomToken } from '../http/random-token.ts';

export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

export type SignUp = { name: string; email: string; orderType: OrderType; projects: boolean; locale: Locale; shop: ShopId };
export type Subscriber = { id: number; email: string; name: string; locale: Locale; shop: ShopId };

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

const stateRow = z.object({ id: int, status: z.string() });
const subscriberRow = z.object({ id: int, email: z.string(), name: z.string(), locale: z.string(), shop: z.string() });

const toSubscriber = (r: z.output<typeof subscriberRow>): Subscriber => ({
  id: r.id,
  email: r.email,
  name: r.name,
  locale: isLocale(r.locale) ? r.locale : 'nl',
  shop: r.shop === 'nl' ? 'nl' : 'international',
});

/**
 * Records a sign-up and answers the token to mail, or null when the address is confirmed already
 * (nothing changes then: a stranger cannot rename a subscriber, and nothing is mailed). A new,
 * pending or unsubscribed address becomes pending with a fresh token.
 */
export async function recordSignUp(db: Queryable, signUp: SignUp, now = Date.now()): Promise<{ token: string; subscriber: Subscriber } | null> {
  const token = newRandomToken();
  const expiresAt = new Date(now + CONFIRM_TTL_MS);
  // One statement: two sign-ups of one address at once leave one row with the later token.
  const saved = await rows(
    db,
    stateRow,
    sql`
    INSERT INTO newsletter_subscriptions (email, name, order_type, wants_projects, locale, shop, status, confirm_token_hash, confirm_expires_at, consented_at)
    VALUES (${signUp.email}, ${signUp.name}, ${signUp.orderType}, ${signUp.projects}, ${signUp.locale}, ${signUp.shop}, 'pending', ${hash(token)}, ${expiresAt}, now())
    ON CONFLICT (email) DO UPDATE SET
      name = excluded.name, order_type = excluded.order_type, wants_projects = excluded.wants_projects, locale = excluded.locale,
      shop = excluded.shop, status = 'pending', confirm_token_hash = excluded.confirm_token_hash,
      confirm_expires_at = excluded.confirm_expires_at, consented_at = excluded.consented_at, unsubscribed_at = NULL, updated_at = now()
    WHERE newsletter_subscriptions.status <> 'confirmed'
    RETURNING id, status`,
  );
  const row = saved[0];
  if (!row) return null;
  return { token, subscriber: { id: row.id, email: signUp.email, name: signUp.name, locale: signUp.locale, shop: signUp.shop } };
}

/** Confirms the subscription of a live token, using the token up; null for an unknown, used or expired one. */
export async function confirmSubscription(db: Queryable, token: string): Promise<Subscriber | null> {
  if (!isRandomToken(token)) return null;
  const found = await rows(
    db,
    subscriberRow,
    sql`
    UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = now(), confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = now()
    WHERE confirm_token_hash = ${hash(token)} AND status = 'pending' AND confirm_expires_at > now()
    RETURNING id, email, name, locale, shop`,
  );
  return found[0] ? toSubscriber(found[0]) : null;
}

export async function subscriberById(db: Queryable, id: number): Promise<Subscriber | null> {
  const found = await rows(db, subscriberRow, sql`SELECT id, email, name, locale, shop FROM newsletter_subscriptions WHERE id = ${id}`);
  return found[0] ? toSubscriber(found[0]) : null;
}

/** Ends a subscription (idempotent: an address that left already stays left). */
export async function endSubscription(db: Queryable, id: number): Promise<void> {
  await db.execute(sql`
    UPDATE newsletter_subscriptions SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()),
      confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = now()
    WHERE id = ${id}`);
}

/** Who the newsletter goes to: confirmed addresses only. */
export async function newsletterRecipients(db: Queryable): Promise<Subscriber[]> {
  const found = await rows(db, subscriberRow, sql`SELECT id, email, name, locale, shop FROM newsletter_subscriptions WHERE status = 'confirmed' ORDER BY id`);
  return found.map(toSubscriber);
}

/** Sign-ups never confirmed, a week past their link's expiry, are forgotten (they gave no consent that counts). */
export async function purgeUnconfirmed(db: Queryable): Promise<void> {
  await db.execute(sql`DELETE FROM newsletter_subscriptions WHERE status = 'pending' AND confirm_expires_at < now() - interval '7 days'`);
}
