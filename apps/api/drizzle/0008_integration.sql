-- Dossier management and delivery (issue 15), written by hand (see README.md).
-- Pairing's matching keys: a name without case, accents, hyphens, apostrophes or particles.
CREATE OR REPLACE FUNCTION souscription_match_name(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT NULLIF(btrim(regexp_replace(regexp_replace(regexp_replace(
    ' ' || regexp_replace(
      replace(replace(translate(lower(value),
        'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ',
        'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae'),
      '[^a-z0-9]+', ' ', 'g') || ' ',
    ' (de|du|des|le|la|les|d|l|van|von|der|den|del|della|di|da|dos|das) ', ' ', 'g'),
    ' (de|du|des|le|la|les|d|l|van|von|der|den|del|della|di|da|dos|das) ', ' ', 'g'),
    ' +', ' ', 'g')), '')
$$;--> statement-breakpoint
-- A phone's last 9 digits: +33 6 12 34 56 78, 0612345678 and 0033612345678 are one number.
CREATE OR REPLACE FUNCTION souscription_match_phone(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT CASE WHEN length(regexp_replace(value, '[^0-9]', '', 'g')) >= 9
    THEN right(regexp_replace(value, '[^0-9]', '', 'g'), 9) END
$$;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "match_last_name" text GENERATED ALWAYS AS (souscription_match_name(last_name)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "match_first_name" text GENERATED ALWAYS AS (souscription_match_name(first_name)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "match_birth_date" text GENERATED ALWAYS AS (NULLIF(regexp_replace(birth_date, '[[:space:]]', '', 'g'), '')) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "match_birth_city" text GENERATED ALWAYS AS (souscription_match_name(birth_city)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "match_email" text GENERATED ALWAYS AS (NULLIF(lower(btrim(email)), '')) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "match_phone" text GENERATED ALWAYS AS (souscription_match_phone(phone)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "match_iban" text GENERATED ALWAYS AS (NULLIF(upper(regexp_replace(iban, '[[:space:]]', '', 'g')), '')) STORED;--> statement-breakpoint
CREATE INDEX "customers_match_name_idx" ON "customers" USING btree ("tenant_id","match_last_name","match_first_name");--> statement-breakpoint
CREATE INDEX "customers_match_birth_date_idx" ON "customers" USING btree ("tenant_id","match_birth_date");--> statement-breakpoint
CREATE INDEX "customers_match_email_idx" ON "customers" USING btree ("tenant_id","match_email");--> statement-breakpoint
CREATE INDEX "customers_match_phone_idx" ON "customers" USING btree ("tenant_id","match_phone");--> statement-breakpoint
CREATE INDEX "customers_match_iban_idx" ON "customers" USING btree ("tenant_id","match_iban");--> statement-breakpoint
CREATE TABLE "integration_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dossier_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"user_id" uuid,
	"pairing" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "integration_history" ADD CONSTRAINT "integration_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_history" ADD CONSTRAINT "integration_history_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_history" ADD CONSTRAINT "integration_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_history_dossier_idx" ON "integration_history" USING btree ("dossier_id","id");--> statement-breakpoint
CREATE TABLE "integration_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dossier_id" bigint NOT NULL,
	"dossier_version" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "integration_outbox" ADD CONSTRAINT "integration_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_outbox" ADD CONSTRAINT "integration_outbox_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_outbox_key_unique" ON "integration_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "integration_outbox_due_idx" ON "integration_outbox" USING btree ("next_attempt_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "integration_outbox_dossier_idx" ON "integration_outbox" USING btree ("dossier_id");
