import type { TOperation } from '../operation.js';
import { getHealth } from './health/get-health.js';
import { checkSso } from './session/check-sso.js';
import { getFooter } from './session/get-footer.js';
import { getPublicConfig } from './session/get-public-config.js';
import { getCurrentUser } from './users/get-current-user.js';
import { getProfile } from './users/get-profile.js';
import { updateProfile } from './users/update-profile.js';
import { authorizeClients } from './dossiers/authorize-clients.js';
import { createDossier } from './dossiers/create-dossier.js';
import { duplicateDossier } from './dossiers/duplicate-dossier.js';
import { getDossier } from './dossiers/get-dossier.js';
import { getDossierCounts } from './dossiers/get-dossier-counts.js';
import { getDossierSummary } from './dossiers/get-dossier-summary.js';
import { listDossiers } from './dossiers/list-dossiers.js';
import { listIntegrationDossiers } from './dossiers/list-integration-dossiers.js';
import { saveDossierValues } from './dossiers/save-dossier-values.js';
import { updateDossierStatus } from './dossiers/update-dossier-status.js';
import { getFormDefinition } from './forms/get-form-definition.js';
import { getFormMapping } from './forms/get-form-mapping.js';
import { listBlockElements } from './forms/list-block-elements.js';
import { listFormPages } from './forms/list-form-pages.js';
import { listForms } from './forms/list-forms.js';
import { listPageBlocks } from './forms/list-page-blocks.js';
import { listDatalistOptions } from './datalists/list-datalist-options.js';
import { listDatalistValues } from './datalists/list-datalist-values.js';
import { listClients } from './clients/list-clients.js';
import { createProspect } from './prospects/create-prospect.js';
import { deleteReceipt } from './receipts/delete-receipt.js';
import { getReceipt } from './receipts/get-receipt.js';
import { listReceipts } from './receipts/list-receipts.js';
import { uploadReceipts } from './receipts/upload-receipts.js';
import { downloadDocuments } from './documents/download-documents.js';
import { listDocuments } from './documents/list-documents.js';
import { previewDocument } from './documents/preview-document.js';
import { printDossier } from './documents/print-dossier.js';
import { cancelSignatureEnvelope } from './signature/cancel-signature-envelope.js';
import { listSignatureEnvelopes } from './signature/list-signature-envelopes.js';
import { resendSignatureInvitation } from './signature/resend-signature-invitation.js';
import { setSignatureSigningMode } from './signature/set-signature-signing-mode.js';
import { downloadSignedDocuments } from './signature/download-signed-documents.js';
import { getSignatureHistory } from './signature/get-signature-history.js';
import { getDossierEvidence } from './signature/get-dossier-evidence.js';
import { getSignatureIframe } from './signature/get-signature-iframe.js';
import { openSignatureCeremony } from './signature/open-signature-ceremony.js';
import { listSignatureDocuments } from './signature/list-signature-documents.js';
import { getSignatureDocument } from './signature/get-signature-document.js';
import { submitDossier } from './dossiers/submit-dossier.js';
import { updateIntegrationState } from './integration/update-integration-state.js';
import { getIntegrationState } from './integration/get-integration-state.js';
import { getIntegrationHistory } from './integration/get-integration-history.js';
import { getDossierPairing } from './integration/get-dossier-pairing.js';
import { listPairingCustomers } from './integration/list-pairing-customers.js';
import { pairCustomer } from './integration/pair-customer.js';
import { getPairingCustomer } from './integration/get-pairing-customer.js';
import { getDossierView } from './integration/get-dossier-view.js';
import { requestCorrections } from './corrections/request-corrections.js';
import { listCorrections } from './corrections/list-corrections.js';
import { sendCorrection } from './corrections/send-correction.js';
import { listCorrectionRounds } from './corrections/list-correction-rounds.js';
import { listDemoMailboxMessages } from './messages/list-demo-mailbox-messages.js';
import { verifySignatures } from './verification/verify-signatures.js';
import { streamDossierEvents } from './live/stream-dossier-events.js';
import { getInsightsFilters } from './insights/get-insights-filters.js';
import { getInsightsFunnel } from './insights/get-insights-funnel.js';
import { getInsightsFormDropOff } from './insights/get-insights-form-drop-off.js';
import { getInsightsTimes } from './insights/get-insights-times.js';
import { getInsightsReasons } from './insights/get-insights-reasons.js';

