import { MESSAGE_KEYS, type ValueEntry } from '@souscription/form-engine';
import { BACK_OFFICE_BLOCK, BACK_OFFICE_ELEMENT } from './back-office-form.js';
import {
  DEMO_BLOCK,
  DEMO_ELEMENT,
  DEMO_SUBSCRIPTION_FORM,
  LEGAL_ENTITY,
  NATURAL_PERSON,
} from './demo-subscription-form.js';

const E = DEMO_ELEMENT;
const B = DEMO_BLOCK;

/** A receipt to put on the dossier before submitting a block (its file element then counts as filled). */
export type DemoReceipt = {
  /** Local id of the file element. */
  elementId: number;
  /** Receipt type id, one of the element's `types`. */
  typeId: number;
  /** Title of the uploaded file. */
  title: string;
};

/** One block submission: `PUT /dossiers/{id}/values` with `submittingBlockId` = blockId (local ids). */
export type DemoStep = {
  /** Local id of the submitted block. */
  blockId: number;
  /** Values typed in the block, as the browser sends them (booleans as 'true' / 'false'). */
  values: ValueEntry[];
  /** Receipts to upload before the submission. */
  receipts?: DemoReceipt[];
};

/** The dossier context of the demo happy path and invalid cases. */
export const DEMO_CONTEXT = {
  tenant: 'demo',
  direct: false,
  dossierState: ['ongoing'],
} as const;

const value = (elementId: number, text: string | string[]): ValueEntry => ({ elementId, value: text });

/** The demo subscriber's phone and e-mail (the other parties' must differ). */
const SUBSCRIBER_PHONE = '+33612345678';
const SUBSCRIBER_EMAIL = 'jean-pierre.martin@exemple.fr';
const SPOUSE_PHONE = '+33698765432';
const SPOUSE_EMAIL = 'claire.martin@exemple.fr';
/** A valid French IBAN (the usual test IBAN), grouped by four as the widget sends it. */
export const DEMO_IBAN = 'FR76 3000 6000 0112 3456 7890 189';

/**
 * A complete subscription on the demo tenant's copy of the subscription form, block after block in
 * wizard order: every block visible for this subscriber (married, with his wife as co-subscriber, a
 * natural person, 520 shares of SCPI Pierre Urbaine at 200 € = 104 000 €, so the enhanced source-of-funds
 * block shows; temporary dismemberment over 10 years, bare ownership acquired), up to the two signature
 * blocks and the finalisation block. Blocks hidden for him (legal entity, civil partner) are not in it.
 * Values are already in their stored form (upper-cased where the element upper-cases, IBAN grouped),
 * so the server saves exactly what is sent. Disabled, calculated and output elements are not sent.
 */
