import { z } from 'zod';
import { ZLocale } from './forms.js';
import { toId } from './ids.js';
import { toText } from './text.js';

/** Longest reason kept in the history (a decision's, a correction item's). */
export const MAX_REASON_LENGTH = 2_000;

/** What is wrong with a receipt the dossier manager flags (issue 35). */
export const RECEIPT_PROBLEMS = ['missing', 'illegible', 'expired', 'wrong_person'] as const;
export const ZReceiptProblem = z.enum(RECEIPT_PROBLEMS, { error: 'correction.error.receipt-problem' });
export type TReceiptProblem = z.infer<typeof ZReceiptProblem>;

/** What a correction item points at: a field of the presentation tab, a receipt, or the dossier as a whole. */
export const CORRECTION_ITEM_KINDS = ['field', 'receipt', 'note'] as const;
export type TCorrectionItemKind = (typeof CORRECTION_ITEM_KINDS)[number];

/** The most items one flagging carries. */
export const MAX_CORRECTION_ITEMS = 50;

/** An item's reason: non-blank, as long as a refusal's (spec 01 §5). */
const ZCorrectionReason = toText()
  .trim()
  .min(1, 'validation.error.reason-required')
  .max(MAX_REASON_LENGTH, 'validation.error.reason-too-long');

/**
 * One thing the dossier manager points at, with why: a field (`elementId`), a receipt (`elementId`
 * of its kind of document, `problem`, and `receiptId` unless it is missing) or a note (reason only).
 * Note: one object rather than a union by `kind`, so that each bad field is named on its own path.
 */
export const ZCorrectionItemRequest = z
  .object({
    kind: z.enum(CORRECTION_ITEM_KINDS, { error: 'correction.error.kind' }),
    /** A field shown on the presentation tab, or a receipt element of the form; none for a note. */
    elementId: toId('correction.error.unknown-field').nullish(),
    /** For a receipt: what is wrong with it. */
    problem: ZReceiptProblem.nullish(),
    /** For a receipt: the one at fault (none when it is missing). */
    receiptId: toId('correction.error.unknown-receipt').nullish(),
    reason: ZCorrectionReason,
  })
  .superRefine((item, context) => {
    if (item.kind !== 'note' && item.elementId == null) {
      const message =
        item.kind === 'field' ? 'correction.error.unknown-field' : 'correction.error.unknown-receipt';
      context.addIssue({ code: 'custom', path: ['elementId'], message });
    }
    if (item.kind === 'receipt' && item.problem == null) {
      context.addIssue({ code: 'custom', path: ['problem'], message: 'correction.error.receipt-problem' });
    }
  });
export type TCorrectionItemRequest = z.infer<typeof ZCorrectionItemRequest>;

/** The items of one flagging: at least one, at most {@link MAX_CORRECTION_ITEMS}. */
export const ZCorrectionItemsRequest = z
  .array(ZCorrectionItemRequest)
  .min(1, 'correction.error.no-item')
  .max(MAX_CORRECTION_ITEMS, 'correction.error.too-many-items');

/** A flagged item as it is read back. */
export const ZCorrectionItem = z
  .object({
    id: z.number().int(),
    kind: z.enum(CORRECTION_ITEM_KINDS),
    /** The field or receipt element; null for a note. */
    elementId: z.number().int().nullable(),
    /** The element's label in the asked language; null for a note. */
    label: z.string().nullable(),
    /** The block holding the field or receipt element (where it is corrected); null for a note. */
    blockId: z.number().int().nullable(),
    /** The page of that block. */
    pageId: z.number().int().nullable(),
    problem: ZReceiptProblem.nullable(),
    receiptId: z.number().int().nullable(),
    reason: z.string(),
    /** `open` until the correction that answers it is sent. */
    status: z.enum(['open', 'resolved']),
    /** `YYYY-MM-DD HH:mm:ss`, Paris time. */
    createdAt: z.string(),
  })
  .meta({ id: 'CorrectionItem' });
export type TCorrectionItem = z.infer<typeof ZCorrectionItem>;

/**
 * `POST /dossier/integration-state/{dossierId}/corrections`: a correction request before any decision
 * (the integration state does not change).
 */
