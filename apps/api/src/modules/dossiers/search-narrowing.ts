import { and, like, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { dossiers, searchWords } from '../../db/schema.js';
import { escapeLikePattern, normalizeSearchText, toSearchWords } from '../../shared/search-text.js';

/** The most stored words one word of a term may stand for: past them, reading the list's folders is as fast. */
const MAX_CONTAINING_WORDS = 50;

/**
 * Folders a word must be in, by the database's statistics, to be common: finding its folders by the
 * words index (a bitmap of that many) then costs more than reading the list's own folders (an
 * advisor's « dubois » among 44 000 folders: 14 ms instead of 1.5 ms).
 */
const COMMON_WORD_FOLDERS = 20_000;

/** How long the common words are trusted before they are read again from the statistics. */
const COMMON_WORDS_TTL_MS = 10 * 60_000;

type CommonWords = { words: Set<string>; readAt: number; reading?: Promise<void> };
const commonWordsByDatabase = new WeakMap<Database, CommonWords>();

/** The words of the words index's statistics found in more than COMMON_WORD_FOLDERS folders. */
async function readCommonWords(db: Database): Promise<Set<string>> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`SELECT common.word FROM pg_stats stats
      CROSS JOIN pg_class folders
      CROSS JOIN LATERAL unnest(stats.most_common_elems::text::text[], stats.most_common_elem_freqs) AS common(word, frequency)
      WHERE stats.schemaname = current_schema() AND stats.tablename = 'dossiers_search_words_idx'
        AND folders.oid = 'dossiers'::regclass AND common.word IS NOT NULL
        AND common.frequency * folders.reltuples > ${COMMON_WORD_FOLDERS}`,
  );
  return new Set(rows.map((row) => row.word));
}

/**
 * The common words as last read; read again in the background when older than COMMON_WORDS_TTL_MS
 * (no search waits for them: until the first reading, no word is common, which changes plans only).
 */
function commonWords(db: Database): Set<string> {
  const known = commonWordsByDatabase.get(db) ?? { words: new Set<string>(), readAt: -Infinity };
  commonWordsByDatabase.set(db, known);
  if (!known.reading && Date.now() - known.readAt > COMMON_WORDS_TTL_MS) {
    known.reading = readCommonWords(db)
      .then((words) => {
        known.words = words;
        known.readAt = Date.now();
      })
      .catch(() => {
        known.readAt = Date.now();
      })
      .finally(() => {
        known.reading = undefined;
      });
  }
  return known.words;
}

/** The folders' words containing `word` (one more than the most, when there are that many). */
async function findContainingWords(db: Database, word: string): Promise<string[]> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(like(searchWords.word, `%${escapeLikePattern(word)}%`))
    .limit(MAX_CONTAINING_WORDS + 1);
  return rows.map((row) => row.word);
}

/** What narrows a search: a condition implied by it, or the certainty that no folder matches. */
export type SearchNarrowing = { condition?: SQL; matchesNothing: boolean };

/**
 * What narrows a search to the folders that may match it, found by the index of their words
 * (issue 36): for each word of the term, one of the stored words containing it. Implied by the
 * search condition itself (a term's word has no space, so it lies within one word of the folder's
 * text): it changes no result, it only spares reading every folder of the list. Nothing for a word
 * that does not help: fewer than 3 letters (no trigram), more than MAX_CONTAINING_WORDS words, one of
 * them common, or a number (it may be a folder's id). A word that no folder's text contains: no
 * folder matches, and none needs to be read.
 */
export async function findSearchNarrowing(
  db: Database,
  searchTerm: string | undefined,
): Promise<SearchNarrowing> {
  const term = normalizeSearchText(searchTerm ?? '');
  if (!term || /^\d{1,15}$/.test(term)) return { matchesNothing: false };
  // Asked first: the first search after a start reads them in the background for the next ones.
  const common = commonWords(db);
  const words = toSearchWords(term).filter((word) => word.length >= 3);
  const containing = await Promise.all(words.map((word) => findContainingWords(db, word)));
  if (containing.some((found) => found.length === 0)) return { matchesNothing: true };
  const narrowing = containing
    .filter((found) => found.length <= MAX_CONTAINING_WORDS && !found.some((word) => common.has(word)))
    .map(
      (found) =>
        sql`string_to_array(${dossiers.searchText}, ' ') && ARRAY[${sql.join(
          found.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]`,
    );
  return { condition: narrowing.length ? and(...narrowing) : undefined, matchesNothing: false };
}
