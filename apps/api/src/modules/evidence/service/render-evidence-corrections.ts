import type { TCorrectionFieldChange, TCorrectionRound, TSignatureParty } from '@souscription/contract';
import { t } from '../../../i18n/translate.js';
import { MUTED, PageWriter, describeParty, formatParisTime } from '../../signature/index.js';
import type { DecisionRow } from '../queries.js';
import type { TEvidenceCorrection } from './collect-evidence-corrections.js';
import type { TEvidenceLocale } from './evidence-texts.js';
import { formatWithUnit } from './format-shown-value.js';

const PARTIES = new Set(['subscriber', 'co_subscriber', 'subscriber_spouse', 'subscriber_advisor']);
const PROBLEM_KEYS = {
  missing: 'messages.corrections-requested.problem.missing',
  illegible: 'messages.corrections-requested.problem.illegible',
  expired: 'messages.corrections-requested.problem.expired',
  wrong_person: 'messages.corrections-requested.problem.wrong-person',
} as const;
const CHANGE_KEYS = {
  added: 'evidence-file.corrections.change.added',
  replaced: 'evidence-file.corrections.change.replaced',
  removed: 'evidence-file.corrections.change.removed',
} as const;

/** A round's `YYYY-MM-DD HH:mm:ss` (Paris time) as the records write times: `dd/mm/yyyy HH:mm`. */
export function formatRoundStamp(stamp: string, locale: TEvidenceLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(stamp);
  if (!match) return stamp;
  const [, year, month, day, hour, minute] = match;
  return `${day}/${month}/${year}${locale === 'en' ? ',' : ''} ${hour}:${minute}`;
}

function shownValue(
  value: TCorrectionFieldChange['before'],
  unit: string | undefined,
  locale: TEvidenceLocale,
) {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return t(locale, 'evidence-file.corrections.empty');
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return t(locale, value ? 'evidence-file.yes' : 'evidence-file.no');
  return formatWithUnit(value, unit, locale);
}

function whoDecided(decision: DecisionRow): string {
  return [decision.firstname, decision.lastname].filter(Boolean).join(' ') || decision.username || '—';
}

function writeFlags(writer: PageWriter, correction: TEvidenceCorrection, locale: TEvidenceLocale) {
  const items = new Map(correction.round.items.map((item) => [item.id, item]));
  for (const flag of correction.flags) {
    const key = flag.setInError
      ? 'evidence-file.corrections.flagged-error'
      : 'evidence-file.corrections.flagged';
    const at = formatParisTime(flag.at, locale);
    writer.line(t(locale, key, { at, who: flag.by ?? '—' }), { size: 8.5, indent: 8, bold: true });
    for (const item of flag.itemIds.flatMap((id) => items.get(id) ?? [])) {
      const label = item.label ?? '';
      const what =
        item.kind === 'note'
          ? t(locale, 'evidence-file.corrections.note')
          : item.kind === 'receipt' && item.problem
            ? t(locale, 'evidence-file.corrections.receipt-item', {
                label,
                problem: t(locale, PROBLEM_KEYS[item.problem]),
              })
            : label;
      writer.line(t(locale, 'evidence-file.corrections.item', { what, reason: item.reason }), {
        size: 8,
        indent: 16,
      });
    }
  }
}

