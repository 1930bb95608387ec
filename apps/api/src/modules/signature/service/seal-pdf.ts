import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { TSignatureParty, TSignatureStep, TSignerAuthentication } from '@souscription/contract';
import type { TEnvelopeEvent } from '../provider/signing-provider.js';
import { markArchival } from '../../../shared/pdf-archive.js';
import { wrapText } from '../../../shared/pdf-text-layout.js';
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

export type TSealLocale = 'fr' | 'en';

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

const TEXTS = {
  fr: {
    signedAt: 'Signé le',
    certificate: 'Certificat de signature',
    envelope: 'Enveloppe',
    dossier: 'Dossier',
    documents: 'Documents (empreinte SHA-256 à l’envoi)',
    parties: 'Parties',
    events: 'Événements',
    sealedBy: 'Scellé électroniquement par',
    page: 'Page',
    of: 'sur',
    user: 'par',
    types: {
      sent: 'Envoyé',
      delivered: 'Ouvert',
      opened: 'Ouvert',
      code_sent: 'Code envoyé',
      code_failed: 'Code refusé',
      recipient_locked: 'Signataire bloqué (trop de codes faux)',
      code_verified: 'Code vérifié',
      consent_accepted: 'Consentement accepté',
      address_refused: 'Adresse de signature refusée',
      signed: 'Signé',
      declined: 'Refusé',
      completed: 'Signé par toutes les parties',
      expired: 'Expiré',
      cancelled: 'Annulé',
      voided: 'Annulé : une réponse a changé',
      reminder_sent: 'Relance envoyée',
      invitation_sent: 'Invitation à signer envoyée',
      copy_sent: 'Documents signés envoyés',
      advisor_notified: 'Conseiller prévenu',
      mode_changed: 'Façon de signer changée',
    },
    statuses: { sent: 'envoyé', delivered: 'ouvert', signed: 'signé', declined: 'refusé' },
    authentication: {
      otp_sms: 'code à usage unique par SMS',
      otp_email: 'code à usage unique par e-mail',
      session: 'connexion à la plateforme',
      session_otp_sms: 'connexion à la plateforme et code par SMS',
      session_otp_email: 'connexion à la plateforme et code par e-mail',
    },
    authenticatedBy: 'authentification\u00a0:',
    hostedBy: 'hébergée par',
    reason: 'motif\u00a0:',
    consent: 'consentement, version du',
    channels: { sms: 'par SMS au', email: 'par e-mail à' },
    modes: {
      hosted: 'en présence du conseiller, sur son appareil',
      remote: 'à distance, par lien d’invitation',
    },
    contactChanged: (channel: string, from: string, to: string) =>
      `coordonnées changées après l’envoi (${channel === 'sms' ? 'mobile' : 'e-mail'}\u00a0: ${from} → ${to})`,
    triesLeft: 'essais restants\u00a0:',
    failures: { wrong: 'code faux', expired: 'code expiré', locked: 'signataire bloqué' },
    refusedReasons: {
      reused: 'adresse déjà utilisée',
      expired: 'adresse expirée',
      'other-user': 'ouverte par un autre utilisateur',
      closed: 'signature plus en attente',
      hosted: 'lien d’une personne qui signe en présence du conseiller',
      remote: 'signature en présence d’une personne qui signe désormais par lien',
    },
  },
  en: {
    signedAt: 'Signed on',
    certificate: 'Signature certificate',
    envelope: 'Envelope',
    dossier: 'Folder',
    documents: 'Documents (SHA-256 digest when sent)',
    parties: 'Parties',
    events: 'Events',
    sealedBy: 'Electronically sealed by',
    page: 'Page',
    of: 'of',
    user: 'by',
    types: {
      sent: 'Sent',
      delivered: 'Opened',
      opened: 'Opened',
      code_sent: 'Code sent',
      code_failed: 'Code refused',
      recipient_locked: 'Signer locked (too many wrong codes)',
      code_verified: 'Code verified',
      consent_accepted: 'Consent accepted',
      address_refused: 'Signing address refused',
      signed: 'Signed',
      declined: 'Declined',
      completed: 'Signed by every party',
      expired: 'Expired',
      cancelled: 'Cancelled',
      voided: 'Voided: an answer changed',
      reminder_sent: 'Reminder sent',
      invitation_sent: 'Invitation to sign sent',
      copy_sent: 'Signed documents sent',
      advisor_notified: 'Advisor notified',
      mode_changed: 'Way of signing changed',
    },
    statuses: { sent: 'sent', delivered: 'opened', signed: 'signed', declined: 'declined' },
    authentication: {
      otp_sms: 'one-time code by text message',
      otp_email: 'one-time code by e-mail',
      session: 'sign-in to the platform',
      session_otp_sms: 'sign-in to the platform and code by text message',
      session_otp_email: 'sign-in to the platform and code by e-mail',
    },
    authenticatedBy: 'authentication:',
    hostedBy: 'hosted by',
    reason: 'reason:',
    consent: 'consent, version of',
    channels: { sms: 'by text message to', email: 'by e-mail to' },
    modes: {
      hosted: 'in the advisor’s presence, on their device',
      remote: 'remotely, by invitation link',
    },
    contactChanged: (channel: string, from: string, to: string) =>
      `contact details changed after sending (${channel === 'sms' ? 'mobile' : 'e-mail'}: ${from} → ${to})`,
    triesLeft: 'tries left:',
    failures: { wrong: 'wrong code', expired: 'expired code', locked: 'signer locked' },
    refusedReasons: {
      reused: 'address already used',
      expired: 'address expired',
      'other-user': 'opened by another user',
      closed: 'signature no longer awaited',
      hosted: 'link of a person who signs in the advisor’s presence',
      remote: 'in-person page of a person who now signs by link',
    },
  },
} as const;