export const ZRequestCorrectionsRequest = z.object({
  items: ZCorrectionItemsRequest,
  /** The dossier version the caller read; when sent, a dossier changed meanwhile gives 409. */
  version: z.number().int().positive().optional(),
});
export type TRequestCorrectionsRequest = z.infer<typeof ZRequestCorrectionsRequest>;

/** `GET /dossier/{id}/corrections?locale=en`: the language of the labels (French by default). */
export const ZCorrectionsQuery = z.object({ locale: ZLocale.default('fr') });

/** A document type a receipt element accepts: what a replacement or an added receipt is. */
export const ZReceiptTypeOption = z.object({ id: z.string(), label: z.string() });

/** An open item on the checklist, with where its correction stands (issue 35 point 3). */
export const ZCorrectionChecklistItem = ZCorrectionItem.extend({
  /**
   * Whether it is corrected: a field whose answer differs from the one the round opened with (or
   * awaits a signature: a document whose amendment ended unsigned shows it otherwise than it was last
   * signed), a receipt element with a receipt added since; null for a note (nothing to change).
   */
  corrected: z.boolean().nullable(),
  /** For a receipt item: the document types of its element (none: any). */
  receiptTypes: z.array(ZReceiptTypeOption),
  /** For a receipt item: the type of the receipt at fault, the default of its replacement. */
  receiptTypeId: z.string().nullable(),
}).meta({ id: 'CorrectionChecklistItem' });
export type TCorrectionChecklistItem = z.infer<typeof ZCorrectionChecklistItem>;

/** An answer that differs from the one the round opened with: flagged, recalculated or in the same block. */
export const ZCorrectionChange = z
  .object({
    elementId: z.number().int(),
    label: z.string(),
    blockId: z.number().int(),
    /** A calculated answer (an amount, a rate) the correction changed. */
    calculated: z.boolean(),
    before: z.string().nullable(),
    after: z.string().nullable(),
    /** `€` for amounts, `%` for rates, or the element's own unit (as the presentation tab's). */
    unit: z.string().optional(),
  })
  .meta({ id: 'CorrectionChange' });
export type TCorrectionChange = z.infer<typeof ZCorrectionChange>;

/** An answer the changes since the round opened made invalid: to fix before the correction is sent. */
export const ZCorrectionInvalidAnswer = z.object({
  elementId: z.number().int(),
  label: z.string(),
  blockId: z.number().int(),
});

/** Where the signatures of a sent correction's changed documents stand. */
export const CORRECTION_SIGNINGS = ['none', 'awaited', 'signed', 'ended'] as const;

/**
 * The last correction sent, as « À corriger » tells it once nothing is asked any more: when and by
 * whom it went, its changed documents' signatures (`none` to sign again, `awaited`, `signed` by every
 * party, or `ended` without them: declined, expired or cancelled) and the dossier's integration state
 * now (`ongoing`: awaiting the manager's review).
 */
export const ZCorrectionSent = z
  .object({
    revision: z.number().int(),
    /** ISO 8601 with its offset. */
    sentAt: z.string(),
    /** First and last name of who sent it; null when unknown. */
    sentBy: z.string().nullable(),
    signing: z.enum(CORRECTION_SIGNINGS),
    /** When the last party signed the changed documents again (ISO 8601), once `signed`. */
    signedAt: z.string().nullable(),
    integrationState: z.string(),
  })
  .meta({ id: 'CorrectionSent' });
export type TCorrectionSent = z.infer<typeof ZCorrectionSent>;

/**
 * `GET /dossier/{id}/corrections`: the open items, oldest first (the checklist), each with its state;
 * the open round's revision, the answers changed since it opened and those it made invalid (issue 35
 * point 3); with no open item, the last correction sent and what became of it (null if none was).
 */
export const ZCorrectionsResponse = z.object({
  items: z.array(ZCorrectionChecklistItem),
  revision: z.number().int().nullable(),
  changes: z.array(ZCorrectionChange),
  invalid: z.array(ZCorrectionInvalidAnswer),
  lastSent: ZCorrectionSent.nullable(),
});
export type TCorrectionsResponse = z.infer<typeof ZCorrectionsResponse>;

/** A document of a correction: its file name and title. */
export const ZCorrectionDocument = z.object({ name: z.string(), title: z.string() });

