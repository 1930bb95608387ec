import type { TCreatedDossierResponse } from '@souscription/contract';
import { CURRENT_DOSSIER_KEYS, removeStored, setStored } from '../storage/local-storage';

export type TOpenedDossier = {
  id: number;
  formId: number;
  /** The folder's first status (`dossier_state`). */
  state: string;
  direct?: boolean;
  /** The folder's customer; null for a lead folder. */
  clientId?: number | null;
};

/**
 * Remembers the folder the user opens under the spec's storage keys (folder id, form id,
 * dossier_state, direct, client_id), after forgetting whatever belonged to the previous folder.
 */
export function storeCurrentDossier(folder: TOpenedDossier): void {
  removeStored(...CURRENT_DOSSIER_KEYS);
  setStored('folder_id', String(folder.id));
  setStored('form_id', String(folder.formId));
  setStored('dossier_state', folder.state);
  if (folder.direct !== undefined) setStored('direct', folder.direct);
  if (folder.clientId !== undefined) {
    if (folder.clientId === null) removeStored('client_id');
    else setStored('client_id', String(folder.clientId));
  }
}

/** A folder just created or duplicated becomes the open one: ongoing, for `clientId` (null: a lead folder). */
export function storeCreatedDossier(
  created: Pick<TCreatedDossierResponse['dossier'], 'id' | 'form_id' | 'direct'>,
  clientId: number | null,
): void {
  storeCurrentDossier({
    id: created.id,
    formId: created.form_id,
    state: 'ongoing',
    direct: created.direct,
    clientId,
  });
}
