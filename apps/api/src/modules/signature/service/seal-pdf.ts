import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import type { TEnvelopeEvent } from '../provider/signing-provider.js';
import { wrapText } from '../../../shared/pdf-text-layout.js';
import type { PlatformSigner } from './platform-signer.js';

// ETSI.CAdES.detached: the PAdES subfilter (a PAdES-aware reader checks it as such).
const PADES_SUBFILTER = 'ETSI.CAdES.detached';
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.38, 0.41, 0.46);
const RULE = rgb(0.8, 0.82, 0.86);
const signPdf = new SignPdf();

export type TSealLocale = 'fr' | 'en';

/** One party as the panel shows it. */
export type TSealParty = { party: TSignatureParty; name: string; signedAt: Date };

/** What a certificate page tells about one envelope. */
export type TCertificateEnvelope = {
  envelopeId: number;
  dossierId: number;
  step: TSignatureStep;
  documents: { name: string; sha256: string }[];
  parties: { party: TSignatureParty; name: string; status: string }[];
  events: TEnvelopeEvent[];
};

const TEXTS = {
  fr: {
    panel: 'Signatures électroniques',
    panelIntro: 'Document signé électroniquement par chacune des parties ci-dessous.',
    signedAt: 'Signé le',
    certificate: 'Certificat de signature',
    envelope: 'Enveloppe',
    dossier: 'Dossier',
    documents: 'Documents (empreinte SHA-256 à l’envoi)',
    parties: 'Parties',
    events: 'Événements',
    sealedBy: 'Scellé électroniquement par',
    user: 'par',
    steps: { mission: 'Lettre de mission', subscription: 'Bulletin de souscription' },
    roles: {
      subscriber: 'Souscripteur',
      co_subscriber: 'Co-souscripteur',
      subscriber_spouse: 'Conjoint du souscripteur',
      subscriber_advisor: 'Conseiller',
    },
    types: {
      sent: 'Envoyé',
      delivered: 'Ouvert',
      signed: 'Signé',
      declined: 'Refusé',
      completed: 'Signé par toutes les parties',
      expired: 'Expiré',
      cancelled: 'Annulé',
      voided: 'Annulé : une réponse a changé',
      reminder_sent: 'Relance envoyée',
      copy_sent: 'Documents signés envoyés',
    },
    statuses: { sent: 'envoyé', delivered: 'ouvert', signed: 'signé', declined: 'refusé' },
  },
  en: {
    panel: 'Electronic signatures',
    panelIntro: 'Document signed electronically by each of the parties below.',
    signedAt: 'Signed on',
    certificate: 'Signature certificate',
    envelope: 'Envelope',
    dossier: 'Folder',
    documents: 'Documents (SHA-256 digest when sent)',
    parties: 'Parties',
    events: 'Events',
    sealedBy: 'Electronically sealed by',
    user: 'by',
    steps: { mission: 'Mission letter', subscription: 'Subscription form' },
    roles: {
      subscriber: 'Subscriber',
      co_subscriber: 'Co-subscriber',
      subscriber_spouse: "Subscriber's spouse",
      subscriber_advisor: 'Advisor',
    },
    types: {
      sent: 'Sent',
      delivered: 'Opened',
      signed: 'Signed',
      declined: 'Declined',
      completed: 'Signed by every party',
      expired: 'Expired',
      cancelled: 'Cancelled',
      voided: 'Voided: an answer changed',
      reminder_sent: 'Reminder sent',
      copy_sent: 'Signed documents sent',
    },
    statuses: { sent: 'sent', delivered: 'opened', signed: 'signed', declined: 'declined' },
  },
} as const;

/** The role of a party, in words. */
export function describeParty(party: TSignatureParty, locale: TSealLocale): string {
  return TEXTS[locale].roles[party];
}

/** The step, in words. */
export function describeStep(step: TSignatureStep, locale: TSealLocale): string {
  return TEXTS[locale].steps[step];
}

/** Paris time, `24/11/2026 01:02:03`. */
export function formatParisTime(date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(date);
}

/** Text the standard fonts can draw (WinAnsi): anything else becomes '?'. */
function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d«»]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

type Fonts = { regular: PDFFont; bold: PDFFont };

