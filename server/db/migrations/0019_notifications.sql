CREATE TABLE "notification_events" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"notification_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_events_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("account_id") WHERE read_at is null;--> statement-breakpoint
-- Every table moves the revision when written (ADR 018; core/revision.test.ts checks it).
CREATE TRIGGER "note_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notification_events" FOR EACH STATEMENT EXECUTE FUNCTION "note_change"();--> statement-breakpoint
CREATE TRIGGER "note_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "note_change"();--> statement-breakpoint
-- A database with data from before this migration starts the reminder clock here (ADR 027); a new one is
-- empty now, and its seed starts it (server/seed/notifications.ts).
INSERT INTO "jobs" ("kind", "subject", "payload", "state", "stage", "run_at")
SELECT 'notifications.reminders', 'reminders', '{}'::jsonb, 'queued', 'queued', now()
WHERE EXISTS (SELECT 1 FROM "accounts");
