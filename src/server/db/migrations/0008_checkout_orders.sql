CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_payment_id" varchar(64) NOT NULL,
	"method" varchar(64) NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('open','paid','failed','canceled','expired'))
);
--> statement-breakpoint
CREATE TABLE "test_provider_payments" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"order_number" varchar(32) NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"method" varchar(64) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_drafts" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"carrier" text NOT NULL,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"method_id" varchar(32) NOT NULL,
	"country_id" char(2) NOT NULL,
	"price_cents" integer NOT NULL,
	"free_from_incl_cents" integer,
	"min_days" smallint DEFAULT 1 NOT NULL,
	"max_days" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "delivery_rates_price_check" CHECK ("delivery_rates"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_number_checks" (
	"vat_number" varchar(20) PRIMARY KEY NOT NULL,
	"status" varchar(12) NOT NULL,
	"name" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_type" varchar(16) DEFAULT 'individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_number" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_check" varchar(12);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rows" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method_id" varchar(32);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method_id" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar(32);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failed_payments" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_review" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rates" ADD CONSTRAINT "delivery_rates_method_id_delivery_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_uq" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_rates_method_country_uq" ON "delivery_rates" USING btree ("method_id","country_id");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_uq" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('pending','paid','processing','shipped','delivered','cancelled','expired','failed','refunded'));--> statement-breakpoint
-- Order numbers: FR-{year}-{number}, the number from one sequence (above the demo orders' numbers).
CREATE SEQUENCE "order_number_seq" START WITH 100001;--> statement-breakpoint
-- Every price a product gets is written down, whatever code changes it (docs/prices-and-vat.md).
CREATE FUNCTION record_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.price_cents IS DISTINCT FROM OLD.price_cents THEN
    INSERT INTO price_history (product_id, price_cents, valid_from) VALUES (NEW.id, NEW.price_cents, now());
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_price_history AFTER INSERT OR UPDATE OF price_cents ON products
  FOR EACH ROW EXECUTE FUNCTION record_price_history();--> statement-breakpoint
-- Products of before the history: a discounted one had its earlier price until two weeks ago.
INSERT INTO price_history (product_id, price_cents, valid_from)
  SELECT id, original_price_cents, now() - interval '60 days' FROM products WHERE original_price_cents > price_cents;--> statement-breakpoint
INSERT INTO price_history (product_id, price_cents, valid_from)
  SELECT id, price_cents, CASE WHEN original_price_cents > price_cents THEN now() - interval '14 days' ELSE created_at END FROM products;--> statement-breakpoint
-- The delivery methods a Dutch electronics shop offers; prices excl. VAT (docs/checkout.md, delivery).
INSERT INTO delivery_methods (id, name, carrier, is_pickup, position) VALUES
  ('postnl', '{"en":"PostNL parcel","nl":"PostNL pakket","de":"PostNL Paket"}', 'PostNL', false, 1),
  ('dhl', '{"en":"DHL parcel","nl":"DHL pakket","de":"DHL Paket"}', 'DHL', false, 2),
  ('express', '{"en":"DHL Express (before 12:00)","nl":"DHL Express (voor 12:00)","de":"DHL Express (vor 12:00)"}', 'DHL Express', false, 3),
  ('pickup', '{"en":"Pick up in Leusden","nl":"Afhalen in Leusden","de":"Abholung in Leusden"}', 'Framboos Elektronica', true, 4)
ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
INSERT INTO delivery_rates (method_id, country_id, price_cents, free_from_incl_cents, min_days, max_days) VALUES
  ('postnl', 'NL', 409, 5000, 1, 1),
  ('postnl', 'BE', 409, 5000, 1, 2),
  ('postnl', 'DE', 584, 7500, 1, 2),
  ('postnl', 'LU', 742, 7500, 1, 2),
  ('postnl', '*', 1235, NULL, 2, 5),
  ('dhl', 'NL', 495, 5000, 1, 1),
  ('dhl', 'BE', 495, 5000, 1, 2),
  ('dhl', 'DE', 584, 7500, 1, 2),
  ('dhl', 'AT', 825, 10000, 2, 3),
  ('dhl', 'FR', 825, 10000, 2, 3),
  ('dhl', '*', 1239, NULL, 2, 5),
  ('express', 'NL', 1198, NULL, 1, 1),
  ('express', 'BE', 1652, NULL, 1, 1),
  ('express', 'DE', 1652, NULL, 1, 1),
  ('express', '*', 3298, NULL, 1, 3),
  ('pickup', 'NL', 0, NULL, 0, 0)
ON CONFLICT DO NOTHING;
