import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { TSignatureParty, TSignatureStep, TSignerAuthentication } from '@souscription/contract';
import type { TEnvelopeEvent } from '../provider/signing-provider.js';
import { describeEventDetails, describeEventHeading, describePartyProof } from './describe-event.js';
import { describeHistory, formatParisTime, recordTexts, type TSealLocale } from './record-words.js';
import { t as translate } from '../../../i18n/translate.js';
import { markArchival } from '../../../shared/pdf-archive.js';
import { foldWhitespace, wrapText } from '../../../shared/pdf-text-layout.js';
import { describeParty, describeStep } from './signature-words.js';

const require = createRequire(import.meta.url);
/** DejaVu Sans, embedded (subset) in every page this file writes: no standard, non-embedded font. */
const FONT_FILES = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.12, 0.14, 0.18);
export const MUTED = rgb(0.38, 0.41, 0.46);
const RULE = rgb(0.8, 0.82, 0.86);

export { describeHistory, formatParisTime, type TSealLocale };

/** What a certificate page tells about one envelope. */
export type TCertificateEnvelope = {
  envelopeId: number;
  dossierId: number;
  step: TSignatureStep;
  documents: { name: string; sha256: string }[];
  parties: {
    party: TSignatureParty;
    name: string;
    status: string;
    /** How they proved who they are when they signed. */
    authentication: TSignerAuthentication | null;
    /** Who hosted their ceremony (in-person signing). */
    hostedByName: string | null;
    declineReason: string | null;
    consentVersion: string | null;
  }[];
  events: TEnvelopeEvent[];
};

/** The two embedded faces a page writer draws with. */
export type Fonts = { regular: PDFFont; bold: PDFFont };

/** Writes lines down A4 pages, a new page (with its footer) when one is full. */
export class PageWriter {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footer: string,
  ) {}

  newPage(): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    this.page.drawText(this.footer, {
      x: MARGIN,
      y: 28,
      size: 7,
      font: this.fonts.regular,
      color: MUTED,
    });
    return this.page;
  }

  ensure(height: number): void {
    if (this.y - height < 48) this.newPage();
  }

  line(text: string, options: { size?: number; bold?: boolean; color?: typeof INK; indent?: number } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const maxWidth = A4.width - 2 * MARGIN - (options.indent ?? 0);
    // Note: ASCII whitespace runs are one space here (no-break spaces stay), and blank text draws no line.
    const parts = wrapText(foldWhitespace(text), font, size, maxWidth).filter(Boolean);
    for (const part of parts) {
      this.ensure(size + 4);
      this.page.drawText(part, {
        x: MARGIN + (options.indent ?? 0),
        y: this.y - size,
        size,
        font,
        color: options.color ?? INK,
      });
      this.y -= size + 4;
    }
  }

  gap(height: number) {
    this.y -= height;
  }

  rule() {
    this.ensure(8);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 2 },
      end: { x: A4.width - MARGIN, y: this.y - 2 },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 8;
  }
}

/** Writes one envelope's parties: name, role, status, how they authenticated, in whose presence. */
function writeParties(writer: PageWriter, envelope: TCertificateEnvelope, locale: TSealLocale) {
  const t = recordTexts(locale);
  writer.line(t.parties, { size: 9, bold: true });
  for (const party of envelope.parties) {
    const status = t.statuses[party.status] ?? party.status;
    writer.line(`${party.name} — ${describeParty(party.party, locale)} — ${status}`, { size: 8, indent: 8 });
    const authentication = describePartyProof(envelope.events, party, locale);
    const how = [
      authentication ? `${t.authenticatedBy} ${authentication}` : null,
      party.hostedByName ? `${t.hostedBy} ${party.hostedByName}` : null,
      party.consentVersion ? `${t.consent} ${party.consentVersion}` : null,
      party.declineReason ? `${t.reason} ${party.declineReason}` : null,
    ].filter(Boolean);
    if (how.length > 0) writer.line(how.join(' — '), { size: 7.5, indent: 16, color: MUTED });
  }
}

/** Writes the « Certificat de signature » of envelopes: documents, parties, every event. */
function writeCertificate(
  writer: PageWriter,
  envelopes: TCertificateEnvelope[],
  locale: TSealLocale,
  sealedBy: string,
) {
  const t = recordTexts(locale);
  writer.newPage();
  writer.line(t.certificate, { size: 18, bold: true });
  writer.gap(4);
  writer.line(`${t.sealedBy} ${sealedBy}`, { size: 8, color: MUTED });
  for (const envelope of envelopes) {
    writer.gap(8);
    writer.rule();
    writer.line(
      translate(locale, 'records.envelope-heading', {
        envelope: envelope.envelopeId,
        step: describeStep(envelope.step, locale),
        dossier: envelope.dossierId,
      }),
      { size: 11, bold: true },
    );
    writer.gap(2);
    writer.line(t.documents, { size: 9, bold: true });
    for (const document of envelope.documents) {
      writer.line(`${document.name}`, { size: 8, indent: 8 });
      writer.line(document.sha256, { size: 7, indent: 16, color: MUTED });
    }
    writer.gap(2);
    writeParties(writer, envelope, locale);
    writer.gap(2);
    writer.line(t.events, { size: 9, bold: true });
    for (const event of envelope.events) {
      writer.line(describeEventHeading(event, locale), { size: 8, indent: 8, bold: true });
      const said = describeEventDetails(event, locale);
      if (said) writer.line(said, { size: 7.5, indent: 16 });
      const origin = [event.ip ? `IP ${event.ip}` : null, event.userAgent].filter(Boolean).join(' — ');
      if (origin) writer.line(origin, { size: 7, indent: 16, color: MUTED });
      for (const document of event.documents) {
        writer.line(t.labelled(document.name, document.sha256), { size: 6.5, indent: 16, color: MUTED });
      }
    }
  }
}

/** DejaVu Sans, regular and bold, embedded (subset) in the document. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(FONT_FILES.regular, { subset: true }),
    doc.embedFont(FONT_FILES.bold, { subset: true }),
  ]);
  return { regular, bold };
}

/**
 * The audit certificate of a folder's envelopes (signature history): documents, parties, every event;
 * unsigned (the caller seals it with the platform's seal).
 */
export async function renderAuditCertificate(input: {
  envelopes: TCertificateEnvelope[];
  locale: TSealLocale;
  sealedBy: string;
  createdAt: Date;
}): Promise<Uint8Array> {
  const t = recordTexts(input.locale);
  const doc = await PDFDocument.create();
  markArchival(doc, {
    title: t.certificate,
    language: input.locale === 'fr' ? 'fr-FR' : 'en-GB',
    createdAt: input.createdAt,
  });
  const fonts = await embedFonts(doc);
  const dossierId = input.envelopes[0]?.dossierId ?? 0;
  const footer = translate(input.locale, 'records.footer', { title: t.certificate, dossier: dossierId });
  const writer = new PageWriter(doc, fonts, footer);
  writeCertificate(writer, input.envelopes, input.locale, input.sealedBy);
  numberPages(doc, fonts, input.locale);
  return doc.save();
}

/** « Page n sur N » at the foot of every page, once the document has all its pages. */
export function numberPages(doc: PDFDocument, fonts: Fonts, locale: TSealLocale): void {
  const pages = doc.getPages();
  pages.forEach((page, index) =>
    page.drawText(translate(locale, 'records.page-of', { page: index + 1, pages: pages.length }), {
      x: A4.width - MARGIN - 60,
      y: 28,
      size: 7,
      font: fonts.regular,
      color: MUTED,
    }),
  );
}
