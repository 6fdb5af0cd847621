CREATE TABLE "app_backups" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"install_id" text NOT NULL,
	"app_id" integer NOT NULL,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"includes_files" boolean NOT NULL,
	"includes_database" boolean NOT NULL,
	"size_mb" real NOT NULL,
	"note" text,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_extensions" (
	"install_id" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"auto_update" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_extensions_install_id_kind_slug_pk" PRIMARY KEY("install_id","kind","slug")
);
--> statement-breakpoint
CREATE TABLE "app_installs" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"version" text NOT NULL,
	"domain" text NOT NULL,
	"path" text NOT NULL,
	"status" text DEFAULT 'installing' NOT NULL,
	"database_name" text,
	"database_user" text,
	"table_prefix" text,
	"admin_username" text,
	"admin_email" text,
	"site_title" text,
	"language" text DEFAULT 'en_US' NOT NULL,
	"auto_upgrade" boolean DEFAULT false NOT NULL,
	"auto_backup" text DEFAULT 'off' NOT NULL,
	"backup_rotation" integer DEFAULT 3 NOT NULL,
	"cms_auto_update" text DEFAULT 'minor' NOT NULL,
	"staging_of" text,
	"maintenance" boolean DEFAULT false NOT NULL,
	"debug" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"install_id" text,
	"app_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rollback_backup_id" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "web_caches" (
	"domain" text PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"engine" text NOT NULL,
	"ttl_seconds" integer DEFAULT 3600 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	"cached_objects" integer DEFAULT 0 NOT NULL,
	"size_mb" real DEFAULT 0 NOT NULL,
	"last_purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "app_extensions" ADD CONSTRAINT "app_extensions_install_id_app_installs_id_fk" FOREIGN KEY ("install_id") REFERENCES "public"."app_installs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_backups_install_idx" ON "app_backups" USING btree ("install_id","created_at");--> statement-breakpoint
CREATE INDEX "app_backups_service_idx" ON "app_backups" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_installs_location_uq" ON "app_installs" USING btree ("domain","path");--> statement-breakpoint
CREATE INDEX "app_installs_service_idx" ON "app_installs" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "app_tasks_service_idx" ON "app_tasks" USING btree ("service_id","started_at");--> statement-breakpoint
CREATE INDEX "app_tasks_install_idx" ON "app_tasks" USING btree ("install_id");