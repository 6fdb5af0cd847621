CREATE TABLE "email_autoresponders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"from_name" text,
	"is_html" boolean DEFAULT false NOT NULL,
	"interval_hours" integer DEFAULT 24 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_domain_settings" (
	"domain" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"spam_enabled" boolean DEFAULT true NOT NULL,
	"spam_threshold" real DEFAULT 5 NOT NULL,
	"spam_action" text DEFAULT 'move_to_spam' NOT NULL,
	"spam_subject_tag" text DEFAULT '[SPAM]' NOT NULL,
	"allow_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"block_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"catch_all_mode" text DEFAULT 'reject' NOT NULL,
	"catch_all_forward_to" text,
	"dkim_enabled" boolean DEFAULT false NOT NULL,
	"dkim_selector" text,
	"dkim_key_bits" integer,
	"dkim_public_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_filters" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"address" text,
	"name" text NOT NULL,
	"field" text NOT NULL,
	"header_name" text,
	"match" text NOT NULL,
	"value" text NOT NULL,
	"action" text NOT NULL,
	"destination" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_forwarders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"address" text NOT NULL,
	"destination" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_vacations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"address" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reply_once" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailbox_id" integer NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"special_use" text,
	"uid_validity" integer NOT NULL,
	"next_uid" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"message_id" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"status" text NOT NULL,
	"stage" text NOT NULL,
	"host" text NOT NULL,
	"relay" text,
	"detail" text NOT NULL,
	"size_bytes" integer
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mailbox_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"message_id_header" text,
	"subject" text NOT NULL,
	"from_name" text,
	"from_address" text NOT NULL,
	"to" jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"size_bytes" integer NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text,
	"html" text,
	"snippet" text NOT NULL,
	"spam_score" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"message_id" text,
	"from_address" text NOT NULL,
	"recipients" text[] NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "webmail_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"mailbox_id" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_autoresponders_address_uq" ON "email_autoresponders" USING btree ("address");--> statement-breakpoint
CREATE INDEX "email_autoresponders_domain_idx" ON "email_autoresponders" USING btree ("domain","id");--> statement-breakpoint
CREATE INDEX "email_filters_domain_idx" ON "email_filters" USING btree ("domain","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_forwarders_uq" ON "email_forwarders" USING btree ("address","destination");--> statement-breakpoint
CREATE INDEX "email_forwarders_domain_idx" ON "email_forwarders" USING btree ("domain","address");--> statement-breakpoint
CREATE INDEX "email_vacations_domain_idx" ON "email_vacations" USING btree ("domain","starts_at","id");--> statement-breakpoint
CREATE INDEX "email_vacations_address_idx" ON "email_vacations" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_folders_path_uq" ON "mail_folders" USING btree ("mailbox_id","path");--> statement-breakpoint
CREATE INDEX "mail_log_domain_at_idx" ON "mail_log" USING btree ("domain","at","id");--> statement-breakpoint
CREATE INDEX "mail_log_from_idx" ON "mail_log" USING btree ("from_address","at");--> statement-breakpoint
CREATE INDEX "mail_log_to_idx" ON "mail_log" USING btree ("to_address","at");--> statement-breakpoint
CREATE INDEX "mail_log_message_idx" ON "mail_log" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_uid_uq" ON "mail_messages" USING btree ("folder_id","uid");--> statement-breakpoint
CREATE INDEX "mail_messages_folder_date_idx" ON "mail_messages" USING btree ("folder_id","date","id");--> statement-breakpoint
CREATE INDEX "mail_messages_mailbox_idx" ON "mail_messages" USING btree ("mailbox_id");--> statement-breakpoint
CREATE INDEX "mail_queue_domain_idx" ON "mail_queue" USING btree ("domain","queued_at","id");--> statement-breakpoint
CREATE INDEX "mailboxes_domain_address_idx" ON "mailboxes" USING btree ("domain","address");--> statement-breakpoint
CREATE INDEX "mailboxes_domain_usage_idx" ON "mailboxes" USING btree ("domain","used_mb","id");