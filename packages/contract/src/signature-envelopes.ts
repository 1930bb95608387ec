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

/** Where a party's invitation to sign went: by SMS or e-mail, the destination masked (`c***@example.fr`). */
export const ZSignatureInvitationDestination = z.object({
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
});

/** A party's latest invitation to sign by link (issue 32): when, where, and how many in all. */
export const ZSignatureInvitation = z
  .object({
    /** When the latest was sent (ISO 8601). */
    sentAt: z.string(),
    sentTo: z.array(ZSignatureInvitationDestination),
    /** Invitations sent to the party on this envelope (the first, reminders, resends). */
    count: z.number().int(),
  })
  .meta({ id: 'SignatureInvitation' });
export type TSignatureInvitation = z.infer<typeof ZSignatureInvitation>;

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
    /**
     * When its documents were sealed (validation data, document timestamp; the evidence file for the
     * subscription), after the last signature's answer; null while sealing is in progress or when it never completed.
     */
    sealedAt: z.string().nullable(),
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
        /** Their latest invitation to sign by link; null when none was sent (the advisor, in person). */
        invitation: ZSignatureInvitation.nullable(),
      }),
    ),
  })
  .meta({ id: 'SignatureEnvelope' });
export type TSignatureEnvelope = z.infer<typeof ZSignatureEnvelope>;

/** `GET /dossier/{id}/docusign/envelopes`: every envelope of the folder, oldest first. */
export const ZSignatureEnvelopesResponse = z.object({ envelopes: z.array(ZSignatureEnvelope) });
export type TSignatureEnvelopesResponse = z.infer<typeof ZSignatureEnvelopesResponse>;

/** `POST …/invitations`: the party to send a new personal link to. */
export const ZResendSignatureInvitationRequest = z.object({ party: ZSignatureParty });

/** `POST …/invitations`: when and where the new link went. */
export const ZResendSignatureInvitationResponse = z.object({
  invitation: z.object({ sentAt: z.string(), sentTo: z.array(ZSignatureInvitationDestination) }),
});
export type TResendSignatureInvitationResponse = z.infer<typeof ZResendSignatureInvitationResponse>;
