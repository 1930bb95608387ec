ALTER TABLE "signature_recipients" ADD COLUMN "also_party" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "authentication" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "hosted_by" uuid;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "hosted_by_name" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "consent_sha256" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_events" ADD COLUMN "hosted_by" uuid;--> statement-breakpoint
ALTER TABLE "signature_events" ADD COLUMN "hosted_by_name" text;--> statement-breakpoint
ALTER TABLE "signature_events" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_ceremonies" ADD COLUMN "part" text DEFAULT 'signer' NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_ceremonies" ADD COLUMN "code_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_ceremonies" ADD COLUMN "code_channel" text;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD COLUMN "code_channel" text DEFAULT 'sms-first' NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD COLUMN "advisor_code" boolean DEFAULT false NOT NULL;
