/** Newsletter subscriptions with double opt-in (docs/newsletter.md). */
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Newsletter sign-ups with double opt-in: `pending` until the link in the confirmation mail is
 * used, `confirmed` counts, `unsubscribed` keeps the row so the moment of withdrawal is known.
 * The confirmation token is stored only as its SHA-256 hash.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Normalised: trimmed and lower-cased. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** particulier | zakelijk | onderwijs */
    orderType: varchar('order_type', { length: 16 }).notNull().default('particulier'),
    /** The language of the page the sign-up came from: the mails' language. */
    locale: varchar('locale', { length: 2 }).notNull(),
    /** nl | international: the shop whose links the mails carry. */
    shop: varchar('shop', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the consent box was ticked for the pending request, and when the link proved the mailbox. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /** The optional box: project ideas and tutorials besides the newsletter. */
    wantsProjects: boolean('wants_projects').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('newsletter_confirm_token_uq').on(t.confirmTokenHash), index('newsletter_status_idx').on(t.status)],
);
