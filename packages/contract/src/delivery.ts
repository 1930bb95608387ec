import { z } from 'zod';
import { CORRECTION_ITEM_KINDS, RECEIPT_PROBLEMS } from './corrections.js';

/**
 * What the platform sends the back office for each validated dossier version (docs/operations.md,
 * « Livraison au back-office »): the body of the signed webhook POST, and of the file dropped in the
 * delivery folder. Described in the OpenAPI document as the `dossierValidated` webhook; the delivery
 * worker builds exactly this type. Objects are strict: a field the worker sent and this schema does
 * not describe fails the contract's test.
 */

/** An ISO 8601 instant, UTC (`2026-11-28T18:55:38.000Z`). */
const ZInstant = z.string().describe('ISO 8601 instant, UTC');

/** A signed document as delivered: its file name and the SHA-256 of the sealed PDF (its blob address). */
export const ZDeliveredDocument = z
  .strictObject({ name: z.string(), sha256: z.string() })
  .meta({ id: 'DeliveredDocument' });
export type TDeliveredDocument = z.infer<typeof ZDeliveredDocument>;

/** One item the last correction round answered, as the dossier manager flagged it (issue 35). */
export const ZDeliveredChangedItem = z
  .strictObject({
    kind: z.enum(CORRECTION_ITEM_KINDS),
    /** The field or receipt element; null for a note. */
    elementId: z.number().int().nullable(),
    /** The element's technical name: its key in `answers`. */
    name: z.string().nullable(),
    /** For a receipt: the one at fault (null when it was missing). */
    receiptId: z.number().int().nullable(),
    problem: z.enum(RECEIPT_PROBLEMS).nullable(),
    reason: z.string(),
  })
  .meta({ id: 'DeliveredChangedItem' });
export type TDeliveredChangedItem = z.infer<typeof ZDeliveredChangedItem>;

const ZDeliveredDossier = z.strictObject({
  id: z.number().int(),
  version: z.number().int(),
  form: z.strictObject({ id: z.number().int(), label: z.string() }),
  status: z.array(z.string()),
  creationDate: ZInstant,
  signatureDate: ZInstant.nullable(),
  validationDate: ZInstant.nullable(),
  client: z
    .strictObject({ username: z.string(), civility: z.string(), firstName: z.string(), lastName: z.string() })
    .nullable(),
  advisor: z.strictObject({ username: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
});

const ZDeliveredSummary = z.strictObject({
  /** The product choice as made: a product code or a product variant code (spec 02 §9). */
  productCode: z.string().nullable(),
  title: z.string().nullable(),
  /** The full-property value (unit price × shares), in euros. */
  subscriptionGlobalAmount: z.number().nullable(),
  /** What the subscriber pays, in euros: the part acquired (bare ownership or usufruct) when dismembered. */
  amountPaid: z.number().nullable(),
  /** The product a variant code sells, else `productCode` itself. */
  product: z.string().nullable(),
  detention_mode: z.string().nullable(),
  dismemberment_type: z.string().nullable(),
  dismemberment_scope: z.string().nullable(),
});

/** The body of a delivery to the back office (webhook POST or file). */
export const ZDeliveryPayload = z
  .strictObject({
    /** `{dossierId}-{version}`: the same at every attempt (also `webhook-id`); a target drops repeats by it. */
    id: z.string(),
    type: z.literal('dossier.validated'),
    /** The tenant's code. */
    tenant: z.string(),
    dossier: ZDeliveredDossier,
    summary: ZDeliveredSummary,
    /** The paired customer codes (null for none). */
    pairing: z.strictObject({
      np: z.string().nullable(),
      usu: z.string().nullable(),
      forceMandate: z.boolean(),
    }),
    /** Every stored answer, by element id and technical name. */
    answers: z.array(
      z.strictObject({ elementId: z.number().int(), name: z.string().nullable(), value: z.unknown() }),
    ),
    /** The current signed documents, mission first; an amended document in its place (issue 35). */
    signedDocuments: z.array(ZDeliveredDocument),
    /** The dossier's sealed evidence file as it stood when delivered (`GET /dossiers/{id}/evidence`). */
    evidence: z.strictObject({ sha256: z.string(), revision: z.number().int() }).nullable(),
    /**
     * The dossier's revision (issue 35): 1 as first signed, n once its correction round n was sent
     * (and, where a document changed, its amendment signed). Tells a correction from a new dossier.
     */
    revision: z.number().int().min(1),
    /** The items the last correction round answered; empty for revision 1. */
    changedItems: z.array(ZDeliveredChangedItem),
  })
  .meta({ id: 'DeliveryPayload' });
export type TDeliveryPayload = z.infer<typeof ZDeliveryPayload>;

/** The webhook's name in the OpenAPI document and the component its body refers to. */
export const DELIVERY_WEBHOOK = { name: 'dossierValidated', schemaId: 'DeliveryPayload' } as const;
