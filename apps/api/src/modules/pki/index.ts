export { pkiRoutes } from './routes.js';
export {
  getPki,
  openPki,
  PLATFORM_OIDS,
  type TPki,
  type TPkiConfig,
  type TPkiOptions,
} from './platform-pki.js';
export { PkiKeyError, MASTER_KEY_FILE } from './master-key.js';
