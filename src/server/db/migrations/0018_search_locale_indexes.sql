DROP INDEX "product_search_document_idx";--> statement-breakpoint
DROP INDEX "product_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "product_search_codes_idx";--> statement-breakpoint
CREATE INDEX "product_search_document_en_idx" ON "product_search" USING gin ("document") WHERE "product_search"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_en_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops) WHERE "product_search"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "product_search_codes_en_idx" ON "product_search" USING gin ("codes") WHERE "product_search"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "product_search_document_nl_idx" ON "product_search" USING gin ("document") WHERE "product_search"."locale" = 'nl';--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_nl_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops) WHERE "product_search"."locale" = 'nl';--> statement-breakpoint
CREATE INDEX "product_search_codes_nl_idx" ON "product_search" USING gin ("codes") WHERE "product_search"."locale" = 'nl';--> statement-breakpoint
CREATE INDEX "product_search_document_de_idx" ON "product_search" USING gin ("document") WHERE "product_search"."locale" = 'de';--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_de_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops) WHERE "product_search"."locale" = 'de';--> statement-breakpoint
CREATE INDEX "product_search_codes_de_idx" ON "product_search" USING gin ("codes") WHERE "product_search"."locale" = 'de';