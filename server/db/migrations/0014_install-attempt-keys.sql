ALTER TABLE "app_installs" ADD COLUMN "attempt_key" text;--> statement-breakpoint
ALTER TABLE "app_installs" ADD COLUMN "attempt_operation" text;--> statement-breakpoint
ALTER TABLE "app_installs" ADD COLUMN "attempt_params_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "app_installs_attempt_uq" ON "app_installs" USING btree ("account_id","attempt_operation","attempt_key") WHERE attempt_key is not null;