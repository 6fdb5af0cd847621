CREATE TABLE "service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"service_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"from_type_id" integer,
	"addon_service_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"cycle_months" integer NOT NULL,
	"new_price_cents" bigint NOT NULL,
	"invoice_id" integer NOT NULL,
	"pending_action_id" text,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_type_prices" (
	"service_type_id" integer NOT NULL,
	"cycle_months" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cents" bigint NOT NULL,
	CONSTRAINT "service_type_prices_service_type_id_cycle_months_currency_pk" PRIMARY KEY("service_type_id","cycle_months","currency")
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"family" text,
	"rank" integer DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"addon_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"unit" text,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_upgrade_paths" (
	"from_type_id" integer NOT NULL,
	"to_type_id" integer NOT NULL,
	CONSTRAINT "service_upgrade_paths_from_type_id_to_type_id_pk" PRIMARY KEY("from_type_id","to_type_id")
);
--> statement-breakpoint
CREATE TABLE "migration_secret_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "migrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"source_host" text,
	"request" jsonb NOT NULL,
	"control_panel_password_enc" text,
	"ftp_password_enc" text,
	"email_secrets_enc" text,
	"work" jsonb NOT NULL,
	"events" jsonb NOT NULL,
	"job_id" integer,
	"pending_action_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"scheduled_for" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "service_type_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "auto_renew" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_open_uq" ON "service_orders" USING btree ("service_id","kind",(case when "kind" = 'addon' then "service_type_id" else 0 end)) WHERE status = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "service_orders_invoice_idx" ON "service_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "service_orders_account_idx" ON "service_orders" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_types_code_uq" ON "service_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "service_types_name_idx" ON "service_types" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "migrations_account_idx" ON "migrations" USING btree ("account_id","id");