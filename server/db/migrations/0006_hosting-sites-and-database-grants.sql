CREATE TABLE "database_backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"database_id" integer NOT NULL,
	"database_name" text NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "database_grants" (
	"user_id" integer NOT NULL,
	"database_id" integer NOT NULL,
	"privileges" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "database_grants_user_id_database_id_pk" PRIMARY KEY("user_id","database_id")
);
--> statement-breakpoint
CREATE TABLE "hosting_hotlink" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"extensions" text[] DEFAULT '{}'::text[] NOT NULL,
	"extra_referrers" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hosting_nodes" (
	"name" text PRIMARY KEY NOT NULL,
	"ipv4" text NOT NULL,
	"ipv6" text,
	"server" text NOT NULL,
	"server_version" text NOT NULL,
	"php_handler" text NOT NULL,
	"default_php_version" text NOT NULL,
	"hotlink_supported" boolean NOT NULL,
	"keeps_history" boolean NOT NULL,
	"ssh_host_key_fingerprint" text
);
--> statement-breakpoint
CREATE TABLE "hosting_plans" (
	"plan" text PRIMARY KEY NOT NULL,
	"disk_mb" integer,
	"bandwidth_mb" integer,
	"inodes" integer,
	"addon_domains" integer,
	"subdomains" integer,
	"mailboxes" integer,
	"databases" integer,
	"ftp_accounts" integer,
	"cpu_percent" integer NOT NULL,
	"memory_mb" integer NOT NULL,
	"processes" integer NOT NULL,
	"entry_processes" integer NOT NULL,
	"io_kbps" integer NOT NULL,
	"iops" integer NOT NULL,
	"ssh" boolean NOT NULL,
	"cron" boolean NOT NULL,
	"backups" boolean NOT NULL,
	"git" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_pointers" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"domain" text NOT NULL,
	"target_domain" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_redirects" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"domain" text NOT NULL,
	"path" text NOT NULL,
	"destination" text NOT NULL,
	"status_code" integer NOT NULL,
	"wildcard" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_resources" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hosting_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"domain" text NOT NULL,
	"is_primary" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"php" boolean DEFAULT true NOT NULL,
	"cgi" boolean DEFAULT true NOT NULL,
	"ssl" boolean DEFAULT true NOT NULL,
	"document_root" text NOT NULL,
	"php_version" text,
	"force_https" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_subdomains" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"domain" text NOT NULL,
	"label" text NOT NULL,
	"document_root" text NOT NULL,
	"ssl" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_usage_samples" (
	"service_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cpu_percent" real NOT NULL,
	"memory_mb" real NOT NULL,
	"processes" integer NOT NULL,
	"entry_processes" integer NOT NULL,
	"io_kbps" real NOT NULL,
	"iops" integer NOT NULL,
	"disk_mb" real NOT NULL,
	"bandwidth_mb" real NOT NULL,
	"faults" jsonb NOT NULL,
	CONSTRAINT "hosting_usage_samples_service_id_at_pk" PRIMARY KEY("service_id","at")
);
--> statement-breakpoint
CREATE INDEX "database_backups_database_idx" ON "database_backups" USING btree ("database_id","created_at");--> statement-breakpoint
CREATE INDEX "database_grants_database_idx" ON "database_grants" USING btree ("database_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_pointers_domain_uq" ON "hosting_pointers" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "hosting_pointers_target_idx" ON "hosting_pointers" USING btree ("target_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_redirects_uq" ON "hosting_redirects" USING btree ("domain","path");--> statement-breakpoint
CREATE INDEX "hosting_redirects_service_idx" ON "hosting_redirects" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "hosting_resources_service_idx" ON "hosting_resources" USING btree ("service_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_sites_domain_uq" ON "hosting_sites" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "hosting_sites_service_idx" ON "hosting_sites" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_subdomains_uq" ON "hosting_subdomains" USING btree ("domain","label");--> statement-breakpoint
CREATE INDEX "hosting_subdomains_service_idx" ON "hosting_subdomains" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "database_users" DROP COLUMN "privileges";