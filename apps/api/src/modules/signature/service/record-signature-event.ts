import type { TSignatureParty } from '@souscription/contract';
import { ApiError } from '../../../shared/api-error.js';
import {
  findEnvelope,
  findEnvelopeDocuments,
  findRecipients,
  insertEvent,
  lockDossier,
  type RecipientRow,
} from '../queries.js';
import type { TSignatureActor } from '../provider/signing-provider.js';
import { applyRecipientSignature } from './apply-recipient-signature.js';
import type { SignatureDeps } from './signature-deps.js';
import { applyTransition } from './signature-transitions.js';
import type { TAuthenticationProof, TSealLocale } from './record-words.js';

/** The proof of a signature recorded without one (never on the signing page): the sign-in. */
const SESSION_PROOF: TAuthenticationProof = {
  authentication: 'session',
  codeChannel: null,
  maskedDestination: null,
  deliveredTo: null,
  sessionUserName: null,
};

/** What a party did on its signing page. */
export type TPartyAction = 'delivered' | 'signed' | 'declined';

/** How the envelope stands after the event. */
export type TRecordedEvent = { envelopeStatus: string; completed: boolean };

type TRecorded = TRecordedEvent & {
  signature: Parameters<typeof applyRecipientSignature>[1] | null;
};

/** The trail's name of each action (the page opened is `opened`; `delivered` in older trails). */
const EVENT_TYPE = { delivered: 'opened', signed: 'signed', declined: 'declined' } as const;

/** The signed-in user who hosted the party's ceremony (in-person signing). */
export type THost = { userId: string; userName: string };

/**
 * What a signature records beyond who and when: how the signer proved who they are (the code's channel,
 * masked destination and whether it stayed in the demo mailbox; the advisor's own session), the consent.
 */
export type TSignatureProof = TAuthenticationProof & {
  consent: { version: string; sha256: string };
};

type TPartyEventInput = {
  action: TPartyAction;
  proof?: TSignatureProof;
  declineReason?: string;
  details?: Record<string, unknown>;
};

/** What the recipient's row keeps of the event: when, how the signer proved who they are, the consent, the reason. */
function toPartyRecord(
  input: TPartyEventInput,
  now: Date,
  host: { hostedBy: string | null; hostedByName: string | null },
): Partial<RecipientRow> {
  const { proof } = input;
  if (input.action === 'signed' && proof) {
    return {
      signedAt: now,
      authentication: proof.authentication,
      consentVersion: proof.consent.version,
      consentSha256: proof.consent.sha256,
      ...host,
    };
  }
  if (input.action === 'declined')
    return { declinedAt: now, declineReason: input.declineReason ?? null, ...host };
  return {};
}

/** The trail of the event: the consent accepted before a signature, then the event with its details. */
async function insertPartyEvents(
  tx: Parameters<typeof insertEvent>[0],
  who: Omit<Parameters<typeof insertEvent>[1], 'type' | 'details'>,
  input: TPartyEventInput,
): Promise<void> {
  const { proof } = input;
  if (input.action === 'signed' && proof) {
    await insertEvent(tx, {
      ...who,
      type: 'consent_accepted',
      details: { consentVersion: proof.consent.version, consentSha256: proof.consent.sha256 },
    });
  }
  await insertEvent(tx, {
    ...who,
    type: EVENT_TYPE[input.action],
    details:
      input.action === 'signed' && proof
        ? {
            authentication: proof.authentication,
            codeChannel: proof.codeChannel,
            maskedDestination: proof.maskedDestination,
            deliveredTo: proof.deliveredTo,
            sessionUserName: proof.sessionUserName,
          }
        : input.action === 'declined'
          ? { reason: input.declineReason }
          : (input.details ?? {}),
  });
}

/**
 * Records what a party did on an envelope and moves the dossier's status set (spec 01 §4): in one
 * transaction that first locks the dossier row, so that two parties signing at once are applied one
 * after the other and both land. The last signature completes the envelope (the delivery worker seals
 * its documents after this answer: the dossier is `sealing` until then), and the dossier becomes
 * `mission_validated`, or `signed` with its signature date and integration state `ongoing`. A refusal ends the envelope (`declined`).
 * @throws ApiError 409 docusign.error-not-open when the envelope or the party is no longer waiting.
 */
