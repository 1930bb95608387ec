-- An advisor's folder lists read from their two indexes alone (issue 36): the advisor's own folders by
-- (advisor_id, category, id) and the folders of the advisor's customers by (client_id, category, id), each
-- carrying the search text and the tenant, so that a page and its count are two index-only scans joined by
-- a UNION instead of a bitmap of both and every folder read from the table (« martin » in `current`:
-- 5 840 pages for the page, as many for the count).
DROP INDEX IF EXISTS "dossiers_advisor_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dossiers_advisor_idx" ON "dossiers" USING btree ("advisor_id","category","id") INCLUDE ("search_text","tenant_id");--> statement-breakpoint
DROP INDEX IF EXISTS "dossiers_client_category_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dossiers_client_category_idx" ON "dossiers" USING btree ("client_id","category","id") INCLUDE ("search_text","tenant_id");