export const DEMO_HAPPY_PATH_VALUES: readonly DemoStep[] = [
  {
    blockId: B.identity,
    values: [
      value(E.subscriberType, NATURAL_PERSON),
      value(E.civility, 'M.'),
      value(E.lastName, 'MARTIN'),
      value(E.birthName, 'MARTIN'),
      value(E.firstNames, 'Jean-Pierre'),
      value(E.birthDate, '14/03/1968'),
      value(E.birthPlace, 'LYON'),
      value(E.birthDepartment, '69'),
      value(E.birthCountry, 'FR'),
      value(E.nationality, 'FR'),
      value(E.maritalStatus, 'marie'),
      value(E.matrimonialRegime, 'communaute_reduite'),
    ],
  },
  {
    blockId: B.contact,
    values: [
      value(E.address, '12, rue de la République'),
      value(E.addressComplement, 'Bâtiment B, 3e étage'),
      value(E.postalCode, '69002'),
      value(E.city, 'LYON'),
      value(E.residenceCountry, 'FR'),
      value(E.taxResident, 'true'),
      value(E.subscriberPhone, SUBSCRIBER_PHONE),
      value(E.subscriberEmail, SUBSCRIBER_EMAIL),
    ],
  },
  { blockId: B.jointSubscription, values: [value(E.hasCoSubscriber, 'Oui')] },
  {
    blockId: B.coSubscriber,
    values: [
      value(E.coCivility, 'Mme'),
      value(E.coLastName, 'MARTIN'),
      value(E.coFirstNames, 'Claire'),
      value(E.coBirthDate, '02/09/1970'),
      value(E.coRelationship, 'conjoint'),
      value(E.coPhone, SPOUSE_PHONE),
      value(E.coEmail, SPOUSE_EMAIL),
    ],
  },
  {
    blockId: B.spouse,
    values: [
      value(E.spouseCivility, 'Mme'),
      value(E.spouseLastName, 'MARTIN'),
      value(E.spouseFirstNames, 'Claire'),
      value(E.spouseBirthDate, '02/09/1970'),
      value(E.spousePhone, SPOUSE_PHONE),
      value(E.spouseEmail, SPOUSE_EMAIL),
    ],
  },
  {
    blockId: B.professional,
    values: [
      value(E.professionalStatus, 'dirigeant'),
      value(E.profession, "Dirigeant d'une PME industrielle"),
      value(E.activitySector, 'industrie'),
      value(E.dependants, '2'),
    ],
  },
  {
    blockId: B.financial,
    values: [
      value(E.annualIncome, '150_300k'),
      value(E.incomeSources, ['benefices', 'fonciers', 'capitaux']),
      value(E.rentalIncome, '18000'),
      value(E.netWorth, '1450000'),
      value(E.realEstateShare, '55'),
      value(E.monthlyCharges, '2350.50'),
      value(E.debtRatio, '12.5'),
      value(E.savingsShare, '30'),
      value(E.investmentHorizon, '12'),
      value(E.ifiSubject, 'true'),
      value(E.holdsScpi, 'Oui'),
      value(E.heldScpi, 'IR'),
    ],
  },
  {
    blockId: B.objectives,
    values: [
      value(E.objectivesOrder, ['revenus', 'diversification', 'transmission', 'valorisation', 'fiscalite']),
      value(E.priorityYield, '1'),
      value(E.prioritySecurity, '3'),
      value(E.priorityLiquidity, '2'),
      value(E.riskProfile, 'equilibre'),
      value(E.riskLevel, '4'),
    ],
  },
  {
    blockId: B.knowledge,
    values: [
      value(E.instrumentsHeld, ['livrets', 'actions', 'pierre_papier']),
      value(E.quizAsset, 'immobilier'),
      value(E.quizGuarantee, 'Non'),
      value(E.quizTaxation, 'fonciers'),
    ],
  },
  {
    blockId: B.suitability,
    values: [
      value(E.suitabilityCapital, 'Oui'),
      value(E.suitabilityLiquidity, 'Oui'),
      value(E.suitabilityIncome, 'Oui'),
      value(E.suitabilityDuration, 'Oui'),
      value(E.suitabilityDocuments, 'Oui'),
      value(E.suitabilityFees, 'Oui'),
      value(E.suitabilityShortTermNeed, 'Non'),
    ],
  },
  {
    blockId: B.product,
    values: [value(E.product, 'PU'), value(E.shares, '520'), value(E.reinvestDividends, 'false')],
  },
  {
    blockId: B.detention,
    values: [
      value(E.dismembermentType, 'Temporaire'),
      value(E.dismembermentScope, 'Nue-propriété'),
      value(E.dismembermentDuration, '10'),
      // What the subscriber pays: the bare ownership, 65 % of 104 000 €.
      value(E.amountInWords, 'soixante-sept mille six cents euros'),
    ],
  },
  {
    blockId: B.fundsOrigin,
    values: [
      value(E.originSavings, '70'),
      value(E.originInheritance, '30'),
      value(E.originAssetSale, '0'),
      value(E.originLoan, '0'),
      value(E.originOther, '0'),
      value(E.fundsBank, 'Banque Populaire Auvergne Rhône Alpes'),
      value(E.politicallyExposed, 'Non'),
    ],
  },
  {
    blockId: B.reinforcedOrigin,
    values: [
      value(
        E.fundsDetailedOrigin,
        'Épargne accumulée sur un contrat d’assurance vie racheté et succession de ma mère',
      ),
      value(E.fundsOriginDate, '15/01/2025'),
    ],
    receipts: [{ elementId: E.fundsOriginProof, typeId: 21, title: 'releve-rachat-assurance-vie.pdf' }],
  },
  {
    blockId: B.payment,
    values: [
      value(E.paymentMethod, 'virement'),
      value(E.dividendsIban, DEMO_IBAN),
      value(E.dividendsBic, 'BNPAFRPPXXX'),
      value(E.accountHolder, 'JEAN-PIERRE MARTIN'),
    ],
  },
  {
    blockId: B.proofs,
    values: [
      value(E.identityDocumentType, 'cni'),
      value(E.identityDocumentNumber, 'X4RTBPFW4'),
      value(E.identityDocumentExpiry, '12/05/2031'),
    ],
    receipts: [
      { elementId: E.identityReceipt, typeId: 1, title: 'cni-recto-verso.pdf' },
      { elementId: E.addressReceipt, typeId: 10, title: 'facture-electricite.pdf' },
      { elementId: E.ribReceipt, typeId: 30, title: 'rib.pdf' },
    ],
  },
  { blockId: B.missionLetter, values: [value(E.missionRead, 'true')] },
  {
    blockId: B.subscriptionSignature,
    values: [value(E.certifyAccuracy, 'true'), value(E.documentsReceived, 'true')],
  },
  { blockId: B.finalisation, values: [] },
];

