/**
 * Contact messages in the database (docs/contact.md, what is stored). A message is written
 * before its mail goes out and claimed for it in the same statement (one attempt, now); the
 * retry claims a message whose shop mail is still missing with a conditional update that skips
 * rows another instance holds, so two instances never mail one message at once.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, type Locale, type ShopId } from '#src/lib/locales.ts';
import { isContactSubject, type ContactMessage, type ContactSubject } from '#src/lib/contact.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int, timestamp } from '../db/decode.ts';

export type SpamReason = 'honeypot' | 'too-fast' | 'no-token';

export type NewMessage = ContactMessage & { locale: Locale; shop: ShopId; spamReason: SpamReason | null };
export type StoredMessage = ContactMessage & { id: number; locale: Locale; shop: ShopId; createdAt: Date };

/** A shop mail that failed is tried again this long after the last try… */
export const RETRY_AFTER_MINUTES = 10;
/** …for this many tries in all… */
export const MAX_MAIL_ATTEMPTS = 10;
/** …and only this long after the message came. */
export const RETRY_FOR_DAYS = 7;
/** Messages the spam traps caught are kept this long for a look, then deleted. */
export const SPAM_KEEP_DAYS = 30;
/** Every message is deleted this long after it came: the conversation has moved to the mailbox by then. */
export const KEEP_DAYS = 730;

const storedRow = z.object({
  id: int,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  order_number: z.string().nullable(),
  message: z.string(),
  locale: z.string(),
  shop: z.string(),
  created_at: timestamp,
});

const toStored = (r: z.output<typeof storedRow>): StoredMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: (isContactSubject(r.subject) ? r.subject : 'other') as ContactSubject,
  orderNumber: r.order_number,
  message: r.message,
  locale: isLocale(r.locale) ? r.locale : 'nl',
  shop: r.shop === 'nl' ? 'nl' : 'international',
  createdAt: r.created_at,
});

const COLUMNS = sql`id, name, email, subject, order_number, message, locale, shop, created_at`;

/** Writes a message; a person's message counts its first mail attempt as begun now. */
export async function recordMessage(db: Queryable, m: NewMessage): Promise<StoredMessage> {
  const attempt = m.spamReason === null;
  const [row] = await rows(
    db,
    storedRow,
    sql`
    INSERT INTO contact_messages (name, email, subject, order_number, message, locale, shop, spam_reason, mail_attempts, last_attempt_at)
    VALUES (${m.name}, ${m.email}, ${m.subject}, ${m.orderNumber}, ${m.message}, ${m.locale}, ${m.shop},
            ${m.spamReason}, ${attempt ? 1 : 0}, ${attempt ? sql`now()` : null})
    RETURNING ${COLUMNS}`,
  );
  if (!row) throw new Error('storing a contact message returned no row');
  return toStored(row);
}

/** The shop's mail of a message went out. */
export async function markMailed(db: Queryable, id: number): Promise<void> {
  await db.execute(sql`UPDATE contact_messages SET mailed_at = now() WHERE id = ${id} AND mailed_at IS NULL`);
}

/**
 * Claims the messages whose shop mail is due again: not mailed, not spam, younger than
 * RETRY_FOR_DAYS, fewer than MAX_MAIL_ATTEMPTS tries, the last RETRY_AFTER_MINUTES ago or more.
 * Each claimed message counts a try begun now, so another instance leaves it alone.
 */
export async function claimUnmailed(db: Queryable, limit = 20): Promise<StoredMessage[]> {
  const found = await rows(
    db,
    storedRow,
    sql`
    UPDATE contact_messages SET mail_attempts = mail_attempts + 1, last_attempt_at = now()
    WHERE id IN (
      SELECT id FROM contact_messages
      WHERE mailed_at IS NULL AND spam_reason IS NULL AND mail_attempts < ${MAX_MAIL_ATTEMPTS}
        AND created_at > now() - make_interval(days => ${RETRY_FOR_DAYS})
        AND (last_attempt_at IS NULL OR last_attempt_at <= now() - make_interval(mins => ${RETRY_AFTER_MINUTES}))
      ORDER BY created_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING ${COLUMNS}`,
  );
  return found.map(toStored);
}

/** Deletes spam after SPAM_KEEP_DAYS and every message after KEEP_DAYS. */
export async function purgeOldMessages(db: Queryable): Promise<void> {
  await db.execute(sql`
    DELETE FROM contact_messages
    WHERE (spam_reason IS NOT NULL AND created_at < now() - make_interval(days => ${SPAM_KEEP_DAYS}))
       OR created_at < now() - make_interval(days => ${KEEP_DAYS})`);
}
