import { and, eq } from 'drizzle-orm';
import {
  SIGNATURE_PARTIES,
  getCeremonyPart,
  mayCancelSignatureEnvelope,
  type TSignatureEnvelope,
  type TSignatureEnvelopesResponse,
  type TSignatureParty,
  type TSigningAccounts,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import { signatureEvents } from '../../../db/schema.js';
import { findCustomerAccountId, findDossierForActor } from '../../dossiers/index.js';
import {
  findEnvelopes,
  findRecipients,
  findUserName,
  type EnvelopeRow,
  type RecipientRow,
} from '../queries.js';
import { findInvitationSummaries, type TInvitationSummary } from './invitation-links.js';
import { mayTakeSigningMode } from './set-signing-mode.js';
import type { SignatureDeps } from './signature-deps.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function invitationOf(summary: TInvitationSummary | undefined) {
  return summary
    ? { sentAt: summary.sentAt.toISOString(), sentTo: summary.sentTo, count: summary.count }
    : null;
}
const order = (party: string) => (SIGNATURE_PARTIES as readonly string[]).indexOf(party);

/** A voided envelope's changed contacts (issue 32 point 2), as its `voided` event names them. */
async function findContactChanges(
  deps: Pick<SignatureDeps, 'db'>,
  envelope: EnvelopeRow,
): Promise<TSignatureEnvelope['contactChanges']> {
  if (envelope.status !== 'voided') return [];
  const [voided] = await deps.db
    .select({ details: signatureEvents.details })
    .from(signatureEvents)
    .where(and(eq(signatureEvents.envelopeId, envelope.id), eq(signatureEvents.type, 'voided')));
  const changes = voided?.details.contactChanges;
  return Array.isArray(changes) ? (changes as TSignatureEnvelope['contactChanges']) : [];
}

/**
 * Whether the caller may switch how a party signs: they would host them, the party still awaited, and
 * the other mode one this envelope allows (an amendment: by link only).
 */
function maySwitchMode(
  actor: Actor,
  accounts: TSigningAccounts,
  envelope: EnvelopeRow,
  recipient: RecipientRow,
): boolean {
  return (
    envelope.status === 'sent' &&
    mayTakeSigningMode(envelope, recipient.signingMode === 'hosted' ? 'remote' : 'hosted') &&
    ['sent', 'delivered'].includes(recipient.status) &&
    mayCancelSignatureEnvelope(actor.role) &&
    getCeremonyPart(actor.userId, recipient.party as TSignatureParty, accounts) === 'host'
  );
}

/**
 * `GET /dossier/{id}/docusign/envelopes`: every envelope of a folder the actor sees, oldest first,
 * with where it stands, why it ended (the refusal's reason, the cancellation's) and by whom, and its
 * signers' states and latest invitations — declined, expired and cancelled envelopes included.
 */
export async function listSignatureEnvelopes(
  deps: Pick<SignatureDeps, 'db'>,
  actor: Actor,
  dossierId: number,
): Promise<TSignatureEnvelopesResponse> {
  const dossier = await findDossierForActor(deps.db, actor, dossierId);
  const accounts = {
    advisorUserId: dossier.advisorId,
    subscriberUserId:
      dossier.clientId === null ? null : await findCustomerAccountId(deps.db, dossier.clientId),
  };
  const envelopes: TSignatureEnvelope[] = [];
  for (const envelope of await findEnvelopes(deps.db, dossier.id)) {
    const recipients = (await findRecipients(deps.db, envelope.id)).sort(
      (a, b) => order(a.party) - order(b.party),
    );
    const invitations = await findInvitationSummaries(deps.db, envelope.id);
    const decliner = recipients.find((recipient) => recipient.status === 'declined');
    const endedBy = decliner
      ? decliner.name
      : envelope.endedBy
        ? ((await findUserName(deps.db, envelope.endedBy)) ?? null)
        : null;
    envelopes.push({
      id: envelope.id,
      step: envelope.step as TSignatureEnvelope['step'],
      status: envelope.status as TSignatureEnvelope['status'],
      sentAt: envelope.createdAt.toISOString(),
      completedAt: iso(envelope.completedAt),
      sealedAt: iso(envelope.sealedAt),
      endedAt: iso(envelope.endedAt ?? decliner?.declinedAt ?? null),
      reason: decliner?.declineReason ?? envelope.endReason ?? null,
      endedBy,
      signers: recipients.map((recipient) => ({
        party: recipient.party as TSignatureEnvelope['signers'][number]['party'],
        alsoParty: (recipient.alsoParty ?? null) as TSignatureEnvelope['signers'][number]['alsoParty'],
        name: recipient.name,
        status: recipient.status as TSignatureEnvelope['signers'][number]['status'],
        signedAt: iso(recipient.signedAt),
        invitation: invitationOf(invitations.get(recipient.party)),
        signingMode: recipient.signingMode === 'hosted' ? 'hosted' : 'remote',
        maySwitchMode: maySwitchMode(actor, accounts, envelope, recipient),
      })),
      contactChanges: await findContactChanges(deps, envelope),
    });
  }
  return { envelopes };
}
