import {
  ADVISOR_ROLES,
  BACK_OFFICE_ROLES,
  CUSTOMER_ROLES,
  PEOPLE_ROLES,
  getDossierActions,
  getScreenRoles,
  isBackOfficeRole,
  mayCancelSignatureEnvelope,
  type TFeatureSwitches,
  type TRole,
} from '@souscription/contract';

/**
 * What an operation does to the folder it names, which decides who may do it on which folder:
 * - `read`: whoever sees the folder (visibility below);
 * - `write`: its answers and files — back-office roles only on a back-office-form folder (the
 *   client form is read-only to them, spec 02 §5), everyone else only while it is ongoing, or
 *   signed with open correction items (issue 35: the service checks what they reopen);
 * - `authorize`: let customers open it, or make its prospect — as `write`: a back-office role may
 *   not on a client-form folder, an advisor only while it is ongoing (not signed, canceled…);
 * - `abandon`, `duplicate`: as the folder's action menu offers it (spec 01 §6, getDossierActions).
 */
export type TDossierAccess = 'read' | 'write' | 'authorize' | 'abandon' | 'duplicate';

/** Where the operation names its folder. */
export type TDossierParam = 'params.id' | 'params.folderId' | 'params.dossierId' | 'body.dossierId';

export type TPermission = {
  /** Roles that may call it at all; any other gets 403 `api.error.forbidden`. */
  roles: readonly TRole[];
  /** A feature switch that must be on for the tenant (else 403 `api.error.forbidden`). */
  feature?: keyof TFeatureSwitches;
  /** The folder it acts on, and how. */
  dossier?: { param: TDossierParam; access: TDossierAccess };
  /** What the service still decides from the request itself (shown in docs/permissions.md). */
  note?: string;
};

/** Every person's role: a back office's machine client (`integration`) is named where it may call. */
const ALL: readonly TRole[] = PEOPLE_ROLES;
/** What the back office's machine client reads too: a dossier delivered to it and its signed documents. */
const ALL_AND_BACK_OFFICE_CLIENT: readonly TRole[] = [...PEOPLE_ROLES, 'integration'];
const NOT_CUSTOMERS: readonly TRole[] = PEOPLE_ROLES.filter((role) => !CUSTOMER_ROLES.includes(role));
/** The operations behind the manage-dossier screens, and the profile's, have the screens' roles. */
const MANAGER: readonly TRole[] = getScreenRoles('manage-dossier');
/** Which dossiers a « Suivi » call counts, for whom. */
const INSIGHTS_SCOPE_NOTE =
  'figures of the dossiers the caller sees: its tenant for the manager, back office and dossier manager; an advisor or partner its own and its customers’ (an advisor filter naming another: 422 api.error.invalid_value)';
const read = (param: TDossierParam) => ({ param, access: 'read' as const });

/**
 * The permission table: every operation of the API and who may call it on what. Enforced in one
 * place ({@link decidePermission}, run by registerOperation before the request is validated) and
 * walked cell by cell by tests/permission-table.test.ts; docs/permissions.md is written from it.
 */
