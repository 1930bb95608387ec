import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { wrapText } from '../../../shared/pdf-text-layout.js';
import type { DocumentModel, DocumentStamp, ModelSection } from './document-model.types.js';
import { markArchival, SRGB_PROFILE } from '../../../shared/pdf-archive.js';
import { t as translate } from '../../../i18n/translate.js';
import type { TLocale } from '@souscription/contract';
import {
  cachingFontkit,
  deflatePageContents,
  embedLogo,
  FONT_BYTES,
  markSharedBytes,
  reuseFontSubsets,
  useNativeDeflate,
} from './pdf-render-caches.js';

markSharedBytes(SRGB_PROFILE);

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 50, right: 50, top: 36, bottom: 56 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const HEADER_HEIGHT = 58;
const INK = rgb(0.13, 0.15, 0.18);
const MUTED = rgb(0.38, 0.41, 0.45);
const RULE = rgb(0.84, 0.86, 0.89);
const GOOD = rgb(0.12, 0.48, 0.2);
const BAD = rgb(0.7, 0.15, 0.12);

/** The document's own words (header, signatures, footer) in its language, from the server's catalogues. */
function documentWords(locale: TLocale) {
  return {
    reference: translate(locale, 'document-pdf.reference'),
    dossier: translate(locale, 'document-pdf.dossier'),
    version: translate(locale, 'document-pdf.version'),
    madeOn: translate(locale, 'document-pdf.made-on'),
    page: translate(locale, 'document-pdf.page'),
    of: translate(locale, 'document-pdf.of'),
    signatures: translate(locale, 'document-pdf.signatures'),
    madeAt: translate(locale, 'document-pdf.made-at'),
    approved: translate(locale, 'document-pdf.approved'),
    signedElectronically: translate(locale, 'document-pdf.signed-electronically'),
    legal: translate(locale, 'document-pdf.legal'),
  };
}

