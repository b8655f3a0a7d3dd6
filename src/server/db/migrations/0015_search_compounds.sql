ALTER TABLE "product_search" ADD COLUMN "name_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_vocabulary" ADD COLUMN "products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_vocabulary" ADD COLUMN "parts" text;--> statement-breakpoint
-- Hand-written: the search tables are derived data. Emptied, they are rebuilt at the next start
-- (ensureSearchIndex in src/server/search/indexer.ts) with the compound parts and name terms.
DELETE FROM "product_search";--> statement-breakpoint
DELETE FROM "search_vocabulary";
