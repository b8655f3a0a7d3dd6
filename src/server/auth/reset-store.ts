/**
 * Password reset requests in the database (table password_resets). A token is 32 random bytes
 * that only the e-mail holds; the table keeps its SHA-256, so a copy of the database opens no
 * account. A token works once, for an hour, and only with the e-mail it was sent to; a new
 * request replaces the customer's unused ones, so only the newest mail's link works.
 */
import { newRandomToken } from '../http/random-token.ts';
import { isRandomToken } from '#src/lib/random-token.ts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, type Locale } from '#src/lib/locales.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { idRow, int } from '../db/decode.ts';
import { hashToken } from './tokens.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

/** Who a reset mail goes to, in their own language. */
export type ResetRecipient = { id: number; email: string; firstname: string; locale: Locale };

const recipientRow = z.object({ id: int, email: z.string(), firstname: z.string(), locale: z.string() });
const customerIdRow = z.object({ customer_id: int });

export async function resetRecipient(db: Queryable, email: string): Promise<ResetRecipient | null> {
  const found = await rows(
    db,
    recipientRow,
    sql`
    SELECT id, email, firstname, locale FROM customers WHERE email = ${email}`,
  );
  const row = found[0];
  if (!row) return null;
  return { id: row.id, email: row.email, firstname: row.firstname, locale: isLocale(row.locale) ? row.locale : 'nl' };
}

/** A new token for the customer; the customer's older unused tokens stop working. */
export async function createResetToken(db: Queryable, customerId: number, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const token = newRandomToken();
  const expiresAt = new Date(now + RESET_TTL_MS);
  await db.transaction(async (tx) => {
    // Two requests at once would otherwise both delete, then both insert: two live links.
    await tx.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`);
    await tx.execute(sql`DELETE FROM password_resets WHERE customer_id = ${customerId} AND used_at IS NULL`);
    await tx.execute(sql`INSERT INTO password_resets (customer_id, token_hash, expires_at) VALUES (${customerId}, ${hashToken(token)}, ${expiresAt})`);
  });
  return { token, expiresAt };
}

/** The customer of a live token sent to this e-mail; null for unknown, used, expired or another's. Uses nothing up. */
export async function liveResetToken(db: Queryable, token: string, email: string): Promise<number | null> {
  if (!isRandomToken(token)) return null;
  const found = await rows(
    db,
    customerIdRow,
    sql`
    SELECT r.customer_id FROM password_resets r JOIN customers c ON c.id = r.customer_id
    WHERE r.token_hash = ${hashToken(token)} AND r.used_at IS NULL AND r.expires_at > now() AND c.email = ${email}`,
  );
  return found[0]?.customer_id ?? null;
}

/**
 * Uses the token up, with every other unused token of the customer; true only for the one call
 * that did (of two submits at once, the second gets false).
 */
export async function consumeResetToken(tx: Queryable, token: string, customerId: number): Promise<boolean> {
  const used = await rows(
    tx,
    idRow,
    sql`
    UPDATE password_resets SET used_at = now()
    WHERE token_hash = ${hashToken(token)} AND customer_id = ${customerId} AND used_at IS NULL AND expires_at > now()
    RETURNING id`,
  );
  if (used.length === 0) return false;
  await tx.execute(sql`UPDATE password_resets SET used_at = now() WHERE customer_id = ${customerId} AND used_at IS NULL`);
  return true;
}

/** Requests a day past their expiry serve nothing any more. */
export async function purgeOldResets(db: Queryable): Promise<void> {
  await db.execute(sql`DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`);
}
