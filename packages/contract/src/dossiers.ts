import { z } from 'zod';

/** Folder (dossier) states of spec 01 §4, including mission and adequacy-report states. */
export const DOSSIER_STATES = [
  'ongoing',
  'registered',
  'registration',
  'additional_documents',
  'compliant',
  'compliance_validation',
  'compliant_payment',
  'signature',
  'signed',
  /** A completed envelope's documents are being sealed by the delivery worker (issue 32 point 7). */
  'sealing',
  'unsigned',
  'canceled',
  'rejected',
  'mission_validation',
  'mission_validated',
  'mission_abort',
  'adequacy_report_validation',
  'adequacy_report_validated',
  'adequacy_report_failure',
] as const;

/** Each signing party has mission_/subscription_ sent_to/delivered_to/signed_by/declined_by states. */
export const SIGNATURE_EVENTS = ['sent_to', 'delivered_to', 'signed_by', 'declined_by'] as const;

/** Integration states of a signed dossier (spec 01 §4). */
export const INTEGRATION_STATES = ['ongoing', 'validated', 'sync', 'error', 'refused'] as const;
export const ZIntegrationState = z.enum(INTEGRATION_STATES);
export type TIntegrationState = z.infer<typeof ZIntegrationState>;

/** Dashboard categories and the list route segment of each. */
export const DASHBOARD_CATEGORIES = ['signed', 'signature', 'current', 'abandoned'] as const;
export type TDashboardCategory = (typeof DASHBOARD_CATEGORIES)[number];
export const LIST_STATE_BY_CATEGORY: Record<TDashboardCategory, string> = {
  signed: 'signed-files',
  signature: 'signature-files',
  current: 'current-cases',
  abandoned: 'abandoned-files',
};

/** `GET /dossiers/retrieve-number-dossiers-by-status`. Integration counters only for manage_dossier. */
export const ZDossierCountsResponse = z.object({
  signed: z.number().int(),
  signature: z.number().int(),
  current: z.number().int(),
  abandoned: z.number().int(),
  signed_ongoing: z.number().int().optional(),
  signed_validated: z.number().int().optional(),
  signed_error: z.number().int().optional(),
  signed_sync: z.number().int().optional(),
  signed_refused: z.number().int().optional(),
  /** Folders the caller sees with correction items still open (issue 35, « À corriger »). */
  to_correct: z.number().int().optional(),
});
export type TDossierCountsResponse = z.infer<typeof ZDossierCountsResponse>;
