export { manageDossierRoutes, type ManageDossierRoutesOptions } from './routes.js';
export {
  assertDossierManager,
  assertManageable,
  findDossierForManager,
} from './service/find-managed-dossier.js';
export { toHistoryEntry } from './service/to-history-entry.js';
export { findUserNames, insertHistory, updateDossierAtVersion, type ManagedDossier } from './queries.js';
export { buildDossierView, type TViewedDossier } from './service/get-dossier-view.js';
export { updateIntegrationState } from './service/update-integration-state.js';
export { describeCorrectionRounds } from './service/corrections/list-correction-rounds.js';
