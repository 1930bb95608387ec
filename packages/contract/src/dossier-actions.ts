import { MANAGE_DOSSIER_ROLES, ROLES, isAdvisorRole, type TRole } from './roles.js';
import type { TFeatureSwitches } from './tenant.js';

/** What a folder row offers (spec 01 §6). */
export type TDossierActions = {
  downloadSignedDocuments: boolean;
  signatureHistory: boolean;
  /** Download the signed dossier's sealed evidence file (issue 26). */
  evidence: boolean;
  duplicate: boolean;
  /** Open the form to change it. */
  modify: boolean;
  /** Open the form read-only (back-office roles). */
  view: boolean;
  abandon: boolean;
  /** Open the dossier management screen (manage list only). */
  manage: boolean;
};

export type TDossierActionContext = {
  role: TRole;
  status: readonly string[];
  features: Pick<TFeatureSwitches, 'documentDownload' | 'folderDuplication'>;
  backOfficeForm: boolean;
  /** The row is on the manage (integration) list rather than a folder list. */
  onManageList?: boolean;
};

const CUSTOMER_SIDE: readonly TRole[] = ['client', 'prospect', 'prospect_direct'];
/** A party's signature of a step (`subscription_signed_by_subscriber`…). */
const SIGNED_BY = /^(mission|subscription)_signed_by_/;

/**
 * Duplication's capability check (spec 01 §6: « needs a capability check (not shown) »): a duplicate
 * is a new folder, so the caller must be one who creates such folders — client-form folders for the
 * roles that create them (advisors); a back-office-form folder is registered by the dossier manager
 * only, who never duplicates; a machine client (`integration`) creates nothing.
 */
function createsSuchFolders(role: TRole, backOfficeForm: boolean): boolean {
  if (backOfficeForm) return false;
  const permission = getCreateDossierPermission({ role, features: { manualRegistration: false } });
  return permission.customerDossier || permission.leadDossier || permission.ownDossier;
}

/**
 * « Gérer » (spec 01 §6: « on the manage list, not for client, prospect or back-office »): not the
 * customer side, not `back_office_user` (the table's « back-office », named apart from manage_dossier
 * in its other rows), and only a role that opens the management screen it leads to (spec 01 §2 and
 * §6: /manage-dossier is manage_dossier's only) — the advisor roles the first words leave were
 * offered a link to a screen that sent them away.
 */
function canManageDossiers(role: TRole): boolean {
  return !CUSTOMER_SIDE.includes(role) && role !== 'back_office_user' && MANAGE_DOSSIER_ROLES.includes(role);
}

/**
 * The action rules of spec 01 §6, line by line, shared by the menu on screen and the server
 * (which refuses what the menu would not offer).
 */
export function getDossierActions(context: TDossierActionContext): TDossierActions {
  const { role, status, features, backOfficeForm } = context;
  const has = (state: string) => status.includes(state);
  const signed = has('signed');
  const inSignatureOrSigned = signed || has('signature');
  // A party's signature is in the documents as soon as they sign (issue 26): after a later party's
  // refusal, or once the mission is signed, the folder is no longer « signature » yet holds signed files.
  const holdsSignedDocuments = inSignatureOrSigned || status.some((state) => SIGNED_BY.test(state));
  const backOffice = role === 'back_office_user' || role === 'manage_dossier';
  const customer = role === 'client' || role === 'prospect';

  const duplicate =
    features.folderDuplication &&
    !CUSTOMER_SIDE.includes(role) &&
    !backOffice &&
    createsSuchFolders(role, backOfficeForm) &&
    !signed &&
    !has('rejected');
  if (has('canceled') || has('rejected')) {
    return {
      downloadSignedDocuments: false,
      signatureHistory: false,
      evidence: false,
      duplicate: has('canceled') && duplicate,
      modify: false,
      view: false,
      abandon: false,
      manage: false,
    };
  }
  return {
    downloadSignedDocuments: features.documentDownload && holdsSignedDocuments,
    signatureHistory: !CUSTOMER_SIDE.includes(role) && inSignatureOrSigned,
    // The back office, the dossier manager and the customer on their own folder (the server's rule too).
    evidence: signed && (backOffice || CUSTOMER_SIDE.includes(role)),
    duplicate,
    modify: backOffice ? backOfficeForm : true,
    view: backOffice && !backOfficeForm,
    abandon: !signed && (role === 'manage_dossier' ? backOfficeForm : !customer && !backOffice),
    manage: Boolean(context.onManageList) && canManageDossiers(role),
  };
}

/** The folders a role may create from the customer choice list (spec 01 §2, create buttons). */
export type TCreateDossierPermission = {
  /** A folder for one of the listed customers, on a client form (advisor roles). */
  customerDossier: boolean;
  /** A lead folder, with no customer yet, on a client form (advisor roles). */
  leadDossier: boolean;
  /** The direct prospect's own folder, on a client form. */
  ownDossier: boolean;
  /** A folder registered for one of the listed customers on the back-office form (manage_dossier). */
  registerDossier: boolean;
};

export type TCreateDossierContext = {
  role: TRole;
  features: Pick<TFeatureSwitches, 'manualRegistration'>;
};

/**
 * Who creates which folder, the one rule of the customer choice list's buttons, its route guard
 * and `POST /dossiers`: advisors customer and lead folders, a direct prospect its own folder, the
 * dossier manager register-folders on the back-office form when the tenant's manual registration
 * is on. Note: back_office_user creates nothing (spec 01 §2 gives it no button); it modifies the
 * back-office form's folders others registered (docs/decisions.md).
 */
export function getCreateDossierPermission({
  role,
  features,
}: TCreateDossierContext): TCreateDossierPermission {
  const advisor = isAdvisorRole(role);
  return {
    customerDossier: advisor,
    leadDossier: advisor,
    ownDossier: role === 'prospect_direct',
    registerDossier: role === 'manage_dossier' && features.manualRegistration,
  };
}

/**
 * The register-folder button's capability check (spec 01 §2, « whose nature is not shown »), beside
 * the role and the manual-registration switch: a registration keys in a subscription received
 * outside the platform for a customer the back office knows, a client; a prospect (a lead, such
 * as the record an online folder's create-prospect button makes) subscribes online, or becomes a
 * client in the back office's own system first. The server refuses the same (api.error.client-prospect).
 */
export function canRegisterDossierFor(customer: { prospect?: boolean | undefined }): boolean {
  return customer.prospect !== true;
}

/** Whether the role creates any folder: the create link and the customer choice list. */
export function canCreateDossiers(context: TCreateDossierContext): boolean {
  return Object.values(getCreateDossierPermission(context)).some(Boolean);
}

/**
 * Whether a new folder on this form, for a customer or none, is one the role may create. A direct
 * prospect's folder is always for its own customer record, whatever the request names.
 */
export function canCreateDossier(
  context: TCreateDossierContext & { backOfficeForm: boolean; forCustomer: boolean },
): boolean {
  const permission = getCreateDossierPermission(context);
  if (context.backOfficeForm) return permission.registerDossier && context.forCustomer;
  if (permission.ownDossier) return true;
  return context.forCustomer ? permission.customerDossier : permission.leadDossier;
}

/** Roles that create folders when the tenant's switches allow it: the customer choice list's guard. */
export const CREATE_DOSSIER_ROLES: readonly TRole[] = ROLES.filter((role) =>
  canCreateDossiers({ role, features: { manualRegistration: true } }),
);
