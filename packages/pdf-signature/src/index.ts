/**
 * PAdES signatures for PDFs (ETSI EN 319 142-1 baseline B-B to B-LTA): the platform's PKI, an RFC 3161
 * timestamp unit, signatures appended as incremental updates, validation data, and a verifier.
 * Node only (node:crypto); no Fastify, no database.
 */
export type { TSigningIdentity, TTimestampAuthority, TCmsVerification } from './types.js';

export {
  createPlatformPki,
  issueTimestampUnit,
  TIMESTAMP_UNIT_VALIDITY_MS,
} from './pki/create-platform-pki.js';
export type { TPlatformPki } from './pki/types.js';
export { issueSignerCertificate } from './pki/issue-signer-certificate.js';
export { createCrl } from './pki/create-crl.js';
export { PKI_PUBLIC_FILES } from './pki/certificate-profile.js';
export {
  createSecretKeyProtector,
  encryptPrivateKey,
  decryptPrivateKey,
  MIN_MASTER_KEY_BYTES,
  type TKeyProtector,
} from './pki/key-protector.js';
export {
  storePlatformPki,
  restorePlatformPki,
  storeTimestampUnit,
  restoreTimestampUnit,
  type TStoredPlatformPki,
} from './pki/store-platform-pki.js';
export { createCadesDetachedSignature } from './cms/create-cades-detached-signature.js';
export { createDocumentTimestampToken } from './cms/create-document-timestamp-token.js';
export {
  createLocalTimestampAuthority,
  type TLocalTimestampAuthority,
} from './timestamp/create-local-timestamp-authority.js';
export {
  handleTimestampRequest,
  TIMESTAMP_FAILURE,
  TIMESTAMP_QUERY_MEDIA_TYPE,
  TIMESTAMP_REPLY_MEDIA_TYPE,
} from './timestamp/handle-timestamp-request.js';
export { createHttpTimestampAuthority } from './timestamp/create-http-timestamp-authority.js';
export { verifyCmsSignature, type TCmsVerificationError } from './cms/verify-cms-signature.js';
export { loadSigningIdentityFromP12, loadSigningIdentityFromPem } from './pki/load-signing-identity.js';
export { readCmsCertificates } from './cms/read-cms-certificates.js';
export { readSignatureTimestamps, type TSignatureTimestamp } from './timestamp/read-signature-timestamps.js';

// PDF half: incremental updates, signature fields, validation data, reading signatures and later changes.
export { readPdfFile, type TPdfFile, type TPdfRevision } from './pdf/pdf-file.js';
export {
  MAX_INFLATED_BYTES_PER_STREAM,
  MAX_INFLATED_BYTES_PER_FILE,
  MAX_OBJECTS,
  MAX_REVISIONS,
  MAX_NESTING,
  READING_TIME_BUDGET_MS,
  PDF_READING_LIMITS,
  PdfTooComplexError,
  isPdfTooComplex,
  type TPdfReadingLimit,
  type TPdfReadingLimits,
} from './pdf/reading-limits.js';
export { appendIncrementalUpdate, type TIncrementalUpdate } from './pdf/incremental-update.js';
export {
  appendSignature,
  prepareSignature,
  DEFAULT_CONTENTS_SIZE,
  DEFAULT_TIMESTAMP_CONTENTS_SIZE,
  type TAppendSignatureOptions,
  type TPreparedSignature,
} from './pdf/append-signature.js';
export { appendDss, readDssItems, type TAppendDssOptions } from './pdf/append-dss.js';
export {
  readPdfSignatures,
  listEmptySignatureFields,
  type TPdfSignature,
  type TEmptySignatureField,
} from './verify/read-pdf-signatures.js';
export { findModifications, type TModification } from './verify/find-modifications.js';
export {
  MODIFICATION_TEXTS,
  describeModification,
  type TModificationCode,
  type TModificationParams,
} from './verify/modification-texts.js';
export {
  verifyPdf,
  createPdfVerifier,
  type TPadesLevel,
  type TPdfSignatureReport,
  type TPdfVerification,
  type TVerifyPdfOptions,
  type TVerifyCms,
  type TSignatureStatus,
  type TPdfVerdict,
  getSignatureStatus,
  getVerdict,
} from './verify/verify-pdf.js';
