-- Trigram indexes for the list searches (ILIKE %q%); PGlite loads the extension at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "mailboxes_domain_address_idx";--> statement-breakpoint
CREATE INDEX "dns_records_name_trgm_idx" ON "dns_records" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dns_records_value_trgm_idx" ON "dns_records" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_account_issued_idx" ON "invoices" USING btree ("account_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_ocr_idx" ON "invoices" USING btree ("ocr");--> statement-breakpoint
CREATE INDEX "mailboxes_domain_account_address_idx" ON "mailboxes" USING btree ("domain","account_id","address","id");--> statement-breakpoint
CREATE INDEX "mailboxes_address_trgm_idx" ON "mailboxes" USING gin ("address" gin_trgm_ops);