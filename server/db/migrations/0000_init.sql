CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"country" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"phone" text,
	"vat_number" text,
	"address" jsonb NOT NULL,
	"preferences" jsonb NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"operation" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"target" text,
	"outcome" text NOT NULL,
	"status" integer NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "balance_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'all' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer,
	"subject" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onelinks" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"operation" text NOT NULL,
	"summary" text NOT NULL,
	"params" jsonb NOT NULL,
	"params_hash" text NOT NULL,
	"preview" jsonb NOT NULL,
	"target" jsonb,
	"money" jsonb,
	"irreversible" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_key" text,
	"requested_by" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"result" jsonb,
	"error" jsonb
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"bucket" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_counters_key_bucket_window_start_pk" PRIMARY KEY("key","bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_pending_secret" text,
	"totp_pending_expires_at" timestamp with time zone,
	"totp_last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_installs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"domain" text NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"app" text NOT NULL,
	"version" text NOT NULL,
	"status" text NOT NULL,
	"staging_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "database_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"database_id" integer NOT NULL,
	"username" text NOT NULL,
	"hosts" text[] DEFAULT '{localhost}'::text[] NOT NULL,
	"privileges" text[] DEFAULT '{ALL}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "databases" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"size_mb" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dns_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"ttl" integer NOT NULL,
	"priority" integer,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dns_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"serial" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer,
	"hosting_service_id" integer,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"autorenew" boolean DEFAULT true NOT NULL,
	"locked" boolean DEFAULT true NOT NULL,
	"nameservers" text[] DEFAULT '{}'::text[] NOT NULL,
	"registered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"service_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"ocr" text NOT NULL,
	"pay_token" text NOT NULL,
	"pending_action_id" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"address" text NOT NULL,
	"password_hash" text NOT NULL,
	"quota_mb" integer,
	"used_mb" integer DEFAULT 0 NOT NULL,
	"send_limit" integer DEFAULT 0 NOT NULL,
	"sent_today" integer DEFAULT 0 NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"plan" text NOT NULL,
	"domain" text,
	"display_name" text NOT NULL,
	"status" text NOT NULL,
	"node" text,
	"da_username" text,
	"parent_id" integer,
	"price_cents" bigint DEFAULT 0 NOT NULL,
	"billing_cycle" text DEFAULT 'yearly' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vps_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"hostname" text NOT NULL,
	"ipv4" text NOT NULL,
	"os" text NOT NULL,
	"status" text NOT NULL,
	"vcpus" integer NOT NULL,
	"memory_mb" integer NOT NULL,
	"disk_gb" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_events" ADD CONSTRAINT "balance_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onelinks" ADD CONSTRAINT "onelinks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_actions" ADD CONSTRAINT "pending_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_owner_idx" ON "accounts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "api_tokens_account_idx" ON "api_tokens" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_account_idx" ON "audit_events" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "balance_events_account_idx" ON "balance_events" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_active_uq" ON "guests" USING btree ("account_id",lower("email")) WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "guests_user_idx" ON "guests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "jobs_subject_idx" ON "jobs" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "onelinks_account_idx" ON "onelinks" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_actions_attempt_uq" ON "pending_actions" USING btree ("account_id","operation","attempt_key") WHERE attempt_key is not null;--> statement-breakpoint
CREATE INDEX "pending_actions_account_idx" ON "pending_actions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "database_users_uq" ON "database_users" USING btree ("database_id","username");--> statement-breakpoint
CREATE UNIQUE INDEX "databases_name_uq" ON "databases" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dns_records_zone_idx" ON "dns_records" USING btree ("zone_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dns_zones_domain_uq" ON "dns_zones" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_name_uq" ON "domains" USING btree ("name");--> statement-breakpoint
CREATE INDEX "domains_account_idx" ON "domains" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pay_token_uq" ON "invoices" USING btree ("pay_token");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_address_uq" ON "mailboxes" USING btree ("address");--> statement-breakpoint
CREATE INDEX "mailboxes_domain_idx" ON "mailboxes" USING btree ("domain","id");--> statement-breakpoint
CREATE INDEX "services_account_idx" ON "services" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "services_domain_idx" ON "services" USING btree ("domain");