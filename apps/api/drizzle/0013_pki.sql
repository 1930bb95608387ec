-- The platform's PKI (issue 26), written by hand (see README.md): its certificates and sealed keys, the
-- signer certificates it issued (with their revocation) and the current CRL of each of its CAs.
CREATE TABLE "pki_authorities" (
	"id" text PRIMARY KEY NOT NULL,
	"stored" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pki_signer_certificates" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"envelope_id" integer,
	"party" text,
	"subject_name" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"certificate" "bytea" NOT NULL,
	"revoked_at" timestamp with time zone,
	"revocation_reason" text
);
--> statement-breakpoint
CREATE INDEX "pki_signer_certificates_envelope_idx" ON "pki_signer_certificates" USING btree ("envelope_id");
--> statement-breakpoint
CREATE TABLE "pki_crls" (
	"issuer" text PRIMARY KEY NOT NULL,
	"crl_number" bigint NOT NULL,
	"this_update" timestamp with time zone NOT NULL,
	"next_update" timestamp with time zone NOT NULL,
	"der" "bytea" NOT NULL
);
--> statement-breakpoint
-- The self-signed sealing certificate of the former single platform seal is no longer used.
DELETE FROM "app_secrets" WHERE "name" = 'signature_platform_p12';
