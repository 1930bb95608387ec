/**
 * The signing steps of a dossier: what a `button_docusign_iframe` signs (its `docusignId`). Each step
 * is one envelope of generated documents (spec 01 §4: mission and subscription states per party).
 */
export const SIGNATURE_STEPS = [
  /** The mission letter (lettre de mission), signed before the subscription. */
  'mission',
  /** The subscription form (bulletin de souscription) and its companion documents. */
  'subscription',
] as const;

/** A signing step, one of {@link SIGNATURE_STEPS}. */
export type SignatureStep = (typeof SIGNATURE_STEPS)[number];

/**
 * The parties who sign a step (spec 01 §4); each has `{step}_{sent_to|delivered_to|signed_by|declined_by}_{party}`
 * states in the dossier's status set.
 */
export const SIGNATURE_PARTIES = [
  /** The subscriber (or the legal entity's representative). */
  'subscriber',
  /** The co-subscriber of a joint subscription. */
  'co_subscriber',
  /** The married subscriber's spouse. */
  'subscriber_spouse',
  /** The advisor who follows the dossier (the dossier's advisor user). */
  'subscriber_advisor',
] as const;

/** A signing party, one of {@link SIGNATURE_PARTIES}. */
export type SignatureParty = (typeof SIGNATURE_PARTIES)[number];
