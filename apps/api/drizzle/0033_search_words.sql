-- First-time folder searches (issue 36): every word of the folders' search texts, once, so that a search
-- finds the words containing its term here (a trigram index of short words: exact enough), then the
-- folders holding one of those words by an inverted index of their words, instead of reading every
-- folder of the list's state. A word no folder holds any more stays: it only finds nothing.
CREATE TABLE IF NOT EXISTS "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Words are added in their order, so that two transactions adding the same new words never wait on each other in a circle.
CREATE OR REPLACE FUNCTION souscription_add_search_words_of_new_dossiers() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM added, unnest(string_to_array(added.search_text, ' ')) AS word
    WHERE word <> '' ORDER BY word
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souscription_add_search_words_of_dossier() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM unnest(string_to_array(NEW.search_text, ' ')) AS word
    WHERE word <> '' ORDER BY word
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Once per statement for inserts (a bulk seed adds its words in one go); per row when a search text changes.
CREATE OR REPLACE TRIGGER dossiers_search_words_added AFTER INSERT ON "dossiers"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION souscription_add_search_words_of_new_dossiers();--> statement-breakpoint
CREATE OR REPLACE TRIGGER dossiers_search_words_changed AFTER UPDATE OF search_text ON "dossiers"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION souscription_add_search_words_of_dossier();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT word FROM dossiers, unnest(string_to_array(dossiers.search_text, ' ')) AS word
  WHERE word <> ''
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dossiers_search_words_idx" ON "dossiers" USING gin (string_to_array("search_text", ' '));--> statement-breakpoint
-- The planner weighs the new index by the statistics of its words: with 10 000 of them kept (instead of
-- about 300), a rare word is estimated at tens of folders, not 2 000 (which made it intersect the tenant's index).
ALTER INDEX "dossiers_search_words_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "dossiers";
