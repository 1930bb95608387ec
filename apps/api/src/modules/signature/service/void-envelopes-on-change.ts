import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../auth/actor.js';
import { dossiers, signatureEnvelopes } from '../../../db/schema.js';
import { findUserName } from '../queries.js';
import { endEnvelope } from './end-envelope.js';
import { computeInputDigests, findChangedInputs } from './envelope-inputs.js';
import type { TRequestOrigin } from './open-signature-ceremony.js';
import type { SignatureDeps } from './signature-deps.js';

/**
 * After a save of a dossier's answers: each of its envelopes whose documents were made from answers
 * that have changed since is voided — one still out, or a signed mission while the subscription is
 * not signed yet — with the changed answers (element ids) and who saved; the dossier's status goes back
 * so that the wizard opens a new envelope on the current answers. An answer of a later block (not one
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
    const ended = await deps.db.transaction((tx) =>
      endEnvelope(tx, envelope, {
        type: 'voided',
        at: deps.now(),
        actor: { userId: actor.userId, userName, ip: origin.ip, userAgent: origin.userAgent },
        changedElementIds: changed,
      }),
    );
    if (ended) voided = true;
  }
  return voided;
}
