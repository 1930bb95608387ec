export { evidenceRoutes } from './routes.js';
export {
  appendEvidenceDecisions,
  buildDossierEvidence,
  type EvidenceDeps,
} from './service/build-dossier-evidence.js';
