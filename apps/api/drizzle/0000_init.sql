CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorized_clients" (
	"dossier_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "authorized_clients_dossier_id_customer_id_pk" PRIMARY KEY("dossier_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"username" text NOT NULL,
	"civility" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" text,
	"birth_city" text,
	"birth_country" text,
	"email" text,
	"has_cosubscriber" boolean DEFAULT false NOT NULL,
	"is_prospect" boolean DEFAULT false NOT NULL,
	"advisor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossiers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"client_id" integer,
	"advisor_id" uuid,
	"direct" boolean DEFAULT false NOT NULL,
	"status" text[] DEFAULT ARRAY['ongoing']::text[] NOT NULL,
	"category" text GENERATED ALWAYS AS (CASE
          WHEN 'canceled' = ANY(status) OR 'rejected' = ANY(status) THEN 'abandoned'
          WHEN 'signed' = ANY(status) THEN 'signed'
          WHEN 'signature' = ANY(status) OR 'mission_validation' = ANY(status) OR 'mission_validated' = ANY(status) THEN 'signature'
          ELSE 'current' END) STORED NOT NULL,
	"integration_state" text DEFAULT 'ongoing' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_submitted_block_id" integer,
	"product_code" text,
	"amount_cents" bigint,
	"title" text,
	"detention_mode" text,
	"dismemberment_type" text,
	"dismemberment_scope" text,
	"version" integer DEFAULT 1 NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"validation_date" timestamp with time zone,
	"signature_date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"label" text NOT NULL,
	"product_choice_element_id" integer,
	"is_back_office" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_id_type_pk" PRIMARY KEY("id","type")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"theme" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"footer_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo_png" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"username" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"signer_email" text,
	"role" text NOT NULL,
	"password_hash" text,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorized_clients" ADD CONSTRAINT "authorized_clients_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorized_clients" ADD CONSTRAINT "authorized_clients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_client_id_customers_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorized_clients_customer_idx" ON "authorized_clients" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_username_unique" ON "customers" USING btree ("tenant_id","username");--> statement-breakpoint
CREATE INDEX "customers_advisor_idx" ON "customers" USING btree ("advisor_id");--> statement-breakpoint
CREATE INDEX "dossiers_tenant_category_idx" ON "dossiers" USING btree ("tenant_id","category","id");--> statement-breakpoint
CREATE INDEX "dossiers_advisor_idx" ON "dossiers" USING btree ("advisor_id","category","id");--> statement-breakpoint
CREATE INDEX "dossiers_client_idx" ON "dossiers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));