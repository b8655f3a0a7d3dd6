CREATE TABLE "cart_request_keys" (
	"cart_id" uuid NOT NULL,
	"key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_request_keys_cart_id_key_pk" PRIMARY KEY("cart_id","key")
);
--> statement-breakpoint
ALTER TABLE "cart_request_keys" ADD CONSTRAINT "cart_request_keys_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_request_keys_created_idx" ON "cart_request_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0);