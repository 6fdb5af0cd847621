ALTER TABLE "api_tokens" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_guest_idx" ON "api_tokens" USING btree ("guest_id");--> statement-breakpoint
-- Written by hand after the generated statements (docs/decisions/023): a token minted before this
-- migration by a person who is not the account's owner was minted as a guest. It is linked to that
-- person's active guest link on the account; with none left (the guest was revoked), it is revoked now.
UPDATE "api_tokens" t SET "guest_id" = g."id"
FROM "accounts" a, "guests" g
WHERE a."id" = t."account_id" AND t."created_by_user_id" IS NOT NULL AND t."created_by_user_id" <> a."owner_user_id"
  AND g."account_id" = t."account_id" AND g."user_id" = t."created_by_user_id" AND g."revoked_at" IS NULL;--> statement-breakpoint
UPDATE "api_tokens" t SET "revoked_at" = now()
FROM "accounts" a
WHERE a."id" = t."account_id" AND t."created_by_user_id" IS NOT NULL AND t."created_by_user_id" <> a."owner_user_id"
  AND t."guest_id" IS NULL AND t."revoked_at" IS NULL;
