import type {
  TCorrectionFieldChange,
  TCorrectionReceiptChange,
  TCorrectionResignedDocument,
  TCorrectionRound,
  TCorrectionRoundsResponse,
  TLocale,
  TViewPage,
} from '@souscription/contract';
import type { Actor } from '../../../../auth/actor.js';
import type { Database } from '../../../../db/client.js';
import type { RoundReceipt } from '../../../../db/schema.js';
import type { FormStore } from '../../../forms/index.js';
import {
  findAmendments,
  findCurrentReceipts,
  findItemsOfRounds,
  findRoundsWithSender,
} from '../../correction-round-queries.js';
import { findDossierForManager } from '../find-managed-dossier.js';
import { buildDossierView, type TViewedDossier } from '../get-dossier-view.js';
import { formatHistoryDate } from '../to-history-entry.js';
import { createCorrectionItemReader } from './to-correction-item.js';

type TShown = { label: string; value: TCorrectionFieldChange['before']; unit?: string };

/** The shown fields of a view by element id. */
function shownFields(pages: readonly TViewPage[]): Map<number, TShown> {
  const shown = new Map<number, TShown>();
  for (const element of pages.flatMap((page) => page.blocks.flatMap((block) => block.elements))) {
    shown.set(element.elementId, { label: element.presentation, value: element.value, unit: element.unit });
  }
  return shown;
}

/** The fields whose shown value differs between two views, flagged ones first. */
export function diffFields(
  before: ReadonlyMap<number, TShown>,
  after: ReadonlyMap<number, TShown>,
  flagged: ReadonlySet<number>,
): TCorrectionFieldChange[] {
  const ids = [...new Set([...before.keys(), ...after.keys()])];
  const changes = ids.flatMap((elementId) => {
    const was = before.get(elementId);
    const now = after.get(elementId);
    if (JSON.stringify(was?.value ?? null) === JSON.stringify(now?.value ?? null)) return [];
    const unit = now?.unit ?? was?.unit;
    return [
      {
        elementId,
        label: now?.label ?? was?.label ?? '',
        before: was?.value ?? null,
        after: now?.value ?? null,
        ...(unit ? { unit } : {}),
        flagged: flagged.has(elementId),
      },
    ];
  });
  return changes.sort((a, b) => Number(b.flagged) - Number(a.flagged));
}

/** The receipts a round added, replaced or removed, element by element. */
export function diffReceipts(
  before: readonly RoundReceipt[],
  after: readonly RoundReceipt[],
  labelOf: (elementId: number) => string | null,
): TCorrectionReceiptChange[] {
  const elementIds = [...new Set([...before, ...after].map((receipt) => receipt.elementId))];
  return elementIds.flatMap((elementId) => {
    const was = before.filter(
      (r) => r.elementId === elementId && !after.some((a) => a.receiptId === r.receiptId),
    );
    const now = after.filter(
      (r) => r.elementId === elementId && !before.some((b) => b.receiptId === r.receiptId),
    );
    const pairs = Math.max(was.length, now.length);
    return Array.from({ length: pairs }, (_, index) => {
      const old = was[index];
      const added = now[index];
      const change: TCorrectionReceiptChange['change'] =
        old && added ? 'replaced' : added ? 'added' : 'removed';
      return {
        elementId,
        label: labelOf(elementId),
        change,
        before: old ? { receiptId: old.receiptId, title: old.title } : null,
        after: added ? { receiptId: added.receiptId, title: added.title } : null,
      };
    });
  });
}

/** The documents the round's amendments signed again, with each signer and when. */
function describeAmendments(
  amendments: Awaited<ReturnType<typeof findAmendments>>,
  revision: number,
): TCorrectionResignedDocument[] {
  return amendments
    .filter(({ envelope }) => envelope.revision === revision)
    .flatMap(({ envelope, documents, recipients }) =>
      documents.map((document) => ({
        name: document.name,
        title: document.title ?? document.name,
        envelopeId: envelope.id,
        envelopeStatus: envelope.status,
        signers: recipients.map((recipient) => ({
          party: recipient.party,
          name: recipient.name,
          signedAt: recipient.signedAt ? formatHistoryDate(recipient.signedAt) : null,
        })),
      })),
    );
}

/**
 * `GET /dossier/integration-state/{dossierId}/corrections/rounds` (issue 35 point 5): each round,
 * the latest first, compared with what followed it (see {@link describeCorrectionRounds}).
 */
export async function listCorrectionRounds(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  locale: TLocale,
): Promise<TCorrectionRoundsResponse> {
  const dossier = await findDossierForManager(db, actor, id);
  return {
    rounds: await describeCorrectionRounds(db, forms, { ...dossier, tenantCode: actor.tenantCode }, locale),
  };
}

/**
 * A dossier's correction rounds, the latest first, each compared with what followed it — the next
 * round's starting point, or the dossier as it is now for the latest — through the manager's own view
 * of the answers (labels, choices by their labels, units), so calculated amounts show too. The
 * management screen and the evidence file read the same.
 */
export async function describeCorrectionRounds(
  db: Database,
  forms: FormStore,
  viewed: TViewedDossier,
  locale: TLocale,
): Promise<TCorrectionRound[]> {
  const id = viewed.id;
  const rows = await findRoundsWithSender(db, id);
  if (rows.length === 0) return [];
  const definition = await forms.getDefinition(viewed.formId, locale);
  const read = createCorrectionItemReader(definition);
  const labelOf = (elementId: number) => {
    const element = definition.elements.find((candidate) => candidate.id === elementId);
    return element ? (element.attributes.label ?? element.name) : null;
  };
  const [items, amendments, receiptsNow, viewNow] = await Promise.all([
    findItemsOfRounds(db, id),
    findAmendments(db, id),
    findCurrentReceipts(db, id),
    buildDossierView(db, forms, viewed, locale),
  ]);
  let after = { fields: shownFields(viewNow.pages), receipts: receiptsNow as RoundReceipt[] };
  const rounds: TCorrectionRound[] = [];
  for (const { round, ...sender } of rows) {
    const roundItems = items.filter((item) => item.roundId === round.id);
    const flagged = new Set(
      roundItems.flatMap((item) => (item.kind === 'field' && item.elementId ? [item.elementId] : [])),
    );
    const before = shownFields(
      (await buildDossierView(db, forms, { ...viewed, values: round.answersBefore }, locale)).pages,
    );
    rounds.push({
      revision: round.revision,
      status: round.status === 'sent' ? 'sent' : 'open',
      openedAt: formatHistoryDate(round.openedAt),
      sentAt: round.sentAt ? formatHistoryDate(round.sentAt) : null,
      sentBy: sender.username
        ? { username: sender.username, firstname: sender.firstname ?? '', lastname: sender.lastname ?? '' }
        : null,
      items: roundItems.map(read),
      fields: diffFields(before, after.fields, flagged),
      receipts: diffReceipts(round.receiptsBefore, after.receipts, labelOf),
      documents: describeAmendments(amendments, round.revision),
    });
    after = { fields: before, receipts: round.receiptsBefore };
  }
  return rounds;
}
