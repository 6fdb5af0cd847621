CREATE TABLE "change_log" (
	"weight" bigint NOT NULL,
	"nonce" bigint NOT NULL
);--> statement-breakpoint
-- The database's revision (server/core/revision.ts): every statement that writes a table adds a row
-- (weight 1, a random nonce) in its own transaction, so the log's sums move exactly when a writing
-- transaction commits. Statement triggers, appended rows: writers never wait on one another here.
-- rate_counters is left out: it is written on every call and nothing kept under the revision reads it.
CREATE FUNCTION "note_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "change_log" ("weight", "nonce") VALUES (1, floor(random() * 1099511627776)::bigint);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables
           WHERE schemaname = current_schema() AND tablename NOT IN ('change_log', 'rate_counters')
  LOOP
    EXECUTE format('CREATE TRIGGER "note_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "note_change"()', t);
  END LOOP;
END
$$;
