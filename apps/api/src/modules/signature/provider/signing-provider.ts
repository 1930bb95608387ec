import type { TCeremonyPart, TSignatureParty, TSignatureStep } from '@souscription/contract';

/** A document sent for signature. */
export type TEnvelopeDocument = {
  name: string;
  title: string;
  sha256: string;
  bytes: Uint8Array;
  /** The hash of what the document was made from (its generated document's `input_hash`). */
  inputHash?: string;
};

/** One party of an envelope. */
export type TEnvelopeRecipient = {
  party: TSignatureParty;
  name: string;
  email: string | null;
  /** Their mobile number, where their one-time code goes by SMS. */
  mobile: string | null;
  /** The party's own account, when it has one. */
  userId: string | null;
  /** The other party this person also is (the spouse, on the co-subscriber declared as such). */
  alsoParty: TSignatureParty | null;
};

/** Who acts on a ceremony, and from where (kept with every event). */
export type TSignatureActor = {
  /** Null for a party signing by an invitation's link (no account, no sign-in). */
  userId: string | null;
  userName: string;
  ip: string | null;
  userAgent: string | null;
};

/** Where an envelope stands. */
export type TEnvelopeStatus = {
  status: 'sent' | 'completed' | 'declined' | 'expired' | 'cancelled' | 'voided';
  recipients: { party: TSignatureParty; status: 'sent' | 'delivered' | 'signed' | 'declined' }[];
};

/** One event of an envelope's history. */
export type TEnvelopeEvent = {
  type:
    | 'sent'
    | 'delivered'
    | 'opened'
    | 'code_sent'
    | 'code_failed'
    | 'recipient_locked'
    | 'code_verified'
    | 'consent_accepted'
    | 'address_refused'
    | 'signed'
    | 'declined'
    | 'completed'
    | 'expired'
    | 'cancelled'
    | 'voided'
    | 'reminder_sent'
    | 'invitation_sent'
    | 'copy_sent'
    | 'advisor_notified'
    | 'mode_changed';
  party: TSignatureParty | null;
  at: Date;
  userName: string | null;
  /** The user who hosted the party's ceremony (in-person signing). */
  hostedByName: string | null;
  ip: string | null;
  userAgent: string | null;
  documents: { name: string; sha256: string }[];
  /** What the event says beyond who and when (docs/signature-events.md). */
  details: Record<string, unknown>;
};

/**
 * What the product needs from an electronic-signature service, whoever provides it: an envelope of
 * documents and recipients, a one-time address where one recipient signs inside our iframe, the
 * envelope's status and events, its signed documents and its audit history. The embedded provider
 * (our own server, `embedded-provider.ts`) is the default; docs/decisions.md maps DocuSign, Documenso
 * and Yousign onto it.
 */
export type SigningProvider = {
  readonly name: string;
  /** Sends the documents to the recipients; answers the envelope's id (`created`: by this call). */
  createEnvelope(input: {
    tenantId: number;
    dossierId: number;
    step: TSignatureStep;
    blockId: number;
    documents: TEnvelopeDocument[];
    recipients: TEnvelopeRecipient[];
    sentBy: TSignatureActor;
    /** The parties invited by link: owed in the envelope's transaction, sent after it (issue 35). */
    invite?: readonly TSignatureParty[];
  }): Promise<{ envelopeId: number; created: boolean }>;
  /**
   * A single-use address where `party` signs, opened by `userId`'s browser only, before it expires;
   * after signing or declining it lands on `returnUrl` (with `event=`…).
   */
  createRecipientView(input: {
    envelopeId: number;
    party: TSignatureParty;
    userId: string;
    /** How `userId` takes part: the party itself, or hosting it (in-person signing). */
    part: TCeremonyPart;
    locale: 'fr' | 'en';
  }): Promise<{ url: string; expiresAt: Date }>;
  getEnvelopeStatus(envelopeId: number): Promise<TEnvelopeStatus>;
  listEvents(envelopeId: number): Promise<TEnvelopeEvent[]>;
  /** The sealed documents of a completed envelope. */
  getSignedDocuments(envelopeId: number): Promise<{ name: string; title: string; bytes: Uint8Array }[]>;
  /** The audit certificate (PDF) of the envelope's events. */
  getAuditHistory(envelopeId: number): Promise<Uint8Array>;
};
