-- An advisor's folder lists and searches (issue 36): the folders of the advisor's customers are found
-- by customer and state together, so a search in one state reads only that state's folders (the
-- index by customer alone made it read every folder of the advisor's customers).
DROP INDEX IF EXISTS "dossiers_client_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dossiers_client_category_idx" ON "dossiers" USING btree ("client_id","category","id");
