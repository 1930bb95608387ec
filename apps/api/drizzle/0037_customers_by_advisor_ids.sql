-- An advisor's customers read from their index alone (issue 36): every advisor's folder list (and dashboard)
-- first asks for the ids of the advisor's customers, which read each customer's row (500 customers: 259 pages
-- of the table; 6 from the index carrying the id).
DROP INDEX IF EXISTS "customers_advisor_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_advisor_idx" ON "customers" USING btree ("advisor_id") INCLUDE ("id");