/** Values the engine computes along the happy path (local ids), for the replay to check. */
export const DEMO_HAPPY_PATH_COMPUTED: readonly ValueEntry[] = [
  value(E.subscriptionAmount, '104000'),
  value(E.usufructRate, '35'),
  value(E.bareOwnershipRate, '65'),
  value(E.bareOwnershipAmount, '67600'),
  value(E.usufructAmount, '36400'),
  value(E.amountPaid, '67600'),
  value(E.knowledgeScore, '3'),
  value(E.knowledgeAssessment, 'satisfaisant'),
];

/** One crafted submission the server must refuse with exactly these errors (local ids). */
export type DemoInvalidCase = {
  /** The rule of spec 02 §5 it breaks. */
  rule: string;
  /** What the case does. */
  description: string;
  /** Submissions replayed after the happy path's steps before `blockId` (to reach a branch). */
  setup?: DemoStep[];
  /** Local id of the submitted block. */
  blockId: number;
  /** The whole block's values (the happy path's, one or two broken). */
  values: ValueEntry[];
  /** Receipts on the dossier for this block; the happy path's step receipts when absent. */
  receipts?: DemoReceipt[];
  /** Exactly the errors expected, in display order: element (local id) and message key. */
  expectedErrors: { elementId: number; message: string }[];
};

function happyStep(blockId: number): DemoStep {
  const step = DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === blockId);
  if (!step) throw new Error(`Block ${blockId} is not on the happy path`);
  return step;
}

/** The happy path's values of a block with some replaced (or added). */
function broken(blockId: number, replacements: Readonly<Record<number, string | string[]>>): ValueEntry[] {
  const values = happyStep(blockId).values.map((entry) =>
    entry.elementId in replacements ? value(entry.elementId, replacements[entry.elementId] ?? '') : entry,
  );
  for (const [id, text] of Object.entries(replacements)) {
    if (!values.some((entry) => entry.elementId === Number(id))) values.push(value(Number(id), text));
  }
  return values;
}

const errorMessageOf = (elementId: number): string => {
  const message = DEMO_SUBSCRIPTION_FORM.elements.find((element) => element.id === elementId)?.attributes
    .errorMessage;
  if (!message) throw new Error(`Element ${elementId} has no errorMessage`);
  return message;
};

const K = MESSAGE_KEYS;

/**
 * One crafted submission per rule of spec 02 §5 on the demo form. To replay one: submit the happy path's
 * steps whose block comes before the case's block in wizard order (page rank, then block rank; the legal
 * entity and civil-partner blocks are not on the happy path), with their receipts, then the case's
 * `setup` steps, then put
 * the case's receipts (default: the happy step's) and submit `values` for `blockId`: the server must answer
 * 422 with exactly `expectedErrors` (`property` = the shifted element id, `message` = the key).
 */
