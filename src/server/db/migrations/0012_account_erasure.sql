ALTER TABLE "orders" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_customer_number" varchar(16);