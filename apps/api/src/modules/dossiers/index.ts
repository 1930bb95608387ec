export { type ListCache, createListCache } from './list-cache.js';
export {
  type DossierRow,
  type ReceiptSummaryRow,
  findCustomerAccountId,
  findReceiptElementIds,
  visibleDossiersCondition,
} from './queries.js';
export { type DossierRoutesOptions, dossierRoutes } from './routes.js';
export { assertValuesEditable } from './service/assert-values-editable.js';
export {
  assertCorrectionRemoval,
  assertCorrectionUpload,
  readCorrectionScope,
  type TCorrectionScope,
} from './service/correction-scope.js';
export { findCorrectionErrors } from './service/find-new-form-errors.js';
export { computeDossierSummary } from './service/compute-dossier-summary.js';
export { dossierContext } from './service/dossier-context.js';
export { findDossierForActor, readDossierForPermissionCheck } from './service/find-dossier.js';
export { toStoredValueEntries } from './service/to-dossier-values.js';
export {
  type TDossierSigner,
  type TSignerSources,
  findBlockSigners,
  findSignerOfParty,
  partyOfButton,
} from './service/find-block-signers.js';
export { type TDossierSigning, loadDossierSigners } from './service/load-dossier-signers.js';
export { toReceiptResource, toWireReceipts } from './service/to-wire-receipts.js';
