DROP INDEX "product_categories_category_idx";--> statement-breakpoint
CREATE INDEX "product_categories_category_product_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_properties_product_locale_idx" ON "product_properties" USING btree ("product_id","locale","property","value");--> statement-breakpoint
CREATE INDEX "product_reviews_approved_idx" ON "product_reviews" USING btree ("product_id","rating") WHERE status = 'approved';