/** An amendment envelope opened by « Envoyer la correction »: the changed documents and who signs them again. */
export const ZCorrectionAmendment = z
  .object({
    envelopeId: z.number().int(),
    /** The envelope it amends (the step's signed one). */
    amendsEnvelopeId: z.number().int(),
    step: z.enum(['mission', 'subscription']),
    documents: z.array(ZCorrectionDocument),
    /** Exactly the parties who signed the amended envelope. */
    parties: z.array(z.string()),
  })
  .meta({ id: 'CorrectionAmendment' });
export type TCorrectionAmendment = z.infer<typeof ZCorrectionAmendment>;

/**
 * `POST /dossier/{id}/corrections/send` (« Envoyer la correction »): the revision sent, the items it
 * resolved, the amendment envelopes it opened (none for a receipt-only correction) and the documents
 * that kept their signatures.
 */
export const ZSendCorrectionResponse = z.object({
  revision: z.number().int(),
  items: z.array(ZCorrectionItem),
  amendments: z.array(ZCorrectionAmendment),
  keptDocuments: z.array(ZCorrectionDocument),
  /** The integration state now: `ongoing` when no signature is needed, else unchanged until the amendment completes. */
  integrationState: z.string(),
});
export type TSendCorrectionResponse = z.infer<typeof ZSendCorrectionResponse>;

/** A shown value: text, the labels of the choices, or a boolean (as the dossier view shows it). */
const ZShownValue = z.union([z.string(), z.array(z.string()), z.boolean()]).nullable();

/** A field of the presentation tab a correction round changed (calculated amounts included). */
export const ZCorrectionFieldChange = z
  .object({
    elementId: z.number().int(),
    label: z.string(),
    before: ZShownValue,
    after: ZShownValue,
    unit: z.string().optional(),
    /** Whether the manager had flagged it (else it changed with it: a calculated amount, a dependent answer). */
    flagged: z.boolean(),
  })
  .meta({ id: 'CorrectionFieldChange' });
export type TCorrectionFieldChange = z.infer<typeof ZCorrectionFieldChange>;

/** A receipt a round added, replaced or removed. */
export const ZCorrectionReceiptChange = z
  .object({
    elementId: z.number().int(),
    label: z.string().nullable(),
    change: z.enum(['added', 'replaced', 'removed']),
    before: z.object({ receiptId: z.number().int(), title: z.string() }).nullable(),
    after: z.object({ receiptId: z.number().int(), title: z.string() }).nullable(),
  })
  .meta({ id: 'CorrectionReceiptChange' });
export type TCorrectionReceiptChange = z.infer<typeof ZCorrectionReceiptChange>;

/** A document a round had signed again: its amendment's state and who signed, when. */
export const ZCorrectionResignedDocument = z
  .object({
    name: z.string(),
    title: z.string(),
    envelopeId: z.number().int(),
    /** The amendment's state: `sent` while awaited, `completed` once every party signed. */
    envelopeStatus: z.string(),
    signers: z.array(
      z.object({
        party: z.string(),
        name: z.string(),
        /** `YYYY-MM-DD HH:mm:ss`, Paris time; null while awaited. */
        signedAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'CorrectionResignedDocument' });
export type TCorrectionResignedDocument = z.infer<typeof ZCorrectionResignedDocument>;

/** One correction round, before and after (issue 35 point 5). */
export const ZCorrectionRound = z
  .object({
    revision: z.number().int(),
    status: z.enum(['open', 'sent']),
    openedAt: z.string(),
    sentAt: z.string().nullable(),
    sentBy: z.object({ username: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
    items: z.array(ZCorrectionItem),
    fields: z.array(ZCorrectionFieldChange),
    receipts: z.array(ZCorrectionReceiptChange),
    documents: z.array(ZCorrectionResignedDocument),
  })
  .meta({ id: 'CorrectionRound' });
export type TCorrectionRound = z.infer<typeof ZCorrectionRound>;

/** `GET /dossier/integration-state/{dossierId}/corrections/rounds`: every round, the latest first. */
export const ZCorrectionRoundsResponse = z.object({ rounds: z.array(ZCorrectionRound) });
export type TCorrectionRoundsResponse = z.infer<typeof ZCorrectionRoundsResponse>;
