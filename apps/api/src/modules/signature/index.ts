export { createEmbeddedProvider } from './provider/embedded-provider.js';
export { findOpenEnvelope, findRecipients } from './queries.js';
export { signatureRoutes } from './routes.js';
export { listSignedDocuments } from './service/list-signed-documents.js';
export { type TRequestOrigin } from './service/open-signature-ceremony.js';
export { type TSignUntil, signStepAs } from './service/sign-step-as.js';
export { type SignatureDeps } from './service/signature-deps.js';
export { getSignatureAnalytics } from './service/signature-settings.js';
