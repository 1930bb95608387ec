-- Sealing after the answer (issue 32 point 7), written by hand (see README.md): a completed envelope waits for its
-- sealing (validation data, document timestamp, evidence file) until `sealed_at`; the delivery worker claims it
-- under a lease (`seal_locked_until`, `seal_locked_by`) and records a failed attempt (`seal_attempts`, `seal_error`).
-- The envelopes completed before this migration were sealed in their last signature's request.
ALTER TABLE "signature_envelopes" ADD COLUMN "sealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "seal_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "seal_locked_by" text;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "seal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "seal_error" text;--> statement-breakpoint
UPDATE "signature_envelopes" SET "sealed_at" = "completed_at" WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "signature_envelopes_sealing_idx" ON "signature_envelopes" USING btree ("completed_at") WHERE completed_at IS NOT NULL AND sealed_at IS NULL;