export async function recordSignatureEvent(
  deps: SignatureDeps,
  input: {
    envelopeId: number;
    party: TSignatureParty;
    action: TPartyAction;
    actor: TSignatureActor;
    locale: TSealLocale;
    /** Who hosted the party's ceremony, when it was hosted. */
    hostedBy?: THost | null;
    /** Required to sign: how the signer proved who they are, and the consent they accepted. */
    proof?: TSignatureProof;
    /** Required to decline. */
    declineReason?: string;
    /** Kept with the `opened` event (how the user took part). */
    details?: Record<string, unknown>;
  },
): Promise<TRecordedEvent> {
  const { proof, declineReason } = input;
  if (input.action === 'signed' && !proof) throw new Error('a signature needs its proof');
  if (input.action === 'declined' && !declineReason) throw new Error('a refusal needs its reason');
  const recorded = await deps.db.transaction(async (tx): Promise<TRecorded> => {
    const preview = await findEnvelope(tx, input.envelopeId);
    if (!preview) throw ApiError.notFound('envelope', 'docusign.error-envelope-not-found');
    const dossier = await lockDossier(tx, preview.dossierId);
    if (!dossier) throw ApiError.notFound('id', 'api.error.dossier-not-found');
    // Read again under the lock: another party's event may have changed it meanwhile.
    const envelope = await findEnvelope(tx, input.envelopeId);
    if (!envelope || envelope.status !== 'sent') {
      throw ApiError.conflict('envelope', 'docusign.error-not-open');
    }
    const recipients = await findRecipients(tx, envelope.id);
    const recipient = recipients.find((candidate) => candidate.party === input.party);
    // A party signed or declined already: the state machine refuses its move (409).
    if (!recipient) throw ApiError.conflict('party', 'docusign.error-not-open');
    if (input.action === 'delivered' && recipient.status === 'delivered') {
      return { envelopeStatus: envelope.status, completed: false, signature: null };
    }
    const now = deps.now();
    const documents = await findEnvelopeDocuments(tx, [envelope.id]);
    const host = { hostedBy: input.hostedBy?.userId ?? null, hostedByName: input.hostedBy?.userName ?? null };
    const partyRecord = toPartyRecord(input, now, host);
    // Every change of state goes through the state machine (signature-transitions.ts).
    let moved = await applyTransition(tx, dossier, {
      kind: 'party',
      envelope,
      recipient,
      to: input.action,
      set: partyRecord,
    });
    const hashes = documents.map((document) => ({ name: document.name, sha256: document.sha256 }));
    const who = {
      envelopeId: envelope.id,
      party: input.party,
      at: now,
      userId: input.actor.userId,
      userName: input.actor.userName,
      ...host,
      ip: input.actor.ip,
      userAgent: input.actor.userAgent,
      documents: hashes,
    };
    await insertPartyEvents(tx, who, input);

    const completed =
      input.action === 'signed' &&
      recipients.every((candidate) => candidate.id === recipient.id || candidate.status === 'signed');
    // A refusal ends the envelope; the last signature completes it.
    const end = input.action === 'declined' ? 'declined' : completed ? 'completed' : null;
    if (end) {
      moved = await applyTransition(tx, moved!, { kind: 'envelope', envelope, to: end, at: now });
      if (!moved) throw ApiError.conflict('envelope', 'docusign.error-not-open');
    }
    if (completed) {
      await insertEvent(tx, {
        envelopeId: envelope.id,
        party: null,
        type: 'completed',
        at: now,
        documents: hashes,
      });
    }
    const envelopeStatus = end ?? envelope.status;
    const signature =
      input.action === 'signed'
        ? {
            envelope,
            recipient: { ...recipient, ...partyRecord, status: 'signed' },
            documents,
            signedAt: now,
            proof: proof ?? SESSION_PROOF,
          }
        : null;
    return { envelopeStatus, completed, signature };
  });
  // Note: signed after the commit; the blob store writes through its own connection (on embedded
  // PGlite, the one connection the transaction held). A signature that did not happen (a crash in
  // between) is made by the sealing job or when the documents are first asked for (catchUpPartySignatures).
  if (recorded.signature) await applyRecipientSignature(deps, recorded.signature);
  // The last signature completed the envelope in the transaction: its sealing (validation data, document
  // timestamp, evidence file) is the delivery worker's job, after this answer (issue 32 point 7).
  if (recorded.completed) deps.onSealingDue?.();
  return { envelopeStatus: recorded.envelopeStatus, completed: recorded.completed };
}