export const PERMISSION_TABLE: Readonly<Record<string, TPermission>> = {
  getCurrentUser: { roles: ALL },
  getProfile: { roles: getScreenRoles('profile'), feature: 'profilePage' },
  updateProfile: { roles: getScreenRoles('profile'), feature: 'profilePage' },
  getDossierCounts: { roles: ALL },
  streamDossierEvents: {
    roles: ALL,
    note: 'each event names only a folder the caller sees (the same visibility as the folder lists)',
  },
  listDossiers: { roles: ALL },
  createDossier: {
    roles: ALL,
    note: 'which form and for whom: getCreateDossierPermission (advisors: client form, their own customers or a lead; direct prospect: its own, client form; manage_dossier: back-office form with manual registration on, for a client, not a prospect (422 client-prospect); others: none)',
  },
  listIntegrationDossiers: { roles: MANAGER },
  updateIntegrationState: { roles: MANAGER, dossier: read('params.id'), note: 'from ongoing or error only' },
  getIntegrationState: { roles: MANAGER, dossier: read('params.id') },
  getIntegrationHistory: { roles: MANAGER, dossier: read('params.id') },
  getDossierPairing: { roles: MANAGER, dossier: read('params.id') },
  listPairingCustomers: { roles: MANAGER, dossier: read('params.dossierId') },
  pairCustomer: { roles: MANAGER, dossier: read('params.dossierId') },
  getPairingCustomer: { roles: MANAGER },
  getDossierView: { roles: MANAGER, dossier: read('params.dossierId') },
  requestCorrections: {
    roles: MANAGER,
    dossier: read('params.dossierId'),
    note: 'a signed dossier, ongoing or error; every item on that dossier',
  },
  listCorrections: { roles: ALL, dossier: read('params.id') },
  listCorrectionRounds: { roles: MANAGER, dossier: read('params.dossierId') },
  sendCorrection: {
    roles: ALL.filter((role) => !isBackOfficeRole(role)),
    dossier: read('params.id'),
    note: 'an open correction round, every flagged field changed, the form valid (issue 35)',
  },
  getDossierSummary: { roles: ALL, dossier: read('params.id') },
  updateDossierStatus: { roles: ALL, dossier: { param: 'params.id', access: 'abandon' } },
  duplicateDossier: {
    roles: ALL,
    dossier: { param: 'params.id', access: 'duplicate' },
    note: 'the menu offers it only with the duplication switch on',
  },
  getDossier: { roles: ALL_AND_BACK_OFFICE_CLIENT, dossier: read('params.id') },
  saveDossierValues: {
    roles: ALL,
    dossier: { param: 'params.id', access: 'write' },
    note: 'a folder out for signature answers 422 dossier.error.sign-to-finalize; a signed folder under correction takes the blocks holding a flagged field only (422 correction.error.outside-items), else 403 dossier-not-modifiable',
  },
  submitDossier: {
    roles: ALL,
    dossier: read('params.id'),
    note: 'the finish button after signing: the service answers 422 sign-to-finalize or signature-required before the folder is signed, 403 dossier-read-only to a back-office role on a client-form folder, 403 dossier-not-modifiable on a canceled or rejected one',
  },
  authorizeClients: { roles: NOT_CUSTOMERS, dossier: { param: 'params.id', access: 'authorize' } },
  listForms: { roles: ALL },
  getFormMapping: { roles: ALL },
  listFormPages: { roles: ALL },
  listPageBlocks: { roles: ALL },
  listBlockElements: { roles: ALL },
  getFormDefinition: { roles: ALL },
  listDatalistOptions: { roles: ALL },
  listDatalistValues: { roles: ALL },
  listClients: {
    roles: [...ADVISOR_ROLES, ...BACK_OFFICE_ROLES],
    note: 'advisors and partners: their own customers',
  },
  createProspect: {
    roles: NOT_CUSTOMERS,
    dossier: { param: 'body.dossierId', access: 'authorize' },
    note: 'only while the folder has no client',
  },
  uploadReceipts: {
    roles: ALL,
    dossier: { param: 'params.folderId', access: 'write' },
    note: 'a signed folder under correction takes its flagged receipt elements only (422 correction.error.outside-items), else 403 dossier-not-modifiable',
  },
  listReceipts: { roles: ALL, dossier: read('params.folderId') },
  getReceipt: { roles: ALL, dossier: read('params.folderId') },
  deleteReceipt: {
    roles: ALL,
    dossier: { param: 'params.folderId', access: 'write' },
    note: 'a signed folder under correction: its flagged receipt, or one added since (422 correction.error.outside-items), else 403 dossier-not-modifiable',
  },
  listDocuments: { roles: ALL, dossier: read('params.folderId') },
  previewDocument: { roles: ALL, dossier: read('params.folderId') },
  downloadDocuments: { roles: ALL, dossier: read('params.folderId') },
  printDossier: { roles: ALL, dossier: read('params.folderId') },
  getSignatureIframe: {
    roles: ALL,
    dossier: read('params.folderId'),
    note: 'getCeremonyPart: the party itself or its host; the signing address while the envelope is out, else 409 docusign.error-open-required (it opens none)',
  },
  openSignatureCeremony: {
    roles: ALL,
    dossier: read('params.folderId'),
    note: 'getCeremonyPart: the party itself or its host; every earlier block complete, adequacy « adapté », signers named and reachable (docusign.error-*)',
  },
  listSignatureDocuments: { roles: ALL_AND_BACK_OFFICE_CLIENT, dossier: read('params.id') },
  getSignatureDocument: { roles: ALL_AND_BACK_OFFICE_CLIENT, dossier: read('params.id') },
  downloadSignedDocuments: {
    roles: ALL,
    dossier: read('params.id'),
    note: 'document download switch, and status signature or signed or a party signed (docusign.error-download-not-allowed)',
  },
  getDossierEvidence: {
    roles: [...BACK_OFFICE_ROLES, ...CUSTOMER_ROLES, 'integration'],
    dossier: read('params.folderId'),
    note: "the back office, the dossier manager, the customer on their own folder and the back office's machine client on a folder delivered to it (visibility); only once signed (404 evidence.error-not-signed)",
  },
  getSignatureHistory: {
    roles: ALL,
    dossier: read('params.id'),
    note: 'not customers; status signature or signed (docusign.error-history-not-allowed)',
  },
  listDemoMailboxMessages: {
    roles: getScreenRoles('demo-mailbox'),
    note: "the caller's tenant; only while no message transport is configured (404 demo-mailbox.error.absent), only to the demo seed's accounts (403 demo-mailbox.error.demo-accounts-only)",
  },
  listSignatureEnvelopes: {
    roles: ALL,
    dossier: read('params.id'),
  },
  cancelSignatureEnvelope: {
    roles: PEOPLE_ROLES.filter(mayCancelSignatureEnvelope),
    dossier: read('params.folderId'),
    note: 'the advisor who sees the folder or the back office; only an envelope still out (409 docusign.error-not-open); a reason is required',
  },
  resendSignatureInvitation: {
    roles: PEOPLE_ROLES.filter(mayCancelSignatureEnvelope),
    dossier: read('params.folderId'),
    note: 'as cancelSignatureEnvelope: the advisor who sees the folder or the back office; a party still awaited on an envelope still out; throttled (429)',
  },
  getInsightsFilters: {
    roles: getScreenRoles('insights'),
    note: "the tenant's products; its dossiers' creators for the tenant scope only (none for an advisor or partner)",
  },
  getInsightsFunnel: {
    roles: getScreenRoles('insights'),
    note: INSIGHTS_SCOPE_NOTE,
  },
  getInsightsFormDropOff: {
    roles: getScreenRoles('insights'),
    note: INSIGHTS_SCOPE_NOTE,
  },
  getInsightsTimes: {
    roles: getScreenRoles('insights'),
    note: INSIGHTS_SCOPE_NOTE,
  },
  getInsightsReasons: {
    roles: getScreenRoles('insights'),
    note: INSIGHTS_SCOPE_NOTE,
  },
  setSignatureSigningMode: {
    roles: PEOPLE_ROLES.filter(mayCancelSignatureEnvelope),
    dossier: read('params.folderId'),
    note: "only whoever would host the party (getCeremonyPart: the folder's advisor for a co-subscriber, a spouse or a subscriber without an account; 403 docusign.error-party-not-allowed); a party still awaited on an envelope still out; 5 switches per party and envelope (429)",
  },
};