function writeChanges(writer: PageWriter, round: TCorrectionRound, locale: TEvidenceLocale) {
  writer.line(t(locale, 'evidence-file.corrections.answers'), { size: 8.5, indent: 8, bold: true });
  if (round.fields.length === 0)
    writer.line(t(locale, 'evidence-file.corrections.no-answer'), { size: 8, indent: 16 });
  for (const field of round.fields) {
    const line = t(locale, 'evidence-file.corrections.answer', {
      label: field.label,
      before: shownValue(field.before, field.unit, locale),
      after: shownValue(field.after, field.unit, locale),
    });
    const followed = field.flagged ? '' : ` (${t(locale, 'evidence-file.corrections.followed')})`;
    writer.line(`${line}${followed}`, { size: 8, indent: 16 });
  }
  if (round.receipts.length === 0) return;
  writer.line(t(locale, 'evidence-file.corrections.receipts'), { size: 8.5, indent: 8, bold: true });
  for (const receipt of round.receipts) {
    const line = t(locale, 'evidence-file.corrections.receipt', {
      label: receipt.label ?? '',
      change: t(locale, CHANGE_KEYS[receipt.change]),
      before: receipt.before?.title ?? '—',
      after: receipt.after?.title ?? '—',
    });
    writer.line(line, { size: 8, indent: 16 });
  }
}

function writeResigned(writer: PageWriter, round: TCorrectionRound, locale: TEvidenceLocale) {
  writer.line(t(locale, 'evidence-file.corrections.documents'), { size: 8.5, indent: 8, bold: true });
  if (round.documents.length === 0)
    writer.line(t(locale, 'evidence-file.correction-no-signature'), { size: 8, indent: 16 });
  for (const document of round.documents) {
    const heading = { title: document.title, name: document.name, envelope: document.envelopeId };
    writer.line(t(locale, 'evidence-file.corrections.document', heading), { size: 8, indent: 16 });
    for (const signer of document.signers) {
      const party = PARTIES.has(signer.party)
        ? describeParty(signer.party as TSignatureParty, locale)
        : signer.party;
      const line = signer.signedAt
        ? t(locale, 'evidence-file.corrections.signer-signed', {
            name: signer.name,
            party,
            at: formatRoundStamp(signer.signedAt, locale),
          })
        : t(locale, 'evidence-file.corrections.signer-awaited', { name: signer.name, party });
      writer.line(line, { size: 7.5, indent: 24 });
    }
  }
}

function writeDecided(
  writer: PageWriter,
  correction: TEvidenceCorrection,
  locale: TEvidenceLocale,
  describe: (decision: DecisionRow) => string,
) {
  writer.line(t(locale, 'evidence-file.corrections.decided'), { size: 8.5, indent: 8, bold: true });
  if (correction.decided.length === 0)
    writer.line(t(locale, 'evidence-file.corrections.no-decision'), { size: 8, indent: 16 });
  for (const decision of correction.decided) writer.line(describe(decision), { size: 8, indent: 16 });
}

/**
 * The corrections after signature (issue 35 point 6), round by round: the flaggings with their
 * reasons, the sending, the answers before → after (calculated amounts included), the receipts
 * added, replaced or removed, the documents signed again with each signer and when, the decision.
 */
export function writeCorrections(
  writer: PageWriter,
  corrections: readonly TEvidenceCorrection[],
  locale: TEvidenceLocale,
  describe: (decision: DecisionRow) => string,
) {
  if (corrections.length === 0) return;
  writer.newPage();
  writer.line(t(locale, 'evidence-file.corrections.heading'), { size: 14, bold: true });
  writer.gap(4);
  writer.line(t(locale, 'evidence-file.corrections.intro'), { size: 8.5 });
  for (const correction of corrections) {
    const { round, sent } = correction;
    writer.gap(8);
    writer.rule();
    writer.line(t(locale, 'evidence-file.corrections.round', { revision: round.revision }), {
      size: 11,
      bold: true,
    });
    writeFlags(writer, correction, locale);
    if (!sent) {
      writer.line(t(locale, 'evidence-file.corrections.not-sent'), { size: 8.5, indent: 8, color: MUTED });
      continue;
    }
    const at = formatParisTime(sent.createdAt, locale);
    writer.line(t(locale, 'evidence-file.corrections.sent', { at, who: whoDecided(sent) }), {
      size: 8.5,
      indent: 8,
      bold: true,
    });
    writeChanges(writer, round, locale);
    writeResigned(writer, round, locale);
    writeDecided(writer, correction, locale, describe);
  }
}
