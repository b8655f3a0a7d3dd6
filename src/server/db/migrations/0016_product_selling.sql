CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"kind" varchar(16) DEFAULT 'accessory' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_links_product_id_kind_linked_product_id_pk" PRIMARY KEY("product_id","kind","linked_product_id")
);
--> statement-breakpoint
CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer,
	"email" text,
	"locale" varchar(2) NOT NULL,
	"shop" varchar(16) NOT NULL,
	"origin" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_product_id_products_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_customer_open_uq" ON "back_in_stock_requests" USING btree ("customer_id","product_id") WHERE "back_in_stock_requests"."status" IN ('pending', 'active') AND "back_in_stock_requests"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_guest_open_uq" ON "back_in_stock_requests" USING btree ("email","product_id") WHERE "back_in_stock_requests"."status" IN ('pending', 'active') AND "back_in_stock_requests"."customer_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_token_uq" ON "back_in_stock_requests" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "back_in_stock_open_idx" ON "back_in_stock_requests" USING btree ("product_id") WHERE "back_in_stock_requests"."status" = 'active';