/** What the signature history's seal says it is. */
export function describeHistory(locale: TSealLocale): string {
  return TEXTS[locale].certificate;
}

/** Paris time, `24/11/2026 01:02:03`. */
export function formatParisTime(date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(date);
}

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
    // Note: whitespace runs are one space here, and no line is drawn for blank text.
    const parts = wrapText(text.replace(/\s+/g, ' '), font, size, maxWidth).filter(Boolean);
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
      `${t.envelope} n° ${envelope.envelopeId} — ${describeStep(envelope.step, locale)} — ${t.dossier} n° ${envelope.dossierId}`,
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
      writer.line(`${party.name} — ${describeParty(party.party, locale)} — ${status}`, {
        size: 8,
        indent: 8,
      });
      const how = [
        party.authentication ? `${t.authenticatedBy} ${t.authentication[party.authentication]}` : null,
        party.hostedByName ? `${t.hostedBy} ${party.hostedByName}` : null,
        party.consentVersion ? `${t.consent} ${party.consentVersion}` : null,
        party.declineReason ? `${t.reason} ${party.declineReason}` : null,
      ].filter(Boolean);
      if (how.length > 0) writer.line(how.join(' — '), { size: 7.5, indent: 16, color: MUTED });
    }
    writer.gap(2);
    writer.line(t.events, { size: 9, bold: true });
    for (const event of envelope.events) {
      const who = [
        event.party ? describeParty(event.party, locale) : null,
        event.hostedByName
          ? `— ${t.hostedBy} ${event.hostedByName}`
          : event.userName
            ? `${t.user} ${event.userName}`
            : null,
      ]
        .filter(Boolean)
        .join(' ');
      const type = t.types[event.type] ?? event.type;
      writer.line(`${formatParisTime(event.at)} — ${type}${who ? ` — ${who}` : ''}`, {
        size: 8,
        indent: 8,
        bold: true,
      });
      const said = describeEventDetails(t, event, locale);
      if (said) writer.line(said, { size: 7.5, indent: 16 });
      const origin = [event.ip ? `IP ${event.ip}` : null, event.userAgent].filter(Boolean).join(' — ');
      if (origin) writer.line(origin, { size: 7, indent: 16, color: MUTED });
      for (const document of event.documents) {
        writer.line(`${document.name}: ${document.sha256}`, { size: 6.5, indent: 16, color: MUTED });
      }
    }
  }
}

