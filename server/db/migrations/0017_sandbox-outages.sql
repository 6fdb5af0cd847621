CREATE TABLE "sandbox_outages" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_outages_account_id_kind_name_pk" PRIMARY KEY("account_id","kind","name")
);
--> statement-breakpoint
-- Every table moves the revision when written (ADR 018; core/revision.test.ts checks it).
CREATE TRIGGER "note_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sandbox_outages" FOR EACH STATEMENT EXECUTE FUNCTION "note_change"();
