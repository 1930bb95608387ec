const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
] as const;

const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'] as const;

function unit(value: number): string {
  return UNITS[value] ?? '';
}

/**
 * 1 to 99. `final` tells whether the number ends here (or before million / milliard, which are nouns):
 * only then does quatre-vingts take its s.
 */
function writeBelowHundred(value: number, final: boolean): string {
  if (value < 17) return unit(value);
  if (value < 20) return `dix-${unit(value - 10)}`;
  const tens = Math.floor(value / 10);
  const units = value % 10;
  if (tens <= 6) {
    const base = TENS[tens] ?? '';
    if (units === 0) return base;
    if (units === 1) return `${base} et un`;
    return `${base}-${unit(units)}`;
  }
  if (tens === 7) {
    if (units === 1) return 'soixante et onze';
    return `soixante-${writeBelowHundred(value - 60, final)}`;
  }
  if (value === 80) return final ? 'quatre-vingts' : 'quatre-vingt';
  return `quatre-vingt-${writeBelowHundred(value - 80, final)}`;
}

/** 1 to 999, with the same `final` rule for cents and quatre-vingts. */
function writeBelowThousand(value: number, final: boolean): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words: string[] = [];
  if (hundreds === 1) words.push('cent');
  else if (hundreds > 1) words.push(`${unit(hundreds)} ${rest === 0 && final ? 'cents' : 'cent'}`);
  if (rest > 0) words.push(writeBelowHundred(rest, final));
  return words.join(' ');
}

/**
 * Writes a whole number in French words, traditional spelling (hyphens below one hundred only):
 * 21 « vingt et un », 71 « soixante et onze », 80 « quatre-vingts », 81 « quatre-vingt-un »,
 * 200 « deux cents », 201 « deux cent un », 1000 « mille », 80 000 « quatre-vingt mille »,
 * 200 000 000 « deux cents millions ».
 * @throws RangeError when the number is not a safe whole number.
 */
export function convertNumberToWords(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe whole number: ${value}`);
  if (value < 0) return `moins ${convertNumberToWords(-value)}`;
  if (value === 0) return unit(0);
  const words: string[] = [];
  const milliards = Math.floor(value / 1e9);
  const millions = Math.floor(value / 1e6) % 1000;
  const thousands = Math.floor(value / 1000) % 1000;
  const rest = value % 1000;
  if (milliards > 0) {
    const count = milliards < 1000 ? writeBelowThousand(milliards, true) : convertNumberToWords(milliards);
    const link = /(?:million|milliard)s?$/.test(count) ? ' de' : '';
    words.push(`${count}${link} ${milliards > 1 ? 'milliards' : 'milliard'}`);
  }
  if (millions > 0)
    words.push(`${writeBelowThousand(millions, true)} ${millions > 1 ? 'millions' : 'million'}`);
  if (thousands === 1) words.push('mille');
  else if (thousands > 1) words.push(`${writeBelowThousand(thousands, false)} mille`);
  if (rest > 0) words.push(writeBelowThousand(rest, true));
  return words.join(' ');
}
