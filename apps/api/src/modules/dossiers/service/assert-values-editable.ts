import { isBackOfficeRole } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import { ApiError } from '../../../shared/api-error.js';
import type { DossierRow } from '../queries.js';

/**
 * Who may change a dossier's values and receipts (spec 02 §4 and §6): back-office roles only on
 * the back-office form; everyone else while the dossier is ongoing. A dossier awaiting the mission
 * signature says so rather than just refusing.
 */
export function assertValuesEditable(actor: Actor, dossier: DossierRow): void {
  if (isBackOfficeRole(actor.role)) {
    if (!dossier.backOfficeForm) throw ApiError.forbidden('status', 'api.error.dossier-read-only');
    return;
  }
  const status = dossier.status;
  // An envelope out for signature (mission, or subscription while still ongoing) locks the answers
  // its documents were made from.
  if (status.includes('mission_validation') || (status.includes('signature') && status.includes('ongoing'))) {
    throw ApiError.unprocessable([{ property: 'status', message: 'dossier.error.sign-to-finalize' }]);
  }
  if (status.length > 0 && !status.includes('ongoing')) {
    throw ApiError.forbidden('status', 'api.error.dossier-not-modifiable');
  }
}
