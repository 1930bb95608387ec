/** What each template needs; the keys are the template ids kept with each message. */
export type TMessageTemplateParams = {
  /** The one-time code by SMS (short: one SMS). */
  'one-time-code-sms': { brand: string; code: string; minutes: number };
  /** The one-time code by e-mail. */
  'one-time-code-email': { brand: string; code: string; minutes: number; recipientName: string };
  /**
   * An invitation to sign (or its reminder): the documents by title, the party's personal link, until
   * when it works. No sign-in: the link and a one-time code are enough.
   */
  'signature-invitation': {
    brand: string;
    recipientName: string;
    documents: string;
    dossierLabel: string;
    url: string;
    expiresOn: string;
    reminder: boolean;
  };
  /** The same invitation by SMS (short: the link and its end). */
  'signature-invitation-sms': { brand: string; url: string; expiresOn: string; reminder: boolean };
  /** A signer's signature is still awaited. */
  'signature-reminder': { brand: string; recipientName: string; dossierLabel: string; url: string };
  /** To the advisor: the signers still awaited on an envelope of their dossier (named). */
  'signature-reminder-advisor': {
    brand: string;
    advisorName: string;
    dossierLabel: string;
    awaited: string;
    url: string;
  };
  /**
   * Every party signed an envelope: its documents (by title) are attached (the tenant's setting, or a
   * signer without an account). `dossierSigned`: every document of the dossier is signed now;
   * `withAccount`: the signer can also download them after sign-in.
   */
  'signed-documents-attached': TSignedDocumentsParams & { withAccount: boolean };
  /** Every party signed an envelope: its documents can be downloaded after sign-in. */
  'signed-documents-available': TSignedDocumentsParams;
  /** To the advisor: a signer declined, with the reason they gave. */
  'envelope-declined': {
    brand: string;
    advisorName: string;
    signerName: string;
    dossierLabel: string;
    reason: string;
    url: string;
  };
  /** To the advisor: an envelope reached its expiry unsigned. */
  'envelope-expired': { brand: string; advisorName: string; dossierLabel: string; url: string };
  /**
   * To the advisor (and the customer when an item is one of their answers or receipts): the dossier
   * manager asks for corrections, item by item with the reasons (issue 35).
   */
  'corrections-requested': {
    brand: string;
    recipientName: string;
    dossierId: number;
    items: TCorrectionNoticeItem[];
    url: string;
    /** Written to the customer rather than the advisor. */
    customer: boolean;
  };
  /** To the advisor: an envelope was cancelled, with its reason. */
  'envelope-cancelled': {
    brand: string;
    advisorName: string;
    dossierLabel: string;
    cancelledBy: string;
    reason: string;
    url: string;
  };
};

export type TMessageTemplateId = keyof TMessageTemplateParams;

/** One item the dossier manager flagged, as a message tells it. */
export type TCorrectionNoticeItem = {
  /** The field's or receipt's label; null for a note. */
  label: string | null;
  problem: 'missing' | 'illegible' | 'expired' | 'wrong_person' | null;
  reason: string;
};

/** What a signed-documents message says: to whom, which documents, whether the whole dossier is signed. */
export type TSignedDocumentsParams = {
  brand: string;
  recipientName: string;
  dossierLabel: string;
  documents: string;
  dossierSigned: boolean;
  url: string;
};

/** An e-mail's subject and bodies. */
export type TRenderedEmail = { channel: 'email'; subject: string; text: string; html: string };
/** An SMS's text. */
export type TRenderedSms = { channel: 'sms'; text: string };
