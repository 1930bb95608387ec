-- Amendment envelopes (issue 35 point 4), written by hand (see README.md): an envelope that signs again the documents a correction changed, linked to the envelope it amends, with the dossier's revision it signs; each envelope document keeps the hash of the inputs it was made from, so that a correction tells a changed document from an unchanged one.
ALTER TABLE "signature_envelopes" ADD COLUMN "amends_envelope_id" bigint;
--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "signature_documents" ADD COLUMN "input_hash" text;
--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD CONSTRAINT "signature_envelopes_amends_envelope_id_signature_envelopes_id_fk" FOREIGN KEY ("amends_envelope_id") REFERENCES "public"."signature_envelopes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "integration_history" ADD COLUMN "revision" integer;
