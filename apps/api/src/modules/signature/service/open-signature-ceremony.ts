import {
  findSignatureStepRefusal,
  findSignerIdentityGaps,
  getCeremonyPart,
  signerIdentityErrorKey,
  type TCeremonyPart,
  type TSignatureParty,
  type TSignatureStep,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import { ApiError } from '../../../shared/api-error.js';
import { generateBlockDocuments } from '../../documents/index.js';
import { findDossierForActor, findSignerOfParty, type DossierRow } from '../../dossiers/index.js';
import { findCurrentEnvelopes, findOpenEnvelope, findRecipients, findUserName } from '../queries.js';
import type { SigningProvider } from '../provider/signing-provider.js';
import { findCeremonyRefusals } from './find-ceremony-refusals.js';
import { findSigningParties, type TSigningParties } from './find-signing-parties.js';
import type { SignatureDeps } from './signature-deps.js';
import { getCeremonySettings } from './signature-settings.js';
import { sendOwedInvitations } from './owed-invitations.js';
import type { InvitationDeps } from './send-invitations.js';
import { recordSigningMode } from './set-signing-mode.js';

/** Where the request came from (kept with the events). */
export type TRequestOrigin = { ip: string | null; userAgent: string | null; locale: 'fr' | 'en' };

/** Which ceremony is asked for: one party of one step of a folder. */
export type TCeremonyTarget = { folderId: number; step: TSignatureStep; party: TSignatureParty };

/** What both the read (`GET …/iframe`) and the opening (`POST …/ceremonies`) check, changing nothing. */
type TCheckedTarget = {
  dossier: DossierRow;
  parties: TSigningParties;
  part: TCeremonyPart;
  /** The step's envelope still out, if any. */
  envelope: Awaited<ReturnType<typeof findOpenEnvelope>>;
  /** The party who signs: the party asked for, or the person who also is it (co-subscriber as spouse). */
  signingParty: TSignatureParty;
};

/**
 * The checks that need no change: the folder (the caller's), the step's button, the step still open
 * for signature, the party one of the dossier's signers (of the open envelope, else of the answers)
 * and not signed yet, and the caller's part in its ceremony (`getCeremonyPart`: signer or host).
 */
async function checkCeremonyTarget(
  deps: SignatureDeps,
  actor: Actor,
  target: TCeremonyTarget,
): Promise<TCheckedTarget> {
  const dossier = await findDossierForActor(deps.db, actor, target.folderId);
  const parties = await findSigningParties(deps.db, deps.forms, dossier, actor.tenantCode, target.step);
  if (
    !parties.buttons.some((button) => (button.attributes.signatureParty ?? 'subscriber') === target.party)
  ) {
    throw ApiError.notFound('docusignId', 'docusign.error-unknown-button');
  }
  const { definition } = await deps.forms.getLoadedForm(dossier.formId);
  const hasMission = definition.elements.some(
    (element) =>
      element.type === 'button_docusign_iframe' && String(element.attributes.docusignId) === 'mission',
  );
  const refusal = findSignatureStepRefusal(dossier.status, target.step, hasMission);
  if (refusal) throw ApiError.forbidden('status', refusal);

  const envelope = await findOpenEnvelope(deps.db, dossier.id, target.step);
  const recipients: { party: string; alsoParty: string | null; status?: string }[] = envelope
    ? await findRecipients(deps.db, envelope.id)
    : parties.recipients;
  const recipient = findSignerOfParty(recipients, target.party);
  if (!recipient)
    throw ApiError.unprocessable([{ property: 'party', message: 'docusign.error-party-absent' }]);
  const signingParty = recipient.party as TSignatureParty;
  const part = getCeremonyPart(actor.userId, signingParty, parties);
  if (!part) throw ApiError.forbidden('party', 'docusign.error-party-not-allowed');
  if (recipient.status === 'signed') throw ApiError.forbidden('party', 'docusign.error-already-signed');
  if (!envelope) {
    const done = (await findCurrentEnvelopes(deps.db, dossier.id)).find(
      (row) => row.step === target.step && row.status === 'completed',
    );
    if (done) throw ApiError.forbidden('party', 'docusign.error-already-signed');
  }
  return { dossier, parties, part, envelope, signingParty };
}

/**
 * `GET /dossiers/{folderId}/docusigns/{docusignId}/iframe?party=…` (spec 01 §7, 02 §7): the signing
 * page's one-time address for that party, hosted or signed by the caller, while the step's envelope is
 * out. It opens no envelope (that changes the dossier: `POST …/ceremonies`), so with none out it
 * answers 409 `docusign.error-open-required`; otherwise the same refusals as the opening call.
 */
export async function readSignatureIframe(
  deps: SignatureDeps,
  provider: SigningProvider,
  actor: Actor,
  input: TCeremonyTarget & { origin: TRequestOrigin },
): Promise<{ url: string; expiresAt: Date }> {
  const checked = await checkCeremonyTarget(deps, actor, input);
  if (!checked.envelope) throw ApiError.conflict('docusignId', 'docusign.error-open-required');
  await refuseIncompleteDossier(deps, actor, checked);
  // Hosting a party here signs « en sa présence » too, as with the opening call (recorded).
  if (checked.part === 'host') await hostParty(deps, actor, checked.envelope.id, checked.signingParty);
  return provider.createRecipientView({
    envelopeId: checked.envelope.id,
    party: checked.signingParty,
    userId: actor.userId,
    part: checked.part,
    locale: input.origin.locale,
  });
}

/** 422 on a dossier whose earlier blocks are not complete and valid or whose adequacy is « non adapté ». */
async function refuseIncompleteDossier(deps: SignatureDeps, actor: Actor, checked: TCheckedTarget) {
  const { dossier, parties } = checked;
  if (parties.blockId === null) {
    throw ApiError.unprocessable([{ property: 'documents', message: 'docusign.documents_not_available' }]);
  }
  const { loaded } = await deps.forms.getLoadedForm(dossier.formId);
  const refusals = await findCeremonyRefusals(
    deps.db,
    loaded,
    dossier,
    actor.tenantCode,
    parties.blockId,
    checked.signingParty === 'subscriber',
  );
  if (refusals.length > 0) throw ApiError.unprocessable(refusals);
  return parties.blockId;
}

/** The signers an envelope would be refused for: each one's missing name or contact. */
async function findIdentityErrors(deps: SignatureDeps, tenantId: number, parties: TSigningParties) {
  const settings = await getCeremonySettings(deps.db, tenantId);
  return parties.recipients.flatMap((recipient) =>
    findSignerIdentityGaps(recipient, settings).map((gap) => ({
      property: `${recipient.party}.${gap}`,
      message: signerIdentityErrorKey(recipient.party, gap),
    })),
  );
}

/**
 * A hosted ceremony signs « en sa présence »: a party who signed by link is switched to `hosted`
 * (recorded; their links stop working), so that the party never signs by both ways at once.
 */
async function hostParty(
  deps: SignatureDeps,
  actor: Actor,
  envelopeId: number,
  party: TSignatureParty,
): Promise<void> {
  const recipient = findSignerOfParty(await findRecipients(deps.db, envelopeId), party);
  if (!recipient || recipient.signingMode === 'hosted') return;
  const userName = (await findUserName(deps.db, actor.userId)) ?? actor.username;
  await recordSigningMode(deps, { id: envelopeId }, recipient, {
    mode: 'hosted',
    by: { userId: actor.userId, userName },
    cause: 'hosted-ceremony',
  });
}

/**
 * `POST /dossiers/{folderId}/docusigns/{docusignId}/ceremonies` `{ party }`: the signing page's
 * one-time address for one party of one step, opened by its signer or hosted by the caller
 * (in-person signing). Refused (422) on a dossier whose earlier blocks are not complete and valid or
 * whose adequacy conclusion is « non adapté », and, when the step's envelope is opened by this call,
 * when a signer has no name or no way to receive their code. The envelope is opened on the first
 * call: its block's documents made from the current answers, one recipient per signing person, and
 * each other party who signs remotely is sent an invitation with a personal link.
 */
export async function openSignatureCeremony(
  deps: InvitationDeps & SignatureDeps,
  provider: SigningProvider,
  actor: Actor,
  input: TCeremonyTarget & { origin: TRequestOrigin },
): Promise<{ url: string; expiresAt: Date }> {
  const checked = await checkCeremonyTarget(deps, actor, input);
  const { dossier, parties } = checked;
  const blockId = await refuseIncompleteDossier(deps, actor, checked);

  let envelopeId = checked.envelope?.id;
  if (envelopeId === undefined) {
    const identityErrors = await findIdentityErrors(deps, dossier.tenantId, parties);
    if (identityErrors.length > 0) throw ApiError.unprocessable(identityErrors);
    // The documents are written in the language of whoever opens the signature (the dossier's).
    const documents = await generateBlockDocuments(deps, dossier.id, blockId, {
      locale: input.origin.locale,
    });
    if (documents.length === 0) {
      throw ApiError.unprocessable([{ property: 'documents', message: 'docusign.documents_not_available' }]);
    }
    const sentBy = {
      userId: actor.userId,
      userName: (await findUserName(deps.db, actor.userId)) ?? actor.username,
      ip: input.origin.ip,
      userAgent: input.origin.userAgent,
    };
    const opened = await provider.createEnvelope({
      tenantId: dossier.tenantId,
      dossierId: dossier.id,
      step: input.step,
      blockId,
      documents: documents.map((document) => ({
        name: document.filename,
        title: document.title,
        sha256: document.sha256,
        bytes: document.bytes,
        inputHash: document.inputHash,
      })),
      recipients: parties.recipients,
      sentBy,
      // Every other party who signs remotely is invited, once: owed with the envelope, sent now.
      invite: parties.recipients
        .map((recipient) => recipient.party)
        .filter((party) => party !== 'subscriber_advisor' && party !== checked.signingParty),
    });
    envelopeId = opened.envelopeId;
    if (opened.created) await sendOwedInvitations(deps, { envelopeId });
  }
  if (checked.part === 'host') await hostParty(deps, actor, envelopeId, checked.signingParty);
  return provider.createRecipientView({
    envelopeId,
    party: checked.signingParty,
    userId: actor.userId,
    part: checked.part,
    locale: input.origin.locale,
  });
}
