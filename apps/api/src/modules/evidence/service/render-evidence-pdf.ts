import { AFRelationship, PDFDocument } from 'pdf-lib';
import type { TDossierViewResponse, TSignatureParty, TSignatureStep } from '@souscription/contract';
import { declarePdfaWhenMet, markArchival, type TArchiveMetadata } from '../../../shared/pdf-archive.js';
import {
  MUTED,
  PageWriter,
  describeEventDetails,
  describeEventHeading,
  describeParty,
  describePartyProof,
  describeStep,
  embedFonts,
  formatParisTime,
  numberPages,
  recordTexts,
} from '../../signature/index.js';
import type { DecisionRow } from '../queries.js';
import type { TEvidenceAnswerVersion, TEvidenceCorrection } from './collect-evidence-corrections.js';
import { writeCorrections } from './render-evidence-corrections.js';
import { formatWithUnit } from './format-shown-value.js';
import {
  evidenceDocumentHeading,
  evidenceEnvelopeHeading,
  evidenceTexts,
  evidenceTitle,
  type TEvidenceLocale,
} from './evidence-texts.js';

/** One party of an envelope as the evidence file shows it (destinations masked). */
export type TEvidenceParty = {
  party: string;
  name: string;
  status: string;
  email: string | null;
  mobile: string | null;
  authentication: string | null;
  signedAt: Date | null;
  hostedByName: string | null;
  consentVersion: string | null;
  consentSha256: string | null;
  declineReason: string | null;
  declinedAt: Date | null;
};

/** One event of an envelope's trail, read generically: any type, any details. */
export type TEvidenceEvent = {
  type: string;
  party: string | null;
  at: Date;
  userName: string | null;
  hostedByName: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
};

export type TEvidenceEnvelope = {
  id: number;
  step: string;
  status: string;
  createdAt: Date;
  completedAt: Date | null;
  endedAt: Date | null;
  endReason: string | null;
  parties: TEvidenceParty[];
  events: TEvidenceEvent[];
};

export type TEvidenceDocument = {
  envelopeId: number;
  /** What the document is, as printed on it (« Rapport d’adéquation »); null on rows made before titles were kept. */
  title: string | null;
  name: string;
  /** SHA-256 of the document as sent for signature. */
  sha256: string;
  /** SHA-256 of its signed copy (the attachment), if a party signed it. */
  signedSha256: string | null;
  signedBytes: Uint8Array | null;
};

/** Everything the evidence file holds. */
export type TEvidenceModel = {
  locale: TEvidenceLocale;
  dossier: {
    id: number;
    formLabel: string;
    tenantName: string;
    subscriber: string | null;
    advisor: string | null;
    signatureDate: Date | null;
  };
  builtAt: Date;
  sealedBy: string;
  documents: TEvidenceDocument[];
  envelopes: TEvidenceEnvelope[];
  answers: TDossierViewResponse;
  /** The answers as stored (element id → value), attached as JSON. */
  rawAnswers: Record<string, unknown>;
  decisions: DecisionRow[];
  /** The sealed signature history (the audit certificate of every envelope), attached as it is. */
  history: Uint8Array | null;
  /** The correction rounds after signature, oldest first (issue 35 point 6). */
  corrections: TEvidenceCorrection[];
  /** The answers as they stood at each revision a correction replaced, attached as JSON. */
  answerVersions: TEvidenceAnswerVersion[];
  /**
   * The revision this edition replaces (a correction makes a new edition), attached as it was sealed,
   * with the SHA-256 of every PDF it holds (its signed documents, down its own chain): those are not
   * attached a second time.
   */
  previousEdition: { revision: number; bytes: Uint8Array; held: ReadonlySet<string> } | null;
};

const SIGNATURE_PARTIES = new Set(['subscriber', 'co_subscriber', 'subscriber_spouse', 'subscriber_advisor']);

function partyLabel(party: string | null, locale: TEvidenceLocale): string | null {
  if (!party) return null;
  return SIGNATURE_PARTIES.has(party) ? describeParty(party as TSignatureParty, locale) : party;
}

function stepLabel(step: string, locale: TEvidenceLocale): string {
  return step === 'mission' || step === 'subscription' ? describeStep(step as TSignatureStep, locale) : step;
}

