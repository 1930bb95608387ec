/** Lowercase, strip accents and collapse spaces: how folder search text is stored and matched. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export type SearchTextParts = {
  customer?: { firstName: string; lastName: string; username: string } | null;
  advisor?: { firstname: string; lastname: string; username: string } | null;
  productCode?: string | null;
  title?: string | null;
};

/** The text a folder is found by: customer names and code, advisor, product and title. */
export function buildDossierSearchText(parts: SearchTextParts): string {
  return normalizeSearchText(
    [
      parts.customer?.firstName,
      parts.customer?.lastName,
      parts.customer?.username,
      parts.advisor?.firstname,
      parts.advisor?.lastname,
      parts.advisor?.username,
      parts.productCode,
      parts.title,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** The most words of a search term matched (the rest is ignored): each word costs a condition. */
const MAX_SEARCH_WORDS = 6;

/**
 * The words of a normalised search term, each matched on its own so that a full name is found in
 * any order (« martin claire » as « claire martin »).
 */
export function toSearchWords(term: string): string[] {
  return [...new Set(term.split(' ').filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

/** Escapes LIKE wildcards so a search term is matched literally. */
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
