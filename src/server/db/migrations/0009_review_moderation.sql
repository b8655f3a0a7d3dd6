ALTER TABLE "product_reviews" ADD COLUMN "customer_id" integer;--> statement-breakpoint
-- The reviews already there were shown as they came (imports and the demo set): they stay shown.
-- Reviews written from now on wait for moderation, hence the default changes after the fill.
ALTER TABLE "product_reviews" ADD COLUMN "status" varchar(16) DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_customer_product_uq" ON "product_reviews" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status");