export const DEMO_INVALID_CASES: readonly DemoInvalidCase[] = [
  {
    rule: 'required',
    description: 'The last name is left empty',
    blockId: B.identity,
    values: broken(B.identity, { [E.lastName]: '' }),
    expectedErrors: [{ elementId: E.lastName, message: K.required }],
  },
  {
    rule: 'select-single',
    description: 'The marital status (required single select) is left empty',
    blockId: B.identity,
    values: broken(B.identity, { [E.maritalStatus]: '' }),
    expectedErrors: [{ elementId: E.maritalStatus, message: K.selectSingle }],
  },
  {
    rule: 'date',
    description: 'The birth date is not a real date',
    blockId: B.identity,
    values: broken(B.identity, { [E.birthDate]: '31/02/1968' }),
    expectedErrors: [{ elementId: E.birthDate, message: K.date }],
  },
  {
    rule: 'date',
    description: 'The birth date is not written dd/mm/yyyy',
    blockId: B.identity,
    values: broken(B.identity, { [E.birthDate]: '1968-03-14' }),
    expectedErrors: [{ elementId: E.birthDate, message: K.date }],
  },
  {
    rule: 'date-bounds',
    description: 'The subscriber is born after the latest accepted birth date (a minor)',
    blockId: B.identity,
    values: broken(B.identity, { [E.birthDate]: '01/06/2015' }),
    expectedErrors: [{ elementId: E.birthDate, message: K.maxDate }],
  },
  {
    rule: 'phone',
    description: 'The subscriber phone is not a phone number',
    blockId: B.contact,
    values: broken(B.contact, { [E.subscriberPhone]: '06 12 34' }),
    expectedErrors: [{ elementId: E.subscriberPhone, message: K.phone }],
  },
  {
    rule: 'email',
    description: 'The subscriber e-mail has no top-level domain',
    blockId: B.contact,
    values: broken(B.contact, { [E.subscriberEmail]: 'jean-pierre.martin@exemple' }),
    expectedErrors: [{ elementId: E.subscriberEmail, message: K.email }],
  },
  {
    rule: 'email',
    description: 'The subscriber e-mail holds two consecutive dots',
    blockId: B.contact,
    values: broken(B.contact, { [E.subscriberEmail]: 'jean-pierre..martin@exemple.fr' }),
    expectedErrors: [{ elementId: E.subscriberEmail, message: K.email }],
  },
  {
    rule: 'email',
    description: "The subscriber e-mail holds '+-'",
    blockId: B.contact,
    values: broken(B.contact, { [E.subscriberEmail]: 'jean+-pierre@exemple.fr' }),
    expectedErrors: [{ elementId: E.subscriberEmail, message: K.email }],
  },
  {
    rule: 'different-phones',
    description: "The co-subscriber's phone is the subscriber's, written nationally",
    blockId: B.coSubscriber,
    values: broken(B.coSubscriber, { [E.coPhone]: '06 12 34 56 78' }),
    expectedErrors: [{ elementId: E.coPhone, message: K.phonesMustDiffer }],
  },
  {
    rule: 'different-emails',
    description: "The co-subscriber's e-mail is the subscriber's, in another case",
    blockId: B.coSubscriber,
    values: broken(B.coSubscriber, { [E.coEmail]: 'Jean-Pierre.Martin@exemple.fr' }),
    expectedErrors: [{ elementId: E.coEmail, message: K.mailMustDifferFromCoSubscriber }],
  },
  {
    rule: 'different-phones',
    description: "The spouse's phone is the subscriber's",
    blockId: B.spouse,
    values: broken(B.spouse, { [E.spousePhone]: SUBSCRIBER_PHONE }),
    expectedErrors: [{ elementId: E.spousePhone, message: K.spousePhoneMustDiffer }],
  },
  {
    rule: 'different-emails',
    description: "The spouse's e-mail is the subscriber's",
    blockId: B.spouse,
    values: broken(B.spouse, { [E.spouseEmail]: SUBSCRIBER_EMAIL }),
    expectedErrors: [{ elementId: E.spouseEmail, message: K.mailMustDifferFromSpouse }],
  },
  {
    rule: 'different-phones-and-emails',
    description: "A subscriber in a civil partnership gives his own phone and e-mail as the partner's",
    setup: [{ blockId: B.identity, values: [value(E.maritalStatus, 'pacse')] }],
    blockId: B.partner,
    values: [
      value(E.partnerLastName, 'DURAND'),
      value(E.partnerFirstNames, 'Sophie'),
      value(E.partnerPhone, SUBSCRIBER_PHONE),
      value(E.partnerEmail, SUBSCRIBER_EMAIL),
    ],
    expectedErrors: [
      { elementId: E.partnerPhone, message: K.phonesMustDiffer },
      { elementId: E.partnerEmail, message: K.mailMustDifferFromPartner },
    ],
  },
  {
    rule: 'select-multiple',
    description: 'The sources of income (required multiple select) are left empty',
    blockId: B.financial,
    values: broken(B.financial, { [E.incomeSources]: [] }),
    expectedErrors: [{ elementId: E.incomeSources, message: K.selectMultiple }],
  },
  {
    rule: 'max',
    description: 'The share of savings (percentage integer) is above 100',
    blockId: B.financial,
    values: broken(B.financial, { [E.savingsShare]: '120' }),
    expectedErrors: [{ elementId: E.savingsShare, message: K.maxValue }],
  },
  {
    rule: 'max',
    description: 'The debt ratio (float) is above 100',
    blockId: B.financial,
    values: broken(B.financial, { [E.debtRatio]: '100.5' }),
    expectedErrors: [{ elementId: E.debtRatio, message: K.maxValue }],
  },
  {
    rule: 'min',
    description: 'The net worth (currency amount) is negative',
    blockId: B.financial,
    values: broken(B.financial, { [E.netWorth]: '-10' }),
    expectedErrors: [{ elementId: E.netWorth, message: K.minValue }],
  },
  {
    rule: 'suitability-yes',
    description: 'One of the six questions that must be « Oui » is answered « Non »',
    blockId: B.suitability,
    values: broken(B.suitability, { [E.suitabilityIncome]: 'Non' }),
    expectedErrors: [{ elementId: E.suitabilityIncome, message: K.suitabilityMustBeYes }],
  },
  {
    rule: 'suitability-no',
    description: 'The question that must be « Non » is answered « Oui »: the element’s own message',
    blockId: B.suitability,
    values: broken(B.suitability, { [E.suitabilityShortTermNeed]: 'Oui' }),
    expectedErrors: [
      { elementId: E.suitabilityShortTermNeed, message: errorMessageOf(E.suitabilityShortTermNeed) },
    ],
  },
  {
    rule: 'min',
    description: 'Fewer shares than the minimum (5)',
    blockId: B.product,
    values: broken(B.product, { [E.shares]: '4' }),
    expectedErrors: [{ elementId: E.shares, message: K.minValue }],
  },
  {
    rule: 'max',
    description: 'More shares than the maximum (100 000)',
    blockId: B.product,
    values: broken(B.product, { [E.shares]: '100001' }),
    expectedErrors: [{ elementId: E.shares, message: K.maxValue }],
  },
  {
    rule: 'integer',
    description: 'A fractional number of shares',
    blockId: B.product,
    values: broken(B.product, { [E.shares]: '520.5' }),
    expectedErrors: [{ elementId: E.shares, message: K.integer }],
  },
  {
    rule: 'amount-in-words',
    description: 'The amount paid retyped in words is the full-property amount, not the bare ownership paid',
    blockId: B.detention,
    values: broken(B.detention, { [E.amountInWords]: 'cent quatre mille euros' }),
    expectedErrors: [{ elementId: E.amountInWords, message: K.differentToExpected }],
  },
  {
    rule: 'select-single',
    description: 'No product chosen (required product choice)',
    blockId: B.product,
    values: broken(B.product, { [E.product]: '' }),
    expectedErrors: [{ elementId: E.product, message: K.selectSingle }],
  },
  {
    rule: 'product-not-sold',
    description: 'A product code the demo tenant does not sell (Plein Air Invest): no price, no amount',
    blockId: B.product,
    values: broken(B.product, { [E.product]: 'PI' }),
    expectedErrors: [{ elementId: E.productUnavailable, message: errorMessageOf(E.productUnavailable) }],
  },
  {
    rule: 'ordered-integers-distinct',
    description: 'Two criteria of the ranking get the same rank',
    blockId: B.objectives,
    values: broken(B.objectives, { [E.prioritySecurity]: '1' }),
    expectedErrors: [{ elementId: E.priorityGroup, message: K.orderedIntegersDistinct }],
  },
  {
    rule: 'percentage-sum',
    description: 'The five origins of funds sum to 90',
    blockId: B.fundsOrigin,
    values: broken(B.fundsOrigin, { [E.originSavings]: '60' }),
    expectedErrors: [
      { elementId: E.fundsOriginGroup, message: K.percentageRangeGroupSumExact },
      { elementId: E.originSavings, message: K.percentageRangeGroupSumExact },
      { elementId: E.originInheritance, message: K.percentageRangeGroupSumExact },
      { elementId: E.originAssetSale, message: K.percentageRangeGroupSumExact },
      { elementId: E.originLoan, message: K.percentageRangeGroupSumExact },
      { elementId: E.originOther, message: K.percentageRangeGroupSumExact },
    ],
  },
  {
    rule: 'receipt',
    description: 'The proof of the source of funds is not uploaded (a required file outside an upload block)',
    blockId: B.reinforcedOrigin,
    values: happyStep(B.reinforcedOrigin).values,
    receipts: [],
    expectedErrors: [{ elementId: E.fundsOriginProof, message: K.receipt }],
  },
  {
    rule: 'iban',
    description: 'The IBAN of the income account has a wrong check digit',
    blockId: B.payment,
    values: broken(B.payment, { [E.dividendsIban]: 'FR76 3000 6000 0112 3456 7890 188' }),
    expectedErrors: [{ elementId: E.dividendsIban, message: K.iban }],
  },
  {
    rule: 'iban',
    description: 'Direct debit with a truncated IBAN (input_iban_code)',
    blockId: B.payment,
    values: broken(B.payment, { [E.paymentMethod]: 'prelevement', [E.debitIban]: 'FR76 3000 6000 0112' }),
    expectedErrors: [{ elementId: E.debitIban, message: K.ibanParts }],
  },
  {
    rule: 'bic',
    description: 'The BIC has six characters (typed by parts: its location code is missing)',
    blockId: B.payment,
    values: broken(B.payment, { [E.dividendsBic]: 'BNPAFR' }),
    expectedErrors: [{ elementId: E.dividendsBic, message: K.bicParts }],
  },
  {
    rule: 'siret',
    description: 'A legal entity gives a SIRET with a letter in it',
    setup: [{ blockId: B.identity, values: [value(E.subscriberType, LEGAL_ENTITY)] }],
    blockId: B.legalEntity,
    values: [
      value(E.companyName, 'SCI LES TILLEULS'),
      value(E.legalForm, 'SCI'),
      value(E.siret, '732829320O0074'),
      value(E.representativeCapacity, 'Gérant'),
      value(E.beneficialOwners, '2'),
    ],
    expectedErrors: [{ elementId: E.siret, message: K.siret }],
  },
  {
    rule: 'required-uploads',
    description: 'The identity document is not uploaded in the block that requires its uploads',
    blockId: B.proofs,
    values: happyStep(B.proofs).values,
    receipts: (happyStep(B.proofs).receipts ?? []).filter(
      (receipt) => receipt.elementId !== E.identityReceipt,
    ),
    expectedErrors: [{ elementId: E.identityReceipt, message: K.uploadRequired }],
  },
  {
    rule: 'date',
    description: 'The expiry date of the identity document does not exist',
    blockId: B.proofs,
    values: broken(B.proofs, { [E.identityDocumentExpiry]: '31/04/2031' }),
    expectedErrors: [{ elementId: E.identityDocumentExpiry, message: K.date }],
  },
  {
    rule: 'date-bounds',
    description: 'The identity document expired (its expiry date must be after today)',
    blockId: B.proofs,
    values: broken(B.proofs, { [E.identityDocumentExpiry]: '01/01/2020' }),
    expectedErrors: [{ elementId: E.identityDocumentExpiry, message: K.minDate }],
  },
  {
    rule: 'pattern',
    description: 'The French postal code is not five digits',
    blockId: B.contact,
    values: broken(B.contact, { [E.postalCode]: 'ABCDE' }),
    expectedErrors: [{ elementId: E.postalCode, message: K.postalCode }],
  },
  {
    rule: 'required',
    description: 'The acknowledgement of the documents (required checkbox) is unticked',
    blockId: B.subscriptionSignature,
    values: broken(B.subscriptionSignature, { [E.documentsReceived]: 'false' }),
    expectedErrors: [{ elementId: E.documentsReceived, message: K.checkbox }],
  },
];