/** An e-mail address with its local part hidden but its first letter: `c•••@example.test`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** A phone number with all but its first three and last two characters hidden. */
export function maskPhone(phone: string): string {
  const compact = phone.replace(/\s+/g, '');
  if (compact.length <= 5) return '•••';
  return `${compact.slice(0, 3)}${'•'.repeat(compact.length - 5)}${compact.slice(-2)}`;
}

/** A correction sent (issue 35): its revision, and each document signed again with its sealed PDF's SHA-256. */
function describeCorrection(decision: DecisionRow, locale: TEvidenceLocale): string {
  const t = evidenceTexts(locale);
  const documents = decision.documents.map(
    (document) => `${document.name} (SHA-256 ${document.sha256 ?? '—'})`,
  );
  return recordTexts(locale).labelled(
    `${t.correctionSent} ${decision.revision ?? ''}`,
    documents.length > 0 ? `${documents.join(', ')} ${t.correctionResigned}` : t.correctionNoSignature,
  );
}

/** A decision of the dossier manager in one line (also the reason of its sealed revision). */
export function describeDecision(decision: DecisionRow, locale: TEvidenceLocale): string {
  const t = evidenceTexts(locale);
  const { labelled } = recordTexts(locale);
  const who = [decision.firstname, decision.lastname].filter(Boolean).join(' ') || decision.username || '';
  const what =
    decision.kind === 'correction-sent'
      ? describeCorrection(decision, locale)
      : decision.kind === 'pairing' && decision.pairing
        ? labelled(
            `${t.pairing} (${t.pairingScopes[decision.pairing.scope] ?? decision.pairing.scope})`,
            `${decision.pairing.code || t.newCustomer}${decision.pairing.partner ? ` (${decision.pairing.partner})` : ''}`,
          )
        : (t.states[decision.state] ?? decision.state);
  return [
    `${formatParisTime(decision.createdAt, locale)} — ${what}`,
    who ? `${t.user} ${who}` : null,
    decision.reason ? labelled(t.reason, decision.reason) : null,
  ]
    .filter(Boolean)
    .join(' — ');
}

function writeAnswers(writer: PageWriter, answers: TDossierViewResponse, locale: TEvidenceLocale) {
  const t = evidenceTexts(locale);
  const { labelled } = recordTexts(locale);
  writer.newPage();
  writer.line(t.answers, { size: 14, bold: true });
  for (const page of answers.pages) {
    writer.gap(6);
    writer.line(page.name, { size: 11, bold: true });
    for (const block of page.blocks) {
      writer.gap(2);
      writer.line(block.name, { size: 9, bold: true, indent: 4 });
      for (const element of block.elements) {
        const value = Array.isArray(element.value)
          ? element.value.join(', ')
          : typeof element.value === 'boolean'
            ? element.value
              ? t.yes
              : t.no
            : formatWithUnit(element.value, element.unit, locale);
        writer.line(labelled(element.presentation, value), { size: 8, indent: 10 });
      }
    }
  }
}

/** One party of an envelope: name, role, status in words, then masked contact and how they signed. */
function writeParty(
  writer: PageWriter,
  envelope: TEvidenceEnvelope,
  party: TEvidenceParty,
  locale: TEvidenceLocale,
) {
  const t = evidenceTexts(locale);
  const words = recordTexts(locale);
  const { labelled } = words;
  writer.line(
    `${party.name} — ${partyLabel(party.party, locale)} — ${words.statuses[party.status] ?? party.status}`,
    {
      size: 8,
      indent: 8,
      bold: true,
    },
  );
  const authentication = describePartyProof(envelope.events, party, locale);
  const at = (date: Date) => formatParisTime(date, locale);
  const lines = [
    party.email ? labelled(t.email, maskEmail(party.email)) : null,
    party.mobile ? labelled(t.mobile, maskPhone(party.mobile)) : null,
    authentication ? labelled(t.authentication, authentication) : null,
    party.signedAt ? `${t.signedOn} ${at(party.signedAt)}` : null,
    party.hostedByName ? `${t.hostedBy} ${party.hostedByName}` : null,
    party.consentSha256
      ? labelled(t.consent, `${party.consentVersion ?? ''} SHA-256 ${party.consentSha256}`)
      : null,
    party.declinedAt
      ? `${t.declined} ${at(party.declinedAt)}${party.declineReason ? ` — ${labelled(t.reason, party.declineReason)}` : ''}`
      : null,
  ];
  for (const line of lines) if (line) writer.line(line, { size: 7.5, indent: 16 });
}

