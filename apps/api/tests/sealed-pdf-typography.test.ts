/**
 * French typography in the PDFs the platform writes and seals (the evidence file, the signature
 * history, the documents): the no-break spaces French puts in « 1 234,56 € » (U+202F, U+00A0) and
 * before « : » stay no-break spaces, so an amount never splits across two lines and no line starts
 * with « : », « ; », « ? », « ! », « € » or « % »; tabs and line ends still fold into one space.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedFonts, PageWriter } from '../src/modules/signature/index.js';
import { foldWhitespace, wrapText } from '../src/shared/pdf-text-layout.js';

const AMOUNT = '1\u202f234,56\u00a0€';
const SENTENCE = `Montant total de la souscription\u00a0: ${AMOUNT} — motif : versement complémentaire ; accord ? oui !`;
/** What must never begin a line in French. */
const NEVER_FIRST = /^[\s\u00a0\u202f]*[:;!?»€%]/;

let fonts: Awaited<ReturnType<typeof embedFonts>>;
let work: string;

beforeAll(async () => {
  fonts = await embedFonts(await PDFDocument.create());
  work = mkdtempSync(join(tmpdir(), 'sealed-typography-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every width a text can be laid in, a point apart: from its widest unbreakable run to all of it. */
function everyWidth(text: string, size: number): number[] {
  const measure = (part: string) => fonts.regular.widthOfTextAtSize(part, size);
  const runs = text.split(/(?<!«) (?![:;!?»%€])/);
  const widths: number[] = [];
  for (let width = Math.max(...runs.map(measure)); width <= measure(text) + 1; width++) widths.push(width);
  return widths;
}

describe('the line breaking of the sealed records and the documents', () => {
  it('keeps « 1 234,56 € » whole on one line with its no-break spaces, at every width', () => {
    for (const width of everyWidth(SENTENCE, 9)) {
      const lines = wrapText(SENTENCE, fonts.regular, 9, width);
      expect(
        lines.filter((line) => line.includes(AMOUNT)),
        `width ${width}`,
      ).toHaveLength(1);
    }
  });

  it('never starts a line with « : », « ; », « ? », « ! », « € », « % » or a no-break space, even after a plain space', () => {
    const typed = 'Motif : pièce expirée ; montant 250 € soit 35 % du total ? « oui » !';
    for (const text of [SENTENCE, typed]) {
      for (const width of everyWidth(text, 9)) {
        const lines = wrapText(text, fonts.regular, 9, width);
        for (const line of lines.slice(1))
          expect(line, `width ${width}: ${lines.join(' | ')}`).not.toMatch(NEVER_FIRST);
        for (const line of lines) expect(line).not.toMatch(/«$/);
        // Nothing lost: the lines are the text, broken at plain spaces only.
        expect(lines.join(' ')).toBe(text);
      }
    }
  });

  it('folds tabs and line ends into one space but keeps the no-break spaces', () => {
    expect(foldWhitespace(`Motif\u00a0:\t${AMOUNT}\n\r  fin`)).toBe(`Motif\u00a0: ${AMOUNT} fin`);
  });
});

describe('a sealed record’s page, as pdftotext and the font read it', () => {
  let pdf: Uint8Array;

  beforeAll(async () => {
    const doc = await PDFDocument.create();
    const writer = new PageWriter(doc, await embedFonts(doc), 'Dossier de preuve');
    writer.newPage();
    // The amount and the colons fall at the end of a line at one of these indents.
    for (let indent = 0; indent <= 240; indent += 6)
      writer.line(`Décision du gestionnaire — ${SENTENCE}`, { size: 8, indent });
    pdf = await doc.save();
  });

  it('has no line of text starting with « : » or « € » and every amount whole on its line', () => {
    const path = join(work, 'record.pdf');
    writeFileSync(path, pdf);
    const text = spawnSync('pdftotext', [path, '-'], { encoding: 'utf8' }).stdout;
    const lines = text.split('\n').filter((line) => line.trim());
    expect(lines.length).toBeGreaterThan(41);
    for (const line of lines) expect(line).not.toMatch(NEVER_FIRST);
    // poppler writes each no-break space as a plain one: the amount is read whole on one line each time.
    expect(lines.filter((line) => line.includes('1 234,56 €'))).toHaveLength(41);
  });

  it('draws the no-break glyphs themselves (U+00A0, and the narrower U+202F), not spaces', async () => {
    const loaded = await PDFDocument.load(pdf);
    const unicodeMaps = loaded.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .filter((content) => content.includes('beginbfchar'))
      .join('\n');
    expect(unicodeMaps).toMatch(/<[0-9A-F]{4}> <00A0>/);
    expect(unicodeMaps).toMatch(/<[0-9A-F]{4}> <202F>/);
    expect(fonts.regular.widthOfTextAtSize('\u202f', 10)).toBeLessThan(
      fonts.regular.widthOfTextAtSize(' ', 10),
    );
  });
});
