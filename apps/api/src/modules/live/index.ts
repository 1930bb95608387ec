export { type DossierChangeHub, createDossierChangeHub } from './dossier-change-hub.js';
export { type LiveRoutesOptions, liveRoutes } from './routes.js';
