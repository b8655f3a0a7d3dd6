/**
 * "Tell me when it is back" in the database (docs/catalogue.md, back in stock; ADR 0027). A
 * customer's sign-up is active at once; a guest's is pending until the link in its confirmation
 * mail is used (its token stored only as a SHA-256, valid 48 hours, once). When the product is in
 * stock again the sweep claims the active sign-ups in one transaction (FOR UPDATE SKIP LOCKED, so
 * two instances never claim one twice) and marks each `notified` (or `skipped` for a customer who
 * switched these mails off) before any mail goes out: a sign-up is mailed at most once.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, type Locale, type ShopId } from '#src/lib/locales.ts';
import { isRandomToken } from '#src/lib/random-token.ts';
import type { Db, Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int, timestamp } from '../db/decode.ts';
import { localeFallback } from '../db/locale-order.ts';
import { newRandomToken } from '../http/random-token.ts';

export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

/** Where a sign-up came from: the page's language, the shop and its public origin (the mail's link). */
export type SignUpSource = { productId: number; locale: Locale; shop: ShopId; origin: string };

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

const idRow = z.object({ id: int });

/** A customer's sign-up, active at once; signing up twice keeps the one open sign-up. */
export async function recordCustomerSignUp(db: Queryable, customerId: number, source: SignUpSource): Promise<void> {
  await db.execute(sql`
    INSERT INTO back_in_stock_requests (product_id, customer_id, locale, shop, origin, status, confirmed_at)
    VALUES (${source.productId}, ${customerId}, ${source.locale}, ${source.shop}, ${source.origin}, 'active', now())
    ON CONFLICT (customer_id, product_id) WHERE status IN ('pending', 'active') AND customer_id IS NOT NULL DO NOTHING`);
}

/**
 * A guest's sign-up: pending with a fresh token to mail, or null when the address is signed up
 * for the product already (nothing changes and nothing is mailed, so a stranger cannot flood a
 * mailbox). A pending one gets the new token.
 */
export async function recordGuestSignUp(db: Queryable, email: string, source: SignUpSource, now = Date.now()): Promise<{ id: number; token: string } | null> {
  const token = newRandomToken();
  const [saved] = await rows(
    db,
    idRow,
    sql`
    INSERT INTO back_in_stock_requests (product_id, email, locale, shop, origin, status, confirm_token_hash, confirm_expires_at)
    VALUES (${source.productId}, ${email}, ${source.locale}, ${source.shop}, ${source.origin}, 'pending', ${hash(token)}, ${new Date(now + CONFIRM_TTL_MS)})
    ON CONFLICT (email, product_id) WHERE status IN ('pending', 'active') AND customer_id IS NULL DO UPDATE SET
      locale = excluded.locale, shop = excluded.shop, origin = excluded.origin,
      confirm_token_hash = excluded.confirm_token_hash, confirm_expires_at = excluded.confirm_expires_at
    WHERE back_in_stock_requests.status = 'pending'
    RETURNING id`,
  );
  return saved ? { id: saved.id, token } : null;
}

/** Uses a confirmation link: the guest's sign-up becomes active; null for an unknown, used or expired token. */
export async function confirmGuestSignUp(db: Queryable, token: string): Promise<{ id: number } | null> {
  if (!isRandomToken(token)) return null;
  const [found] = await rows(
    db,
    idRow,
    sql`
    UPDATE back_in_stock_requests SET status = 'active', confirmed_at = now(), confirm_token_hash = NULL, confirm_expires_at = NULL
    WHERE confirm_token_hash = ${hash(token)} AND status = 'pending' AND confirm_expires_at > now()
    RETURNING id`,
  );
  return found ?? null;
}

export type OpenSignUp = { productId: number; name: string; slug: string; imageUrl: string | null; createdAt: string };

const openRow = z.object({ product_id: int, name: z.string(), slug: z.string(), image_url: z.string().nullable(), created_at: timestamp });

/** A customer's open sign-ups, newest first, with the product's name and slug in `locale`. */
export async function customerSignUps(db: Queryable, customerId: number, locale: Locale): Promise<OpenSignUp[]> {
  const found = await rows(
    db,
    openRow,
    sql`
    SELECT r.product_id, t.name, t.slug, r.created_at,
      (SELECT url FROM product_media m WHERE m.product_id = r.product_id ORDER BY m.position, m.id LIMIT 1) AS image_url
    FROM back_in_stock_requests r
    JOIN LATERAL (SELECT name, slug FROM product_translations x WHERE x.product_id = r.product_id
                  ORDER BY array_position(${localeFallback(locale)}, x.locale::text) LIMIT 1) t ON true
    WHERE r.customer_id = ${customerId} AND r.status = 'active'
    ORDER BY r.created_at DESC, r.id DESC`,
  );
  return found.map((r) => ({ productId: r.product_id, name: r.name, slug: r.slug, imageUrl: r.image_url, createdAt: r.created_at.toISOString() }));
}

