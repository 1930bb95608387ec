/** Upper-cases an input configured so (spec 5), French accents included ('é' → 'É'). */
export function formatUppercase(value: string): string {
  return value.toLocaleUpperCase('fr-FR');
}
