/**
 * The purge log of the page cache (docs/page-cache.md, invalidation). Triggers on the catalogue
 * and content tables write one row per tag a committed change touches and notify the
 * `page_cache` channel; every instance reads the rows after the last id it has seen, so an
 * instance whose listening connection was away catches up instead of missing a purge. Rows are
 * kept a day.
 */
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const pageCachePurges = pgTable(
  'page_cache_purges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `p:<product id>`, `c:<category id>`, `content` (the database's pages), `new` or `shell`. */
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_cache_purges_created_idx').on(t.createdAt)],
);