class PageWriter {
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
    this.page.drawText(toWinAnsi(this.footer), {
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
    // Note: whitespace runs are one space here, and no line is drawn for blank text.
    const parts = wrapText(toWinAnsi(text).replace(/\s+/g, ' '), font, size, maxWidth).filter(Boolean);
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

/** Writes the « Certificat de signature » of envelopes: documents, parties, every event. */
function writeCertificate(
  writer: PageWriter,
  envelopes: TCertificateEnvelope[],
  locale: TSealLocale,
  sealedBy: string,
) {
  const t = TEXTS[locale];
  writer.newPage();
  writer.line(t.certificate, { size: 18, bold: true });
  writer.gap(4);
  writer.line(`${t.sealedBy} ${sealedBy}`, { size: 8, color: MUTED });
  for (const envelope of envelopes) {
    writer.gap(8);
    writer.rule();
    writer.line(
      `${t.envelope} n° ${envelope.envelopeId} — ${t.steps[envelope.step]} — ${t.dossier} n° ${envelope.dossierId}`,
      { size: 11, bold: true },
    );
    writer.gap(2);
    writer.line(t.documents, { size: 9, bold: true });
    for (const document of envelope.documents) {
      writer.line(`${document.name}`, { size: 8, indent: 8 });
      writer.line(document.sha256, { size: 7, indent: 16, color: MUTED });
    }
    writer.gap(2);
    writer.line(t.parties, { size: 9, bold: true });
    for (const party of envelope.parties) {
      const status = t.statuses[party.status as keyof typeof t.statuses] ?? party.status;
      writer.line(`${party.name} — ${t.roles[party.party]} — ${status}`, { size: 8, indent: 8 });
    }
    writer.gap(2);
    writer.line(t.events, { size: 9, bold: true });
    for (const event of envelope.events) {
      const who = [
        event.party ? t.roles[event.party] : null,
        event.userName ? `${t.user} ${event.userName}` : null,
      ]
        .filter(Boolean)
        .join(' ');
      writer.line(`${formatParisTime(event.at)} — ${t.types[event.type]}${who ? ` — ${who}` : ''}`, {
        size: 8,
        indent: 8,
        bold: true,
      });
      const origin = [event.ip ? `IP ${event.ip}` : null, event.userAgent].filter(Boolean).join(' — ');
      if (origin) writer.line(origin, { size: 7, indent: 16, color: MUTED });
      for (const document of event.documents) {
        writer.line(`${document.name}: ${document.sha256}`, { size: 6.5, indent: 16, color: MUTED });
      }
    }
  }
}

async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { regular, bold };
}

/** Adds the platform's PAdES signature (placeholder, then the CMS signature over the byte range). */
async function signDocument(
  doc: PDFDocument,
  signer: PlatformSigner,
  signingTime: Date,
  widget: { page: PDFPage; rect: [number, number, number, number] } | null,
  reason: string,
): Promise<Uint8Array> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    ...(widget ? { pdfPage: widget.page, widgetRect: widget.rect } : {}),
    reason,
    contactInfo: '',
    name: signer.commonName,
    location: 'France',
    signingTime,
    subFilter: PADES_SUBFILTER,
    appName: 'Souscription',
  });
  const unsigned = await doc.save({ useObjectStreams: false });
  const signed = await signPdf.sign(Buffer.from(unsigned), signer, signingTime);
  return new Uint8Array(signed);
}

/**
 * Seals one document of a completed envelope: a page with the visible signature panel (each party's
 * name, role and signing time; the signature field's widget), the « Certificat de signature » page
 * (the envelope's events), then the platform's PAdES signature over the whole file.
 */
export async function sealPdf(input: {
  bytes: Uint8Array;
  parties: TSealParty[];
  certificate: TCertificateEnvelope;
  locale: TSealLocale;
  signer: PlatformSigner;
  signingTime: Date;
}): Promise<Uint8Array> {
  const t = TEXTS[input.locale];
  const doc = await PDFDocument.load(input.bytes, { updateMetadata: false });
  const fonts = await embedFonts(doc);
  const footer = `${t.dossier} n° ${input.certificate.dossierId} — ${t.envelope} n° ${input.certificate.envelopeId}`;
  const writer = new PageWriter(doc, fonts, footer);

  const panelPage = writer.newPage();
  writer.line(t.panel, { size: 16, bold: true });
  writer.line(`${t.steps[input.certificate.step]} — ${t.panelIntro}`, { size: 9, color: MUTED });
  writer.gap(10);
  const boxHeight = 62;
  const panelTop = writer.y;
  for (const party of input.parties) {
    writer.ensure(boxHeight + 8);
    const top = writer.y;
    writer.page.drawRectangle({
      x: MARGIN,
      y: top - boxHeight,
      width: A4.width - 2 * MARGIN,
      height: boxHeight,
      borderColor: RULE,
      borderWidth: 1,
    });
    writer.y -= 8;
    writer.line(t.roles[party.party], { size: 8, bold: true, color: MUTED, indent: 10 });
    writer.line(party.name, { size: 12, bold: true, indent: 10 });
    writer.line(`${t.signedAt} ${formatParisTime(party.signedAt)} (Europe/Paris)`, { size: 9, indent: 10 });
    writer.y = top - boxHeight - 8;
  }
  const panelBottom = Math.max(writer.y, 48);
  writeCertificate(writer, [input.certificate], input.locale, input.signer.commonName);
  return signDocument(
    doc,
    input.signer,
    input.signingTime,
    { page: panelPage, rect: [MARGIN, panelBottom, A4.width - MARGIN, panelTop] },
    `${t.panel} — ${t.steps[input.certificate.step]}`,
  );
}

/** The audit certificate of a folder's envelopes on its own (signature history), sealed too. */
export async function renderAuditCertificate(input: {
  envelopes: TCertificateEnvelope[];
  locale: TSealLocale;
  signer: PlatformSigner;
  signingTime: Date;
}): Promise<Uint8Array> {
  const t = TEXTS[input.locale];
  const doc = await PDFDocument.create();
  doc.setTitle(t.certificate);
  const fonts = await embedFonts(doc);
  const dossierId = input.envelopes[0]?.dossierId ?? 0;
  const writer = new PageWriter(doc, fonts, `${t.certificate} — ${t.dossier} n° ${dossierId}`);
  writeCertificate(writer, input.envelopes, input.locale, input.signer.commonName);
  return signDocument(doc, input.signer, input.signingTime, null, t.certificate);
}
