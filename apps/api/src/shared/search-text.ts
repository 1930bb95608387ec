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

/** Escapes LIKE wildcards so a search term is matched literally. */
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
