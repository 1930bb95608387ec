-- « Suivi » (issue 37): a chart reads the dossiers a tenant created in a period. The index by tenant
-- and creation date carries every column the charts read, so that PostgreSQL answers from the index
-- alone (a year of a 100 000-dossier tenant: ~550 pages instead of ~15 000 of the table); the
-- tenant's envelopes and its refusal and error entries are read from indexes by tenant too, then
-- joined to the cohort at once; an envelope's signed and declined parties are found in two small
-- partial indexes (drizzle cannot express INCLUDE: see the notes in src/db/schema).
CREATE INDEX IF NOT EXISTS "dossiers_tenant_creation_idx" ON "dossiers" USING btree ("tenant_id","creation_date") INCLUDE ("id","status","integration_state","form_id","last_submitted_block_id","product_code","advisor_id","client_id","direct","signature_date","validation_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "signature_envelopes_tenant_dossier_idx" ON "signature_envelopes" USING btree ("tenant_id","dossier_id") INCLUDE ("id","step","status","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "integration_history_reasons_idx" ON "integration_history" USING btree ("tenant_id","dossier_id") WHERE "integration_history"."state" IN ('refused', 'error') AND "integration_history"."kind" IN ('state', 'delivery');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "signature_recipients_signed_idx" ON "signature_recipients" USING btree ("envelope_id") INCLUDE ("party","signed_at") WHERE "signature_recipients"."status" = 'signed' AND "signature_recipients"."signed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "signature_recipients_declined_idx" ON "signature_recipients" USING btree ("envelope_id") INCLUDE ("party") WHERE "signature_recipients"."status" = 'declined';