function toRgb(hex: string): RGB {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '1f4e79';
  const n = Number.parseInt(value, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/**
 * Advance widths of characters at size 1, by font. Note: pdf-lib measures a text by laying it out
 * with fontkit (OpenType shaping), which made measuring words for line breaks most of a document's
 * time; a sum of cached advances (kerning aside) is exact enough to break lines.
 */
const ADVANCES = { regular: new Map<string, number>(), bold: new Map<string, number>() };
const advancesOfFont = new WeakMap<PDFFont, Map<string, number>>();

type FontkitGlyph = { id: number; advanceWidth: number };
type FontkitFont = {
  glyphForCodePoint: (codePoint: number) => FontkitGlyph;
  layout: (text: string) => { glyphs: FontkitGlyph[] };
};

/**
 * Note: pdf-lib writes and measures text through fontkit's full OpenType layout (GSUB/GPOS shaping),
 * which was two thirds of a document's time and needs nothing here (Latin text, no ligatures): the
 * font's layout becomes one glyph per character from its cmap, kerning aside. pdf-lib reads only
 * the glyphs of a layout (encodeText, widthOfTextAtSize).
 */
function useCharacterLayout(font: PDFFont): void {
  const fontkitFont = (font as unknown as { embedder: { font: FontkitFont } }).embedder.font;
  fontkitFont.layout = (text: string) => ({
    glyphs: Array.from(text, (char) => fontkitFont.glyphForCodePoint(char.codePointAt(0) ?? 0x20)),
  });
}

/** A text's width from the cached advances of its characters (see ADVANCES). */
function measure(text: string, font: PDFFont, size: number): number {
  let advances = advancesOfFont.get(font);
  if (!advances) {
    advances = new Map();
    advancesOfFont.set(font, advances);
  }
  let width = 0;
  for (const char of text) {
    let advance = advances.get(char);
    if (advance === undefined) {
      advance = font.widthOfTextAtSize(char, 1);
      advances.set(char, advance);
    }
    width += advance;
  }
  return width * size;
}

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Lays out a document top to bottom, adding pages as needed. */
class Layout {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly model: DocumentModel,
    private readonly logo: PDFImage | null,
    private readonly primary: RGB,
    private readonly secondary: RGB,
  ) {
    this.addPage();
  }

  addPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.drawHeader();
    this.y = PAGE.height - MARGIN.top - HEADER_HEIGHT - 14;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.y - height < MARGIN.bottom) this.addPage();
  }

  text(value: string, x: number, y: number, size: number, options: { bold?: boolean; color?: RGB } = {}) {
    this.page.drawText(value, {
      x,
      y,
      size,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? INK,
    });
  }

  private drawHeader(): void {
    const top = PAGE.height - MARGIN.top;
    if (this.logo) {
      const scale = Math.min(130 / this.logo.width, 40 / this.logo.height, 1);
      const width = this.logo.width * scale;
      const height = this.logo.height * scale;
      this.page.drawImage(this.logo, { x: MARGIN.left, y: top - height, width, height });
    }
    const name = this.model.tenant.name;
    const nameWidth = measure(name, this.fonts.bold, 10);
    this.text(name, PAGE.width - MARGIN.right - nameWidth, top - 12, 10, { bold: true, color: this.primary });
    const reference = this.model.reference;
    const referenceWidth = measure(reference, this.fonts.regular, 8);
    this.text(reference, PAGE.width - MARGIN.right - referenceWidth, top - 25, 8, { color: MUTED });
    this.page.drawRectangle({
      x: MARGIN.left,
      y: top - HEADER_HEIGHT + 8,
      width: CONTENT_WIDTH,
      height: 2,
      color: this.primary,
    });
  }

  /** The document's title block (first page). */
  title(stamp: DocumentStamp): void {
    const t = documentWords(this.model.locale);
    for (const line of wrapText(
      this.model.title.toUpperCase(),
      this.fonts.bold,
      19,
      CONTENT_WIDTH,
      measure,
    )) {
      this.text(line, MARGIN.left, this.y - 19, 19, { bold: true, color: this.primary });
      this.y -= 25;
    }
    if (this.model.subtitle) {
      for (const line of wrapText(this.model.subtitle, this.fonts.regular, 9, CONTENT_WIDTH, measure)) {
        this.text(line, MARGIN.left, this.y - 9, 9, { color: MUTED });
        this.y -= 12;
      }
    }
    this.y -= 6;
    const meta = `${t.reference} ${this.model.reference}  ·  ${t.dossier} ${stamp.dossierId}, ${t.version} ${stamp.dossierVersion}  ·  ${t.madeOn} ${stamp.date}`;
    this.page.drawRectangle({
      x: MARGIN.left,
      y: this.y - 18,
      width: CONTENT_WIDTH,
      height: 18,
      color: this.secondary,
    });
    this.text(meta, MARGIN.left + 8, this.y - 12.5, 8, { color: INK });
    this.y -= 32;
  }

  sectionTitle(title: string, size = 10.5): void {
    // A section title starts a page rather than end one alone (with a row or two after it).
    this.ensure(22 + 50);
    this.page.drawRectangle({
      x: MARGIN.left,
      y: this.y - 20,
      width: CONTENT_WIDTH,
      height: 20,
      color: this.secondary,
    });
    this.page.drawRectangle({ x: MARGIN.left, y: this.y - 20, width: 3, height: 20, color: this.primary });
    this.text(title.toUpperCase(), MARGIN.left + 10, this.y - 14, size, { bold: true, color: this.primary });
    this.y -= 26;
  }

  heading(title: string): void {
    this.ensure(28 + 26 + 50);
    this.y -= 6;
    this.text(title, MARGIN.left, this.y - 14, 14, { bold: true, color: this.primary });
    this.y -= 22;
  }

  table(rows: [string, string][]): void {
    const labelWidth = CONTENT_WIDTH * 0.42;
    const valueWidth = CONTENT_WIDTH - labelWidth - 16;
    const size = 8.8;
    const lineHeight = 11;
    for (const [label, value] of rows) {
      const labelLines = wrapText(label, this.fonts.regular, size, labelWidth - 8, measure);
      const valueLines = wrapText(value, this.fonts.bold, size, valueWidth, measure);
      const height = Math.max(labelLines.length, valueLines.length) * lineHeight + 5;
      this.ensure(height);
      labelLines.forEach((line, index) =>
        this.text(line, MARGIN.left + 6, this.y - 9.5 - index * lineHeight, size, { color: MUTED }),
      );
      valueLines.forEach((line, index) =>
        this.text(line, MARGIN.left + labelWidth + 8, this.y - 9.5 - index * lineHeight, size, {
          bold: true,
        }),
      );
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN.left, y: this.y + 1 },
        end: { x: MARGIN.left + CONTENT_WIDTH, y: this.y + 1 },
        thickness: 0.5,
        color: RULE,
      });
    }
    this.y -= 10;
  }

  paragraphs(paragraphs: string[], size = 9.2, color: RGB = INK, lineHeight = 13): void {
    for (const paragraph of paragraphs) {
      for (const line of wrapText(paragraph, this.fonts.regular, size, CONTENT_WIDTH - 6, measure)) {
        this.ensure(lineHeight);
        this.text(line, MARGIN.left + 3, this.y - size, size, { color });
        this.y -= lineHeight;
      }
      this.y -= 5;
    }
    this.y -= 6;
  }

  verdict(section: Extract<ModelSection, { kind: 'verdict' }>): void {
    const colour = section.suitable ? GOOD : BAD;
    const lines = wrapText(section.text, this.fonts.regular, 9.2, CONTENT_WIDTH - 30, measure);
    const height = 30 + lines.length * 13;
    this.ensure(height + 10);
    this.page.drawRectangle({
      x: MARGIN.left,
      y: this.y - height,
      width: CONTENT_WIDTH,
      height,
      borderColor: colour,
      borderWidth: 1.2,
    });
    this.page.drawRectangle({ x: MARGIN.left, y: this.y - height, width: 5, height, color: colour });
    this.text(`${section.suitable ? '✔' : '✘'} ${section.label}`, MARGIN.left + 15, this.y - 18, 11, {
      bold: true,
      color: colour,
    });
    lines.forEach((line, index) => this.text(line, MARGIN.left + 15, this.y - 34 - index * 13, 9.2));
    this.y -= height + 16;
  }

  signatures(signatories: DocumentModel['signatories'], date: string): void {
    const t = documentWords(this.model.locale);
    const boxHeight = 96;
    const rows = Math.ceil(signatories.length / 2);
    this.ensure(30 + 20 + rows * (boxHeight + 10));
    this.sectionTitle(t.signatures);
    this.text(`${t.madeAt} ${date}`, MARGIN.left + 3, this.y - 9, 9);
    this.y -= 20;
    const gap = 16;
    const width = (CONTENT_WIDTH - gap) / 2;
    signatories.forEach((signatory, index) => {
      const x = MARGIN.left + (index % 2) * (width + gap);
      if (index % 2 === 0 && index > 0) this.y -= boxHeight + 10;
      const top = this.y;
      this.page.drawRectangle({
        x,
        y: top - boxHeight,
        width,
        height: boxHeight,
        borderColor: RULE,
        borderWidth: 1,
      });
      this.text(signatory.label, x + 8, top - 14, 9, { bold: true, color: this.primary });
      this.text(signatory.name, x + 8, top - 27, 9);
      // Each party's own mention and name in its box: what its electronic signature approves.
      this.text(t.approved, x + 8, top - 46, 10, { bold: true });
      this.text(signatory.name, x + 8, top - 59, 10);
      const notice = wrapText(t.signedElectronically, this.fonts.regular, 7, width - 16, measure);
      for (const [line, text] of notice.entries()) {
        this.text(text, x + 8, top - 75 - line * 9, 7, { color: MUTED });
      }
    });
    this.y -= boxHeight + 18;
  }

  legal(mentions: string[]): void {
    if (mentions.length === 0) return;
    const t = documentWords(this.model.locale);
    this.ensure(40);
    this.page.drawLine({
      start: { x: MARGIN.left, y: this.y },
      end: { x: MARGIN.left + CONTENT_WIDTH, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 12;
    this.text(t.legal, MARGIN.left + 3, this.y - 7.5, 7.5, { bold: true, color: MUTED });
    this.y -= 13;
    this.paragraphs(mentions, 7.2, MUTED, 9.5);
  }

  /** Footer of every page, once all pages are known. */
  footers(): void {
    const t = documentWords(this.model.locale);
    const total = this.pages.length;
    const left = `${this.model.tenant.name} — ${this.model.title} — ${this.model.reference}`;
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN.left, y: MARGIN.bottom - 18 },
        end: { x: PAGE.width - MARGIN.right, y: MARGIN.bottom - 18 },
        thickness: 0.5,
        color: RULE,
      });
      page.drawText(left, {
        x: MARGIN.left,
        y: MARGIN.bottom - 30,
        size: 7,
        font: this.fonts.regular,
        color: MUTED,
      });
      const number = `${t.page} ${index + 1} ${t.of} ${total}`;
      const width = measure(number, this.fonts.regular, 7);
      page.drawText(number, {
        x: PAGE.width - MARGIN.right - width,
        y: MARGIN.bottom - 30,
        size: 7,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
  }
}

/**
 * Writes a document as a PDF (A4): the tenant's logo, name and colour in the header, the title with
 * the reference, dossier version and date, the sections, the signature boxes left for the signature
 * step, the legal notices and page numbers. DejaVu Sans embedded (subset).
 */
export async function renderDocumentPdf(
  model: DocumentModel,
  stamp: DocumentStamp,
  logo: { sha256: string; png: Uint8Array } | null,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  useNativeDeflate(pdf);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(FONT_BYTES.regular, { subset: true }),
    pdf.embedFont(FONT_BYTES.bold, { subset: true }),
  ]);
  useCharacterLayout(regular);
  useCharacterLayout(bold);
  reuseFontSubsets(regular, 'regular');
  reuseFontSubsets(bold, 'bold');
  // The same font file always has the same advances: measured once for all documents.
  advancesOfFont.set(regular, ADVANCES.regular);
  advancesOfFont.set(bold, ADVANCES.bold);
  const logoImage = logo ? await embedLogo(pdf, logo) : null;
  markArchival(pdf, {
    title: `${model.title} — ${model.reference}`,
    author: model.tenant.name,
    subject: model.subtitle ?? model.title,
    language: model.locale === 'fr' ? 'fr-FR' : 'en-GB',
    createdAt: new Date(),
  });

  const layout = new Layout(
    pdf,
    { regular, bold },
    model,
    logoImage,
    toRgb(model.tenant.primaryColor),
    toRgb(model.tenant.secondaryColor),
  );
  layout.title(stamp);
  for (const section of model.sections) {
    switch (section.kind) {
      case 'heading':
        layout.heading(section.title);
        break;
      case 'table':
        layout.sectionTitle(section.title);
        layout.table(section.rows);
        break;
      case 'text':
        if (section.title) layout.sectionTitle(section.title);
        layout.paragraphs(section.paragraphs);
        break;
      case 'verdict':
        layout.sectionTitle(section.title);
        layout.verdict(section);
        break;
    }
  }
  // Note: the signature boxes come last, on the last page, where the signature step finds them.
  layout.legal(model.legalMentions);
  if (model.signatories.length) layout.signatures(model.signatories, stamp.date);
  layout.footers();
  deflatePageContents(pdf);
  return pdf.save();
}
