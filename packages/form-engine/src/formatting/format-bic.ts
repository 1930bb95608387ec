/** Formats a BIC as typed (spec 5): spaces removed, upper-cased. */
export function formatBic(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}
