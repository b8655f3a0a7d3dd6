/**
 * The rows of the order sync (order_sync_requests) and the guest orders it links. A request
 * holds a code's SHA-256 (never the code), its expiry and tries; once confirmed, how many guest
 * orders were found and how many were linked.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, type Locale } from '#src/lib/locales.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { countRow, idRow, int, timestamp } from '../db/decode.ts';

const syncRequestRow = z.object({
  id: int,
  code_hash: z.string(),
  attempts: int,
  expires_at: timestamp,
  confirmed_at: timestamp.nullable(),
  total: int,
  linked: int,
  finished_at: timestamp.nullable(),
});
export type SyncRequestRow = z.output<typeof syncRequestRow>;

const customerRow = z.object({ email: z.string(), firstname: z.string(), locale: z.string() });

/** Bound to the customer, so a code's hash is worth nothing for another account. */
export const hashSyncCode = (customerId: number, code: string): string => createHash('sha256').update(`order-sync:${customerId}:${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Guest orders (no account) placed with this e-mail address; never a deleted account's (docs/accounts.md, your data). */
export async function countGuestOrders(db: Queryable, email: string): Promise<number> {
  const [found] = await rows(db, countRow, sql`SELECT count(*) AS n FROM orders WHERE customer_id IS NULL AND erased_at IS NULL AND email = ${email}`);
  return found?.n ?? 0;
}

/** Codes not yet used stop working (a new code replaces them; an e-mail change voids them). */
export async function cancelOpenSyncRequests(db: Queryable, customerId: number): Promise<void> {
  await db.execute(sql`DELETE FROM order_sync_requests WHERE customer_id = ${customerId} AND confirmed_at IS NULL`);
}

export async function insertSyncRequest(db: Queryable, customerId: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db.execute(sql`INSERT INTO order_sync_requests (customer_id, code_hash, expires_at) VALUES (${customerId}, ${codeHash}, ${expiresAt})`);
}

const COLUMNS = sql`id, code_hash, attempts, expires_at, confirmed_at, total, linked, finished_at`;

export async function latestSyncRequest(db: Queryable, customerId: number): Promise<SyncRequestRow | null> {
  const [found] = await rows(db, syncRequestRow, sql`SELECT ${COLUMNS} FROM order_sync_requests WHERE customer_id = ${customerId} ORDER BY id DESC LIMIT 1`);
  return found ?? null;
}

export async function latestFinishedSyncRequest(db: Queryable, customerId: number): Promise<SyncRequestRow | null> {
  const [found] = await rows(
    db,
    syncRequestRow,
    sql`
    SELECT ${COLUMNS} FROM order_sync_requests WHERE customer_id = ${customerId} AND finished_at IS NOT NULL ORDER BY id DESC LIMIT 1`,
  );
  return found ?? null;
}

/** The open request (code sent, not used), locked for this transaction. */
export async function lockOpenSyncRequest(tx: Queryable, customerId: number): Promise<SyncRequestRow | null> {
  const [found] = await rows(
    tx,
    syncRequestRow,
    sql`
    SELECT ${COLUMNS} FROM order_sync_requests WHERE customer_id = ${customerId} AND confirmed_at IS NULL
    ORDER BY id DESC LIMIT 1 FOR UPDATE`,
  );
  return found ?? null;
}

export async function countAttempt(tx: Queryable, requestId: number): Promise<void> {
  await tx.execute(sql`UPDATE order_sync_requests SET attempts = attempts + 1 WHERE id = ${requestId}`);
}

/** Links every guest order of the e-mail to the customer; answers how many there were and how many were linked. */
export async function linkGuestOrders(tx: Queryable, customerId: number, email: string): Promise<{ total: number; linked: number }> {
  const found = await rows(tx, idRow, sql`SELECT id FROM orders WHERE customer_id IS NULL AND erased_at IS NULL AND email = ${email} FOR UPDATE`);
  const linked = await rows(
    tx,
    idRow,
    sql`
    UPDATE orders SET customer_id = ${customerId}, updated_at = now() WHERE customer_id IS NULL AND erased_at IS NULL AND email = ${email} RETURNING id`,
  );
  return { total: found.length, linked: linked.length };
}

export async function finishSyncRequest(tx: Queryable, requestId: number, counts: { total: number; linked: number }): Promise<void> {
  await tx.execute(sql`
    UPDATE order_sync_requests SET confirmed_at = now(), finished_at = now(), total = ${counts.total}, linked = ${counts.linked}
    WHERE id = ${requestId}`);
}

/** The customer's e-mail and first name, the row locked so an e-mail change waits for the sync (and the other way round). */
export async function lockCustomer(tx: Queryable, customerId: number): Promise<{ email: string; firstname: string; locale: Locale } | null> {
  const [found] = await rows(
    tx,
    customerRow,
    sql`
    SELECT email, firstname, locale FROM customers WHERE id = ${customerId} FOR UPDATE`,
  );
  return found ? { ...found, locale: isLocale(found.locale) ? found.locale : 'nl' } : null;
}
