import { and, asc, desc, eq } from 'drizzle-orm';
import type { TDeliveredChangedItem, TDeliveredDocument, TDeliveryPayload } from '@souscription/contract';
import { resolveProductCode, type TenantConfiguration } from '@souscription/form-engine';
import type { Database } from '../../db/client.js';
import {
  correctionItems,
  correctionRounds,
  customers,
  dossierEvidence,
  dossiers,
  elements,
  forms,
  tenants,
  users,
} from '../../db/schema.js';

/** A signed document as delivered: its name and the SHA-256 of the signed PDF. */
export type DeliveredDocument = TDeliveredDocument;

/**
 * What the back office receives for one validated dossier version: the contract's `DeliveryPayload`,
 * the OpenAPI document's `dossierValidated` webhook (docs/operations.md).
 */
export type DeliveryPayload = TDeliveryPayload;

/** The dossier's latest sent correction round and its items (revision 1 and none when never corrected). */
async function findRevision(
  db: Database,
  dossierId: number,
  names: ReadonlyMap<number, string>,
): Promise<Pick<DeliveryPayload, 'revision' | 'changedItems'>> {
  const [round] = await db
    .select({ id: correctionRounds.id, revision: correctionRounds.revision })
    .from(correctionRounds)
    .where(and(eq(correctionRounds.dossierId, dossierId), eq(correctionRounds.status, 'sent')))
    .orderBy(desc(correctionRounds.revision))
    .limit(1);
  if (!round) return { revision: 1, changedItems: [] };
  const items = await db
    .select()
    .from(correctionItems)
    .where(eq(correctionItems.roundId, round.id))
    .orderBy(asc(correctionItems.id));
  return {
    revision: round.revision,
    changedItems: items.map((item) => ({
      kind: item.kind as TDeliveredChangedItem['kind'],
      elementId: item.elementId,
      name: item.elementId === null ? null : (names.get(item.elementId) ?? null),
      receiptId: item.receiptId,
      problem: item.problem as TDeliveredChangedItem['problem'],
      reason: item.reason,
    })),
  };
}

/** The variants of the form's tenant configuration (none when the form has no configuration). */
function tenantOf(form: {
  tenantConfiguration: Record<string, unknown> | null;
}): Pick<TenantConfiguration, 'variants'> {
  return { variants: (form.tenantConfiguration as Partial<TenantConfiguration> | null)?.variants ?? null };
}

/** Reads the signed documents of a dossier (the signature module's listSignedDocuments). */
export type SignedDocumentsReader = (db: Database, dossierId: number) => Promise<DeliveredDocument[]>;

/** The latest revision of the dossier's evidence file (its table; the evidence module writes it). */
async function findEvidence(db: Database, dossierId: number): Promise<DeliveryPayload['evidence']> {
  const [row] = await db
    .select({ sha256: dossierEvidence.sha256, revision: dossierEvidence.revision })
    .from(dossierEvidence)
    .where(eq(dossierEvidence.dossierId, dossierId))
    .orderBy(desc(dossierEvidence.revision))
    .limit(1);
  return row ?? null;
}

/** The delivery of a dossier as it is now (the answers are locked once signed). */
export async function buildDeliveryPayload(
  db: Database,
  message: { dossierId: number; dossierVersion: number; idempotencyKey: string },
  readSignedDocuments: SignedDocumentsReader,
): Promise<DeliveryPayload | null> {
  const [row] = await db
    .select({ dossier: dossiers, form: forms, tenantCode: tenants.code, client: customers, advisor: users })
    .from(dossiers)
    .innerJoin(forms, eq(forms.id, dossiers.formId))
    .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
    .leftJoin(customers, eq(customers.id, dossiers.clientId))
    .leftJoin(users, eq(users.id, dossiers.advisorId))
    .where(eq(dossiers.id, message.dossierId));
  if (!row) return null;
  const { dossier, form, client, advisor } = row;
  const names = new Map(
    (
      await db
        .select({ id: elements.id, name: elements.name })
        .from(elements)
        .where(eq(elements.formId, form.id))
    ).map((element) => [element.id, element.name]),
  );
  return {
    id: message.idempotencyKey,
    type: 'dossier.validated',
    tenant: row.tenantCode,
    dossier: {
      id: dossier.id,
      version: message.dossierVersion,
      form: { id: form.id, label: form.label },
      status: dossier.status,
      creationDate: dossier.creationDate.toISOString(),
      signatureDate: dossier.signatureDate?.toISOString() ?? null,
      validationDate: dossier.validationDate?.toISOString() ?? null,
      client: client
        ? {
            username: client.username,
            civility: client.civility,
            firstName: client.firstName,
            lastName: client.lastName,
          }
        : null,
      advisor: advisor
        ? { username: advisor.username, firstname: advisor.firstname, lastname: advisor.lastname }
        : null,
    },
    summary: {
      productCode: dossier.productCode,
      title: dossier.title,
      subscriptionGlobalAmount: dossier.amountCents === null ? null : dossier.amountCents / 100,
      amountPaid: dossier.amountPaidCents === null ? null : dossier.amountPaidCents / 100,
      product: dossier.productCode && resolveProductCode(tenantOf(form), dossier.productCode),
      detention_mode: dossier.detentionMode,
      dismemberment_type: dossier.dismembermentType,
      dismemberment_scope: dossier.dismembermentScope,
    },
    pairing: { np: dossier.pairingNp, usu: dossier.pairingUsu, forceMandate: dossier.forceMandate },
    answers: Object.entries(dossier.values).map(([elementId, value]) => ({
      elementId: Number(elementId),
      name: names.get(Number(elementId)) ?? null,
      value,
    })),
    signedDocuments: await readSignedDocuments(db, dossier.id),
    evidence: await findEvidence(db, dossier.id),
    ...(await findRevision(db, dossier.id, names)),
  };
}
