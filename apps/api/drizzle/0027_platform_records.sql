-- Platform records (issues 33 and 34), written by hand (see README.md): the sealed records the platform made (evidence file revisions, signature histories) by SHA-256, the history attached to an evidence file, and one evidence builder at a time across replicas.
ALTER TABLE "dossier_evidence" ADD COLUMN "history_sha256" text;
--> statement-breakpoint
CREATE TABLE "platform_records" (
	"sha256" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dossier_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"revision" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_build_claims" (
	"dossier_id" bigint PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_records" ADD CONSTRAINT "platform_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_records" ADD CONSTRAINT "platform_records_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_build_claims" ADD CONSTRAINT "evidence_build_claims_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_records_dossier_idx" ON "platform_records" USING btree ("dossier_id");--> statement-breakpoint
INSERT INTO "platform_records" ("sha256", "tenant_id", "dossier_id", "kind", "revision", "created_at")
SELECT "sha256", "tenant_id", "dossier_id", 'evidence', "revision", "created_at" FROM "dossier_evidence"
ON CONFLICT DO NOTHING;
