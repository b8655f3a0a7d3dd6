/** Messages sent with the contact form (docs/contact.md, what is stored). */
import { sql } from 'drizzle-orm';
import { index, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Every message the form accepted, stored before any mail goes out, so a mail server that is
 * down loses nothing: `mailed_at` is set once the shop's own mail went out, and the hourly
 * housekeeping sends again what has none. Messages the spam traps caught are kept with their
 * `spam_reason` and never mailed (a false alarm can still be read), and deleted after 30 days.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Normalised: trimmed and lower-cased; the shop's mail replies to it. */
    email: text('email').notNull(),
    /** order | product | business | return | other */
    subject: varchar('subject', { length: 16 }).notNull(),
    orderNumber: varchar('order_number', { length: 32 }),
    message: text('message').notNull(),
    /** The language of the page it was sent from: the sender's copy is in it, and the answer should be. */
    locale: varchar('locale', { length: 2 }).notNull(),
    /** nl | international */
    shop: varchar('shop', { length: 16 }).notNull(),
    /** honeypot | too-fast | no-token: a spam trap caught it (no mail); null for a person's message. */
    spamReason: varchar('spam_reason', { length: 16 }),
    /** When the shop's mail went out; null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** Tries of the shop's mail so far, and when the last began (a retry claims the row with it). */
    mailAttempts: smallint('mail_attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The housekeeping's retry reads the few messages still waiting for their mail.
  (t) => [
    index('contact_messages_unmailed_idx')
      .on(t.createdAt)
      .where(sql`mailed_at IS NULL AND spam_reason IS NULL`),
  ],
);
