import { z } from 'zod';
import { INTEGRATION_STATES, type TDashboardCategory } from './dossiers.js';
import { ZId, toId } from './ids.js';
import { ZSignatureParty } from './signature.js';
import { toText } from './text.js';

/** The list route segments of spec 01 §2 and the dashboard category each shows. */
/** `to-correct`: signed folders with correction items still open (issue 35). */
export const LIST_STATES = [
  'signed-files',
  'signature-files',
  'current-cases',
  'abandoned-files',
  'to-correct',
] as const;
export const ZListState = z.enum(LIST_STATES);
export type TListState = z.infer<typeof ZListState>;
export const CATEGORY_BY_LIST_STATE: Record<TListState, TDashboardCategory> = {
  'signed-files': 'signed',
  'signature-files': 'signature',
  'current-cases': 'current',
  'abandoned-files': 'abandoned',
  // Only signed folders are flagged for correction.
  'to-correct': 'signed',
};

/** Page size of every list (spec 01 §9) and the most a caller may ask for. */
export const DEFAULT_ITEMS_PER_PAGE = 10;
export const MAX_ITEMS_PER_PAGE = 100;

const ZPage = z.coerce
  .number<number | string>()
  .int('api.error.page')
  .min(1, 'api.error.page')
  .max(1_000_000, 'api.error.page')
  .default(1);
const ZItemsPerPage = z.coerce
  .number<number | string>()
  .int('api.error.items-per-page')
  .min(1, 'api.error.items-per-page')
  .max(MAX_ITEMS_PER_PAGE, 'api.error.items-per-page')
  .default(DEFAULT_ITEMS_PER_PAGE);
const ZSearchTerm = toText().trim().max(100, 'api.error.search-term-too-long').optional();
const ZFormFilter = toId('api.error.form').optional();

/** `GET /dossiers` query. */
export const ZListDossiersQuery = z.object({
  page: ZPage,
  itemsPerPage: ZItemsPerPage,
  state: ZListState.optional(),
  searchTerm: ZSearchTerm,
  form: ZFormFilter,
});
export type TListDossiersQuery = z.infer<typeof ZListDossiersQuery>;

/** `GET /dossiers/integration-state` query (manage_dossier). */
export const ZListIntegrationDossiersQuery = z.object({
  page: ZPage,
  itemsPerPage: ZItemsPerPage,
  integrationState: z.enum(INTEGRATION_STATES).optional(),
  searchTerm: ZSearchTerm,
  form: ZFormFilter,
});
export type TListIntegrationDossiersQuery = z.infer<typeof ZListIntegrationDossiersQuery>;

export const ZPairing = z
  .object({ np: z.string().nullable(), usu: z.string().nullable() })
  .meta({ id: 'Pairing' });

/** A customer as lists show it (spec 01 §3, client). */
export const ZCustomer = z
  .object({
    id: z.number().int(),
    civility: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    /**
     * A prospect (a lead, such as the record a folder's create-prospect button makes) rather than a client
     * the back office knows; given by `GET /clients`, it decides the register-folder button.
     */
    prospect: z.boolean().optional(),
  })
  .meta({ id: 'Client' });
export type TCustomer = z.infer<typeof ZCustomer>;