/** A tenant threshold check: a product and a number of shares, and what the rule's target becomes. */
export type TenantThresholdCase = {
  tenant: 'swisslife-am' | 'aestiam';
  product: string;
  shares: string;
  /** The subscription amount it gives. */
  amount: string;
  /** Local id of the element the rule acts on (subscription form). */
  elementId: number;
  /** Whether the rule holds: the element is then required (and enabled for aestiam). */
  holds: boolean;
  /** The error of the element left empty while the rule holds. */
  message: string | null;
};

/**
 * The tenant rules at their thresholds on the subscription form: swisslife-am requires the
 * source-of-funds file above 30 000 € (exclusive) or for Plein Air Invest whatever the amount; aestiam
 * enables and requires the proof of resources from 50 000 € (inclusive).
 */
export const TENANT_THRESHOLD_CASES: readonly TenantThresholdCase[] = [
  {
    tenant: 'swisslife-am',
    product: 'MS',
    shares: '120',
    amount: '30000',
    elementId: E.thresholdReceipt,
    holds: false,
    message: null,
  },
  {
    tenant: 'swisslife-am',
    product: 'MS',
    shares: '121',
    amount: '30250',
    elementId: E.thresholdReceipt,
    holds: true,
    message: K.uploadRequired,
  },
  {
    tenant: 'swisslife-am',
    product: 'PI',
    shares: '5',
    amount: '1000',
    elementId: E.thresholdReceipt,
    holds: true,
    message: K.uploadRequired,
  },
  {
    tenant: 'aestiam',
    product: 'ACH',
    shares: '199',
    amount: '49750',
    elementId: E.naturalPersonProofs,
    holds: false,
    message: null,
  },
  {
    tenant: 'aestiam',
    product: 'ACH',
    shares: '200',
    amount: '50000',
    elementId: E.naturalPersonProofs,
    holds: true,
    message: K.selectMultiple,
  },
];

