CREATE TABLE "signature_envelopes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dossier_id" bigint NOT NULL,
	"step" text NOT NULL,
	"block_id" integer NOT NULL,
	"provider" text DEFAULT 'embedded' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"envelope_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"mimetype" text DEFAULT 'application/pdf' NOT NULL,
	"sha256" text NOT NULL,
	"signed_sha256" text
);
--> statement-breakpoint
CREATE TABLE "signature_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"envelope_id" bigint NOT NULL,
	"party" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"user_id" uuid,
	"status" text DEFAULT 'sent' NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"envelope_id" bigint NOT NULL,
	"party" text,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"ip" text,
	"user_agent" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_ceremonies" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"envelope_id" bigint NOT NULL,
	"party" text NOT NULL,
	"user_id" uuid NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"session_expires_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"analytics_event" text
);
--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD CONSTRAINT "signature_envelopes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD CONSTRAINT "signature_envelopes_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_envelope_id_signature_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signature_envelopes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD CONSTRAINT "signature_recipients_envelope_id_signature_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signature_envelopes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD CONSTRAINT "signature_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_envelope_id_signature_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signature_envelopes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "signature_ceremonies" ADD CONSTRAINT "signature_ceremonies_envelope_id_signature_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signature_envelopes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "signature_settings" ADD CONSTRAINT "signature_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "signature_envelopes_dossier_idx" ON "signature_envelopes" USING btree ("dossier_id","step");
--> statement-breakpoint
CREATE UNIQUE INDEX "signature_envelopes_open_unique" ON "signature_envelopes" USING btree ("dossier_id","step") WHERE status = 'sent';
--> statement-breakpoint
CREATE INDEX "signature_documents_envelope_idx" ON "signature_documents" USING btree ("envelope_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "signature_recipients_party_unique" ON "signature_recipients" USING btree ("envelope_id","party");
--> statement-breakpoint
CREATE INDEX "signature_events_envelope_idx" ON "signature_events" USING btree ("envelope_id","id");
