import {
  BACK_OFFICE_ROLES,
  MACHINE_ROLES,
  type TLocale,
  type TSendCorrectionResponse,
} from '@souscription/contract';
import type { Actor } from '../../../../auth/actor.js';
import { ApiError } from '../../../../shared/api-error.js';
import { findDossierForActor, type DossierRow } from '../../../dossiers/index.js';
import {
  findCeremonyRefusals,
  openAmendmentEnvelopes,
  planAmendments,
  type SignatureDeps,
  type TAmendmentPlan,
} from '../../../signature/index.js';
import {
  findRoundItems,
  lockDossierRow,
  lockOpenRound,
  markRoundSent,
  reopenForManager,
} from '../../correction-send-queries.js';
import { getOpenRound } from '../../../correction-rounds/index.js';
import { findUserNames, insertHistory } from '../../queries.js';
import { assertRoundOpen, findUnchangedFields } from './correction-states.js';
import { findFieldsAwaitingSignature } from './fields-awaiting-signature.js';
import { createCorrectionItemReader } from './to-correction-item.js';

/** What sending a correction needs: the signature services (documents, envelopes). */
export type TSendCorrectionDeps = SignatureDeps;

/**
 * The round, checked: every flagged field changed since it opened (or awaiting a signature: shown by
 * a document whose amendment ended unsigned, otherwise than it was last signed), the form complete
 * and valid (422).
 */
async function checkCorrection(deps: TSendCorrectionDeps, actor: Actor, dossier: DossierRow) {
  const round = assertRoundOpen(await getOpenRound(deps.db, dossier.id));
  const items = await findRoundItems(deps.db, dossier.id, round.id);
  const unchanged = findUnchangedFields(items, {
    before: round.answersBefore,
    awaiting: await findFieldsAwaitingSignature(deps, dossier, {
      keys: items.flatMap((item) => (item.kind === 'field' ? [String(item.elementId)] : [])),
      before: round.answersBefore,
    }),
    after: dossier.values,
  });
  if (unchanged.length > 0) throw ApiError.unprocessable(unchanged);
  const { loaded } = await deps.forms.getLoadedForm(dossier.formId);
  const plans = await planAmendments(deps, dossier.id);
  // The whole form still complete and valid, up to each signed step's block (the engine's own rules).
  for (const plan of plans) {
    const refusals = await findCeremonyRefusals(
      deps.db,
      loaded,
      dossier,
      actor.tenantCode,
      plan.signed.blockId,
    );
    if (refusals.length > 0) throw ApiError.unprocessable(refusals);
  }
  return { round, plans, loaded };
}

/** The documents of the plans as the answer names them. */
function describePlans(plans: readonly TAmendmentPlan[], ids: readonly number[], parties: string[][]) {
  const changed = plans.filter((plan) => plan.changed.length > 0);
  return {
    amendments: changed.map((plan, index) => ({
      envelopeId: ids[index] ?? 0,
      amendsEnvelopeId: plan.signed.id,
      step: plan.step,
      documents: plan.changed.map((document) => ({ name: document.name, title: document.title })),
      parties: parties[index] ?? [],
    })),
    keptDocuments: plans.flatMap((plan) =>
      plan.kept.map((document) => ({ name: document.name, title: document.title ?? document.name })),
    ),
  };
}

/**
 * `POST /dossier/{id}/corrections/send` (« Envoyer la correction », issue 35 point 4): checks the open
 * round, generates the documents again (outside the transaction: idempotent, derived from the answers),
 * then in ONE transaction under the dossier's and the round's locks opens an amendment envelope per
 * signed step whose documents changed, resolves the items, marks the round sent and writes the
 * `correction-sent` history entry with the revision. A crash before the commit leaves the round open
 * (send again); after it, everything is there. The parties are invited by the caller after the commit.
 */
export async function sendCorrection(
  deps: TSendCorrectionDeps,
  actor: Actor,
  id: number,
  locale: TLocale,
): Promise<TSendCorrectionResponse & { envelopeIds: number[]; tenantId: number }> {
  if (BACK_OFFICE_ROLES.includes(actor.role) || MACHINE_ROLES.includes(actor.role)) {
    throw ApiError.forbidden('id', 'api.error.forbidden');
  }
  const dossier = await findDossierForActor(deps.db, actor, id);
  const { round, plans, loaded } = await checkCorrection(deps, actor, dossier);
  const names = await findUserNames(deps.db, actor.userId);
  const sentBy = {
    userId: actor.userId,
    userName: `${names?.firstname ?? ''} ${names?.lastname ?? ''}`.trim() || actor.username,
    ip: null,
    userAgent: null,
  };
  const now = deps.now();
  const written = await deps.db.transaction(async (tx) => {
    const locked = await lockDossierRow(tx, id);
    const current = await lockOpenRound(tx, id);
    if (!locked || !current || current.id !== round.id) {
      throw ApiError.conflict('id', 'correction.error.no-open-round');
    }
    // The answers moved since the documents were made: the plan is stale.
    if (locked.version !== dossier.version) throw ApiError.conflict('version', 'api.error.dossier-changed');
    const envelopeIds = await openAmendmentEnvelopes(tx, locked, {
      plans,
      form: loaded,
      revision: round.revision,
      sentBy,
      now,
    });
    if (envelopeIds.length === 0) await reopenForManager(tx, id);
    const items = await markRoundSent(tx, round, { at: now, by: actor.userId });
    const state = envelopeIds.length === 0 ? 'ongoing' : locked.integrationState;
    await insertHistory(tx, {
      tenantId: locked.tenantId,
      dossierId: id,
      kind: 'correction-sent',
      state,
      reason: null,
      userId: actor.userId,
      revision: round.revision,
    });
    return { envelopeIds, items, state };
  });
  const read = createCorrectionItemReader(await deps.forms.getDefinition(dossier.formId, locale));
  const parties = plans
    .filter((plan) => plan.changed.length > 0)
    .map((plan) => plan.signers.map((signer) => signer.party));
  return {
    revision: round.revision,
    items: written.items.map(read),
    ...describePlans(plans, written.envelopeIds, parties),
    integrationState: written.state,
    envelopeIds: written.envelopeIds,
    tenantId: dossier.tenantId,
  };
}
