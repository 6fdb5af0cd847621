CREATE TABLE "account_backup_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"location" text NOT NULL,
	"size_bytes" bigint,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "backup_restores" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"backup_id" integer NOT NULL,
	"backup_created_at" timestamp with time zone NOT NULL,
	"domain" text,
	"scope" text NOT NULL,
	"items" text[] NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"plan" jsonb NOT NULL,
	"safety_backup_id" integer,
	"job_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "home_files" (
	"service_id" integer NOT NULL,
	"path" text NOT NULL,
	"type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "home_files_service_id_path_pk" PRIMARY KEY("service_id","path")
);
--> statement-breakpoint
CREATE TABLE "hosting_backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"kind" text NOT NULL,
	"node" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"contains" text[] NOT NULL,
	"manifest" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"retained_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vps_console_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"vps_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vps_isos" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer,
	"name" text NOT NULL,
	"os" text NOT NULL,
	"size_mb" real NOT NULL,
	"arch" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vps_nodes" (
	"name" text PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"arch" text NOT NULL,
	"reachable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vps_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"version" text NOT NULL,
	"arch" text NOT NULL,
	"min_disk_gb" integer NOT NULL,
	"end_of_life_at" timestamp with time zone,
	"kernel" text NOT NULL,
	"banner" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vps_usage_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vps_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cpu_percent" real NOT NULL,
	"memory_used_mb" integer NOT NULL,
	"disk_used_gb" real NOT NULL,
	"net_in_bytes" bigint NOT NULL,
	"net_out_bytes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cron_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"minute" text NOT NULL,
	"hour" text NOT NULL,
	"day_of_month" text NOT NULL,
	"month" text NOT NULL,
	"day_of_week" text NOT NULL,
	"command" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cron_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cron_job_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"exit_code" integer,
	"duration_ms" bigint,
	"output_tail" text DEFAULT '' NOT NULL,
	"command" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cron_settings" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"notification_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vps_servers" ADD COLUMN "ipv6" text;--> statement-breakpoint
ALTER TABLE "vps_servers" ADD COLUMN "power_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vps_servers" ADD COLUMN "power_next" text;--> statement-breakpoint
ALTER TABLE "vps_servers" ADD COLUMN "booted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vps_servers" ADD COLUMN "template_id" text;--> statement-breakpoint
ALTER TABLE "vps_servers" ADD COLUMN "mounted_iso_id" text;--> statement-breakpoint
ALTER TABLE "vps_servers" ADD COLUMN "root_password_hash" text;--> statement-breakpoint
ALTER TABLE "vps_servers" ADD COLUMN "bandwidth_quota_gb" integer;--> statement-breakpoint
ALTER TABLE "vps_servers" ADD COLUMN "reverse_dns" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "account_backup_records_service_idx" ON "account_backup_records" USING btree ("service_id","started_at");--> statement-breakpoint
CREATE INDEX "backup_restores_service_idx" ON "backup_restores" USING btree ("service_id","id");--> statement-breakpoint
CREATE INDEX "hosting_backups_service_idx" ON "hosting_backups" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vps_console_tickets_hash_uq" ON "vps_console_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vps_console_tickets_expiry_ix" ON "vps_console_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vps_usage_samples_vps_at_uq" ON "vps_usage_samples" USING btree ("vps_id","at");--> statement-breakpoint
CREATE INDEX "cron_jobs_service_idx" ON "cron_jobs" USING btree ("service_id","id");--> statement-breakpoint
CREATE INDEX "cron_jobs_account_idx" ON "cron_jobs" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "cron_runs_job_idx" ON "cron_runs" USING btree ("cron_job_id","scheduled_at");