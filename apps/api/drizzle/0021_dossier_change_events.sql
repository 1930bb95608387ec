-- Every change a screen shows about a folder is announced on one channel, `tenant:dossier`, so each API
-- replica passes it on at once to the screens that have the folder open (server-sent events): the
-- folder's row (answers, states, integration state), its signature envelopes, their parties and
-- events, and its review history. NOTIFY is sent when the transaction commits, never for a rollback.
CREATE OR REPLACE FUNCTION souscription_notify_dossier_row_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('souscription_dossier_changed', NEW.tenant_id::text || ':' || NEW.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souscription_notify_dossier_part_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('souscription_dossier_changed', NEW.tenant_id::text || ':' || NEW.dossier_id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souscription_notify_envelope_part_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('souscription_dossier_changed', envelope.tenant_id::text || ':' || envelope.dossier_id::text)
    FROM signature_envelopes envelope WHERE envelope.id = NEW.envelope_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER dossiers_changed_live AFTER INSERT OR UPDATE ON "dossiers"
  FOR EACH ROW EXECUTE FUNCTION souscription_notify_dossier_row_changed();--> statement-breakpoint
CREATE TRIGGER signature_envelopes_changed_live AFTER INSERT OR UPDATE ON "signature_envelopes"
  FOR EACH ROW EXECUTE FUNCTION souscription_notify_dossier_part_changed();--> statement-breakpoint
CREATE TRIGGER integration_history_changed_live AFTER INSERT ON "integration_history"
  FOR EACH ROW EXECUTE FUNCTION souscription_notify_dossier_part_changed();--> statement-breakpoint
CREATE TRIGGER signature_recipients_changed_live AFTER INSERT OR UPDATE ON "signature_recipients"
  FOR EACH ROW EXECUTE FUNCTION souscription_notify_envelope_part_changed();--> statement-breakpoint
CREATE TRIGGER signature_events_changed_live AFTER INSERT ON "signature_events"
  FOR EACH ROW EXECUTE FUNCTION souscription_notify_envelope_part_changed();
