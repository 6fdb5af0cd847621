CREATE TABLE "domain_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"domain" text NOT NULL,
	"years" integer NOT NULL,
	"currency" text NOT NULL,
	"net_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"invoice_id" integer NOT NULL,
	"pending_action_id" text NOT NULL,
	"status" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "domain_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"order_id" integer,
	"status" text NOT NULL,
	"auth_code" text,
	"auth_code_valid" boolean,
	"losing_registrar" text,
	"initiated_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expected_completion_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failure_reason" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrar_domain_settings" (
	"domain_id" integer PRIMARY KEY NOT NULL,
	"dnssec_auto" boolean DEFAULT false NOT NULL,
	"dnssec_key" jsonb,
	"last_synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registry_contacts" (
	"domain_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"organization" text,
	"org_number" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "registry_contacts_domain_id_role_pk" PRIMARY KEY("domain_id","role")
);
--> statement-breakpoint
CREATE TABLE "registry_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tld" text NOT NULL,
	"registrar" text NOT NULL,
	"statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"drops_at" timestamp with time zone,
	"auth_code" text NOT NULL,
	"nameservers" text[] DEFAULT '{}'::text[] NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"registrant" jsonb NOT NULL,
	"verification_status" text DEFAULT 'verified' NOT NULL,
	"verification_email" text,
	"verification_sent_at" timestamp with time zone,
	"verification_deadline_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"dnssec_pending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_ds_records" (
	"id" text PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"key_tag" integer NOT NULL,
	"algorithm" integer NOT NULL,
	"digest_type" integer NOT NULL,
	"digest" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_hosts" (
	"hostname" text PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"ipv4" text[] DEFAULT '{}'::text[] NOT NULL,
	"ipv6" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_tlds" (
	"tld" text PRIMARY KEY NOT NULL,
	"reachable" boolean DEFAULT true NOT NULL,
	"has_transfer_lock" boolean DEFAULT true NOT NULL,
	"grace_days" integer NOT NULL,
	"redemption_days" integer NOT NULL,
	"pending_delete_days" integer NOT NULL,
	"register_cents" bigint NOT NULL,
	"renew_cents" bigint NOT NULL,
	"transfer_cents" bigint NOT NULL,
	"restore_cents" bigint NOT NULL,
	"owner_change_cents" bigint NOT NULL,
	"snapback_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapback_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"drops_at" timestamp with time zone NOT NULL,
	"pending_action_id" text,
	"service_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "web_forwards" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"host" text NOT NULL,
	"path" text NOT NULL,
	"destination" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_orders_account_idx" ON "domain_orders" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "domain_orders_invoice_idx" ON "domain_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "domain_orders_domain_idx" ON "domain_orders" USING btree ("domain","kind");--> statement-breakpoint
CREATE INDEX "domain_transfers_account_idx" ON "domain_transfers" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "domain_transfers_domain_idx" ON "domain_transfers" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_domains_name_uq" ON "registry_domains" USING btree ("name");--> statement-breakpoint
CREATE INDEX "registry_domains_drop_idx" ON "registry_domains" USING btree ("drops_at","name");--> statement-breakpoint
CREATE INDEX "registry_ds_domain_idx" ON "registry_ds_records" USING btree ("domain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_ds_uq" ON "registry_ds_records" USING btree ("domain_id","key_tag","algorithm","digest_type","digest");--> statement-breakpoint
CREATE INDEX "registry_hosts_domain_idx" ON "registry_hosts" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "snapback_bookings_account_idx" ON "snapback_bookings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "snapback_bookings_domain_idx" ON "snapback_bookings" USING btree ("domain","status");--> statement-breakpoint
CREATE UNIQUE INDEX "snapback_bookings_active_uq" ON "snapback_bookings" USING btree ("account_id","domain") WHERE status = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "web_forwards_uq" ON "web_forwards" USING btree ("domain_id","host","path");--> statement-breakpoint
CREATE INDEX "web_forwards_domain_idx" ON "web_forwards" USING btree ("domain_id");