ALTER TABLE "pending_actions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "pending_actions" ADD COLUMN "answer_extra" jsonb;