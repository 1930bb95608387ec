import { z } from 'zod';
import { MAX_REASON_LENGTH, ZCorrectionItem, ZCorrectionItemsRequest } from './corrections.js';
import { ZIntegrationState } from './dossiers.js';
import { ZPairing } from './dossier-list.js';
import { ZId } from './ids.js';
import { toText } from './text.js';

/** The pairing scopes of spec 01 §9: bare (or full) ownership and usufruct. */
export const PAIRING_SCOPES = ['np', 'usu'] as const;
export const ZPairingScope = z.enum(PAIRING_SCOPES, { error: 'validation.error.pairing-scope' });
export type TPairingScope = z.infer<typeof ZPairingScope>;

/** The detention mode (spec 01 §9) under which the counterpart of a dismemberment is paired. */
export const MANDATE_DETENTION_MODE = 'mandate';

/** Integration states a dossier manager sets (spec 01 §7); `sync` is the delivery's. */
export const MANAGER_INTEGRATION_STATES = ['validated', 'refused', 'error'] as const;

/** States from which a dossier manager may validate, refuse or flag an error (spec 01 §4). */
export const MANAGEABLE_INTEGRATION_STATES = ['ongoing', 'error'] as const;

/** The `{dossierId}` of a management path. */
export const ZManagedDossierParams = z.object({ dossierId: ZId });

/** `PUT /dossiers/integration-state/{id}`. */
export const ZUpdateIntegrationStateRequest = z.object({
  integration_state: z.enum(MANAGER_INTEGRATION_STATES, { error: 'validation.error.integration-state' }),
  /** Mandatory and non-blank for `refused` and `error` (spec 01 §5). */
  reason: toText().max(MAX_REASON_LENGTH, 'validation.error.reason-too-long').nullish(),
  /** With `error` only: what is to be corrected, each with its reason (issue 35). */
  items: ZCorrectionItemsRequest.optional(),
  /** The dossier version the caller read; when sent, a dossier changed meanwhile gives 409. */
  version: z.number().int().positive().optional(),
});
export type TUpdateIntegrationStateRequest = z.infer<typeof ZUpdateIntegrationStateRequest>;

export const ZUpdateIntegrationStateResponse = z.object({
  id: z.number().int(),
  integration_state: ZIntegrationState,
  /** The dossier's version after the change. */
  version: z.number().int(),
  /** ISO date of the validation (set when validated). */
  validation_date: z.string().nullable(),
});
export type TUpdateIntegrationStateResponse = z.infer<typeof ZUpdateIntegrationStateResponse>;

/** `GET /dossier/integration-state/{id}/state`. */
export const ZIntegrationStateResponse = z.object({
  state: ZIntegrationState,
  /** Whether the dossier manager may validate, refuse or flag an error now (ongoing or error). */
  manageable: z.boolean(),
  version: z.number().int(),
});
export type TIntegrationStateResponse = z.infer<typeof ZIntegrationStateResponse>;

/** Why a customer was proposed: a translation key and its parameters. */
export const ZMatchReason = z
  .object({
    /** `validation.matching.same-birth-date`, `validation.matching.close-name`… */
    key: z.string(),
    /** Values the text shows (`{ subscriber: 'Lefèvre', customer: 'LEFEVRE' }`). */
    params: z.record(z.string(), z.string()),
    /** What this reason adds to the score. */
    points: z.number().int(),
  })
  .meta({ id: 'MatchReason' });
export type TMatchReason = z.infer<typeof ZMatchReason>;

/** A chosen customer and why, as the history keeps it. */
export const ZPairingChoice = z
  .object({
    scope: ZPairingScope,
    /** The customer code paired (the number given to a new customer); empty in entries of a new customer from before numbers were given at pairing. */
    code: z.string(),
    /** The paired customer's name as it read then (absent in older entries). */
    name: z.string().nullish(),
    /** Whether this pairing created the customer (« Nouveau client »). */
    created: z.boolean().optional(),
    partner: z.string().nullable(),
    /** The score the customer had against the subscriber when chosen (null: picked by code, not proposed). */
    score: z.number().int().nullable(),
    reasons: z.array(ZMatchReason),
  })
  .meta({ id: 'PairingChoice' });
