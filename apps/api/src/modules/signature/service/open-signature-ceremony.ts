import {
  findSignatureStepRefusal,
  maySignFor,
  type TSignatureParty,
  type TSignatureStep,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import { ApiError } from '../../../shared/api-error.js';
import { generateBlockDocuments } from '../../documents/index.js';
import { findDossierForActor } from '../../dossiers/index.js';
import { findCurrentEnvelopes, findOpenEnvelope, findRecipients, findUserName } from '../queries.js';
import type { SigningProvider } from '../provider/signing-provider.js';
import { findSigningParties } from './find-signing-parties.js';
import type { SignatureDeps } from './signature-deps.js';

/** Where the request came from (kept with the events). */
export type TRequestOrigin = { ip: string | null; userAgent: string | null; locale: 'fr' | 'en' };

/**
 * `GET /dossiers/{folderId}/docusigns/{docusignId}/iframe`: the signing page's one-time address for
 * one party of one step. The step's envelope is opened on the first call (its block's generated
 * documents, one recipient per party of the dossier). Refused to a caller who may not sign for that
 * party, for a party the dossier does not have, or once that party signed.
 */
export async function openSignatureCeremony(
  deps: SignatureDeps,
  provider: SigningProvider,
  actor: Actor,
  input: { folderId: number; step: TSignatureStep; party: TSignatureParty; origin: TRequestOrigin },
): Promise<{ url: string; expiresAt: Date }> {
  const dossier = await findDossierForActor(deps.db, actor, input.folderId);
  const parties = await findSigningParties(deps.db, deps.forms, dossier, actor.tenantCode, input.step);
  if (!parties.buttons.some((button) => (button.attributes.signatureParty ?? 'subscriber') === input.party)) {
    throw ApiError.notFound('docusignId', 'docusign.error-unknown-button');
  }
  const { definition } = await deps.forms.getLoadedForm(dossier.formId);
  const hasMission = definition.elements.some(
    (element) =>
      element.type === 'button_docusign_iframe' && String(element.attributes.docusignId) === 'mission',
  );
  const refusal = findSignatureStepRefusal(dossier.status, input.step, hasMission);
  if (refusal) throw ApiError.forbidden('status', refusal);

  let envelope = await findOpenEnvelope(deps.db, dossier.id, input.step);
  if (envelope) {
    const recipient = (await findRecipients(deps.db, envelope.id)).find((row) => row.party === input.party);
    if (!recipient)
      throw ApiError.unprocessable([{ property: 'party', message: 'docusign.error-party-absent' }]);
    if (recipient.status === 'signed') throw ApiError.forbidden('party', 'docusign.error-already-signed');
    const signerIds = { advisorUserId: parties.advisorUserId, subscriberUserId: parties.subscriberUserId };
    if (!maySignFor(actor.userId, input.party, signerIds)) {
      throw ApiError.forbidden('party', 'docusign.error-party-not-allowed');
    }
  } else {
    if (!parties.recipients.some((recipient) => recipient.party === input.party)) {
      throw ApiError.unprocessable([{ property: 'party', message: 'docusign.error-party-absent' }]);
    }
    if (!maySignFor(actor.userId, input.party, parties)) {
      throw ApiError.forbidden('party', 'docusign.error-party-not-allowed');
    }
    const done = (await findCurrentEnvelopes(deps.db, dossier.id)).find(
      (row) => row.step === input.step && row.status === 'completed',
    );
    if (done) throw ApiError.forbidden('party', 'docusign.error-already-signed');
    const documents =
      parties.blockId === null ? [] : await generateBlockDocuments(deps, dossier.id, parties.blockId);
    if (documents.length === 0) {
      throw ApiError.unprocessable([{ property: 'documents', message: 'docusign.documents_not_available' }]);
    }
    const { envelopeId } = await provider.createEnvelope({
      tenantId: dossier.tenantId,
      dossierId: dossier.id,
      step: input.step,
      blockId: parties.blockId as number,
      documents: documents.map((document) => ({
        name: document.filename,
        title: document.title,
        sha256: document.sha256,
        bytes: document.bytes,
      })),
      recipients: parties.recipients,
      sentBy: {
        userId: actor.userId,
        userName: (await findUserName(deps.db, actor.userId)) ?? actor.username,
        ip: input.origin.ip,
        userAgent: input.origin.userAgent,
      },
    });
    envelope = { id: envelopeId } as NonNullable<typeof envelope>;
  }
  return provider.createRecipientView({
    envelopeId: envelope.id,
    party: input.party,
    userId: actor.userId,
    locale: input.origin.locale,
  });
}
