import type { PDFFont } from 'pdf-lib';

/** How wide a text is in a font at a size, in points. */
export type MeasureText = (text: string, font: PDFFont, size: number) => number;

/** pdf-lib's own measure (the font's layout, kerning included). */
export const measureWithFont: MeasureText = (text, font, size) => font.widthOfTextAtSize(text, size);

/**
 * Runs of ASCII whitespace (tabs, line ends) made one space. Note: not `\s`, which takes the no-break
 * spaces too (U+00A0, U+202F): French writes them in « 1 234,56 € » and before « : », and they must stay.
 */
export function foldWhitespace(text: string): string {
  return text.replace(/[ \t\n\r\f\v]+/g, ' ');
}

const NO_BREAK_SPACES = new Set(['\u00a0', '\u202f', '\u2007', '\u2060']);

/** What never starts a line: a space written before it (« Motif : », « 35 % », « 100 € ») holds it to its word. */
const HELD_TO_PREVIOUS = /^[:;!?»%€]/;

/** The units a line may end after: words, each with what a plain space must not part from it. */
function splitBreakable(paragraph: string): string[] {
  const words: string[] = [];
  for (const word of paragraph.split(' ')) {
    const last = words.length - 1;
    if (last >= 0 && (HELD_TO_PREVIOUS.test(word) || words[last]!.endsWith('«'))) words[last] += ` ${word}`;
    else words.push(word);
  }
  return words;
}

/** Where to cut a word too wide for a line: never next to a no-break space, unless nothing else fits. */
function cutBesideNoBreak(word: string, cut: number): number {
  let at = cut;
  while (at > 1 && (NO_BREAK_SPACES.has(word[at]!) || NO_BREAK_SPACES.has(word[at - 1]!))) at--;
  return at > 1 ? at : cut;
}

/**
 * Splits a text into lines no wider than `width`, for the generated documents and the signature
 * pages alike: a new line at each '\n', lines broken at plain spaces only (never at a no-break space,
 * nor before « : », « ; », « ! », « ? », « » », « % » or « € », nor after « « »), words kept whole
 * unless one alone is too wide (then cut).
 */
export function wrapText(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  measure: MeasureText = measureWithFont,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of splitBreakable(paragraph)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, font, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (measure(line, font, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut), font, size) > width) cut--;
        cut = cutBesideNoBreak(line, cut);
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
