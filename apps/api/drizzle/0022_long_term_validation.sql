-- Long-term validation (issue 33 item 5), written by hand (see README.md): every CRL issued is kept (a DSS carries the CRLs current at each signature's timestamp), each signed document's versions are recorded, and the expiry of its newest timestamp's certificate drives the archive-timestamp renewal.
CREATE TABLE "pki_crl_history" (
	"issuer" text NOT NULL,
	"crl_number" bigint NOT NULL,
	"this_update" timestamp with time zone NOT NULL,
	"next_update" timestamp with time zone NOT NULL,
	"der" "bytea" NOT NULL,
	CONSTRAINT "pki_crl_history_issuer_crl_number_pk" PRIMARY KEY("issuer","crl_number")
);
--> statement-breakpoint
INSERT INTO "pki_crl_history" ("issuer", "crl_number", "this_update", "next_update", "der") SELECT "issuer", "crl_number", "this_update", "next_update", "der" FROM "pki_crls";--> statement-breakpoint
CREATE TABLE "signature_document_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" bigint NOT NULL,
	"sha256" text NOT NULL,
	"reason" text NOT NULL,
	"previous_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_document_versions" ADD CONSTRAINT "signature_document_versions_document_id_signature_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."signature_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_document_versions_document_idx" ON "signature_document_versions" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "signature_documents" ADD COLUMN "archive_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD COLUMN "archive_claimed_until" timestamp with time zone;
