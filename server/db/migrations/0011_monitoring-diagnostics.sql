CREATE TABLE "monitor_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"monitor_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"up" boolean NOT NULL,
	"status_code" integer,
	"response_time_ms" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "monitor_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"monitor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text,
	"status_code" integer,
	"response_time_ms" integer,
	"duration_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "monitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url" text,
	"host" text,
	"port" integer,
	"keyword" text,
	"domain" text,
	"target" jsonb NOT NULL,
	"interval_seconds" integer NOT NULL,
	"timeout_seconds" integer NOT NULL,
	"expected_status" integer,
	"retries" integer NOT NULL,
	"alert_emails" text[] NOT NULL,
	"status" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_change_at" timestamp with time zone,
	"response_time_ms" integer,
	"next_check_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_log_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"line" text NOT NULL,
	"method" text,
	"path" text,
	"status" integer,
	"bytes" bigint,
	"client_ip" text,
	"response_ms" integer,
	"php" boolean DEFAULT false NOT NULL,
	"php_memory_mb" real,
	"php_cpu_ms" integer,
	"php_workers" integer
);
--> statement-breakpoint
CREATE TABLE "web_site_faults" (
	"domain" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "node_firewall_allows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"node" text NOT NULL,
	"ip" text NOT NULL,
	"note" text,
	"account_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "node_firewall_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"node" text NOT NULL,
	"ip" text NOT NULL,
	"firewall" text NOT NULL,
	"service" text,
	"reason" text NOT NULL,
	"log_line" text,
	"since" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"permanent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "monitor_checks_monitor_idx" ON "monitor_checks" USING btree ("monitor_id","at");--> statement-breakpoint
CREATE INDEX "monitor_events_monitor_idx" ON "monitor_events" USING btree ("monitor_id","at");--> statement-breakpoint
CREATE INDEX "monitors_account_idx" ON "monitors" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "monitors_due_idx" ON "monitors" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "web_log_lines_domain_kind_idx" ON "web_log_lines" USING btree ("domain","kind","id");--> statement-breakpoint
CREATE INDEX "web_log_lines_domain_at_idx" ON "web_log_lines" USING btree ("domain","at");--> statement-breakpoint
CREATE INDEX "web_log_lines_at_idx" ON "web_log_lines" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "node_firewall_allows_uq" ON "node_firewall_allows" USING btree ("node","ip","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "node_firewall_blocks_uq" ON "node_firewall_blocks" USING btree ("node","ip","firewall");--> statement-breakpoint
CREATE INDEX "node_firewall_blocks_ip_idx" ON "node_firewall_blocks" USING btree ("ip");