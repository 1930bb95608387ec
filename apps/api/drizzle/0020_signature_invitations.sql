-- Invitations to sign by link (issue 32), written by hand (see README.md): a ceremony without a user is an invitation's link; the tenant's invitation channel.
ALTER TABLE "signature_ceremonies" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_ceremonies" ADD COLUMN "kind" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_ceremonies" ADD COLUMN "sent_to" jsonb;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD COLUMN "invitation_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
CREATE INDEX "signature_ceremonies_envelope_idx" ON "signature_ceremonies" USING btree ("envelope_id","party");
