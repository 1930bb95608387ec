import type { TLocale } from '@souscription/contract';
import { t } from '../../../i18n/translate.js';

/** The languages an evidence file is written in (the dossier's). */
export type TEvidenceLocale = TLocale;

/** Every language an evidence file may be in. */
export const EVIDENCE_LOCALES: readonly TEvidenceLocale[] = ['fr', 'en'];

/** The evidence file's words in a language, from the server's catalogues (`evidence.*`). */
function readEvidenceTexts(locale: TEvidenceLocale) {
  return {
    title: t(locale, 'evidence-file.title'),
    intro: t(locale, 'evidence-file.intro'),
    form: t(locale, 'evidence-file.form'),
    subscriber: t(locale, 'evidence-file.subscriber'),
    advisor: t(locale, 'evidence-file.advisor'),
    signedOn: t(locale, 'evidence-file.signed-on'),
    builtAt: t(locale, 'evidence-file.built-at'),
    sealedBy: t(locale, 'evidence-file.sealed-by'),
    documents: t(locale, 'evidence-file.documents'),
    before: t(locale, 'evidence-file.before'),
    after: t(locale, 'evidence-file.after'),
    notSigned: t(locale, 'evidence-file.not-signed'),
    envelopes: t(locale, 'evidence-file.envelopes'),
    sentAt: t(locale, 'evidence-file.sent-at'),
    completedAt: t(locale, 'evidence-file.completed-at'),
    endedAt: t(locale, 'evidence-file.ended-at'),
    reason: t(locale, 'evidence-file.reason'),
    parties: t(locale, 'evidence-file.parties'),
    authentication: t(locale, 'evidence-file.authentication'),
    email: t(locale, 'evidence-file.email'),
    mobile: t(locale, 'evidence-file.mobile'),
    consent: t(locale, 'evidence-file.consent'),
    hostedBy: t(locale, 'evidence-file.hosted-by'),
    declined: t(locale, 'evidence-file.declined'),
    events: t(locale, 'evidence-file.events'),
    user: t(locale, 'evidence-file.user'),
    answers: t(locale, 'evidence-file.answers'),
    decisions: t(locale, 'evidence-file.decisions'),
    noDecision: t(locale, 'evidence-file.no-decision'),
    decisionRevision: t(locale, 'evidence-file.decision-revision'),
    correctionSent: t(locale, 'evidence-file.correction-sent'),
    correctionResigned: t(locale, 'evidence-file.correction-resigned'),
    correctionNoSignature: t(locale, 'evidence-file.correction-no-signature'),
    pairing: t(locale, 'evidence-file.pairing'),
    newCustomer: t(locale, 'evidence-file.new-customer'),
    pairingScopes: {
      np: t(locale, 'evidence-file.pairing-scope.np'),
      usu: t(locale, 'evidence-file.pairing-scope.usu'),
    } as Record<string, string>,
    yes: t(locale, 'evidence-file.yes'),
    no: t(locale, 'evidence-file.no'),
    answersAttachment: t(locale, 'evidence-file.answers-attachment'),
    documentAttachment: t(locale, 'evidence-file.document-attachment'),
    historyAttachment: t(locale, 'evidence-file.history-attachment'),
    historyFile: t(locale, 'evidence-file.history-file'),
    edition: (revision: number) => t(locale, 'evidence-file.corrections.edition', { revision }),
    heldByPrevious: (revision: number) =>
      t(locale, 'evidence-file.corrections.held-by-previous', { revision }),
    previousAttachment: (revision: number) =>
      t(locale, 'evidence-file.corrections.previous-attachment', { revision }),
    previousFile: (dossierId: number, revision: number) =>
      t(locale, 'evidence-file.corrections.previous-file', { dossierId, revision }),
    answersVersionAttachment: (revision: number) =>
      t(locale, 'evidence-file.corrections.answers-version-attachment', { revision }),
    states: {
      validated: t(locale, 'evidence-file.state.validated'),
      refused: t(locale, 'evidence-file.state.refused'),
      error: t(locale, 'evidence-file.state.error'),
      ongoing: t(locale, 'evidence-file.state.ongoing'),
      sync: t(locale, 'evidence-file.state.sync'),
    } as Record<string, string>,
  };
}

const TEXTS: Partial<Record<TEvidenceLocale, ReturnType<typeof readEvidenceTexts>>> = {};

/** The evidence file's words (the file is written in the dossier's language), read once per language. */
export function evidenceTexts(locale: TEvidenceLocale) {
  return (TEXTS[locale] ??= readEvidenceTexts(locale));
}

/** The evidence file's title: « Dossier de preuve — Dossier n° 42 ». */
export function evidenceTitle(locale: TEvidenceLocale, dossierId: number): string {
  return t(locale, 'evidence-file.title-of', { dossierId });
}

/** An envelope's heading in the evidence file: number, step and state in words. */
export function evidenceEnvelopeHeading(
  locale: TEvidenceLocale,
  values: { envelope: number; step: string; status: string },
): string {
  return t(locale, 'evidence-file.envelope-heading', values);
}

/**
 * A signed document's heading in the evidence file: what it is (its title, as printed on it), its file
 * name and its envelope. Not the envelope's step: the mission's envelope also holds the adequacy report.
 */
export function evidenceDocumentHeading(
  locale: TEvidenceLocale,
  values: { title: string | null; name: string; envelope: number },
): string {
  return values.title
    ? t(locale, 'evidence-file.document-heading', values)
    : t(locale, 'evidence-file.document-heading-untitled', values);
}
