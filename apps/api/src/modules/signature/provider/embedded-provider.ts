import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TSignatureParty } from '@souscription/contract';
import type { LoadedForm } from '@souscription/form-engine';
import {
  dossiers,
  signatureCeremonies,
  signatureDocuments,
  signatureEnvelopes,
  signatureEvents,
  signatureRecipients,
} from '../../../db/schema.js';
import { ApiError } from '../../../shared/api-error.js';
import {
  findEnvelope,
  findEnvelopeDocuments,
  findEvents,
  findOpenEnvelope,
  findRecipients,
  lockDossier,
  type LockedDossier,
  type Transaction,
} from '../queries.js';
import { renderSignatureHistory, toEnvelopeEvent } from '../service/seal-envelope.js';
import type { SignatureDeps } from '../service/signature-deps.js';
import { insertOwedInvitations } from '../service/insert-owed-invitations.js';
import { stampEnvelopeLifecycle } from '../service/stamp-envelope-lifecycle.js';
import { applyTransition } from '../service/signature-transitions.js';
import type { SigningProvider, TEnvelopeStatus } from './signing-provider.js';

/** The SHA-256 of a signing page token: what the database keeps. */
export function hashCeremonyToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where the embedded provider's signing pages live (served by this server). */
export const SIGNING_PAGE_PREFIX = '/sign';

/** The dossier's loaded form (a dossier's form never changes). */
async function loadDossierForm(deps: SignatureDeps, dossierId: number): Promise<LoadedForm> {
  const [row] = await deps.db
    .select({ formId: dossiers.formId })
    .from(dossiers)
    .where(eq(dossiers.id, dossierId));
  if (!row) throw ApiError.notFound('id', 'api.error.dossier-not-found');
  return (await deps.forms.getLoadedForm(row.formId)).loaded;
}

/** What an envelope's rows are made of: the provider's input, and, for an amendment, what it amends. */
export type TEnvelopeRows = Parameters<SigningProvider['createEnvelope']>[0] & {
  amendsEnvelopeId?: number;
  revision?: number;
};

/**
 * Writes an envelope inside the caller's transaction, the dossier locked by it: the envelope, its
 * documents (with the hash of their inputs), recipients and « sent » events, the invitations it owes
 * (`invite`), and the dossier's state (`open`). Answers the envelope's id.
 */
export async function insertEnvelopeRows(
  tx: Transaction,
  dossier: LockedDossier,
  input: TEnvelopeRows & { form: LoadedForm; now: Date },
): Promise<number> {
  const { now } = input;
  const [envelope] = await tx
    .insert(signatureEnvelopes)
    .values({
      tenantId: input.tenantId,
      dossierId: input.dossierId,
      step: input.step,
      blockId: input.blockId,
      provider: 'embedded',
      createdAt: now,
      amendsEnvelopeId: input.amendsEnvelopeId ?? null,
      revision: input.revision ?? 1,
      ...(await stampEnvelopeLifecycle(tx, dossier, input.form, input.blockId, now)),
    })
    .returning();
  if (!envelope) throw new Error('envelope not created');
  await tx.insert(signatureDocuments).values(
    input.documents.map((document, index) => ({
      envelopeId: envelope.id,
      rank: index + 1,
      name: document.name,
      title: document.title,
      sha256: document.sha256,
      inputHash: document.inputHash ?? null,
    })),
  );
  await tx.insert(signatureRecipients).values(
    input.recipients.map((recipient) => ({
      envelopeId: envelope.id,
      party: recipient.party,
      name: recipient.name,
      email: recipient.email,
      mobile: recipient.mobile,
      userId: recipient.userId,
      alsoParty: recipient.alsoParty,
    })),
  );
  const hashes = input.documents.map((document) => ({ name: document.name, sha256: document.sha256 }));
  await tx.insert(signatureEvents).values(
    input.recipients.map((recipient) => ({
      envelopeId: envelope.id,
      party: recipient.party,
      type: 'sent',
      at: now,
      userId: input.sentBy.userId,
      userName: input.sentBy.userName,
      ip: input.sentBy.ip,
      userAgent: input.sentBy.userAgent,
      documents: hashes,
    })),
  );
  await insertOwedInvitations(tx, envelope.id, input.invite ?? [], input.sentBy);
  await applyTransition(tx, dossier, {
    kind: 'open',
    step: input.step,
    parties: input.recipients.flatMap((recipient) =>
      recipient.alsoParty ? [recipient.party, recipient.alsoParty] : [recipient.party],
    ),
  });
  return envelope.id;
}