/** One row of a folder list: the folder summary of spec 01 §3. */
export const ZDossierSummary = z
  .object({
    id: z.number().int(),
    formId: z.number().int(),
    formLabel: z.string(),
    /** Whether the folder is on the back-office form (drives the modify / abandon rules). */
    backOfficeForm: z.boolean(),
    /** Every state of the folder, joined by a pipe. */
    status: z.string(),
    present: z.string().nullable(),
    advisor: z.object({ external_id: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
    creation_date: z.string(),
    validation_date: z.string().nullable(),
    signature_date: z.string().nullable(),
    client: ZCustomer.nullable(),
    detail: z.string().nullable(),
    /** The full-property value, unit price × shares, in euros (null before a product and shares). */
    subscriptionGlobalAmount: z.number().nullable(),
    /**
     * What the subscriber pays, in euros: `subscriptionGlobalAmount` in full property, the bare-ownership
     * or usufruct amount of the part acquired when dismembered (issue 27 item 16); null while unknown.
     */
    amountPaid: z.number().nullable(),
    integrate_state: z.enum(INTEGRATION_STATES),
    detention_mode: z.string().nullable(),
    dismemberment_type: z.string().nullable(),
    dismemberment_scope: z.string().nullable(),
    pairing: ZPairing,
    /** The names of the customers paired (« Anne DUVAL »), beside their codes; null where none. */
    pairing_names: z.object({ np: z.string().nullable(), usu: z.string().nullable() }).optional(),
    direct: z.boolean(),
    /**
     * The parties whose signature an envelope out for signature awaits (issue 25), empty when none:
     * what tells a user « Votre signature est attendue » (isSignatureAwaitedFrom).
     */
    awaitingSignatureOf: z.array(ZSignatureParty),
    /**
     * The accounts that sign or host its parties — whom `awaitingSignatureOf` concerns
     * (isSignatureAwaitedFrom): its advisor's user id, and the subscriber's own account (null when
     * none, and read only while an envelope is out).
     */
    signingAccounts: z
      .object({ advisorUserId: z.string().nullable(), subscriberUserId: z.string().nullable() })
      .meta({
        description:
          "The accounts that sign or host its parties (whom awaitingSignatureOf concerns): its advisor's user id, and the subscriber's own account (null when none, and read only while an envelope is out).",
      }),
  })
  .meta({ id: 'FolderSummary' });
export type TDossierSummary = z.infer<typeof ZDossierSummary>;

export const ZListDossiersResponse = z.object({
  dossiers: z.array(ZDossierSummary),
  total_items: z.number().int(),
});
export type TListDossiersResponse = z.infer<typeof ZListDossiersResponse>;

/** The `{id}` of a dossier path. */
export const ZDossierIdParams = z.object({ id: ZId });

/** `GET /dossier/{id}/summary`: what `/dossier/{dossierId}` needs to open a folder. */
export const ZDossierSummaryResponse = z.object({
  summary: z.object({
    id: z.number().int(),
    form_id: z.number().int(),
    status: z.array(z.string()),
    detention_mode: z.string().nullable(),
    dismemberment_scope: z.string().nullable(),
    pairing: ZPairing,
    forceMandate: z.boolean(),
    direct: z.boolean(),
    client_id: z.number().int().nullable(),
    /** The product's title and code, as in the folder lists (null before a product is chosen). */
    present: z.string().nullable(),
    detail: z.string().nullable(),
    /** `dismemberment_type` of the folder lists (`full_property`, `temporary`, `viager`). */
    dismemberment_type: z.string().nullable(),
    /** The amounts of the folder lists: full-property value and amount paid, in euros. */
    subscriptionGlobalAmount: z.number().nullable(),
    amountPaid: z.number().nullable(),
    /** The address the web app opens for this caller. */
    url: z.string(),
  }),
});
export type TDossierSummaryResponse = z.infer<typeof ZDossierSummaryResponse>;

/** `PUT /dossiers/{id}/status`: only the abandon (canceled) is a caller's to set. */
export const ZUpdateDossierStatusRequest = z.object({
  status: z.literal('canceled', { error: 'api.error.status-not-allowed' }),
});

export const ZUpdateDossierStatusResponse = z.object({ id: z.number().int(), status: z.array(z.string()) });

/** `POST /dossiers/{id}/duplicate`. */
export const ZDuplicateDossierRequest = z.object({ documentDuplicate: z.boolean().default(false) });

/** A created folder (spec 01 §3): id, form_id, values, direct. */
export const ZCreatedDossierResponse = z.object({
  dossier: z.object({
    id: z.number().int(),
    form_id: z.number().int(),
    values: z.array(z.object({ elementId: z.number().int(), value: z.unknown() })),
    direct: z.boolean(),
  }),
});
export type TCreatedDossierResponse = z.infer<typeof ZCreatedDossierResponse>;

/** `GET /clients`. */
export const ZListClientsQuery = z.object({
  page: ZPage,
  itemsPerPage: ZItemsPerPage,
  searchTerm: ZSearchTerm,
});
export type TListClientsQuery = z.infer<typeof ZListClientsQuery>;
export const ZListClientsResponse = z.object({ clients: z.array(ZCustomer), total_items: z.number().int() });
export type TListClientsResponse = z.infer<typeof ZListClientsResponse>;

/** A value entry of the wire (spec 02 §3): element id and value (booleans as strings). */
export const ZValueEntry = z.object({
  elementId: toId('api.error.element-id'),
  value: z.union([
    toText().max(20_000),
    z.array(toText().max(2_000)).max(500),
    z.boolean(),
    z.number(),
    z.null(),
  ]),
});
export type TValueEntry = z.infer<typeof ZValueEntry>;

/** `POST /dossiers`. */
export const ZCreateDossierRequest = z.object({
  formId: toId('api.error.form'),
  clientId: toId('api.error.client').nullable().default(null),
  submittingBlockId: toId('api.error.block').nullable().default(null),
  values: z.array(ZValueEntry).max(5_000).default([]),
});
export type TCreateDossierRequest = z.infer<typeof ZCreateDossierRequest>;
