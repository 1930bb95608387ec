export { evidenceRoutes } from './routes.js';
export {
  appendEvidenceDecisions,
  buildDossierEvidence,
  readStoredSignatureHistory,
  type EvidenceDeps,
} from './service/build-dossier-evidence.js';