/** Opens an envelope in our tables: its documents, recipients and « sent » events, and the dossier's state. */
async function insertEnvelope(
  deps: SignatureDeps,
  input: Parameters<SigningProvider['createEnvelope']>[0],
): ReturnType<SigningProvider['createEnvelope']> {
  const now = deps.now();
  // The form before the transaction: nothing inside it may read outside `tx` (stampEnvelopeLifecycle).
  const form = await loadDossierForm(deps, input.dossierId);
  return deps.db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, input.dossierId);
    if (!dossier) throw ApiError.notFound('id', 'api.error.dossier-not-found');
    // Two clicks at once: the second finds the first's envelope under the lock.
    const open = await findOpenEnvelope(tx, input.dossierId, input.step);
    if (open) return { envelopeId: open.id, created: false };
    return { envelopeId: await insertEnvelopeRows(tx, dossier, { ...input, form, now }), created: true };
  });
}

/**
 * The embedded provider: envelopes, recipients and events in our own tables, the signing page served
 * by our own server under /sign (signing-page-routes.ts), sealed PDFs signed with the platform's
 * certificate. Nothing external: the product signs for real out of the box.
 */
export function createEmbeddedProvider(deps: SignatureDeps): SigningProvider {
  return {
    name: 'embedded',

    createEnvelope: (input) => insertEnvelope(deps, input),

    async createRecipientView(input) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(deps.now().getTime() + deps.config.signatureLinkSeconds * 1000);
      await deps.db.insert(signatureCeremonies).values({
        tokenHash: hashCeremonyToken(token),
        envelopeId: input.envelopeId,
        party: input.party,
        userId: input.userId,
        part: input.part,
        locale: input.locale,
        createdAt: deps.now(),
        expiresAt,
      });
      return { url: `${SIGNING_PAGE_PREFIX}/${token}`, expiresAt };
    },

    async getEnvelopeStatus(envelopeId): Promise<TEnvelopeStatus> {
      const envelope = await findEnvelope(deps.db, envelopeId);
      if (!envelope) throw ApiError.notFound('envelope', 'docusign.error-envelope-not-found');
      const recipients = await findRecipients(deps.db, envelopeId);
      return {
        status: envelope.status as TEnvelopeStatus['status'],
        recipients: recipients.map((recipient) => ({
          party: recipient.party as TSignatureParty,
          status: recipient.status as TEnvelopeStatus['recipients'][number]['status'],
        })),
      };
    },

    async listEvents(envelopeId) {
      return (await findEvents(deps.db, envelopeId)).map(toEnvelopeEvent);
    },

    async getSignedDocuments(envelopeId) {
      const documents = await findEnvelopeDocuments(deps.db, [envelopeId]);
      const sealed = [];
      for (const document of documents) {
        if (!document.signedSha256) continue;
        const bytes = await deps.blobs.get(document.signedSha256);
        if (bytes) sealed.push({ name: document.name, title: document.title ?? document.name, bytes });
      }
      return sealed;
    },

    async getAuditHistory(envelopeId) {
      const envelope = await findEnvelope(deps.db, envelopeId);
      if (!envelope) throw ApiError.notFound('envelope', 'docusign.error-envelope-not-found');
      return renderSignatureHistory(deps, [envelope], 'fr');
    },
  };
}
