import { and, eq, inArray } from 'drizzle-orm';
import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import { normalizePhone } from '@souscription/form-engine';
import type { Actor } from '../../../auth/actor.js';
import { dossiers, signatureEnvelopes } from '../../../db/schema.js';
import { findSignerOfParty, loadDossierSigners } from '../../dossiers/index.js';
import { maskDestination } from '../../one-time-codes/index.js';
import { findRecipients, findUserName, type EnvelopeRow } from '../queries.js';
import { endEnvelope } from './end-envelope.js';
import { computeInputDigests, findChangedInputs } from './envelope-inputs.js';
import type { TRequestOrigin } from './open-signature-ceremony.js';
import type { SignatureDeps } from './signature-deps.js';

type TContactChange = { party: string; channel: 'sms' | 'email'; from: string | null; to: string | null };

const sameContact = (channel: 'sms' | 'email', a: string | null, b: string | null) => {
  const norm = (value: string | null) =>
    value ? (channel === 'sms' ? normalizePhone(value) : value.trim().toLowerCase()) : '';
  return norm(a) === norm(b);
};

/**
 * The parties of an envelope whose mobile or e-mail address in the answers now differs from the one
 * kept on their recipient when it opened (where their code goes), masked: a void for a changed
 * contact is recorded as such.
 */
async function findContactChanges(
  deps: Pick<SignatureDeps, 'db' | 'forms'>,
  dossier: Parameters<typeof loadDossierSigners>[2],
  tenantCode: string,
  envelope: EnvelopeRow,
): Promise<TContactChange[]> {
  const { signers } = await loadDossierSigners(
    deps.db,
    deps.forms,
    dossier,
    tenantCode,
    envelope.step as TSignatureStep,
  );
  const mask = (channel: 'sms' | 'email', value: string | null) =>
    value ? maskDestination(channel, channel === 'sms' ? normalizePhone(value) : value.trim()) : null;
  const changes: TContactChange[] = [];
  for (const recipient of await findRecipients(deps.db, envelope.id)) {
    const now = findSignerOfParty(signers, recipient.party as TSignatureParty);
    for (const [channel, before, after] of [
      ['sms', recipient.mobile, now?.mobile ?? null],
      ['email', recipient.email, now?.email ?? null],
    ] as const) {
      if (sameContact(channel, before, after)) continue;
      changes.push({
        party: recipient.party,
        channel,
        from: mask(channel, before),
        to: mask(channel, after),
      });
    }
  }
  return changes;
}

/**
 * After a save of a dossier's answers: each of its envelopes whose documents were made from answers
 * that have changed since is voided — one still out, or a signed mission while the subscription is
 * not signed yet — with the changed answers (element ids) and who saved; the dossier's status goes back
 * so that the wizard opens a new envelope on the current answers; a party's changed mobile or e-mail
 * address is named in the `voided` event (masked, before and after: where the code went and would go).
 * An answer of a later block (not one
 * its documents are made from) voids nothing. Answers whether an envelope was voided.
 */
export async function voidEnvelopesOnChange(
  deps: Pick<SignatureDeps, 'db' | 'forms' | 'now'>,
  actor: Actor,
  dossierId: number,
  origin: Omit<TRequestOrigin, 'locale'>,
): Promise<boolean> {
  const [dossier] = await deps.db.select().from(dossiers).where(eq(dossiers.id, dossierId));
  if (!dossier) return false;
  const envelopes = (
    await deps.db
      .select()
      .from(signatureEnvelopes)
      .where(
        and(
          eq(signatureEnvelopes.dossierId, dossierId),
          inArray(signatureEnvelopes.status, ['sent', 'completed']),
        ),
      )
  ).filter(
    (envelope) =>
      envelope.inputDigests !== null &&
      (envelope.status === 'sent' || (envelope.step === 'mission' && !dossier.status.includes('signed'))),
  );
  if (envelopes.length === 0) return false;
  const { loaded } = await deps.forms.getLoadedForm(dossier.formId);
  let voided = false;
  for (const envelope of envelopes) {
    const now = computeInputDigests(loaded, dossier.values, envelope.blockId);
    const changed = findChangedInputs(envelope.inputDigests ?? {}, now);
    if (changed.length === 0) continue;
    const userName = (await findUserName(deps.db, actor.userId)) ?? actor.username;
    const contactChanges = await findContactChanges(deps, dossier, actor.tenantCode, envelope);
    const ended = await deps.db.transaction((tx) =>
      endEnvelope(tx, envelope, {
        type: 'voided',
        at: deps.now(),
        actor: { userId: actor.userId, userName, ip: origin.ip, userAgent: origin.userAgent },
        changedElementIds: changed,
        ...(contactChanges.length > 0 ? { details: { contactChanges } } : {}),
      }),
    );
    if (ended) voided = true;
  }
  return voided;
}
