ALTER TABLE "signature_envelopes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "input_digests" jsonb;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "ended_by" uuid;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "changed_element_ids" jsonb;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "next_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD COLUMN "copies_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD COLUMN "expiry_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD COLUMN "reminder_first_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD COLUMN "reminder_every_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD COLUMN "reminder_max" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD COLUMN "signed_copies" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
CREATE INDEX "signature_envelopes_expiry_idx" ON "signature_envelopes" USING btree ("expires_at") WHERE status = 'sent';--> statement-breakpoint
CREATE INDEX "signature_envelopes_reminder_idx" ON "signature_envelopes" USING btree ("next_reminder_at") WHERE status = 'sent';
--> statement-breakpoint
-- Envelopes completed before this migration had no copies to send: not sent now, years later.
UPDATE "signature_envelopes" SET "copies_sent_at" = "completed_at" WHERE "status" = 'completed';
