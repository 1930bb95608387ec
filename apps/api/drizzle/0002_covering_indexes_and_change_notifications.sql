-- Lists filter by tenant or advisor and category, sort by id and match the search text: covering
-- indexes let both the page and its count be answered from the index alone.
DROP INDEX IF EXISTS "dossiers_tenant_category_idx";--> statement-breakpoint
CREATE INDEX "dossiers_tenant_category_idx" ON "dossiers" USING btree ("tenant_id","category","id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX IF EXISTS "dossiers_advisor_idx";--> statement-breakpoint
CREATE INDEX "dossiers_advisor_idx" ON "dossiers" USING btree ("advisor_id","category","id") INCLUDE ("search_text");--> statement-breakpoint
-- Every change to what folder lists show is announced, so each API replica drops its cached pages.
CREATE OR REPLACE FUNCTION souscription_notify_lists_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('souscription_lists_changed', COALESCE(NEW.tenant_id, OLD.tenant_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souscription_notify_lists_changed_by_dossier() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'souscription_lists_changed',
    COALESCE((SELECT tenant_id FROM dossiers WHERE id = COALESCE(NEW.dossier_id, OLD.dossier_id))::text, '')
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER dossiers_lists_changed AFTER INSERT OR UPDATE OR DELETE ON "dossiers"
  FOR EACH ROW EXECUTE FUNCTION souscription_notify_lists_changed();--> statement-breakpoint
CREATE TRIGGER customers_lists_changed AFTER INSERT OR UPDATE OR DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION souscription_notify_lists_changed();--> statement-breakpoint
CREATE TRIGGER users_lists_changed AFTER UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION souscription_notify_lists_changed();--> statement-breakpoint
CREATE TRIGGER authorized_clients_lists_changed AFTER INSERT OR DELETE ON "authorized_clients"
  FOR EACH ROW EXECUTE FUNCTION souscription_notify_lists_changed_by_dossier();
