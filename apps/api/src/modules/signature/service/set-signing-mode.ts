import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  getCeremonyPart,
  mayCancelSignatureEnvelope,
  type TSetSigningModeResponse,
  type TSignatureParty,
  type TSignatureStep,
  type TSigningMode,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import { signatureEvents, signatureRecipients } from '../../../db/schema.js';
import { ApiError } from '../../../shared/api-error.js';
import { findDossierForActor, findSignerOfParty } from '../../dossiers/index.js';
import {
  findOpenEnvelope,
  findRecipients,
  findUserName,
  insertEvent,
  type EnvelopeRow,
  type RecipientRow,
} from '../queries.js';
import { findSigningParties } from './find-signing-parties.js';
import { findInvitationSummaries, type TInvitationDestination } from './invitation-links.js';
import { resendWait, sendInvitation, type InvitationDeps } from './send-invitations.js';
import type { SignatureDeps } from './signature-deps.js';

/** Switches of one party's signing mode on one envelope: 5 at most (each to `remote` may send a link). */
export const SIGNING_MODE_LIMITS = { maxPerEnvelope: 5 } as const;

/** Who switched, as the envelope's trail keeps it. */
type TSwitcher = { userId: string; userName: string };

/**
 * Sets how a party still awaited signs, and records it (`mode_changed`: the new mode, by whom, why):
 * the update only holds while the party is awaited in the other mode, so two switches never both count.
 * Answers whether it switched.
 */
export async function recordSigningMode(
  deps: Pick<SignatureDeps, 'db' | 'now'>,
  envelope: Pick<EnvelopeRow, 'id'>,
  recipient: Pick<RecipientRow, 'id' | 'party'>,
  change: { mode: TSigningMode; by: TSwitcher; cause: 'switch' | 'hosted-ceremony'; invited?: boolean },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const switched = await tx
      .update(signatureRecipients)
      .set({ signingMode: change.mode })
      .where(
        and(
          eq(signatureRecipients.id, recipient.id),
          inArray(signatureRecipients.status, ['sent', 'delivered']),
        ),
      )
      .returning({ id: signatureRecipients.id });
    if (switched.length === 0) return false;
    await insertEvent(tx, {
      envelopeId: envelope.id,
      party: recipient.party,
      type: 'mode_changed',
      at: deps.now(),
      userId: change.by.userId,
      userName: change.by.userName,
      details: {
        mode: change.mode,
        cause: change.cause,
        ...(change.invited === undefined ? {} : { invited: change.invited }),
      },
    });
    return true;
  });
}

/** The advisor's own switches of a party on an envelope (a hosted ceremony's are not counted). */
async function countSwitches(deps: Pick<SignatureDeps, 'db'>, envelopeId: number, party: string) {
  const [row] = await deps.db
    .select({ switches: count() })
    .from(signatureEvents)
    .where(
      and(
        eq(signatureEvents.envelopeId, envelopeId),
        eq(signatureEvents.party, party),
        eq(signatureEvents.type, 'mode_changed'),
        sql`${signatureEvents.details}->>'cause' = 'switch'`,
      ),
    );
  return Number(row?.switches ?? 0);
}

/** The party of the step's open envelope the caller may switch, or the error that says why not. */
async function findSwitchableRecipient(
  deps: SignatureDeps,
  actor: Actor,
  target: { folderId: number; step: TSignatureStep; party: TSignatureParty },
): Promise<{ envelope: EnvelopeRow; recipient: RecipientRow }> {
  const dossier = await findDossierForActor(deps.db, actor, target.folderId);
  const envelope = await findOpenEnvelope(deps.db, dossier.id, target.step);
  if (!envelope) throw ApiError.conflict('docusignId', 'docusign.error-not-open');
  const recipient = findSignerOfParty(await findRecipients(deps.db, envelope.id), target.party);
  if (!recipient || recipient.party === 'subscriber_advisor') {
    throw ApiError.unprocessable([{ property: 'party', message: 'docusign.error-party-absent' }]);
  }
  const accounts = await findSigningParties(deps.db, deps.forms, dossier, actor.tenantCode, target.step);
  const hosts = getCeremonyPart(actor.userId, recipient.party as TSignatureParty, accounts) === 'host';
  if (!hosts || !mayCancelSignatureEnvelope(actor.role)) {
    throw ApiError.forbidden('party', 'docusign.error-party-not-allowed');
  }
  if (recipient.status === 'signed' || recipient.status === 'declined') {
    throw ApiError.conflict('party', 'docusign.error-already-signed');
  }
  return { envelope, recipient };
}

/**
 * Whether a party of this envelope may be switched to `target`: a correction's amendment is signed by
 * invitation links only (the dossier is signed, so no ceremony can be hosted for it: a party switched
 * to « en sa présence » could no longer sign at all); back to `remote` stays open.
 */
export function mayTakeSigningMode(envelope: Pick<EnvelopeRow, 'amendsEnvelopeId'>, target: TSigningMode) {
  return target === 'remote' || envelope.amendsEnvelopeId === null;
}

/**
 * `PUT /dossiers/{folderId}/docusigns/{docusignId}/signing-modes` `{ party, mode }` (issue 32 point
 * 1): whoever would host a party still awaited switches how they sign. `hosted`: on the host's device,
 * after a code to the party's own contact; their links stop working, no reminder goes to them.
 * `remote`: a new invitation (the resends' throttle: within 10 minutes of the last one, or past 5, no
 * new message — the last link works again). At most 5 switches per party and envelope (429).
 */
export async function setSigningMode(
  deps: InvitationDeps & SignatureDeps,
  actor: Actor,
  target: { folderId: number; step: TSignatureStep; party: TSignatureParty; mode: TSigningMode },
): Promise<TSetSigningModeResponse> {
  const { envelope, recipient } = await findSwitchableRecipient(deps, actor, target);
  if (!mayTakeSigningMode(envelope, target.mode)) {
    throw ApiError.conflict('mode', 'docusign.error-amendment-by-link');
  }
  if (recipient.signingMode === target.mode) {
    throw ApiError.conflict('mode', 'docusign.error-mode-unchanged');
  }
  if ((await countSwitches(deps, envelope.id, recipient.party)) >= SIGNING_MODE_LIMITS.maxPerEnvelope) {
    throw new ApiError(429, [{ property: 'mode', message: 'docusign.error-mode-limit' }]);
  }
  const by = {
    userId: actor.userId,
    userName: (await findUserName(deps.db, actor.userId)) ?? actor.username,
  };
  let sentTo: TInvitationDestination[] | null = null;
  const now = deps.now();
  if (target.mode === 'remote') {
    const summary = (await findInvitationSummaries(deps.db, envelope.id)).get(recipient.party);
    if (resendWait(summary, now) === null) {
      sentTo = await sendInvitation(deps, envelope, recipient, { reason: 'remote', sentBy: by });
      if (!sentTo) {
        throw ApiError.unprocessable([
          { property: 'party', message: 'docusign.error-invitation-unreachable' },
        ]);
      }
    }
  }
  const switched = await recordSigningMode(deps, envelope, recipient, {
    mode: target.mode,
    by,
    cause: 'switch',
    ...(target.mode === 'remote' ? { invited: sentTo !== null } : {}),
  });
  if (!switched) throw ApiError.conflict('party', 'docusign.error-already-signed');
  return {
    signingMode: {
      party: recipient.party as TSignatureParty,
      mode: target.mode,
      invitation: sentTo ? { sentAt: now.toISOString(), sentTo } : null,
    },
  };
}
