import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import type { LoadedForm } from '@souscription/form-engine';
import { generateBlockDocuments } from '../../documents/index.js';
import { insertEnvelopeRows } from '../provider/embedded-provider.js';
import type { TEnvelopeRecipient, TSignatureActor } from '../provider/signing-provider.js';
import {
  findEnvelopeDocuments,
  findEnvelopes,
  findRecipients,
  lockDossier,
  type EnvelopeDocumentRow,
  type EnvelopeRow,
  type Executor,
  type LockedDossier,
  type Transaction,
} from '../queries.js';
import type { SignatureDeps } from './signature-deps.js';

/** A document regenerated after a correction, as an amendment signs it. */
export type TRegeneratedDocument = {
  name: string;
  title: string;
  sha256: string;
  inputHash: string;
  bytes: Uint8Array;
};

/**
 * What a correction does to one signed step (issue 35 point 4): its signed envelope, the documents
 * whose inputs changed (an amendment signs them again) and those that keep their signatures.
 */
export type TAmendmentPlan = {
  step: TSignatureStep;
  /** The step's completed envelope (the original signing, never an amendment). */
  signed: EnvelopeRow;
  changed: TRegeneratedDocument[];
  kept: EnvelopeDocumentRow[];
  /** Who signs the changed documents again: exactly the parties who signed the step's envelope. */
  signers: TEnvelopeRecipient[];
};

/**
 * The documents of a step as they stand signed: the original envelope's, each replaced by that of
 * the latest completed amendment that signed it again (by file name).
 */
function signedDocumentsByName(envelopes: readonly EnvelopeRow[], documents: readonly EnvelopeDocumentRow[]) {
  const byName = new Map<string, EnvelopeDocumentRow>();
  for (const envelope of envelopes) {
    for (const document of documents) {
      if (document.envelopeId === envelope.id) byName.set(document.name, document);
    }
  }
  return byName;
}

/** Whether a regenerated document differs from what was signed: its inputs' hash (else its bytes' hash). */
function differs(signed: EnvelopeDocumentRow | undefined, regenerated: TRegeneratedDocument): boolean {
  if (!signed) return true;
  if (signed.inputHash) return signed.inputHash !== regenerated.inputHash;
  return signed.sha256 !== regenerated.sha256;
}

/**
 * Generates again the documents of each signed step of the dossier from its answers as they are now
 * and tells, per step, which changed: a document made from the same inputs (values shown, template,
 * look, language) is unchanged and keeps its signatures (docs/decisions.md « Corrections: what
 * changed »). Generation is idempotent (a document is made again only when its inputs changed).
 */
export async function planAmendments(deps: SignatureDeps, dossierId: number): Promise<TAmendmentPlan[]> {
  const envelopes = (await findEnvelopes(deps.db, dossierId)).filter((row) => row.status === 'completed');
  const documents = await findEnvelopeDocuments(
    deps.db,
    envelopes.map((row) => row.id),
  );
  const plans: TAmendmentPlan[] = [];
  for (const signed of envelopes.filter((row) => row.amendsEnvelopeId === null)) {
    const chain = [signed, ...envelopes.filter((row) => row.amendsEnvelopeId === signed.id)];
    const current = signedDocumentsByName(chain, documents);
    const regenerated = await generateBlockDocuments(deps, dossierId, signed.blockId);
    const changed = regenerated
      .map((document) => ({ ...document, name: document.filename }))
      .filter((document) => differs(current.get(document.name), document));
    const changedNames = new Set(changed.map((document) => document.name));
    const kept = [...current.values()].filter((document) => !changedNames.has(document.name));
    const signers = await findSignedParties(deps.db, signed.id);
    plans.push({ step: signed.step as TSignatureStep, signed, changed, kept, signers });
  }
  return plans;
}

/** The parties whose signatures covered the signed envelope's documents: its recipients who signed. */
async function findSignedParties(db: Executor, envelopeId: number): Promise<TEnvelopeRecipient[]> {
  return (await findRecipients(db, envelopeId))
    .filter((recipient) => recipient.status === 'signed')
    .map((recipient) => ({
      party: recipient.party as TSignatureParty,
      name: recipient.name,
      email: recipient.email,
      mobile: recipient.mobile,
      userId: recipient.userId,
      alsoParty: recipient.alsoParty as TSignatureParty | null,
    }));
}

/**
 * Opens, inside the caller's transaction (the dossier locked), one amendment envelope per step whose
 * documents changed: those documents only, signed by exactly the parties who signed the step's
 * envelope, linked to it (`amends_envelope_id`) with the correction's revision. Answers the envelopes'
 * ids (none when no document changed: a receipt-only correction needs no signature).
 */
export async function openAmendmentEnvelopes(
  tx: Transaction,
  dossier: LockedDossier,
  input: {
    plans: readonly TAmendmentPlan[];
    form: LoadedForm;
    revision: number;
    sentBy: TSignatureActor;
    now: Date;
  },
): Promise<number[]> {
  const ids: number[] = [];
  let locked = dossier;
  for (const plan of input.plans.filter((candidate) => candidate.changed.length > 0)) {
    const id = await insertEnvelopeRows(tx, locked, {
      tenantId: dossier.tenantId,
      dossierId: dossier.id,
      step: plan.step,
      blockId: plan.signed.blockId,
      documents: plan.changed,
      recipients: plan.signers,
      // Nobody signs in front of the sender: every party, the advisor too, is invited by link.
      invite: plan.signers.map((signer) => signer.party),
      sentBy: input.sentBy,
      amendsEnvelopeId: plan.signed.id,
      revision: input.revision,
      form: input.form,
      now: input.now,
    });
    ids.push(id);
    // The next envelope of the same transaction starts from the dossier as this one left it.
    locked = (await lockDossier(tx, dossier.id)) ?? locked;
  }
  return ids;
}
