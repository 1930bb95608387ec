-- Messages and one-time codes (issue 25): the demo mailbox (demo_mailbox_messages, read by the accounts
-- listed in demo_accounts), the one code each signature recipient was last sent (its HMAC only) and
-- every code sent, for the throttles per recipient and per destination.
CREATE TABLE "demo_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_mailbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"template_id" text NOT NULL,
	"locale" text NOT NULL,
	"dossier_id" integer,
	"recipient_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_code_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"recipient_key" text NOT NULL,
	"destination" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"recipient_key" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_accounts" ADD CONSTRAINT "demo_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_mailbox_messages" ADD CONSTRAINT "demo_mailbox_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_code_sends" ADD CONSTRAINT "one_time_code_sends_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_mailbox_messages_tenant_idx" ON "demo_mailbox_messages" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "one_time_code_sends_recipient_idx" ON "one_time_code_sends" USING btree ("recipient_key","sent_at");--> statement-breakpoint
CREATE INDEX "one_time_code_sends_destination_idx" ON "one_time_code_sends" USING btree ("destination","sent_at");--> statement-breakpoint
CREATE INDEX "one_time_code_sends_sent_at_idx" ON "one_time_code_sends" USING btree ("sent_at");--> statement-breakpoint
-- A database the demo seed filled before this migration: its demo accounts (the seed's usernames with
-- their .test e-mail addresses, which no real account has) are recorded as such.
INSERT INTO "demo_accounts" ("user_id")
SELECT "id" FROM "users"
WHERE "password_hash" IS NOT NULL AND (lower("username"), lower("email")) IN (
	('conseiller', 'antoine.durand@demo.souscription.test'),
	('partenaire', 'sophie.lefevre@demo.souscription.test'),
	('manager', 'marc.bernard@demo.souscription.test'),
	('backoffice', 'julie.moreau@demo.souscription.test'),
	('gestionnaire', 'nicolas.petit@demo.souscription.test'),
	('client', 'claire.martin@example.test'),
	('prospect', 'hugo.roux@example.test'),
	('prospect.direct', 'lea.fontaine@example.test'),
	('conseiller.aestiam', 'paul.girard@aestiam.souscription.test')
);