/** The back-office form's blocks in order, for a replay of a paper subscription (local ids). */
export const BACK_OFFICE_HAPPY_PATH_VALUES: readonly DemoStep[] = [
  {
    blockId: BACK_OFFICE_BLOCK.reception,
    values: [
      value(BACK_OFFICE_ELEMENT.receptionDate, '03/02/2025'),
      value(BACK_OFFICE_ELEMENT.receptionChannel, 'courrier'),
      value(BACK_OFFICE_ELEMENT.paperReference, 'BS-2025-004217'),
    ],
  },
  {
    blockId: BACK_OFFICE_BLOCK.subscriber,
    values: [
      value(BACK_OFFICE_ELEMENT.subscriberType, NATURAL_PERSON),
      value(BACK_OFFICE_ELEMENT.civility, 'Mme'),
      value(BACK_OFFICE_ELEMENT.lastName, 'LEFÈVRE'),
      value(BACK_OFFICE_ELEMENT.firstNames, 'Anne'),
      value(BACK_OFFICE_ELEMENT.birthDate, '21/11/1959'),
      value(BACK_OFFICE_ELEMENT.subscriberEmail, 'anne.lefevre@exemple.fr'),
      value(BACK_OFFICE_ELEMENT.subscriberPhone, '+33145678901'),
      value(BACK_OFFICE_ELEMENT.address, '8, avenue Jean-Jaurès'),
      value(BACK_OFFICE_ELEMENT.postalCode, '31000'),
      value(BACK_OFFICE_ELEMENT.city, 'TOULOUSE'),
    ],
  },
  {
    blockId: BACK_OFFICE_BLOCK.product,
    values: [
      value(BACK_OFFICE_ELEMENT.product, 'PU'),
      value(BACK_OFFICE_ELEMENT.shares, '25'),
      value(BACK_OFFICE_ELEMENT.amountInWords, 'cinq mille euros'),
      value(BACK_OFFICE_ELEMENT.dismembermentType, 'Pleine propriété'),
    ],
  },
  {
    blockId: BACK_OFFICE_BLOCK.payment,
    values: [
      value(BACK_OFFICE_ELEMENT.paymentMethod, 'cheque'),
      value(BACK_OFFICE_ELEMENT.fundsReceivedDate, '05/02/2025'),
      value(BACK_OFFICE_ELEMENT.dividendsIban, DEMO_IBAN),
      value(BACK_OFFICE_ELEMENT.dividendsBic, 'BNPAFRPPXXX'),
    ],
  },
  {
    blockId: BACK_OFFICE_BLOCK.documents,
    values: [],
    receipts: [
      { elementId: BACK_OFFICE_ELEMENT.signedForm, typeId: 50, title: 'bulletin-signe.pdf' },
      { elementId: BACK_OFFICE_ELEMENT.identityReceipt, typeId: 1, title: 'cni.pdf' },
    ],
  },
  {
    blockId: BACK_OFFICE_BLOCK.compliance,
    values: [
      value(BACK_OFFICE_ELEMENT.complianceChecked, 'true'),
      value(BACK_OFFICE_ELEMENT.complianceComment, 'Bulletin complet, chèque encaissé le 05/02/2025.'),
    ],
  },
];
