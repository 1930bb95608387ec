/**
 * Formats an IBAN as typed (spec 5): spaces removed, then groups of four separated by one space, upper-cased
 * when asked ('fr76 3000 6000 01…' → 'FR76 3000 6000 01…').
 */
export function formatIban(value: string, options: { uppercase?: boolean } = {}): string {
  const compact = value.replace(/\s/g, '');
  const text = options.uppercase ? compact.toUpperCase() : compact;
  return text.replace(/(.{4})(?=.)/g, '$1 ');
}
