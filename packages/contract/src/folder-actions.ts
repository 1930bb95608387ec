import type { TRole } from './roles.js';
import type { TFeatureSwitches } from './tenant.js';

/** What a folder row offers (spec 01 §6). */
export type TFolderActions = {
  downloadSignedDocuments: boolean;
  signatureHistory: boolean;
  duplicate: boolean;
  /** Open the form to change it. */
  modify: boolean;
  /** Open the form read-only (back-office roles). */
  view: boolean;
  abandon: boolean;
  /** Open the dossier management screen (manage list only). */
  manage: boolean;
};

export type TFolderActionContext = {
  role: TRole;
  status: readonly string[];
  features: Pick<TFeatureSwitches, 'documentDownload' | 'folderDuplication'>;
  backOfficeForm: boolean;
  /** The row is on the manage (integration) list rather than a folder list. */
  onManageList?: boolean;
};

const CUSTOMER_SIDE: readonly TRole[] = ['client', 'prospect', 'prospect_direct'];

/**
 * The action rules of spec 01 §6, line by line, shared by the menu on screen and the server
 * (which refuses what the menu would not offer).
 */
export function getFolderActions(context: TFolderActionContext): TFolderActions {
  const { role, status, features, backOfficeForm } = context;
  const has = (state: string) => status.includes(state);
  const signed = has('signed');
  const inSignatureOrSigned = signed || has('signature');
  const backOffice = role === 'back_office_user' || role === 'manage_dossier';
  const customer = role === 'client' || role === 'prospect';

  const duplicate =
    features.folderDuplication && !CUSTOMER_SIDE.includes(role) && !backOffice && !signed && !has('rejected');
  if (has('canceled') || has('rejected')) {
    return {
      downloadSignedDocuments: false,
      signatureHistory: false,
      duplicate: has('canceled') && duplicate,
      modify: false,
      view: false,
      abandon: false,
      manage: false,
    };
  }
  return {
    downloadSignedDocuments: features.documentDownload && inSignatureOrSigned,
    signatureHistory: !CUSTOMER_SIDE.includes(role) && inSignatureOrSigned,
    duplicate,
    modify: backOffice ? backOfficeForm : true,
    view: backOffice && !backOfficeForm,
    abandon: !signed && (role === 'manage_dossier' ? backOfficeForm : !customer && !backOffice),
    manage:
      Boolean(context.onManageList) && !customer && role !== 'prospect_direct' && role !== 'back_office_user',
  };
}
