-- The dossier's evidence file (issue 26), written by hand (see README.md): one row per sealed revision.
CREATE TABLE "dossier_evidence" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dossier_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"sha256" text NOT NULL,
	"last_history_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dossier_evidence" ADD CONSTRAINT "dossier_evidence_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_evidence" ADD CONSTRAINT "dossier_evidence_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dossier_evidence_revision_unique" ON "dossier_evidence" USING btree ("dossier_id","revision");--> statement-breakpoint
CREATE INDEX "dossier_evidence_sha256_idx" ON "dossier_evidence" USING btree ("sha256");
