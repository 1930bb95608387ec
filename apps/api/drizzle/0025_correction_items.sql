-- Correction items (issue 35), written by hand (see README.md): what the dossier manager flags on a signed dossier, kept with its history entry.
CREATE TABLE "correction_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dossier_id" bigint NOT NULL,
	"history_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"element_id" integer,
	"receipt_id" bigint,
	"problem" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "correction_items" ADD CONSTRAINT "correction_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_items" ADD CONSTRAINT "correction_items_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_items" ADD CONSTRAINT "correction_items_history_id_integration_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."integration_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_items_dossier_idx" ON "correction_items" USING btree ("dossier_id","id");--> statement-breakpoint
CREATE INDEX "correction_items_history_idx" ON "correction_items" USING btree ("history_id");--> statement-breakpoint
CREATE INDEX "correction_items_open_idx" ON "correction_items" USING btree ("tenant_id","dossier_id") WHERE status = 'open';
