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

/** How a party signs (issue 32 point 1): by link or own account, or « en sa présence » of the advisor. */
export const SIGNING_MODES = ['remote', 'hosted'] as const;
export const ZSigningMode = z.enum(SIGNING_MODES);
export type TSigningMode = z.infer<typeof ZSigningMode>;

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
        /**
         * How they sign: `remote` (their invitation's link, or their own account) or `hosted` (« en sa
         * présence », on the advisor's device after a code to their own contact).
         */
        signingMode: ZSigningMode,
        /** Whether the caller may switch how they sign (they would host them; the party still awaited). */
        maySwitchMode: z.boolean(),
      }),
    ),
    /**
     * A void by a changed contact (issue 32 point 2): each party whose mobile or e-mail address in the
     * answers changed after the envelope opened, masked, before and after; empty otherwise.
     */
    contactChanges: z.array(
      z.object({
        party: ZSignatureParty,
        channel: z.enum(['sms', 'email']),
        from: z.string().nullable(),
        to: z.string().nullable(),
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

/** `PUT …/signing-modes`: the party, and how they now sign. */
export const ZSetSigningModeRequest = z.object({ party: ZSignatureParty, mode: ZSigningMode });
export type TSetSigningModeRequest = z.infer<typeof ZSetSigningModeRequest>;

/**
 * `PUT …/signing-modes`: how the party now signs and, switched to `remote`, the new invitation (null
 * when the last one is too recent to send another: its link works again).
 */
export const ZSetSigningModeResponse = z.object({
  signingMode: z.object({
    party: ZSignatureParty,
    mode: ZSigningMode,
    invitation: z.object({ sentAt: z.string(), sentTo: z.array(ZSignatureInvitationDestination) }).nullable(),
  }),
});
export type TSetSigningModeResponse = z.infer<typeof ZSetSigningModeResponse>;