export type TPairingChoice = z.infer<typeof ZPairingChoice>;

/**
 * What an entry of the integration-state history records (`correction`: a correction request, state
 * unchanged; `correction-sent`: « Envoyer la correction », with the revision it sends).
 */
export const HISTORY_KINDS = ['state', 'pairing', 'delivery', 'correction', 'correction-sent'] as const;

/** One entry of the integration-state history (spec 01 §2, Actions tab). */
export const ZIntegrationHistoryEntry = z
  .object({
    id: z.number().int(),
    kind: z.enum(HISTORY_KINDS),
    /** The integration state after this entry. */
    state: ZIntegrationState,
    /** `YYYY-MM-DD HH:mm:ss`, Paris time. */
    createdAt: z.string(),
    /** Who did it; null for the delivery worker. */
    user: z.object({ username: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
    reason: z.string().nullable(),
    /** For a pairing: the customer chosen and why. */
    pairing: ZPairingChoice.nullable(),
    /** The items flagged for correction with this entry (an error, or a request before any decision). */
    corrections: z.array(ZCorrectionItem),
    /**
     * For `correction-sent`: the dossier's revision it sends (2 for the first correction); for a
     * `delivery` that reached the back office: the revision delivered (null before issue 35's rounds).
     */
    revision: z.number().int().nullable().optional(),
  })
  .meta({ id: 'IntegrationHistoryEntry' });
export type TIntegrationHistoryEntry = z.infer<typeof ZIntegrationHistoryEntry>;

/** `GET /dossier/integration-state/{id}/history`, newest first. */
export const ZIntegrationHistoryResponse = z.object({ history: z.array(ZIntegrationHistoryEntry) });
export type TIntegrationHistoryResponse = z.infer<typeof ZIntegrationHistoryResponse>;

/** `GET /dossier/integration-state/{id}/pairing` (spec 01 §3, pairing). */
export const ZDossierPairingResponse = z.object({
  pairing: ZPairing,
  forceMandate: z.boolean(),
  detention_mode: z.string().nullable(),
  dismemberment_type: z.string().nullable(),
  dismemberment_scope: z.string().nullable(),
});
export type TDossierPairingResponse = z.infer<typeof ZDossierPairingResponse>;

/** The subscriber of a scope as the dossier's answers give it (spec 01 §3, subscriber). */
export const ZPairingSubscriber = z
  .object({
    civility: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    fullName: z.string(),
    /** dd/mm/yyyy as entered. */
    birthDay: z.string().nullable(),
    birthCity: z.string().nullable(),
    birthCountry: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    legalForm: z.string().nullable(),
    companyName: z.string().nullable(),
    isMoralPerson: z.boolean(),
    /** Whether the subscription has a co-subscriber. */
    cosous: z.boolean(),
    /** The dossier's customer code, when it has one. */
    username: z.string().nullable(),
    /** The advisor (partner) who created the dossier: code and name. */
    partnerCode: z.string().nullable(),
    partnerName: z.string().nullable(),
  })
  .meta({ id: 'PairingSubscriber' });
export type TPairingSubscriber = z.infer<typeof ZPairingSubscriber>;

/** A customer of the tenant as pairing shows it. */
export const ZPairingCustomer = z
  .object({
    username: z.string(),
    civility: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** dd/mm/yyyy. */
    birthDay: z.string().nullable(),
    birthCity: z.string().nullable(),
    birthCountry: z.string().nullable(),
    email: z.string().nullable(),
    /** Whether the customer has a co-subscriber. */
    cosous: z.boolean(),
  })
  .meta({ id: 'PairingCustomer' });
export type TPairingCustomer = z.infer<typeof ZPairingCustomer>;

/** A potential customer: the customer, its score against the subscriber and the reasons. */
export const ZPairingCandidate = ZPairingCustomer.extend({
  /** Sum of the reasons' points (higher is closer). */
  score: z.number().int(),
  reasons: z.array(ZMatchReason),
  /** Whether this customer is the one paired to the scope now. */
  selected: z.boolean(),
}).meta({ id: 'PairingCandidate' });
export type TPairingCandidate = z.infer<typeof ZPairingCandidate>;

/** Something per scope. */
const perScope = <T extends z.ZodType>(schema: T) => z.object({ np: schema, usu: schema });

/**
 * `GET /dossier/integration-state/{dossierId}/pairing/customer`: each scope's subscriber (null
 * when the dossier holds none for it), potential customers best first, and whether a new customer
 * may be created (no candidate is the same person).
 */
export const ZPairingCustomersResponse = z.object({
  subscribers: perScope(ZPairingSubscriber.nullable()),
  customers: perScope(z.array(ZPairingCandidate)),
  creationAllowed: perScope(z.boolean()),
  pairing: ZPairing,
  /** The customer paired to each scope now, as pairing shows it (null: not paired, or not found). */
  paired: perScope(ZPairingCustomer.nullable()),
});
export type TPairingCustomersResponse = z.infer<typeof ZPairingCustomersResponse>;

/**
 * `PUT /dossier/integration-state/{dossierId}/pairing/customer`: empty `code` = a new customer, made
 * from the subscriber's identity with the tenant's next customer number (the answer's `entry` names it).
 */
export const ZPairCustomerRequest = z.object({
  code: toText().trim().max(64, 'validation.error.customer-not-found'),
  scope: ZPairingScope,
  /** The partner code sent with a pick by code (spec 01 §5); recorded in the history. */
  partner: toText().trim().max(64).nullish(),
});
export type TPairCustomerRequest = z.infer<typeof ZPairCustomerRequest>;

export const ZPairCustomerResponse = z.object({
  success: z.literal(true),
  pairing: ZPairing,
  /** The history entry written for this pairing. */
  entry: ZIntegrationHistoryEntry,
});
export type TPairCustomerResponse = z.infer<typeof ZPairCustomerResponse>;

/** `GET /dossier/integration-state/customer/{code}`. */
export const ZCustomerCodeParams = z.object({
  code: toText()
    .trim()
    .min(1, 'validation.error.customer-not-found')
    .max(64, 'validation.error.customer-not-found'),
});
export const ZPairingCustomerResponse = z.object({ customer: ZPairingCustomer });
export type TPairingCustomerResponse = z.infer<typeof ZPairingCustomerResponse>;

/** One answer of the view page: the element's label and its value as text, list or yes/no. */
export const ZViewElement = z
  .object({
    elementId: z.number().int(),
    /** The element's label. */
    presentation: z.string(),
    /** Choices are shown by their labels; booleans and toggles as booleans. */
    value: z.union([z.string(), z.array(z.string()), z.boolean()]),
    /** The unit of a number, shown after it: `€` for amounts, `%` for rates, or the element's own unit. */
    unit: z.string().optional(),
  })
  .meta({ id: 'ViewElement' });
export type TViewElement = z.infer<typeof ZViewElement>;

export const ZViewBlock = z
  .object({ id: z.number().int(), name: z.string(), elements: z.array(ZViewElement) })
  .meta({ id: 'ViewBlock' });
export const ZViewPage = z
  .object({ id: z.number().int(), name: z.string(), blocks: z.array(ZViewBlock) })
  .meta({ id: 'ViewPage' });
export type TViewPage = z.infer<typeof ZViewPage>;

/** `GET /dossier/integration-state/{dossierId}/view` query: the language of labels. */
export const ZDossierViewQuery = z.object({
  locale: z.enum(['fr', 'en'], { error: 'api.error.locale' }).default('fr'),
});

/** `GET /dossier/integration-state/{dossierId}/view`: answered elements of visible blocks, by page. */
export const ZDossierViewResponse = z.object({ pages: z.array(ZViewPage) });
export type TDossierViewResponse = z.infer<typeof ZDossierViewResponse>;

/** `POST /dossier/integration-state/{dossierId}/corrections`: the history entry written, the dossier's version. */
export const ZRequestCorrectionsResponse = z.object({
  entry: ZIntegrationHistoryEntry,
  version: z.number().int(),
});
export type TRequestCorrectionsResponse = z.infer<typeof ZRequestCorrectionsResponse>;
