export { evidenceRoutes } from './routes.js';
export {
  appendEvidenceDecisions,
  buildDossierEvidence,
  readStoredSignatureHistory,
  type EvidenceDeps,
} from './service/build-dossier-evidence.js';
export { renewEvidenceArchiveTimestamps } from './service/renew-evidence-timestamps.js';
export { renderEvidencePdf } from './service/render-evidence-pdf.js';
export { listHeldPdfDigests } from './service/read-embedded-files.js';
