CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dossier_id" bigint NOT NULL,
	"element_id" integer NOT NULL,
	"type_id" text,
	"title" text NOT NULL,
	"mimetype" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "pairing_np" text;--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "pairing_usu" text;--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "force_mandate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_dossier_idx" ON "receipts" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "dossiers_search_trgm_idx" ON "dossiers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_tenant_integration_idx" ON "dossiers" USING btree ("tenant_id","integration_state","id");