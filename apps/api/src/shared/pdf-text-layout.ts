import type { PDFFont } from 'pdf-lib';

/** How wide a text is in a font at a size, in points. */
export type MeasureText = (text: string, font: PDFFont, size: number) => number;

/** pdf-lib's own measure (the font's layout, kerning included). */
export const measureWithFont: MeasureText = (text, font, size) => font.widthOfTextAtSize(text, size);

/**
 * Splits a text into lines no wider than `width`, for the generated documents and the signature
 * pages alike: a new line at each '\n', words kept whole unless one alone is too wide (then cut).
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
    for (const word of paragraph.split(' ')) {
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
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
