/**
 * Address of the customer choice list, where new folders are created. Who creates which folder is
 * the contract's `getCreateDossierPermission`.
 */
export const CREATE_DOSSIER_PATH = '/creer-un-dossier-client/';