export {
  getHealth,
  checkSso,
  getFooter,
  getPublicConfig,
  getCurrentUser,
  getProfile,
  updateProfile,
  authorizeClients,
  createDossier,
  duplicateDossier,
  getDossier,
  getDossierCounts,
  getDossierSummary,
  listDossiers,
  listIntegrationDossiers,
  saveDossierValues,
  updateDossierStatus,
  getFormDefinition,
  getFormMapping,
  listBlockElements,
  listFormPages,
  listForms,
  listPageBlocks,
  listDatalistOptions,
  listDatalistValues,
  listClients,
  createProspect,
  deleteReceipt,
  listDocuments,
  previewDocument,
  downloadDocuments,
  printDossier,
  getReceipt,
  listReceipts,
  uploadReceipts,
  downloadSignedDocuments,
  getSignatureHistory,
  getDossierEvidence,
  getSignatureIframe,
  openSignatureCeremony,
  listSignatureDocuments,
  getSignatureDocument,
  cancelSignatureEnvelope,
  listSignatureEnvelopes,
  resendSignatureInvitation,
  setSignatureSigningMode,
  submitDossier,
  updateIntegrationState,
  getIntegrationState,
  getIntegrationHistory,
  getDossierPairing,
  listPairingCustomers,
  pairCustomer,
  getPairingCustomer,
  getDossierView,
  requestCorrections,
  listCorrections,
  sendCorrection,
  listCorrectionRounds,
  listDemoMailboxMessages,
  verifySignatures,
  streamDossierEvents,
  getInsightsFilters,
  getInsightsFunnel,
  getInsightsFormDropOff,
  getInsightsTimes,
  getInsightsReasons,
};
export { DOSSIER_ACCESS_ERRORS, DOSSIER_EDIT_ERRORS, FORM_ENGINE_ERRORS } from './dossier-errors.js';

/** Every operation the API serves (each registered from this list, each once). */
export const ALL_OPERATIONS: readonly TOperation[] = [
  getHealth,
  getPublicConfig,
  getFooter,
  checkSso,
  getCurrentUser,
  getProfile,
  updateProfile,
  getDossierCounts,
  listDossiers,
  createDossier,
  listIntegrationDossiers,
  updateIntegrationState,
  getIntegrationState,
  getIntegrationHistory,
  getDossierPairing,
  listPairingCustomers,
  pairCustomer,
  getPairingCustomer,
  getDossierView,
  requestCorrections,
  listCorrections,
  sendCorrection,
  listCorrectionRounds,
  getDossierSummary,
  updateDossierStatus,
  duplicateDossier,
  getDossier,
  saveDossierValues,
  authorizeClients,
  listForms,
  getFormMapping,
  listFormPages,
  listPageBlocks,
  listBlockElements,
  getFormDefinition,
  listDatalistOptions,
  listDatalistValues,
  listClients,
  createProspect,
  uploadReceipts,
  listReceipts,
  getReceipt,
  deleteReceipt,
  listDocuments,
  previewDocument,
  downloadDocuments,
  printDossier,
  getSignatureIframe,
  openSignatureCeremony,
  listSignatureDocuments,
  getSignatureDocument,
  downloadSignedDocuments,
  getSignatureHistory,
  getDossierEvidence,
  cancelSignatureEnvelope,
  listSignatureEnvelopes,
  resendSignatureInvitation,
  setSignatureSigningMode,
  verifySignatures,
  submitDossier,
  listDemoMailboxMessages,
  streamDossierEvents,
  getInsightsFilters,
  getInsightsFunnel,
  getInsightsFormDropOff,
  getInsightsTimes,
  getInsightsReasons,
];
