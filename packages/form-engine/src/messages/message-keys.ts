/**
 * Every message key the engine returns. Validation returns keys and parameters, never text; the web
 * app and the API translate them with {@link MESSAGES_FR} / {@link MESSAGES_EN} (or their own catalogue).
 */
export const MESSAGE_KEYS = {
  /** Required field left empty; params: label. */
  required: 'validation.error.required',
  /** Invalid phone number. */
  phone: 'validation.error.phone',
  /** Invalid e-mail. */
  email: 'validation.error.email',
  /** Invalid IBAN. */
  iban: 'validation.error.iban',
  /** Invalid BIC. */
  bic: 'validation.error.bic',
  /** IBAN typed by parts whose parts do not match their formats (spec 5, input formatting). */
  ibanParts: 'validation.error.iban-parts',
  /** BIC typed by parts whose parts do not match their formats (spec 5, input formatting). */
  bicParts: 'validation.error.bic-parts',
  /** Required file missing; params: label. */
  receipt: 'validation.error.receipt',
  /** Mandatory upload missing on blocks that require uploads (and tenant file rules). */
  uploadRequired: 'validation.error.upload-required',
  /** SIRET is not digits only. */
  siret: 'validation.error.siret',
  /** Below the minimum; params: value. */
  minValue: 'validation.error.minvalue',
  /** Above the maximum; params: value. */
  maxValue: 'validation.error.maxvalue',
  /** Not a number. */
  number: 'validation.error.number',
  /** A required single checkbox left unticked; params: label. */
  checkbox: 'validation.error.checkbox',
  /** A required group of checkboxes with none ticked. */
  checkboxes: 'validation.error.checkboxes',
  /** Not a whole number. */
  integer: 'validation.error.integer',
  /** More decimals than the type's step (0.01, spec 02 §9); params: value (the most decimals). */
  decimals: 'validation.error.decimals',
  /** Required multiple select left empty. */
  selectMultiple: 'validation.error.select-multiple',
  /** Required single select left empty. */
  selectSingle: 'validation.error.select-single',
  /** A value that is none of the element's options (refused by the server). */
  unknownOption: 'validation.error.unknown-option',
  /** Sum of a percentage group out of bounds; params: min, max. */
  percentageRangeGroupSum: 'validation.error.percentage-range-group-sum',
  /** Sum of a percentage group different from its one expected total (min = max); params: value. */
  percentageRangeGroupSumExact: 'validation.error.percentage-range-group-sum-exact',
  /** A ranking (ordered-integer group) not ranked yet; params: label (the group's). */
  orderingRequired: 'validation.error.ordering-required',
  /** A text that does not match the element's pattern. */
  pattern: 'validation.error.pattern',
  /** A French postal code that is not five digits (a pattern's message). */
  postalCode: 'validation.error.postal-code',
  /** Two children of an ordered-integer group given the same rank. */
  orderedIntegersDistinct: 'validation.error.ordered-integers-distinct',
  /** Amount in words different from the words of the amount. */
  differentToExpected: 'element.error.different-to-expected',
  /** Not a real dd/mm/yyyy date. */
  date: 'validation.error.date',
  /** Date before the earliest accepted; params: date. */
  minDate: 'validation.error.mindate',
  /** Date after the latest accepted; params: date. */
  maxDate: 'validation.error.maxdate',
  /** Another party's phone equals the subscriber's. */
  phonesMustDiffer: 'validation.error.phones-must-differ',
  /** Spouse's phone equals the subscriber's. */
  spousePhoneMustDiffer: 'validation.error.spouse-phone-must-differ',
  /** Co-subscriber's e-mail equals the subscriber's. */
  mailMustDifferFromCoSubscriber: 'validation.error.mail-must-be-different-from-co-sub',
  /** Partner's e-mail equals the subscriber's. */
  mailMustDifferFromPartner: 'validation.error.mail-must-be-different-from-partner',
  /** Spouse's e-mail equals the subscriber's. */
  mailMustDifferFromSpouse: 'validation.error.mail-must-be-different-from-spouse',
  /** A suitability question not answered 'Oui'. */
  suitabilityMustBeYes: 'validation.error.suitability-must-be-yes',
  /** The suitability question not answered 'Non', when the element has no errorMessage. */
  suitabilityMustBeNo: 'validation.error.suitability-must-be-no',
  /** Submission for a block the form does not have. */
  unknownBlock: 'validation.error.unknown-block',
  /** Submission for a block hidden by its condition. */
  blockNotVisible: 'validation.error.block-not-visible',
} as const;

/** A message key of the engine. */
export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

/** A catalogue: message key → text with `{{param}}` placeholders. */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;