/** A void's changed contacts (issue 32 point 2): whose, which channel, masked before and after. */
function describeContactChanges(
  t: (typeof TEXTS)[TSealLocale],
  details: Record<string, unknown>,
  locale: TSealLocale,
): string | null {
  const changes = Array.isArray(details.contactChanges)
    ? (details.contactChanges as { party?: string; channel?: string; from?: string; to?: string }[])
    : [];
  const said = changes.map((change) => {
    const role = change.party ? describeParty(change.party as TSignatureParty, locale) : '';
    return `${role}${locale === 'fr' ? '\u00a0:' : ':'} ${t.contactChanged(change.channel ?? '', change.from ?? '—', change.to ?? '—')}`;
  });
  return said.length > 0 ? said.join(' — ') : null;
}

/** What an event's details say, in words (docs/signature-events.md), or null. */
function describeEventDetails(
  t: (typeof TEXTS)[TSealLocale],
  event: TEnvelopeEvent,
  locale: TSealLocale,
): string | null {
  const details = event.details;
  const text = (key: string) => (typeof details[key] === 'string' ? details[key] : null);
  switch (event.type) {
    case 'code_sent': {
      const channel = text('channel');
      return channel === 'sms' || channel === 'email'
        ? `${t.channels[channel]} ${text('maskedDestination') ?? ''}`.trim()
        : null;
    }
    case 'code_failed': {
      const reason = text('reason') as keyof typeof t.failures | null;
      const tries = typeof details.triesLeft === 'number' ? `${t.triesLeft} ${details.triesLeft}` : null;
      return [reason && t.failures[reason], tries].filter(Boolean).join(' — ') || null;
    }
    case 'consent_accepted':
      return `${t.consent} ${text('consentVersion') ?? ''} — SHA-256 ${text('consentSha256') ?? ''}`;
    case 'signed': {
      const authentication = text('authentication') as TSignerAuthentication | null;
      return authentication ? `${t.authenticatedBy} ${t.authentication[authentication]}` : null;
    }
    case 'declined':
      return text('reason') ? `${t.reason} ${text('reason')}` : null;
    case 'mode_changed': {
      const mode = text('mode');
      return mode === 'hosted' || mode === 'remote' ? t.modes[mode] : null;
    }
    case 'voided':
      return describeContactChanges(t, event.details, locale);
    case 'address_refused': {
      const reason = text('reason') as keyof typeof t.refusedReasons | null;
      return reason ? (t.refusedReasons[reason] ?? reason) : null;
    }
    default:
      return null;
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
  const t = TEXTS[input.locale];
  const doc = await PDFDocument.create();
  markArchival(doc, {
    title: t.certificate,
    language: input.locale === 'fr' ? 'fr-FR' : 'en-GB',
    createdAt: input.createdAt,
  });
  const fonts = await embedFonts(doc);
  const dossierId = input.envelopes[0]?.dossierId ?? 0;
  const writer = new PageWriter(doc, fonts, `${t.certificate} — ${t.dossier} n° ${dossierId}`);
  writeCertificate(writer, input.envelopes, input.locale, input.sealedBy);
  numberPages(doc, fonts, input.locale);
  return doc.save();
}

/** « Page n sur N » at the foot of every page, once the document has all its pages. */
export function numberPages(doc: PDFDocument, fonts: Fonts, locale: TSealLocale): void {
  const t = TEXTS[locale];
  const pages = doc.getPages();
  pages.forEach((page, index) =>
    page.drawText(`${t.page} ${index + 1} ${t.of} ${pages.length}`, {
      x: A4.width - MARGIN - 60,
      y: 28,
      size: 7,
      font: fonts.regular,
      color: MUTED,
    }),
  );
}