function writeEnvelopes(writer: PageWriter, model: TEvidenceModel) {
  const t = evidenceTexts(model.locale);
  const words = recordTexts(model.locale);
  const at = (date: Date) => formatParisTime(date, model.locale);
  writer.newPage();
  writer.line(t.envelopes, { size: 14, bold: true });
  for (const envelope of model.envelopes) {
    writer.gap(8);
    writer.rule();
    const status = words.envelopeStatuses[envelope.status] ?? envelope.status;
    const heading = evidenceEnvelopeHeading(model.locale, {
      envelope: envelope.id,
      step: stepLabel(envelope.step, model.locale),
      status,
    });
    writer.line(heading, {
      size: 11,
      bold: true,
    });
    writer.line(`${t.sentAt} ${at(envelope.createdAt)}`, { size: 8, indent: 8 });
    if (envelope.completedAt)
      writer.line(`${t.completedAt} ${at(envelope.completedAt)}`, { size: 8, indent: 8 });
    if (envelope.endedAt) {
      const reason = envelope.endReason ? ` — ${words.labelled(t.reason, envelope.endReason)}` : '';
      writer.line(`${t.endedAt} ${at(envelope.endedAt)}${reason}`, { size: 8, indent: 8 });
    }
    writer.gap(2);
    writer.line(t.parties, { size: 9, bold: true });
    for (const party of envelope.parties) writeParty(writer, envelope, party, model.locale);
    writer.gap(2);
    writer.line(t.events, { size: 9, bold: true });
    for (const event of envelope.events) {
      writer.line(describeEventHeading(event, model.locale), { size: 8, indent: 8, bold: true });
      const said = describeEventDetails(event, model.locale);
      if (said) writer.line(said, { size: 7.5, indent: 16 });
      const origin = [event.ip ? `IP ${event.ip}` : null, event.userAgent].filter(Boolean).join(' — ');
      if (origin) writer.line(origin, { size: 7, indent: 16, color: MUTED });
    }
  }
}

/** An embedded file of the evidence file. */
export type TEvidenceAttachment = {
  name: string;
  bytes: Uint8Array;
  mimeType: string;
  description: string;
  relationship: AFRelationship;
};

/** Whether a signed document is attached to this edition: not when the edition it replaces holds it. */
const isNewToEdition = (model: TEvidenceModel) => (document: TEvidenceDocument) =>
  !document.signedSha256 || !model.previousEdition?.held.has(document.signedSha256);

/** The name of the signature history attached to a dossier's evidence file. */
export function historyAttachmentName(dossierId: number, locale: TEvidenceLocale): string {
  return `${evidenceTexts(locale).historyFile}-${dossierId}.pdf`;
}

/**
 * The files the evidence file embeds, by name (a name tree is sorted): each signed document (a name
 * two envelopes share gets its envelope's number first), the answers as JSON, the signature history.
 */
