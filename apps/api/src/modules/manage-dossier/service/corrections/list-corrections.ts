import type { TCorrectionsResponse, TLocale } from '@souscription/contract';
import type { Actor } from '../../../../auth/actor.js';
import type { Database } from '../../../../db/client.js';
import { getOpenRound } from '../../../correction-rounds/index.js';
import { findCorrectionErrors, findDossierForActor } from '../../../dossiers/index.js';
import type { FormStore } from '../../../forms/index.js';
import { findDossierReceipts, findOpenCorrectionItems } from '../../corrections-queries.js';
import { findFieldsAwaitingSignature } from './fields-awaiting-signature.js';
import { listChanges, listInvalidAnswers, toChecklistItems } from './read-checklist.js';
import { readLastSentCorrection } from './read-last-sent.js';
import { createCorrectionItemReader } from './to-correction-item.js';

/**
 * `GET /dossier/{id}/corrections`: the « À corriger » checklist of a dossier the caller sees, each
 * item corrected or not yet, with the open round's revision and the answers changed since it opened;
 * with none open, the last correction sent and what became of it.
 */
export async function listCorrections(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  locale: TLocale,
): Promise<TCorrectionsResponse> {
  const dossier = await findDossierForActor(db, actor, id);
  const rows = await findOpenCorrectionItems(db, dossier.id);
  if (rows.length === 0) {
    const lastSent = await readLastSentCorrection(db, dossier);
    return { items: [], revision: null, changes: [], invalid: [], lastSent };
  }
  const [definition, round, receipts] = await Promise.all([
    forms.getDefinition(dossier.formId, locale),
    getOpenRound(db, dossier.id),
    findDossierReceipts(db, dossier.id),
  ]);
  const items = rows.map(createCorrectionItemReader(definition));
  const awaiting = round
    ? await findFieldsAwaitingSignature({ db, forms }, dossier, {
        keys: items.filter((item) => item.kind === 'field').map((item) => String(item.elementId)),
        before: round.answersBefore,
      })
    : new Set<string>();
  const invalid = round
    ? await findCorrectionErrors(db, forms, dossier, actor.tenantCode, round.answersBefore)
    : [];
  return {
    items: toChecklistItems(definition, items, round, { values: dossier.values, receipts, awaiting }),
    revision: round?.revision ?? null,
    changes: round ? listChanges(definition, round.answersBefore, dossier.values) : [],
    invalid: listInvalidAnswers(definition, invalid),
    lastSent: null,
  };
}
