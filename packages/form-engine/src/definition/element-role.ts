/**
 * The business roles an element can declare through `attributes.role`, so that cross-field and tenant
 * rules find their elements by role rather than by hard-coded id.
 */
export const ELEMENT_ROLES = [
  /** One of the suitability questions that must be answered 'Oui'. */
  'suitability_yes',
  /** The suitability question that must be answered 'Non'. */
  'suitability_no',
  /**
   * The knowledge quiz's assessment (a scoring text): the product suits the subscriber only when it
   * reads the first of its options, the best result (every quiz answer right).
   */
  'knowledge_assessment',
  /** The SIRET field: digits only. */
  'siret',
  /** One of the named percentage fields (allocation) that must sum to exactly 100. */
  'allocation_percentage',
  /** Subscriber's phone: the other parties' phones must differ from it. */
  'subscriber_phone',
  /** Co-subscriber's phone: must differ from the subscriber's. */
  'co_subscriber_phone',
  /** Partner's phone: must differ from the subscriber's. */
  'partner_phone',
  /** Spouse's phone: must differ from the subscriber's. */
  'spouse_phone',
  /** Subscriber's e-mail: the other parties' e-mails must differ from it. */
  'subscriber_email',
  /** Co-subscriber's e-mail: must differ from the subscriber's. */
  'co_subscriber_email',
  /** Partner's e-mail: must differ from the subscriber's. */
  'partner_email',
  /** Spouse's e-mail: must differ from the subscriber's. */
  'spouse_email',
  /** The subscription amount that tenant thresholds read: the full-property value, price × shares. */
  'subscription_amount',
  /**
   * What the subscriber pays (issue 27 item 16): the full-property amount in full property, the
   * bare-ownership amount when acquiring the bare ownership, the usufruct amount when acquiring the
   * usufruct — computed by the form (the tenant's own bare-ownership formula included), read by the
   * lists, documents, management screen and delivery payload, never recomputed.
   */
  'amount_paid',
  /** A file a tenant rule may require above an amount threshold (swisslife-am). */
  'threshold_receipt',
  /** A proof field a tenant rule may enable and require above an amount threshold (aestiam). */
  'proof_document',
  /**
   * How the shares are held (dossier summary `dismemberment_type`): the chosen option's value is read
   * without case or accents — « Pleine propriété » / `full_property`, « Temporaire » / `temporary`,
   * « Viager » / `viager`; any other value is kept as written.
   */
  'dismemberment_type',
  /**
   * The part a dismembered subscription acquires (summary `dismemberment_scope`): « Nue-propriété » /
   * `np` or « Usufruit » / `usu`, suffixed `_cosous` when the {@link ELEMENT_ROLES} `co_subscription`
   * element says there is a co-subscriber.
   */
  'dismemberment_scope',
  /**
   * Who finds the counterpart of a dismemberment (summary `detention_mode`): option values `direct`
   * or `mandate` (the management company searches it under a mandate; its pairing is then required).
   */
  'detention_mode',
  /** Whether the subscription has a co-subscriber ('Oui' / true): the subscriber's `cosous`. */
  'co_subscription',
  /** Subscriber's country of birth (pairing: the subscriber recalled beside the customers). */
  'subscriber_birth_country',
  /** The subscriber's own bank account (income paid to it): matched against the IBANs customers are known by. */
  'subscriber_iban',
  /** A legal-entity subscriber's company name; answered, the subscriber is a legal entity. */
  'company_name',
  /** A legal-entity subscriber's legal form (SCI, SAS…). */
  'legal_form',
  /** Co-subscriber's last name: the name of that signing party (electronic signature recipients). */
  'co_subscriber_last_name',
  /** Co-subscriber's first name(s): the name of that signing party. */
  'co_subscriber_first_name',
  /**
   * The co-subscriber's relationship to the subscriber: the option `conjoint` declares them the
   * subscriber's spouse — one person, who signs once (as co-subscriber) for both parties.
   */
  'co_subscriber_relationship',
  /** Spouse's last name: the name of that signing party. */
  'spouse_last_name',
  /** Spouse's first name(s): the name of that signing party. */
  'spouse_first_name',
] as const;

/** A business role an element declares, one of {@link ELEMENT_ROLES}. */
export type ElementRole = (typeof ELEMENT_ROLES)[number];
