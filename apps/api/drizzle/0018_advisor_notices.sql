-- Advisor notices (issue 25), written by hand (see README.md): an ended envelope tells its advisor once; those ended before it count as told.
ALTER TABLE "signature_envelopes" ADD COLUMN "advisor_notified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "signature_envelopes" SET "advisor_notified_at" = COALESCE("ended_at", "created_at") WHERE "status" IN ('declined', 'expired', 'cancelled');--> statement-breakpoint
CREATE INDEX "signature_envelopes_advisor_notice_idx" ON "signature_envelopes" USING btree ("id") WHERE status IN ('declined', 'expired', 'cancelled') AND advisor_notified_at IS NULL;
