CREATE TABLE "product_search" (
	"locale" varchar(2) NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"search_text" text NOT NULL,
	"codes" text[] NOT NULL,
	"facets" text[] NOT NULL,
	"category_id" integer,
	"category_ids" integer[] NOT NULL,
	"price_cents" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_search_locale_product_id_pk" PRIMARY KEY("locale","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"locale" varchar(2) NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_vocabulary_locale_word_pk" PRIMARY KEY("locale","word")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_codes_idx" ON "product_search" USING gin ("codes");--> statement-breakpoint
CREATE INDEX "product_search_categories_idx" ON "product_search" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);