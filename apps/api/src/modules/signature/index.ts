export { createEmbeddedProvider } from './provider/embedded-provider.js';
export { findOpenEnvelope, findRecipients, insertPlatformRecord } from './queries.js';
export { signatureRoutes } from './routes.js';
export { listSignedDocuments } from './service/list-signed-documents.js';
export { type TRequestOrigin } from './service/open-signature-ceremony.js';
export { type TSignUntil, signStepAs } from './service/sign-step-as.js';
export { type CeremonyDeps, type SignatureDeps } from './service/signature-deps.js';
export { getSignatureAnalytics } from './service/signature-settings.js';
export { cancelEnvelope } from './service/cancel-envelope.js';
export { expireEnvelopes, type LifecycleDeps } from './service/expire-envelopes.js';
export { createSignatureLifecycleSteps } from './service/signature-lifecycle-steps.js';
export { createSealingJob, type SealingJob } from './service/seal-completed-envelopes.js';
export { sendSignatureReminders } from './service/send-signature-reminders.js';
export { deliverSignedCopies } from './service/deliver-signed-copies.js';
export { sendAdvisorNotices } from './service/send-advisor-notices.js';
export { voidEnvelopesOnChange } from './service/void-envelopes-on-change.js';
export {
  findEnvelopeDocuments,
  findEnvelopes,
  findEvents,
  type EnvelopeDocumentRow,
  type EnvelopeRow,
  type EventRow,
  type RecipientRow,
} from './queries.js';
export { type SignatureRoutesOptions } from './routes.js';
export {
  appendValidationAndTimestamp,
  sealPlatformDocument,
  PLATFORM_SEAL_NAME,
} from './service/pades-documents.js';
export {
  ARCHIVE_TIMESTAMP_FIELD_PREFIX,
  findArchiveExpiry,
  findCurrentUnitExpiry,
} from './service/renew-archive-timestamps.js';
export {
  PageWriter,
  MUTED,
  embedFonts,
  formatParisTime,
  numberPages,
  renderAuditCertificate,
  type TSealLocale,
} from './service/seal-pdf.js';
export {
  appendDssAndTimestamp,
  appendPlatformSeal,
  readValidationNeeds,
} from './service/pades-operations.js';
export { describeParty, describeStep } from './service/signature-words.js';
export { recordTexts } from './service/record-words.js';
export { describeEventDetails, describeEventHeading, describePartyProof } from './service/describe-event.js';
export { catchUpEnvelopeDocuments, refuseWhileSealing } from './service/complete-envelope.js';
export { renderSignatureHistory } from './service/seal-envelope.js';
export { openAmendmentEnvelopes, planAmendments, type TAmendmentPlan } from './service/amend-envelopes.js';
export { sendOwedInvitations } from './service/owed-invitations.js';
export { findCeremonyRefusals } from './service/find-ceremony-refusals.js';
