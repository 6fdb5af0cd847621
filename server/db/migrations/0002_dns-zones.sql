CREATE TABLE "dns_change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"serial" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"old_answers" jsonb NOT NULL,
	"old_ttl" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dns_server_state" (
	"zone_id" integer NOT NULL,
	"server" text NOT NULL,
	"serial_seen" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dns_server_state_zone_id_server_pk" PRIMARY KEY("zone_id","server")
);
--> statement-breakpoint
ALTER TABLE "dns_records" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dns_records" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (case when name = '@' then '' else lower(name) end) STORED;--> statement-breakpoint
ALTER TABLE "dns_records" ADD COLUMN "type_rank" integer GENERATED ALWAYS AS (case type when 'SOA' then 0 when 'NS' then 1 when 'A' then 2 when 'AAAA' then 3 when 'CNAME' then 4 when 'MX' then 5 when 'TXT' then 6 when 'SRV' then 7 when 'CAA' then 8 else 9 end) STORED;--> statement-breakpoint
ALTER TABLE "dns_zones" ADD COLUMN "default_ttl" integer DEFAULT 3600 NOT NULL;--> statement-breakpoint
ALTER TABLE "dns_zones" ADD COLUMN "dnssec" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dns_zones" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "dns_change_log_lookup_idx" ON "dns_change_log" USING btree ("zone_id","name","type","serial");--> statement-breakpoint
CREATE INDEX "dns_records_zone_order_idx" ON "dns_records" USING btree ("zone_id","sort_name","type_rank","id");--> statement-breakpoint
CREATE INDEX "dns_zones_account_idx" ON "dns_zones" USING btree ("account_id","domain");