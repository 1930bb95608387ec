/**
 * Address of the customer choice list, where new folders are created. Who creates which folder is
 * the contract's `getCreateFolderPermission`.
 */
export const CREATE_FOLDER_PATH = '/creer-un-dossier-client/';
