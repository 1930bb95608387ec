-- Archive-timestamp renewal of evidence files (issue 33 item 5), written by hand (see README.md): when the certificate of the newest timestamp of each evidence revision expires, read once; the renewal appends a revision before it does.
ALTER TABLE "dossier_evidence" ADD COLUMN "archive_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "dossier_evidence_archive_expiry_idx" ON "dossier_evidence" USING btree ("archive_expires_at");
