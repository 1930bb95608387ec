import { z } from 'zod';
import { ZSignatureParty, ZSignatureStep } from './signature.js';

// Note: apart from signature.ts, which the first screen loads: only the signing blocks read these.
/**
 * Where an envelope stands: out for signature, signed by every party, or ended without them —
 * declined by a party, expired, cancelled by the advisor or the back office, voided by a changed answer.
 */
export const SIGNATURE_ENVELOPE_STATUSES = [
  'sent',
  'completed',
  'declined',
  'expired',
  'cancelled',
  'voided',
] as const;

/** One signing step's envelope of a folder, as its history shows it (issue 25). */
export const ZSignatureEnvelope = z
  .object({
    id: z.number().int(),
    step: ZSignatureStep,
    status: z.enum(SIGNATURE_ENVELOPE_STATUSES),
    /** When it went out for signature (ISO 8601). */
    sentAt: z.string(),
    /** When the last party signed. */
    completedAt: z.string().nullable(),
    /** When it ended without every signature (declined, expired, cancelled, voided). */
    endedAt: z.string().nullable(),
    /** Why: the refusal's or the cancellation's reason as given; null for an expiry or a void. */
    reason: z.string().nullable(),
    /** Who declined or cancelled it (a name); null for the platform (expiry, void). */
    endedBy: z.string().nullable(),
    /** Each person who signs it, in the parties' order. */
    signers: z.array(
      z.object({
        party: ZSignatureParty,
        /** The other party this person also signs for (the co-subscriber who is the spouse). */
        alsoParty: ZSignatureParty.nullable(),
        name: z.string(),
        status: z.enum(['sent', 'delivered', 'signed', 'declined']),
        signedAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'SignatureEnvelope' });
export type TSignatureEnvelope = z.infer<typeof ZSignatureEnvelope>;

/** `GET /dossier/{id}/docusign/envelopes`: every envelope of the folder, oldest first. */
export const ZSignatureEnvelopesResponse = z.object({ envelopes: z.array(ZSignatureEnvelope) });
export type TSignatureEnvelopesResponse = z.infer<typeof ZSignatureEnvelopesResponse>;
