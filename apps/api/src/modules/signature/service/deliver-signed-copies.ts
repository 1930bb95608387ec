import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TLocale } from '@souscription/contract';
import { signatureEnvelopes } from '../../../db/schema.js';
import { t } from '../../../i18n/translate.js';
import type { TAttachment } from '../../messages/index.js';
import { maskEmail } from '../../one-time-codes/index.js';
import { findEnvelopeDocuments, findRecipients, insertEvent, type EnvelopeRow } from '../queries.js';
import { catchUpEnvelopeDocuments } from './complete-envelope.js';
import type { LifecycleDeps } from './expire-envelopes.js';
import { findDossierAudience, findRecipientEmail, sendLifecycleMessage } from './lifecycle-messages.js';
import { getLifecycleSettings } from './lifecycle-settings.js';

/** The documents' titles as a message quotes them: « Lettre de mission », “Mission letter”. */
export function quoteTitles(locale: TLocale, documents: { title: string | null; name: string }[]): string {
  return documents
    .map((document) => document.title ?? document.name)
    .map((title) => t(locale, 'messages.quoted-title', { title }))
    .join(', ');
}

/**
 * Claims the completed envelopes, sealed, whose signers were not sent their copies yet: locked with
 * `FOR UPDATE SKIP LOCKED` and marked `copies_sent_at` in one short transaction, so that each
 * envelope's copies go out once however many workers run.
 */
async function claimCompletedEnvelopes(
  deps: LifecycleDeps,
  now: Date,
  limit: number,
): Promise<EnvelopeRow[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(signatureEnvelopes)
      .where(
        and(
          eq(signatureEnvelopes.status, 'completed'),
          isNotNull(signatureEnvelopes.sealedAt),
          isNull(signatureEnvelopes.copiesSentAt),
        ),
      )
      .orderBy(asc(signatureEnvelopes.completedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const envelope of due) {
      await tx
        .update(signatureEnvelopes)
        .set({ copiesSentAt: now })
        .where(eq(signatureEnvelopes.id, envelope.id));
    }
    return due;
  });
}

/** The envelope's signed documents as e-mail attachments (their final, timestamped bytes). */
async function readSignedAttachments(deps: LifecycleDeps, envelopeId: number): Promise<TAttachment[]> {
  const attachments: TAttachment[] = [];
  for (const document of await findEnvelopeDocuments(deps.db, [envelopeId])) {
    const content = await deps.blobs.get(document.signedSha256 ?? document.sha256);
    if (!content) throw new Error(`signed document ${document.id} has no bytes`);
    attachments.push({ filename: document.name, contentType: document.mimetype, content });
  }
  return attachments;
}

/**
 * Sends one completed envelope's signed documents to each of its signers, by e-mail: a signer with an
 * account is told they wait for them after sign-in (the tenant's `link`), or is sent them attached
 * (`attachment`); a signer without an account (co-subscriber, spouse) has no sign-in to download
 * them after, so theirs are always attached. Each message is a `copy_sent` event, counted in
 * `progress` as it goes.
 */
async function sendCopies(
  deps: LifecycleDeps,
  envelope: EnvelopeRow,
  now: Date,
  progress: { sent: number },
): Promise<void> {
  const audience = await findDossierAudience(deps.db, deps.config.publicUrl, envelope.dossierId);
  if (!audience) return;
  // A party's signature its request did not write (the envelope is sealed: its documents are final).
  await catchUpEnvelopeDocuments(deps, envelope.id);
  const settings = await getLifecycleSettings(deps.db, envelope.tenantId);
  let attachments: TAttachment[] | null = null;
  const documents = await findEnvelopeDocuments(deps.db, [envelope.id]);
  // The subscription is the dossier's last signature: once it is complete, every document is signed.
  const dossierSigned = envelope.step === 'subscription';
  for (const recipient of await findRecipients(deps.db, envelope.id)) {
    if (recipient.status !== 'signed') continue;
    const email = recipient.userId ? await findRecipientEmail(deps.db, recipient) : recipient.email;
    if (!email) continue;
    const attach = settings.signedCopies === 'attachment' || !recipient.userId;
    if (attach) attachments ??= await readSignedAttachments(deps, envelope.id);
    const params = {
      brand: audience.brand,
      recipientName: recipient.name,
      dossierLabel: audience.dossierLabel,
      documents: quoteTitles(audience.locale, documents),
      dossierSigned,
      url: audience.url,
    };
    await sendLifecycleMessage(
      deps,
      audience,
      attach && attachments
        ? {
            to: email,
            templateId: 'signed-documents-attached',
            params: { ...params, withAccount: recipient.userId !== null },
            recipientId: recipient.id,
            attachments,
          }
        : { to: email, templateId: 'signed-documents-available', params, recipientId: recipient.id },
    );
    progress.sent += 1;
    await insertEvent(deps.db, {
      envelopeId: envelope.id,
      party: recipient.party,
      type: 'copy_sent',
      at: now,
      details: {
        channel: 'email',
        destination: maskEmail(email),
        delivery: attach ? 'attachment' : 'link',
        ...(attach && attachments ? { documents: attachments.map((file) => file.filename) } : {}),
      },
    });
  }
}

/**
 * One step of the delivery worker (issue 25): every envelope completed since the last pass sends each
 * of its signers their signed documents (a link to download after sign-in, or attached, by tenant
 * setting). Claimed before anything is sent: once however many workers run. When the documents could
 * not be read or nothing was sent yet, the claim is released and the next pass tries again; once some
 * signer was written to, the others are not retried (they would read it twice). Answers how many
 * envelopes were handled.
 */
export async function deliverSignedCopies(deps: LifecycleDeps, limit = 10): Promise<number> {
  const now = deps.now();
  const claimed = await claimCompletedEnvelopes(deps, now, limit);
  const failures: string[] = [];
  for (const envelope of claimed) {
    const progress = { sent: 0 };
    try {
      await sendCopies(deps, envelope, now, progress);
    } catch (error) {
      failures.push(`envelope ${envelope.id}: ${error instanceof Error ? error.message : String(error)}`);
      if (progress.sent === 0) {
        await deps.db
          .update(signatureEnvelopes)
          .set({ copiesSentAt: null })
          .where(eq(signatureEnvelopes.id, envelope.id));
      }
    }
  }
  if (failures.length > 0) throw new Error(`signed copies not sent: ${failures.join('; ')}`);
  return claimed.length;
}
