/** What each template needs; the keys are the template ids kept with each message. */
export type TMessageTemplateParams = {
  /** The one-time code by SMS (short: one SMS). */
  'one-time-code-sms': { brand: string; code: string; minutes: number };
  /** The one-time code by e-mail. */
  'one-time-code-email': { brand: string; code: string; minutes: number; recipientName: string };
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
  /** Every party signed: the signed documents are attached (the tenant's setting). */
  'signed-documents-attached': { brand: string; recipientName: string; dossierLabel: string; url: string };
  /** Every party signed: the signed documents can be downloaded. */
  'signed-documents-available': { brand: string; recipientName: string; dossierLabel: string; url: string };
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

/** An e-mail's subject and bodies. */
export type TRenderedEmail = { channel: 'email'; subject: string; text: string; html: string };
/** An SMS's text. */
export type TRenderedSms = { channel: 'sms'; text: string };
