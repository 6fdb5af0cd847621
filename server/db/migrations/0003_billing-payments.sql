CREATE TABLE "billing_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"org_number" text,
	"vat_number" text,
	"reference" text,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"invoice_delivery" text DEFAULT 'email' NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"billing_address_id" integer NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_setup_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"billing_address_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"card_id" integer
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"items" jsonb NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"refunded_to" text,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"outbox_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"billing_address_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text,
	"fingerprint" text NOT NULL,
	"declines" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_debits" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"collect_on" date NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"billing_address_id" integer NOT NULL,
	"scheme" text NOT NULL,
	"bank" text,
	"account_masked" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_address_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_to" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminder_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "billing_addresses_account_idx" ON "billing_addresses" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_addresses_primary_uq" ON "billing_addresses" USING btree ("account_id") WHERE is_primary;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_contacts_uq" ON "billing_contacts" USING btree ("billing_address_id","type",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "card_setup_links_token_uq" ON "card_setup_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_uq" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_account_idx" ON "credit_notes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "invoice_mail_attachments_outbox_idx" ON "invoice_mail_attachments" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_account_idx" ON "invoice_payments" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "payment_cards_account_idx" ON "payment_cards" USING btree ("account_id","billing_address_id");--> statement-breakpoint
CREATE INDEX "payment_charges_account_idx" ON "payment_charges" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payment_debits_invoice_idx" ON "payment_debits" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_debits_scheduled_uq" ON "payment_debits" USING btree ("invoice_id") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "payment_mandates_account_idx" ON "payment_mandates" USING btree ("account_id");