CREATE TABLE "blocks" (
	"id" integer PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datalist_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"datalist_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"label_en" text,
	"presentation" text,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datalists" (
	"id" integer PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elements" (
	"id" integer PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"css_classes" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"condition" jsonb,
	"calculate" text,
	"reference" integer,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"title" text NOT NULL,
	"rank" integer NOT NULL,
	"link_description" text,
	"slug" text,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "redirect_url" text DEFAULT '/tableau-de-bord' NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "tenant_configuration" jsonb;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "identity_elements" jsonb;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datalist_options" ADD CONSTRAINT "datalist_options_datalist_id_datalists_id_fk" FOREIGN KEY ("datalist_id") REFERENCES "public"."datalists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datalists" ADD CONSTRAINT "datalists_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_page_idx" ON "blocks" USING btree ("page_id","rank");--> statement-breakpoint
CREATE INDEX "blocks_form_idx" ON "blocks" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "datalist_options_list_idx" ON "datalist_options" USING btree ("datalist_id","rank");--> statement-breakpoint
CREATE INDEX "elements_block_idx" ON "elements" USING btree ("block_id","rank");--> statement-breakpoint
CREATE INDEX "elements_form_idx" ON "elements" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "pages_form_idx" ON "pages" USING btree ("form_id","rank");