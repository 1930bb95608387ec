-- Correction rounds (issue 35), written by hand (see README.md): each round of corrections of a signed dossier (revision 2, 3…; the original signing is revision 1), with the answers and receipts as they were when it opened; at most one open round per dossier. Items carry their round.
CREATE TABLE "correction_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dossier_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answers_before" jsonb NOT NULL,
	"receipts_before" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" uuid
);
--> statement-breakpoint
ALTER TABLE "correction_items" ADD COLUMN "round_id" bigint;
--> statement-breakpoint
ALTER TABLE "correction_rounds" ADD CONSTRAINT "correction_rounds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_rounds" ADD CONSTRAINT "correction_rounds_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_rounds" ADD CONSTRAINT "correction_rounds_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_items" ADD CONSTRAINT "correction_items_round_id_correction_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."correction_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correction_rounds_revision_unique" ON "correction_rounds" USING btree ("dossier_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "correction_rounds_one_open_unique" ON "correction_rounds" USING btree ("dossier_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "correction_items_round_idx" ON "correction_items" USING btree ("round_id");
