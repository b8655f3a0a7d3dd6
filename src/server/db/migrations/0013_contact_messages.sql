CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" varchar(16) NOT NULL,
	"order_number" varchar(32),
	"message" text NOT NULL,
	"locale" varchar(2) NOT NULL,
	"shop" varchar(16) NOT NULL,
	"spam_reason" varchar(16),
	"mailed_at" timestamp with time zone,
	"mail_attempts" smallint DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_unmailed_idx" ON "contact_messages" USING btree ("created_at") WHERE mailed_at IS NULL AND spam_reason IS NULL;