export function listAttachments(model: TEvidenceModel): TEvidenceAttachment[] {
  const t = evidenceTexts(model.locale);
  const signed = model.documents.filter((document) => document.signedBytes && document.signedSha256);
  const shared = new Set(
    signed.map((document) => document.name).filter((name, index, names) => names.indexOf(name) !== index),
  );
  const attachments: TEvidenceAttachment[] = signed.filter(isNewToEdition(model)).map((document) => ({
    name: shared.has(document.name) ? `${document.envelopeId}-${document.name}` : document.name,
    bytes: document.signedBytes!,
    mimeType: 'application/pdf',
    description: `${t.documentAttachment} — SHA-256 ${document.signedSha256}`,
    relationship: AFRelationship.Source,
  }));
  attachments.push({
    name: `reponses-dossier-${model.dossier.id}.json`,
    bytes: new TextEncoder().encode(
      JSON.stringify({ dossierId: model.dossier.id, answers: model.rawAnswers }, null, 2),
    ),
    mimeType: 'application/json',
    description: t.answersAttachment,
    relationship: AFRelationship.Data,
  });
  for (const version of model.answerVersions) {
    attachments.push({
      name: `reponses-dossier-${model.dossier.id}-revision-${version.revision}.json`,
      bytes: new TextEncoder().encode(
        JSON.stringify(
          { dossierId: model.dossier.id, revision: version.revision, answers: version.answers },
          null,
          2,
        ),
      ),
      mimeType: 'application/json',
      description: t.answersVersionAttachment(version.revision),
      relationship: AFRelationship.Data,
    });
  }
  if (model.previousEdition) {
    const { revision, bytes } = model.previousEdition;
    attachments.push({
      name: t.previousFile(model.dossier.id, revision),
      bytes,
      mimeType: 'application/pdf',
      description: t.previousAttachment(revision),
      relationship: AFRelationship.Source,
    });
  }
  if (model.history) {
    attachments.push({
      name: historyAttachmentName(model.dossier.id, model.locale),
      bytes: model.history,
      mimeType: 'application/pdf',
      description: t.historyAttachment,
      relationship: AFRelationship.Supplement,
    });
  }
  return attachments.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The evidence file of a signed dossier (« dossier de preuve »), unsealed: a summary, the signed
 * documents with their digests (attached, AFRelationship Source), every envelope's parties and events,
 * the answers as signed (attached as JSON too, AFRelationship Data), the manager's decisions so far;
 * XMP declaring PDF/A-3b, an sRGB output intent, a document ID, DejaVu embedded.
 */
export async function renderEvidencePdf(model: TEvidenceModel): Promise<Uint8Array> {
  const t = evidenceTexts(model.locale);
  const doc = await PDFDocument.create();
  const title = evidenceTitle(model.locale, model.dossier.id);
  const metadata: TArchiveMetadata = {
    title,
    language: model.locale === 'fr' ? 'fr-FR' : 'en-GB',
    createdAt: model.builtAt,
    author: model.dossier.tenantName,
    subject: model.dossier.formLabel,
  };
  markArchival(doc, metadata);
  const fonts = await embedFonts(doc);
  const writer = new PageWriter(doc, fonts, title);
  writer.newPage();
  writer.line(title, { size: 18, bold: true });
  writer.gap(4);
  writer.line(`${t.sealedBy} ${model.sealedBy}`, { size: 8, color: MUTED });
  writer.gap(6);
  writer.line(t.intro, { size: 8.5 });
  writer.gap(8);
  const { labelled } = recordTexts(model.locale);
  const summary = [
    labelled(t.form, model.dossier.formLabel),
    model.dossier.subscriber ? labelled(t.subscriber, model.dossier.subscriber) : null,
    model.dossier.advisor ? labelled(t.advisor, model.dossier.advisor) : null,
    model.dossier.signatureDate
      ? `${t.signedOn} ${formatParisTime(model.dossier.signatureDate, model.locale)}`
      : null,
    `${t.builtAt} ${formatParisTime(model.builtAt, model.locale)}`,
  ];
  for (const line of summary) if (line) writer.line(line, { size: 9 });
  if (model.previousEdition) writer.line(t.edition(model.previousEdition.revision), { size: 8.5 });
  writer.gap(8);
  writer.rule();
  writer.line(t.documents, { size: 12, bold: true });
  for (const document of model.documents) {
    writer.gap(2);
    writer.line(
      evidenceDocumentHeading(model.locale, {
        title: document.title,
        name: document.name,
        envelope: document.envelopeId,
      }),
      {
        size: 9,
        bold: true,
        indent: 4,
      },
    );
    writer.line(labelled(t.before, document.sha256), { size: 7.5, indent: 12 });
    writer.line(labelled(t.after, document.signedSha256 ?? t.notSigned), { size: 7.5, indent: 12 });
    if (model.previousEdition && !isNewToEdition(model)(document))
      writer.line(t.heldByPrevious(model.previousEdition.revision), { size: 7.5, indent: 12 });
  }
  writer.gap(8);
  writer.rule();
  writer.line(t.decisions, { size: 12, bold: true });
  if (model.decisions.length === 0) writer.line(t.noDecision, { size: 8.5, indent: 4 });
  for (const decision of model.decisions)
    writer.line(describeDecision(decision, model.locale), { size: 8.5, indent: 4 });
  writeCorrections(writer, model.corrections, model.locale, (decision) =>
    describeDecision(decision, model.locale),
  );
  writeEnvelopes(writer, model);
  writeAnswers(writer, model.answers, model.locale);
  numberPages(doc, fonts, model.locale);

  for (const attachment of listAttachments(model)) {
    await doc.attach(attachment.bytes, attachment.name, {
      mimeType: attachment.mimeType,
      description: attachment.description,
      creationDate: model.builtAt,
      modificationDate: model.builtAt,
      afRelationship: attachment.relationship,
    });
  }
  // PDF/A-3b is claimed only when what can be checked here holds (fonts, output intent, attachments).
  await declarePdfaWhenMet(doc, metadata);
  return doc.save();
}
