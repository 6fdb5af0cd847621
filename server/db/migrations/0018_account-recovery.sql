CREATE TABLE "password_resets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_details" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_agent" text,
	"ip" text,
	"place" text,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_uq" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_user_hash_uq" ON "recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
-- Every table moves the revision when written (ADR 018; core/revision.test.ts checks it).
CREATE TRIGGER "note_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "password_resets" FOR EACH STATEMENT EXECUTE FUNCTION "note_change"();--> statement-breakpoint
CREATE TRIGGER "note_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recovery_codes" FOR EACH STATEMENT EXECUTE FUNCTION "note_change"();--> statement-breakpoint
CREATE TRIGGER "note_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session_details" FOR EACH STATEMENT EXECUTE FUNCTION "note_change"();