/** Removes a customer's open sign-up for a product; answers whether there was one. */
export async function removeCustomerSignUp(db: Queryable, customerId: number, productId: number): Promise<boolean> {
  const removed = await rows(
    db,
    idRow,
    sql`UPDATE back_in_stock_requests SET status = 'removed' WHERE customer_id = ${customerId} AND product_id = ${productId} AND status = 'active' RETURNING id`,
  );
  return removed.length > 0;
}

/** A sign-up the sweep claimed: where its mail goes, in which language, for which product. */
export type DueSignUp = { id: number; productId: number; email: string; locale: Locale; shop: ShopId; origin: string; customer: { firstname: string } | null };

const dueRow = z.object({
  id: int,
  product_id: int,
  email: z.string().nullable(),
  locale: z.string(),
  shop: z.string(),
  origin: z.string(),
  customer_id: int.nullable(),
  customer_email: z.string().nullable(),
  customer_locale: z.string().nullable(),
  firstname: z.string().nullable(),
  wants: z.boolean().nullable(),
});

/**
 * Claims up to `limit` active sign-ups whose product is for sale and in stock: in one
 * transaction each is marked `notified` (to be mailed now) or, for a customer who switched
 * back-in-stock mails off, `skipped`. Answers those to mail. A customer's mail goes to the
 * account's address in the account's language.
 */
export async function claimDueSignUps(db: Db, limit = 100): Promise<DueSignUp[]> {
  return db.transaction(async (tx) => {
    const due = await rows(
      tx,
      dueRow,
      sql`
      SELECT r.id, r.product_id, r.email, r.locale, r.shop, r.origin, r.customer_id,
        c.email AS customer_email, c.locale AS customer_locale, c.firstname,
        coalesce((c.notification_preferences->>'backInStock')::boolean, true) AS wants
      FROM back_in_stock_requests r
      JOIN products p ON p.id = r.product_id
      LEFT JOIN customers c ON c.id = r.customer_id
      WHERE r.status = 'active' AND p.is_active AND p.stock > 0
      ORDER BY r.id
      LIMIT ${limit}
      FOR UPDATE OF r SKIP LOCKED`,
    );
    if (due.length === 0) return [];
    const skipped = due.filter((r) => r.customer_id !== null && r.wants === false).map((r) => r.id);
    const mailed = due.filter((r) => !skipped.includes(r.id)).map((r) => r.id);
    const mark = async (ids: number[], status: string) => {
      if (ids.length > 0)
        await tx.execute(sql`UPDATE back_in_stock_requests SET status = ${status}, notified_at = now() WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
    };
    await mark(skipped, 'skipped');
    await mark(mailed, 'notified');
    return due
      .filter((r) => mailed.includes(r.id))
      .flatMap((r): DueSignUp[] => {
        const email = r.customer_id === null ? r.email : r.customer_email;
        if (!email) return [];
        const locale = (r.customer_id !== null ? r.customer_locale : r.locale) ?? r.locale;
        return [
          {
            id: r.id,
            productId: r.product_id,
            email,
            locale: isLocale(locale) ? locale : 'nl',
            shop: r.shop === 'nl' ? 'nl' : 'international',
            origin: r.origin,
            customer: r.firstname === null ? null : { firstname: r.firstname },
          },
        ];
      });
  });
}

/** Pending sign-ups a week past their link's expiry, and closed guest sign-ups after 30 days, are forgotten. */
export async function purgeSignUps(db: Queryable): Promise<void> {
  await db.execute(sql`
    DELETE FROM back_in_stock_requests
    WHERE (status = 'pending' AND confirm_expires_at < now() - interval '7 days')
       OR (customer_id IS NULL AND status IN ('notified', 'skipped', 'removed') AND coalesce(notified_at, created_at) < now() - interval '30 days')`);
}

const productRow = z.object({ id: int, stock: int, active: z.boolean(), has_variants: z.boolean() });

/** What a sign-up needs to know about its product; null for one that does not exist. */
export async function signUpProduct(db: Queryable, productId: number): Promise<{ stock: number; active: boolean; hasVariants: boolean } | null> {
  const [found] = await rows(
    db,
    productRow,
    sql`
    SELECT p.id, p.stock, p.is_active AS active,
      EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = p.id AND v.is_active) AS has_variants
    FROM products p WHERE p.id = ${productId}`,
  );
  return found ? { stock: found.stock, active: found.active, hasVariants: found.has_variants } : null;
}

const mailProductRow = z.object({ name: z.string(), slug: z.string() });

/** The product's name and slug in a language, for a mail. */
export async function productForMail(db: Queryable, productId: number, locale: Locale): Promise<{ name: string; slug: string } | null> {
  const [found] = await rows(
    db,
    mailProductRow,
    sql`SELECT name, slug FROM product_translations WHERE product_id = ${productId} ORDER BY array_position(${localeFallback(locale)}, locale::text) LIMIT 1`,
  );
  return found ?? null;
}
