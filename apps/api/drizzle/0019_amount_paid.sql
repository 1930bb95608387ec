-- Amount paid (issue 27 item 16), written by hand (see README.md): what the subscriber pays beside the full-property value; folders saved before it pay the full amount unless dismembered (then unknown until saved again).
ALTER TABLE "dossiers" ADD COLUMN "amount_paid_cents" bigint;--> statement-breakpoint
UPDATE "dossiers" SET "amount_paid_cents" = "amount_cents" WHERE "dismemberment_type" IS NULL OR "dismemberment_type" = 'full_property';