/** Who sees which folders (spec 01 §6, issue 5): the first dimension of every folder cell. */
export const DOSSIER_VISIBILITY: Readonly<Record<TRole, string>> = {
  advisor: 'the folders it created and those of its customers',
  partner: 'the folders it created and those of its customers',
  manager: 'every folder of its tenant',
  back_office_user: 'every folder of its tenant',
  manage_dossier: 'every folder of its tenant',
  client: 'the folders it is the client of or authorized on',
  prospect: 'the folders it is the client of or authorized on',
  prospect_direct: 'the folders it is the client of or authorized on',
  integration: 'the folders of its tenant delivered to its back office (integration state sync)',
};

/** A refusal: status and the error of the one error shape. */
export type TRefusal = { status: 403 | 404; property: string; message: string };

/** The facts of a folder a cell depends on. */
export type TDossierFacts = {
  exists: boolean;
  /** Whether the caller sees it (its tenant, owner, customer or authorization). */
  visible: boolean;
  status: readonly string[];
  backOfficeForm: boolean;
  /** It has open correction items (issue 35): a signed folder's flagged blocks and receipts reopen. */
  underCorrection?: boolean;
};

const FORBIDDEN: TRefusal = { status: 403, property: 'authorization', message: 'api.error.forbidden' };

/** The refusal of a folder access for a role, or null when allowed (the folder exists and is seen). */
export function decideDossierAccess(
  role: TRole,
  features: TFeatureSwitches,
  access: TDossierAccess,
  dossier: Omit<TDossierFacts, 'exists' | 'visible'>,
): TRefusal | null {
  if (access === 'read') return null;
  if (access === 'abandon' || access === 'duplicate') {
    const actions = getDossierActions({
      role,
      status: [...dossier.status],
      features,
      backOfficeForm: dossier.backOfficeForm,
    });
    return actions[access]
      ? null
      : { status: 403, property: 'id', message: 'folder.error.cannot-delete-subscription-folder' };
  }
  // write and authorize
  if (isBackOfficeRole(role)) {
    return dossier.backOfficeForm
      ? null
      : { status: 403, property: 'status', message: 'api.error.dossier-read-only' };
  }
  const status = dossier.status;
  // A folder out for signature: its answers are locked, which the service tells (422 sign-to-finalize).
  const outForSignature =
    status.includes('mission_validation') || (status.includes('signature') && status.includes('ongoing'));
  if (access === 'write' && outForSignature) return null;
  // A signed folder under correction (issue 35): the service lets through the flagged blocks and
  // receipts of its open items only (422 correction.error.outside-items).
  if (access === 'write' && status.includes('signed') && dossier.underCorrection) return null;
  if (status.length > 0 && !status.includes('ongoing')) {
    return { status: 403, property: 'status', message: 'api.error.dossier-not-modifiable' };
  }
  return null;
}

/**
 * One cell of the table: what the operation answers a role, for a folder with these facts (none
 * for an operation without folder), before the request itself is read. Null: allowed.
 */
export function decidePermission(
  operationId: string,
  role: TRole,
  features: TFeatureSwitches,
  dossier?: TDossierFacts,
): TRefusal | null {
  const permission = PERMISSION_TABLE[operationId];
  if (!permission) return null;
  if (!permission.roles.includes(role)) return FORBIDDEN;
  if (permission.feature && !features[permission.feature]) return FORBIDDEN;
  if (!permission.dossier || !dossier) return null;
  if (!dossier.exists) return { status: 404, property: 'id', message: 'api.error.dossier-not-found' };
  if (!dossier.visible) return { status: 403, property: 'id', message: 'api.error.dossier-forbidden' };
  return decideDossierAccess(role, features, permission.dossier.access, dossier);
}
