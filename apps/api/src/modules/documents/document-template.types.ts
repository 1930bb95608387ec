import type { ElementRole } from '@souscription/form-engine';

/** The two languages documents are written in. */
export type DocumentLocale = 'fr' | 'en';

/** A text in each language of the documents. */
export type LocalizedText = { fr: string; en: string };

/**
 * Values that do not come from one element: the people and the dossier, and what the engine derives.
 * - `subscriber_name`, `subscriber_email`: the form's identity elements;
 * - `advisor_name`, `advisor_email`: the dossier's advisor (the user who created it);
 * - `client_code`: the customer's code; `dossier_id`; `tenant_name`;
 * - `unit_price`: the chosen product's unit price (the tenant's product map);
 * - `product_code`: the chosen product's code;
 * - `suitability_verdict`: the product suits the subscriber when every suitability question has the
 *   answer the engine requires ('Oui', or 'Non' for the last one).
 */
export type DocumentFact =
  | 'subscriber_name'
  | 'subscriber_email'
  | 'advisor_name'
  | 'advisor_email'
  | 'client_code'
  | 'dossier_id'
  | 'tenant_name'
  | 'unit_price'
  | 'product_code'
  | 'suitability_verdict';

/**
 * How a value is written: by default from its element (option labels, dates dd/mm/yyyy, amounts
 * « 1 234,56 € », percentages, yes/no); `words` writes an amount in French words (engine's
 * convertAmountToWords); `masked_iban` hides all but the last 4 characters; `currency` forces an amount.
 */
export type DocumentValueFormat = 'words' | 'masked_iban' | 'currency';

/**
 * One line of a table: a label and a value taken from an element (by its `element` name or its
 * engine `role`) or a {@link DocumentFact}. The label defaults to the element's own label. A line
 * whose element is hidden or empty is left out unless `always` is set (then written « — »).
 */
export type DocumentField = {
  label?: LocalizedText;
  element?: string;
  role?: ElementRole;
  fact?: DocumentFact;
  format?: DocumentValueFormat;
  always?: boolean;
};

/** A section of a document. */
export type DocumentSection =
  /** A two-column table of labelled values. */
  | { kind: 'fields'; title: LocalizedText; fields: DocumentField[] }
  /**
   * Paragraphs; `{fact}` and `{element:name}` placeholders are replaced by their written values.
   */
  | { kind: 'text'; title?: LocalizedText; paragraphs: LocalizedText[] }
  /** Every visible answer of a block of the form (by its slug), question then answer. */
  | { kind: 'answers'; title: LocalizedText; block: string }
  /** The suitability verdict, highlighted, with its explanation. */
  | { kind: 'verdict'; title: LocalizedText; suitable: LocalizedText; unsuitable: LocalizedText };

/**
 * A signature box left for the signature step: the subscriber and the advisor always get one; the
 * co-subscriber only when the dossier names one (`nameElements`, written one after the other).
 */
export type DocumentSignatory = {
  party: 'subscriber' | 'co_subscriber' | 'advisor';
  label: LocalizedText;
  nameElements?: string[];
};

/**
 * A document template, stored as data per form (table `document_templates`): what a tenant
 * customises without code. The tenant's name, logo and theme colour make its header.
 */
export type DocumentTemplate = {
  /** The key blocks list in their `documents`. */
  key: string;
  title: LocalizedText;
  /** Line under the title (regulation, product family…). */
  subtitle?: LocalizedText;
  /** File name without extension; the dossier id is appended (`lettre-de-mission-42.pdf`). */
  filename: string;
  /** Short prefix of the document reference (`LM` → `LM-42`). */
  reference: string;
  sections: DocumentSection[];
  /** Small print at the end (regulator, risks, data protection…). */
  legalMentions: LocalizedText[];
  /** Signature boxes at the end, in order; a party absent from the dossier gets none. */
  signatories: DocumentSignatory[];
};
