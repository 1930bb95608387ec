/**
 * The query key of a folder's envelopes (« Suivi des signatures »), apart from the call itself: the
 * sign flow refreshes it, and the envelopes' code and schemas load with their panel, not the wizard.
 */
export const signatureEnvelopesKey = (dossierId: number) => ['dossier', dossierId, 'envelopes'] as const;
