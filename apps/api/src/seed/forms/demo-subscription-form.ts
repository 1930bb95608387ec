import {
  PRODUCT_VARIANT_CODES,
  type ConditionActions,
  type ElementCondition,
} from '@souscription/form-engine';
import {
  ADULT_BIRTH_DATE_BOUNDS,
  frenchPostalCodePattern,
  VALID_DOCUMENT_EXPIRY_BOUND,
  block,
  CIVILITIES,
  CIVILITIES_EN,
  element,
  options,
  page,
  showBlockWhen,
  whenInput,
  YES_NO,
  YES_NO_EN,
} from './fixture-helpers.js';
import type { ElementFixture, FormFixture } from './form-fixture.types.js';
import { COUNTRIES_DATALIST, MARKET_SCPI_DATALIST, NATIONALITIES_DATALIST } from './datalists.js';
import {
  DISMEMBERMENT_TABLE_ELEMENT_ID,
  productOptions,
  productUnavailableGuard,
  unitPriceElements,
} from './products.js';

/** Keys of the documents the signature blocks carry (templates in seed/document-templates.ts). */
export const DOCUMENT_KEYS = {
  missionLetter: 'mission_letter',
  adequacyReport: 'adequacy_report',
  subscriptionForm: 'subscription_form',
} as const;

/** Page ids of the subscription form (local). */
export const DEMO_PAGE = {
  subscriber: 1,
  parties: 2,
  situation: 3,
  knowledge: 4,
  investment: 5,
  funds: 6,
  payment: 7,
  signature: 8,
} as const;

/** Block ids of the subscription form (local): page × 100 + rank. */
export const DEMO_BLOCK = {
  identity: 100,
  contact: 101,
  legalEntity: 102,
  jointSubscription: 200,
  coSubscriber: 201,
  spouse: 202,
  partner: 203,
  professional: 300,
  financial: 301,
  objectives: 400,
  knowledge: 401,
  suitability: 402,
  product: 500,
  detention: 501,
  fundsOrigin: 600,
  reinforcedOrigin: 601,
  payment: 700,
  proofs: 701,
  missionLetter: 800,
  subscriptionSignature: 801,
  finalisation: 802,
} as const;

/**
 * Element ids of the subscription form (local). Ids follow the page (1000 × page) and the block
 * (50 per block), except the catalogue elements shared with the back-office form: unit prices 9001–9018
 * (see PRODUCT_CATALOGUE) and the dismemberment table 9100.
 */
export const DEMO_ELEMENT = {
  // 100 Identité du souscripteur
  subscriberType: 1000,
  civility: 1001,
  lastName: 1002,
  birthName: 1003,
  firstNames: 1004,
  birthDate: 1005,
  birthPlace: 1006,
  birthDepartment: 1007,
  birthCountry: 1008,
  nationality: 1009,
  maritalStatus: 1010,
  matrimonialRegime: 1011,
  seniorNotice: 1012,
  // 101 Coordonnées
  address: 1050,
  addressComplement: 1051,
  postalCode: 1052,
  city: 1053,
  residenceCountry: 1054,
  taxResident: 1055,
  subscriberPhone: 1056,
  subscriberEmail: 1057,
  createProspect: 1058,
  // 102 Personne morale
  companyName: 1100,
  legalForm: 1101,
  siret: 1102,
  representativeCapacity: 1103,
  beneficialOwners: 1104,
  // 200 Souscription conjointe
  hasCoSubscriber: 2000,
  coSubscriptionNotice: 2001,
  // 201 Co-souscripteur
  coCivility: 2050,
  coLastName: 2051,
  coFirstNames: 2052,
  coBirthDate: 2053,
  coRelationship: 2054,
  coPhone: 2055,
  coEmail: 2056,
  // 202 Conjoint
  spouseCivility: 2100,
  spouseLastName: 2101,
  spouseFirstNames: 2102,
  spouseBirthDate: 2103,
  spousePhone: 2104,
  spouseEmail: 2105,
  // 203 Partenaire de PACS
  partnerLastName: 2150,
  partnerFirstNames: 2151,
  partnerPhone: 2152,
  partnerEmail: 2153,
  // 300 Situation professionnelle
  professionalStatus: 3000,
  profession: 3001,
  employer: 3002,
  activitySector: 3003,
  dependants: 3004,
  // 301 Situation financière
  annualIncome: 3050,
  incomeSources: 3051,
  rentalIncome: 3052,
  netWorth: 3053,
  realEstateShare: 3054,
  monthlyCharges: 3055,
  debtRatio: 3056,
  savingsShare: 3057,
  investmentHorizon: 3058,
  ifiSubject: 3059,
  holdsScpi: 3060,
  heldScpi: 3061,
  // 400 Objectifs d'investissement
  objectivesOrder: 4000,
  priorityGroup: 4001,
  priorityYield: 4002,
  prioritySecurity: 4003,
  priorityLiquidity: 4004,
  riskProfile: 4005,
  riskLevel: 4006,
  shortHorizonNotice: 4007,
  // 401 Connaissances financières
  instrumentsHeld: 4050,
  quizAsset: 4051,
  quizGuarantee: 4052,
  quizTaxation: 4053,
  knowledgeScore: 4054,
  knowledgeAssessment: 4055,
  quizAssetFeedback: 4056,
  quizGuaranteeFeedback: 4057,
  quizTaxationFeedback: 4058,
  // 402 Adéquation du produit
  suitabilityCapital: 4100,
  suitabilityLiquidity: 4101,
  suitabilityIncome: 4102,
  suitabilityDuration: 4103,
  suitabilityDocuments: 4104,
  suitabilityFees: 4105,
  suitabilityShortTermNeed: 4106,
  // 500 Choix du produit (unit prices 9001–9018)
  product: 5000,
  minimumShares: 5020,
  shares: 5021,
  subscriptionAmount: 5022,
  amountInWords: 5023,
  reinvestDividends: 5024,
  reinvestmentProduct: 5025,
  productUnavailable: 5026,
  scheduledMonthlyAmount: 5027,
  scheduledDebitDay: 5028,
  // 501 Mode de détention
  dismembermentType: 5050,
  dismembermentScope: 5051,
  dismembermentDuration: DISMEMBERMENT_TABLE_ELEMENT_ID,
  usufructuaryAge: 5053,
  usufructRate: 5054,
  bareOwnershipRate: 5055,
  bareOwnershipAmount: 5056,
  usufructAmount: 5057,
  detentionMode: 5058,
  amountPaid: 5059,
  // 600 Origine des fonds
  fundsOriginGroup: 6000,
  originSavings: 6001,
  originInheritance: 6002,
  originAssetSale: 6003,
  originLoan: 6004,
  originOther: 6005,
  originOtherDetail: 6006,
  fundsBank: 6007,
  politicallyExposed: 6008,
  // 601 Déclaration d'origine des fonds renforcée
  reinforcedNotice: 6050,
  fundsDetailedOrigin: 6051,
  fundsOriginDate: 6052,
  fundsOriginProof: 6053,
  ppeFunction: 6054,
  // 700 Règlement
  paymentMethod: 7000,
  debitIban: 7001,
  dividendsIban: 7002,
  dividendsBic: 7003,
  accountHolder: 7004,
  // 701 Justificatifs
  identityDocumentType: 7050,
  identityDocumentNumber: 7051,
  identityDocumentExpiry: 7052,
  identityReceipt: 7053,
  addressReceipt: 7054,
  ribReceipt: 7055,
  thresholdReceipt: 7056,
  kbisReceipt: 7057,
  naturalPersonProofs: 7058,
  legalEntityProof: 7059,
  // 800 Lettre de mission
  missionPresentation: 8000,
  missionPrint: 8001,
  missionRead: 8002,
  missionSign: 8003,
  missionSignCoSubscriber: 8004,
  missionSignSpouse: 8005,
  missionSignAdvisor: 8006,
  // 801 Signature du bulletin
  subscriptionPresentation: 8050,
  certifyAccuracy: 8051,
  documentsReceived: 8052,
  subscriptionSign: 8053,
  subscriptionSignCoSubscriber: 8054,
  subscriptionSignSpouse: 8055,
  subscriptionSignAdvisor: 8056,
  // 802 Finalisation
  finalPresentation: 8100,
  signedNotice: 8101,
  printSubscription: 8102,
  backToDashboard: 8103,
} as const;

const E = DEMO_ELEMENT;
const B = DEMO_BLOCK;
const P = DEMO_PAGE;

/** Option value of the subscriber type for a legal entity. */
export const LEGAL_ENTITY = 'Personne morale';
/** Option value of the subscriber type for a natural person. */
export const NATURAL_PERSON = 'Personne physique';
/** Option value of the full-property detention mode (the other two are 'Temporaire' and 'Viager'). */
export const FULL_PROPERTY = 'Pleine propriété';

const PHONE_DEFAULT = '+33';

const SUBSCRIBER_TYPES = options([
  [
    NATURAL_PERSON,
    'En nom propre',
    'In your own name',
    'Vous souscrivez pour vous-même, en tant que personne physique.',
    'You subscribe for yourself, as a natural person.',
  ],
  [
    LEGAL_ENTITY,
    'Pour le compte d’une société',
    'On behalf of a company',
    'Vous représentez une personne morale (SCI, holding, association…).',
    'You represent a legal entity (property company, holding, association…).',
  ],
]);

const MARITAL_STATUSES = options([
  ['celibataire', 'Célibataire', 'Single'],
  ['marie', 'Marié(e)', 'Married'],
  ['pacse', 'Pacsé(e)', 'Civil partnership (PACS)'],
  ['divorce', 'Divorcé(e)', 'Divorced'],
  ['veuf', 'Veuf ou veuve', 'Widowed'],
  ['concubinage', 'Union libre', 'Cohabiting'],
]);

const MATRIMONIAL_REGIMES = options([
  ['communaute_reduite', 'Communauté réduite aux acquêts', 'Community of acquired property'],
  ['separation', 'Séparation de biens', 'Separation of property'],
  ['communaute_universelle', 'Communauté universelle', 'Universal community of property'],
  ['participation', 'Participation aux acquêts', 'Participation in acquired property'],
]);

const RESIDENCE_COUNTRIES = options([
  ['FR', 'France', 'France'],
  ['BE', 'Belgique', 'Belgium'],
  ['LU', 'Luxembourg', 'Luxembourg'],
  ['CH', 'Suisse', 'Switzerland'],
  ['MC', 'Monaco', 'Monaco'],
  ['DE', 'Allemagne', 'Germany'],
  ['ES', 'Espagne', 'Spain'],
  ['IT', 'Italie', 'Italy'],
  ['GB', 'Royaume-Uni', 'United Kingdom'],
]);

const LEGAL_FORMS = options([
  ['SCI', 'Société civile immobilière (SCI)', 'Property investment company (SCI)'],
  ['SC', 'Société civile (holding patrimoniale)', 'Non-trading company (family holding)'],
  ['SARL', 'SARL', 'Private limited company (SARL)'],
  ['SAS', 'SAS ou SASU', 'Simplified joint-stock company (SAS, SASU)'],
  ['SA', 'Société anonyme', 'Public limited company (SA)'],
  ['ASSOCIATION', 'Association ou fondation', 'Association or foundation'],
]);

const RELATIONSHIPS = options([
  ['conjoint', 'Conjoint(e)', 'Spouse'],
  ['partenaire', 'Partenaire de PACS', 'Civil partner'],
  ['concubin', 'Concubin(e)', 'Cohabiting partner'],
  ['enfant', 'Enfant', 'Child'],
  ['parent', 'Parent', 'Parent'],
  ['autre', 'Autre', 'Other'],
]);

const PROFESSIONAL_STATUSES = options([
  ['salarie', 'Salarié(e)', 'Employee'],
  ['independant', 'Travailleur indépendant ou profession libérale', 'Self-employed or liberal profession'],
  ['dirigeant', 'Chef d’entreprise', 'Business owner'],
  ['retraite', 'Retraité(e)', 'Retired'],
  ['sans_activite', 'Sans activité professionnelle', 'Not working'],
  ['etudiant', 'Étudiant(e)', 'Student'],
]);

const ACTIVITY_SECTORS = options([
  ['finance', 'Banque, finance, assurance', 'Banking, finance, insurance'],
  ['immobilier', 'Immobilier', 'Real estate'],
  ['sante', 'Santé', 'Healthcare'],
  ['industrie', 'Industrie et BTP', 'Industry and construction'],
  ['services', 'Commerce et services', 'Retail and services'],
  ['public', 'Fonction publique', 'Public sector'],
  ['autre', 'Autre secteur', 'Other sector'],
]);

const INCOME_BRACKETS = options([
  ['lt_50k', 'Moins de 50 000 €', 'Less than €50,000'],
  ['50_100k', 'De 50 000 € à 100 000 €', '€50,000 to €100,000'],
  ['100_150k', 'De 100 000 € à 150 000 €', '€100,000 to €150,000'],
  ['150_300k', 'De 150 000 € à 300 000 €', '€150,000 to €300,000'],
  ['gt_300k', 'Plus de 300 000 €', 'More than €300,000'],
]);

const INCOME_SOURCES = options([
  ['salaires', 'Salaires et traitements', 'Salaries and wages'],
  ['benefices', 'Bénéfices professionnels (BIC, BNC, BA)', 'Business profits'],
  ['fonciers', 'Revenus fonciers', 'Rental income'],
  ['pensions', 'Pensions et retraites', 'Pensions'],
  ['capitaux', 'Revenus de capitaux mobiliers', 'Investment income'],
  ['autres', 'Autres revenus', 'Other income'],
]);

const OBJECTIVES = options([
  ['revenus', 'Percevoir des revenus complémentaires', 'Earn additional income'],
  ['valorisation', 'Valoriser un capital sur le long terme', 'Grow capital over the long term'],
  ['transmission', 'Préparer la transmission de mon patrimoine', 'Prepare the transfer of my estate'],
  ['diversification', 'Diversifier mon patrimoine', 'Diversify my assets'],
  ['fiscalite', 'Optimiser ma fiscalité', 'Optimise my taxation'],
]);

const RISK_PROFILES = options([
  [
    'prudent',
    'Prudent',
    'Cautious',
    'Je privilégie la préservation du capital, quitte à limiter le rendement.',
    'I favour preserving my capital, even at the cost of lower returns.',
  ],
  [
    'equilibre',
    'Équilibré',
    'Balanced',
    'J’accepte une part de risque en contrepartie d’un rendement potentiel plus élevé.',
    'I accept some risk in exchange for a potentially higher return.',
  ],
  [
    'dynamique',
    'Dynamique',
    'Dynamic',
    'Je recherche la performance et j’accepte des variations importantes de la valeur de mon capital.',
    'I seek performance and accept large swings in the value of my capital.',
  ],
]);

const RISK_LEVELS = options(
  [1, 2, 3, 4, 5, 6, 7].map(
    (level) =>
      [
        String(level),
        level === 1 ? '1 — risque le plus faible' : level === 7 ? '7 — risque le plus élevé' : String(level),
        level === 1 ? '1 — lowest risk' : level === 7 ? '7 — highest risk' : String(level),
      ] as const,
  ),
);

const INSTRUMENTS = options([
  ['livrets', 'Livrets et fonds en euros', 'Savings accounts and euro funds'],
  ['actions', 'Actions', 'Shares'],
  ['obligations', 'Obligations', 'Bonds'],
  ['pierre_papier', 'SCPI, OPCI ou SCI', 'Property funds (SCPI, OPCI, SCI)'],
  ['private_equity', 'Capital-investissement', 'Private equity'],
]);

const SCORE_TEXTS = options([
  ['satisfaisant', 'Connaissances satisfaisantes', 'Satisfactory knowledge'],
  [
    'a_consolider',
    'Connaissances à consolider avec votre conseiller',
    'Knowledge to consolidate with your advisor',
  ],
  [
    'insuffisant',
    'Connaissances insuffisantes : un échange avec votre conseiller est nécessaire',
    'Insufficient knowledge: talk it through with your advisor',
  ],
]);

const DISMEMBERMENT_TYPES = options([
  [
    FULL_PROPERTY,
    'Pleine propriété',
    'Full ownership',
    'Vous détenez les parts et percevez leurs revenus.',
    'You own the shares and receive their income.',
  ],
  [
    'Temporaire',
    'Démembrement temporaire',
    'Temporary dismemberment',
    'La propriété est partagée entre usufruit et nue-propriété pour une durée fixe, selon la table du produit.',
    'Ownership is split between usufruct and bare ownership for a fixed term, per the product table.',
  ],
  [
    'Viager',
    'Démembrement viager',
    'Life dismemberment',
    'L’usufruit dure la vie de l’usufruitier ; la répartition dépend de son âge.',
    'The usufruct lasts for the usufructuary’s lifetime; the split depends on their age.',
  ],
]);

const SCOPES = options([
  ['Nue-propriété', 'La nue-propriété', 'Bare ownership'],
  ['Usufruit', 'L’usufruit', 'Usufruct'],
]);

/** Who finds the counterpart of a dismemberment: the spec's `mandate` constant, or the subscriber. */
const DETENTION_MODES = options([
  ['direct', 'Je connais l’acquéreur de l’autre part', 'I know the buyer of the other part'],
  ['mandate', 'Je donne mandat à la société de gestion', 'I give a mandate to the management company'],
]);

const PAYMENT_METHODS = options([
  ['virement', 'Virement bancaire', 'Bank transfer'],
  ['cheque', 'Chèque à l’ordre de la SCPI', 'Cheque payable to the SCPI'],
  ['prelevement', 'Prélèvement SEPA', 'SEPA direct debit'],
]);

/** Day of the month the scheduled purchases of a scheduled-savings variant are debited. */
const DEBIT_DAYS = options([
  ['5', 'Le 5 du mois', 'On the 5th'],
  ['10', 'Le 10 du mois', 'On the 10th'],
  ['15', 'Le 15 du mois', 'On the 15th'],
]);

const IDENTITY_DOCUMENTS = options([
  ['cni', 'Carte nationale d’identité', 'National identity card'],
  ['passeport', 'Passeport', 'Passport'],
  ['titre_sejour', 'Titre de séjour', 'Residence permit'],
]);

const NATURAL_PERSON_PROOFS = options([
  ['avis_imposition', 'Dernier avis d’imposition', 'Latest tax notice'],
  ['bulletins', 'Trois derniers bulletins de salaire', 'Last three payslips'],
  ['releves', 'Relevés de comptes des trois derniers mois', 'Bank statements for the last three months'],
  ['acte', 'Acte de vente, de donation ou de succession', 'Deed of sale, gift or inheritance'],
]);

const LEGAL_ENTITY_PROOFS = options([
  ['comptes', 'Derniers comptes annuels approuvés', 'Latest approved annual accounts'],
  ['liasse', 'Dernière liasse fiscale', 'Latest tax return'],
  ['releve', 'Relevé de compte de la société', 'Company bank statement'],
]);

const PRODUCTS = productOptions();

/** Six questions that must be answered 'Oui' (spec 5), as [name, id, French, English]. */
const SUITABILITY_QUESTIONS: readonly (readonly [string, number, string, string])[] = [
  [
    'suitability_capital',
    E.suitabilityCapital,
    'Avez-vous compris que le capital investi en parts de SCPI n’est pas garanti et que vous pouvez en perdre une partie ?',
    'Do you understand that the capital invested in SCPI shares is not guaranteed and that you may lose part of it?',
  ],
  [
    'suitability_liquidity',
    E.suitabilityLiquidity,
    'Avez-vous compris que la revente des parts n’est pas garantie et peut prendre du temps ?',
    'Do you understand that selling the shares is not guaranteed and may take time?',
  ],
  [
    'suitability_income',
    E.suitabilityIncome,
    'Avez-vous compris que les revenus distribués ne sont pas garantis et dépendent du marché immobilier ?',
    'Do you understand that the income paid is not guaranteed and depends on the property market?',
  ],
  [
    'suitability_duration',
    E.suitabilityDuration,
    'Avez-vous compris que la durée de placement recommandée est de 8 ans au moins ?',
    'Do you understand that the recommended holding period is at least 8 years?',
  ],
  [
    'suitability_documents',
    E.suitabilityDocuments,
    'Avez-vous pris connaissance de la note d’information, des statuts et du document d’informations clés (DIC) ?',
    'Have you read the information memorandum, the articles of association and the key information document (KID)?',
  ],
  [
    'suitability_fees',
    E.suitabilityFees,
    'Avez-vous compris que la commission de souscription réduit la valeur de retrait de vos parts ?',
    'Do you understand that the subscription fee reduces the redemption value of your shares?',
  ],
];

const FILE_TYPES_IDENTITY = [
  { id: 1, presentation: 'Carte nationale d’identité (recto et verso)', icon: 'id-card' },
  { id: 2, presentation: 'Passeport', icon: 'passport' },
  { id: 3, presentation: 'Titre de séjour', icon: 'id-card' },
];
const FILE_TYPES_IDENTITY_EN = {
  '1': 'National identity card (both sides)',
  '2': 'Passport',
  '3': 'Residence permit',
};

const FILE_TYPES_ADDRESS = [
  { id: 10, presentation: 'Facture d’énergie ou de téléphone de moins de 3 mois', icon: 'file-text' },
  { id: 11, presentation: 'Dernier avis d’imposition', icon: 'file-text' },
  {
    id: 12,
    presentation: 'Attestation d’hébergement accompagnée de la pièce d’identité de l’hébergeant',
    icon: 'file-text',
  },
];
const FILE_TYPES_ADDRESS_EN = {
  '10': 'Energy or phone bill less than 3 months old',
  '11': 'Latest tax notice',
  '12': 'Host’s certificate with the host’s identity document',
};

const FILE_TYPES_FUNDS = [
  { id: 20, presentation: 'Acte notarié (vente, donation, succession)', icon: 'file-signature' },
  { id: 21, presentation: 'Relevé bancaire faisant apparaître les fonds', icon: 'bank' },
  { id: 22, presentation: 'Attestation de cession de valeurs mobilières', icon: 'file-text' },
];
const FILE_TYPES_FUNDS_EN = {
  '20': 'Notarial deed (sale, gift, inheritance)',
  '21': 'Bank statement showing the funds',
  '22': 'Certificate of sale of securities',
};

const identityElements: ElementFixture[] = [
  element(
    E.subscriberType,
    'subscriber_type',
    'choice',
    B.identity,
    {
      label: 'Vous souscrivez',
      required: true,
      defaultValue: NATURAL_PERSON,
      options: SUBSCRIBER_TYPES.options,
    },
    {
      label: 'You subscribe',
      options: SUBSCRIBER_TYPES.en,
      optionPresentations: SUBSCRIBER_TYPES.enPresentations,
    },
  ),
  element(
    E.civility,
    'civility',
    'input_radio',
    B.identity,
    { label: 'Civilité', required: true, variant: 'circle', options: CIVILITIES },
    { label: 'Title', options: CIVILITIES_EN },
  ),
  element(
    E.lastName,
    'last_name',
    'input_text',
    B.identity,
    { label: 'Nom d’usage', required: true, uppercase: true },
    { label: 'Last name' },
  ),
  element(
    E.birthName,
    'birth_name',
    'input_text',
    B.identity,
    { label: 'Nom de naissance', uppercase: true, help: 'À renseigner s’il diffère du nom d’usage.' },
    { label: 'Birth name', help: 'Fill in if different from your last name.' },
  ),
  element(
    E.firstNames,
    'first_names',
    'input_text',
    B.identity,
    { label: 'Prénom(s)', required: true, help: 'Dans l’ordre de l’état civil.' },
    { label: 'First name(s)', help: 'In the order of your birth certificate.' },
  ),
  element(
    E.birthDate,
    'birth_date',
    'input_birthdate',
    B.identity,
    {
      label: 'Date de naissance',
      required: true,
      ...ADULT_BIRTH_DATE_BOUNDS,
      help: 'Au format jj/mm/aaaa ; le souscripteur doit être majeur.',
    },
    { label: 'Date of birth', help: 'As dd/mm/yyyy; the subscriber must be of age.' },
  ),
  element(
    E.birthPlace,
    'birth_place',
    'input_text',
    B.identity,
    { label: 'Commune de naissance', required: true, uppercase: true },
    { label: 'Place of birth' },
  ),
  element(
    E.birthDepartment,
    'birth_department',
    'input_text',
    B.identity,
    {
      label: 'Département de naissance',
      uppercase: true,
      help: 'Numéro du département, ou 99 pour une naissance à l’étranger.',
    },
    { label: 'Department of birth', help: 'French department number, or 99 if born abroad.' },
  ),
  element(
    E.birthCountry,
    'birth_country',
    'choice_autocomplete',
    B.identity,
    {
      label: 'Pays de naissance',
      required: true,
      datalistId: COUNTRIES_DATALIST.id,
      defaultValue: 'FR',
      role: 'subscriber_birth_country',
      help: 'Saisissez au moins 3 lettres.',
    },
    { label: 'Country of birth', help: 'Type at least 3 letters.' },
  ),
  element(
    E.nationality,
    'nationality',
    'datalist_choice',
    B.identity,
    { label: 'Nationalité', required: true, datalistId: NATIONALITIES_DATALIST.id, defaultValue: 'FR' },
    { label: 'Nationality' },
  ),
  element(
    E.maritalStatus,
    'marital_status',
    'select',
    B.identity,
    { label: 'Situation familiale', required: true, options: MARITAL_STATUSES.options },
    { label: 'Marital status', options: MARITAL_STATUSES.en },
  ),
  element(
    E.matrimonialRegime,
    'matrimonial_regime',
    'select',
    B.identity,
    { label: 'Régime matrimonial', options: MATRIMONIAL_REGIMES.options },
    { label: 'Matrimonial property regime', options: MATRIMONIAL_REGIMES.en },
    { condition: whenInput(E.maritalStatus, 'equal', 'marie') },
  ),
  element(
    E.seniorNotice,
    'senior_notice',
    'output_text',
    B.identity,
    {
      label: 'À noter',
      presentation:
        'Compte tenu de la durée de placement recommandée (8 ans au moins), votre conseiller vérifiera avec vous que cet investissement convient à votre situation et à vos projets de transmission.',
    },
    {
      label: 'Please note',
      presentation:
        'Given the recommended holding period (at least 8 years), your advisor will check with you that this investment suits your situation and your estate plans.',
    },
    {
      condition: {
        rules: [{ type: 'input_date', input_id: E.birthDate, operator: 'greater_equal', value: 75 }],
        logical_operator: 'AND',
        actions: { visible: true },
      },
    },
  ),
];

const contactElements: ElementFixture[] = [
  element(
    E.address,
    'address',
    'input_text',
    B.contact,
    { label: 'Adresse', required: true, help: 'Numéro et voie.' },
    { label: 'Address', help: 'Number and street.' },
  ),
  element(
    E.addressComplement,
    'address_complement',
    'input_text',
    B.contact,
    { label: 'Complément d’adresse', help: 'Bâtiment, étage, lieu-dit…' },
    { label: 'Address line 2', help: 'Building, floor, locality…' },
  ),
  element(
    E.residenceCountry,
    'residence_country',
    'select',
    B.contact,
    { label: 'Pays de résidence', required: true, defaultValue: 'FR', options: RESIDENCE_COUNTRIES.options },
    { label: 'Country of residence', options: RESIDENCE_COUNTRIES.en },
  ),
  element(
    E.postalCode,
    'postal_code',
    'input_text',
    B.contact,
    { label: 'Code postal', required: true, ...frenchPostalCodePattern(E.residenceCountry) },
    { label: 'Postcode' },
  ),
  element(
    E.city,
    'city',
    'input_text',
    B.contact,
    { label: 'Ville', required: true, uppercase: true },
    { label: 'City' },
  ),
  element(
    E.taxResident,
    'tax_resident_fr',
    'toggle',
    B.contact,
    { label: 'Je suis résident fiscal français', defaultValue: 'true' },
    { label: 'I am a French tax resident' },
  ),
  element(
    E.subscriberPhone,
    'subscriber_phone',
    'input_tel',
    B.contact,
    {
      label: 'Téléphone mobile',
      required: true,
      defaultValue: PHONE_DEFAULT,
      role: 'subscriber_phone',
      help: 'Le code de signature électronique vous sera envoyé à ce numéro.',
    },
    { label: 'Mobile phone', help: 'The electronic signature code will be sent to this number.' },
  ),
  element(
    E.subscriberEmail,
    'subscriber_email',
    'input_mail',
    B.contact,
    { label: 'Adresse e-mail', required: true, role: 'subscriber_email' },
    { label: 'E-mail address' },
  ),
  element(
    E.createProspect,
    'create_prospect',
    'button_create_prospect',
    B.contact,
    {
      label: 'Enregistrer le prospect',
      help: 'Crée l’espace client du souscripteur à partir de son identité et de ses coordonnées.',
      icon: { type: 'user-plus', position: 'left' },
    },
    {
      label: 'Save the prospect',
      help: 'Creates the subscriber’s client account from their identity and contact details.',
    },
    {
      condition: {
        rules: [{ type: 'dossier', operator: 'equal', direct: false }],
        logical_operator: 'AND',
        actions: { visible: true },
      },
    },
  ),
];

const legalEntityElements: ElementFixture[] = [
  element(
    E.companyName,
    'company_name',
    'input_text',
    B.legalEntity,
    { label: 'Raison sociale', required: true, uppercase: true, role: 'company_name' },
    { label: 'Company name' },
  ),
  element(
    E.legalForm,
    'legal_form',
    'select',
    B.legalEntity,
    { label: 'Forme juridique', required: true, options: LEGAL_FORMS.options, role: 'legal_form' },
    { label: 'Legal form', options: LEGAL_FORMS.en },
  ),
  element(
    E.siret,
    'siret',
    'input_text',
    B.legalEntity,
    { label: 'Numéro SIRET', required: true, role: 'siret', help: '14 chiffres, sans espace.' },
    { label: 'SIRET number', help: '14 digits, no spaces.' },
  ),
  element(
    E.representativeCapacity,
    'representative_capacity',
    'input_text',
    B.legalEntity,
    { label: 'Qualité du représentant légal', required: true, help: 'Gérant, président, directeur général…' },
    { label: 'Capacity of the legal representative', help: 'Manager, chairman, managing director…' },
  ),
  element(
    E.beneficialOwners,
    'beneficial_owners',
    'input_integer',
    B.legalEntity,
    {
      label: 'Nombre de bénéficiaires effectifs',
      required: true,
      min: 1,
      max: 20,
      help: 'Personnes détenant plus de 25 % du capital ou des droits de vote.',
    },
    {
      label: 'Number of beneficial owners',
      help: 'People holding more than 25% of the capital or voting rights.',
    },
  ),
];

const jointElements: ElementFixture[] = [
  element(
    E.hasCoSubscriber,
    'has_co_subscriber',
    'input_radio_simple',
    B.jointSubscription,
    {
      label: 'Souscrivez-vous avec un co-souscripteur ?',
      required: true,
      options: YES_NO,
      role: 'co_subscription',
      help: 'Les parts seront alors détenues en indivision.',
    },
    {
      label: 'Are you subscribing with a co-subscriber?',
      options: YES_NO_EN,
      help: 'The shares will then be held jointly.',
    },
  ),
  element(
    E.coSubscriptionNotice,
    'co_subscription_notice',
    'presentation',
    B.jointSubscription,
    {
      presentation:
        'Le co-souscripteur signe le bulletin avec vous. Pour signer en ligne, chacun doit disposer d’un téléphone mobile et d’une adresse e-mail qui lui sont propres.',
    },
    {
      presentation:
        'The co-subscriber signs the form with you. To sign online, each of you needs a mobile phone and an e-mail address of your own.',
    },
  ),
];

const coSubscriberElements: ElementFixture[] = [
  element(
    E.coCivility,
    'co_civility',
    'input_radio',
    B.coSubscriber,
    { label: 'Civilité', required: true, variant: 'circle', options: CIVILITIES },
    { label: 'Title', options: CIVILITIES_EN },
  ),
  element(
    E.coLastName,
    'co_last_name',
    'input_text',
    B.coSubscriber,
    { label: 'Nom', required: true, uppercase: true, role: 'co_subscriber_last_name' },
    { label: 'Last name' },
  ),
  element(
    E.coFirstNames,
    'co_first_names',
    'input_text',
    B.coSubscriber,
    { label: 'Prénom(s)', required: true, role: 'co_subscriber_first_name' },
    { label: 'First name(s)' },
  ),
  element(
    E.coBirthDate,
    'co_birth_date',
    'input_birthdate',
    B.coSubscriber,
    { label: 'Date de naissance', required: true, ...ADULT_BIRTH_DATE_BOUNDS },
    { label: 'Date of birth' },
  ),
  element(
    E.coRelationship,
    'co_relationship',
    'select',
    B.coSubscriber,
    {
      label: 'Lien avec le souscripteur',
      required: true,
      options: RELATIONSHIPS.options,
      role: 'co_subscriber_relationship',
    },
    { label: 'Relationship to the subscriber', options: RELATIONSHIPS.en },
  ),
  element(
    E.coPhone,
    'co_subscriber_phone',
    'input_tel',
    B.coSubscriber,
    {
      label: 'Téléphone mobile',
      required: true,
      defaultValue: PHONE_DEFAULT,
      role: 'co_subscriber_phone',
      help: 'Différent de celui du souscripteur.',
    },
    { label: 'Mobile phone', help: 'Different from the subscriber’s.' },
  ),
  element(
    E.coEmail,
    'co_subscriber_email',
    'input_mail',
    B.coSubscriber,
    {
      label: 'Adresse e-mail',
      required: true,
      role: 'co_subscriber_email',
      help: 'Différente de celle du souscripteur.',
    },
    { label: 'E-mail address', help: 'Different from the subscriber’s.' },
  ),
];

const spouseElements: ElementFixture[] = [
  element(
    E.spouseCivility,
    'spouse_civility',
    'input_radio',
    B.spouse,
    { label: 'Civilité', required: true, variant: 'circle', options: CIVILITIES },
    { label: 'Title', options: CIVILITIES_EN },
  ),
  element(
    E.spouseLastName,
    'spouse_last_name',
    'input_text',
    B.spouse,
    { label: 'Nom', required: true, uppercase: true, role: 'spouse_last_name' },
    { label: 'Last name' },
  ),
  element(
    E.spouseFirstNames,
    'spouse_first_names',
    'input_text',
    B.spouse,
    { label: 'Prénom(s)', required: true, role: 'spouse_first_name' },
    { label: 'First name(s)' },
  ),
  element(
    E.spouseBirthDate,
    'spouse_birth_date',
    'input_birthdate',
    B.spouse,
    { label: 'Date de naissance', ...ADULT_BIRTH_DATE_BOUNDS },
    { label: 'Date of birth' },
  ),
  element(
    E.spousePhone,
    'spouse_phone',
    'input_tel',
    B.spouse,
    {
      label: 'Téléphone mobile du conjoint',
      required: true,
      defaultValue: PHONE_DEFAULT,
      role: 'spouse_phone',
    },
    { label: 'Spouse’s mobile phone' },
  ),
  element(
    E.spouseEmail,
    'spouse_email',
    'input_mail',
    B.spouse,
    { label: 'Adresse e-mail du conjoint', required: true, role: 'spouse_email' },
    { label: 'Spouse’s e-mail address' },
  ),
];

const partnerElements: ElementFixture[] = [
  element(
    E.partnerLastName,
    'partner_last_name',
    'input_text',
    B.partner,
    { label: 'Nom', required: true, uppercase: true },
    { label: 'Last name' },
  ),
  element(
    E.partnerFirstNames,
    'partner_first_names',
    'input_text',
    B.partner,
    { label: 'Prénom(s)', required: true },
    { label: 'First name(s)' },
  ),
  element(
    E.partnerPhone,
    'partner_phone',
    'input_tel',
    B.partner,
    { label: 'Téléphone mobile du partenaire', defaultValue: PHONE_DEFAULT, role: 'partner_phone' },
    { label: 'Partner’s mobile phone' },
  ),
  element(
    E.partnerEmail,
    'partner_email',
    'input_mail',
    B.partner,
    { label: 'Adresse e-mail du partenaire', role: 'partner_email' },
    { label: 'Partner’s e-mail address' },
  ),
];

const professionalElements: ElementFixture[] = [
  element(
    E.professionalStatus,
    'professional_status',
    'select',
    B.professional,
    { label: 'Situation professionnelle', required: true, options: PROFESSIONAL_STATUSES.options },
    { label: 'Employment status', options: PROFESSIONAL_STATUSES.en },
  ),
  element(
    E.profession,
    'profession',
    'input_text',
    B.professional,
    { label: 'Profession (actuelle ou dernière exercée)', required: true },
    { label: 'Occupation (current or last)' },
  ),
  element(
    E.employer,
    'employer',
    'input_text',
    B.professional,
    { label: 'Employeur' },
    { label: 'Employer' },
    { condition: whenInput(E.professionalStatus, 'equal', 'salarie', { visible: true }) },
  ),
  element(
    E.activitySector,
    'activity_sector',
    'choice',
    B.professional,
    { label: 'Secteur d’activité', required: true, options: ACTIVITY_SECTORS.options },
    { label: 'Business sector', options: ACTIVITY_SECTORS.en },
  ),
  element(
    E.dependants,
    'dependants',
    'input_integer',
    B.professional,
    { label: 'Nombre de personnes à charge', min: 0, max: 15, defaultValue: '0' },
    { label: 'Number of dependants' },
  ),
];

const financialElements: ElementFixture[] = [
  element(
    E.annualIncome,
    'annual_income',
    'select',
    B.financial,
    { label: 'Revenus annuels nets du foyer', required: true, options: INCOME_BRACKETS.options },
    { label: 'Net annual household income', options: INCOME_BRACKETS.en },
  ),
  element(
    E.incomeSources,
    'income_sources',
    'select',
    B.financial,
    {
      label: 'Origine de vos revenus',
      required: true,
      multiple: true,
      options: INCOME_SOURCES.options,
      help: 'Plusieurs réponses possibles.',
    },
    { label: 'Sources of income', options: INCOME_SOURCES.en, help: 'Several answers allowed.' },
  ),
  element(
    E.rentalIncome,
    'rental_income',
    'input_float_currency_amount',
    B.financial,
    { label: 'Montant annuel des revenus fonciers', min: 0, financial: true },
    { label: 'Annual rental income' },
    {
      condition: {
        rules: [{ type: 'select', input_id: E.incomeSources, operator: 'contains', value: ['fonciers'] }],
        logical_operator: 'AND',
        actions: { visible: true, required: true },
      },
    },
  ),
  element(
    E.netWorth,
    'net_worth',
    'input_float_currency_amount',
    B.financial,
    {
      label: 'Patrimoine net estimé',
      required: true,
      min: 0,
      financial: true,
      help: 'Ensemble de vos actifs, déduction faite de vos dettes.',
    },
    { label: 'Estimated net worth', help: 'All your assets, less your debts.' },
  ),
  element(
    E.realEstateShare,
    'real_estate_share',
    'input_percentage_range',
    B.financial,
    { label: 'Part de l’immobilier dans votre patrimoine', min: 0, max: 100, start: 50 },
    { label: 'Share of real estate in your assets' },
  ),
  element(
    E.monthlyCharges,
    'monthly_charges',
    'input_float_currency_amount',
    B.financial,
    {
      label: 'Charges mensuelles',
      min: 0,
      financial: true,
      help: 'Remboursements de crédits, loyers, pensions versées.',
    },
    { label: 'Monthly outgoings', help: 'Loan repayments, rent, maintenance paid.' },
  ),
  element(
    E.debtRatio,
    'debt_ratio',
    'input_float',
    B.financial,
    { label: 'Taux d’endettement actuel', min: 0, max: 100, unit: '%' },
    { label: 'Current debt ratio' },
  ),
  element(
    E.savingsShare,
    'savings_share',
    'input_percentage_integer',
    B.financial,
    {
      label: 'Part de votre épargne disponible consacrée à ce placement',
      required: true,
      min: 1,
      max: 100,
    },
    { label: 'Share of your available savings put into this investment' },
  ),
  element(
    E.investmentHorizon,
    'investment_horizon',
    'range',
    B.financial,
    {
      label: 'Horizon de placement envisagé (en années)',
      required: true,
      min: 1,
      max: 30,
      start: 10,
      defaultValue: '10',
    },
    { label: 'Intended investment horizon (years)' },
  ),
  element(
    E.ifiSubject,
    'ifi_subject',
    'toggle',
    B.financial,
    { label: 'Je suis assujetti(e) à l’impôt sur la fortune immobilière (IFI)', defaultValue: 'false' },
    { label: 'I am liable to the real-estate wealth tax (IFI)' },
  ),
  element(
    E.holdsScpi,
    'holds_scpi',
    'input_radio',
    B.financial,
    { label: 'Détenez-vous déjà des parts de SCPI ?', required: true, options: YES_NO },
    { label: 'Do you already hold SCPI shares?', options: YES_NO_EN },
  ),
  element(
    E.heldScpi,
    'held_scpi',
    'unique_select_product_choice_autocomplete',
    B.financial,
    {
      label: 'SCPI principale déjà détenue',
      datalistId: MARKET_SCPI_DATALIST.id,
      help: 'Saisissez au moins 3 lettres du nom de la SCPI.',
    },
    { label: 'Main SCPI already held', help: 'Type at least 3 letters of its name.' },
    { condition: whenInput(E.holdsScpi, 'equal', 'Oui') },
  ),
];

const objectivesElements: ElementFixture[] = [
  element(
    E.objectivesOrder,
    'objectives_order',
    'ordonnancement',
    B.objectives,
    {
      label: 'Classez vos objectifs, du plus important au moins important',
      required: true,
      options: OBJECTIVES.options,
    },
    { label: 'Rank your goals, most important first', options: OBJECTIVES.en },
  ),
  element(
    E.priorityGroup,
    'priority_group',
    'group_ordered_integers',
    B.objectives,
    {
      label: 'Classez ces critères de 1 (le plus important) à 3',
      childrenElementsIds: [E.priorityYield, E.prioritySecurity, E.priorityLiquidity],
    },
    { label: 'Rank these criteria from 1 (most important) to 3' },
  ),
  element(
    E.priorityYield,
    'priority_yield',
    'input_ordered_integer',
    B.objectives,
    { label: 'Rendement', required: true, min: 1, max: 3 },
    { label: 'Return' },
  ),
  element(
    E.prioritySecurity,
    'priority_security',
    'input_ordered_integer',
    B.objectives,
    { label: 'Sécurité du capital', required: true, min: 1, max: 3 },
    { label: 'Capital security' },
  ),
  element(
    E.priorityLiquidity,
    'priority_liquidity',
    'input_ordered_integer',
    B.objectives,
    { label: 'Disponibilité des fonds', required: true, min: 1, max: 3 },
    { label: 'Access to funds' },
  ),
  element(
    E.riskProfile,
    'risk_profile',
    'choice',
    B.objectives,
    { label: 'Quel profil d’investisseur vous correspond ?', required: true, options: RISK_PROFILES.options },
    {
      label: 'Which investor profile suits you?',
      options: RISK_PROFILES.en,
      optionPresentations: RISK_PROFILES.enPresentations,
    },
  ),
  element(
    E.riskLevel,
    'risk_level',
    'select_ordered_integer',
    B.objectives,
    {
      label: 'Niveau de risque que vous acceptez (indicateur de 1 à 7)',
      required: true,
      options: RISK_LEVELS.options,
      help: 'L’indicateur de risque des SCPI se situe en général entre 2 et 4.',
    },
    {
      label: 'Level of risk you accept (indicator from 1 to 7)',
      options: RISK_LEVELS.en,
      help: 'The risk indicator of SCPIs is usually between 2 and 4.',
    },
  ),
  element(
    E.shortHorizonNotice,
    'short_horizon_notice',
    'output_text',
    B.objectives,
    {
      label: 'Attention',
      presentation:
        'Votre horizon de placement est inférieur à la durée recommandée pour une SCPI (8 ans au moins).',
    },
    {
      label: 'Warning',
      presentation:
        'Your investment horizon is shorter than the period recommended for an SCPI (at least 8 years).',
    },
    { condition: whenInput(E.investmentHorizon, 'smaller', 8, { visible: true }) },
  ),
];

/**
 * The correction shown under a knowledge question answered wrongly: the quiz assesses, it does not
 * gate (the answer is kept and counted in the score), but the subscriber learns the right answer there.
 */
function quizFeedback(
  id: number,
  name: string,
  questionId: number,
  rightAnswer: string,
  texts: { fr: string; en: string },
): ElementFixture {
  return element(
    id,
    name,
    'output_text',
    B.knowledge,
    { label: 'Réponse inexacte', presentation: texts.fr },
    { label: 'Not quite', presentation: texts.en },
    {
      condition: {
        rules: [
          { type: 'input', input_id: questionId, operator: 'not_equal', value: '' },
          { type: 'input', input_id: questionId, operator: 'not_equal', value: rightAnswer },
        ],
        logical_operator: 'AND',
        actions: { visible: true },
      },
    },
  );
}

const knowledgeElements: ElementFixture[] = [
  element(
    E.instrumentsHeld,
    'instruments_held',
    'input_checkbox',
    B.knowledge,
    { label: 'Quels placements avez-vous déjà détenus ?', options: INSTRUMENTS.options, multiple: true },
    { label: 'Which investments have you held before?', options: INSTRUMENTS.en },
  ),
  element(
    E.quizAsset,
    'quiz_asset',
    'input_radio_simple',
    B.knowledge,
    {
      label: 'Une SCPI investit principalement dans :',
      required: true,
      options: [
        { value: 'immobilier', label: 'De l’immobilier (bureaux, commerces, santé, logements…)' },
        { value: 'actions', label: 'Des actions cotées' },
        { value: 'obligations', label: 'Des obligations d’État' },
      ],
    },
    {
      label: 'An SCPI mainly invests in:',
      options: {
        immobilier: 'Real estate (offices, retail, healthcare, housing…)',
        actions: 'Listed shares',
        obligations: 'Government bonds',
      },
    },
  ),
  quizFeedback(E.quizAssetFeedback, 'quiz_asset_feedback', E.quizAsset, 'immobilier', {
    fr: 'Une SCPI investit principalement dans l’immobilier\u00a0: bureaux, commerces, santé, logements… Votre réponse est enregistrée telle quelle\u202f; votre conseiller pourra y revenir avec vous.',
    en: 'An SCPI mainly invests in real estate: offices, retail, healthcare, housing… Your answer is kept as given; your advisor can go over it with you.',
  }),
  element(
    E.quizGuarantee,
    'quiz_guarantee',
    'input_radio_simple',
    B.knowledge,
    { label: 'Le prix de retrait des parts est-il garanti ?', required: true, options: YES_NO },
    { label: 'Is the redemption price of the shares guaranteed?', options: YES_NO_EN },
  ),
  quizFeedback(E.quizGuaranteeFeedback, 'quiz_guarantee_feedback', E.quizGuarantee, 'Non', {
    fr: 'Le prix de retrait n’est pas garanti\u00a0: la valeur des parts peut baisser comme monter, et le capital investi n’est pas garanti. Votre réponse est enregistrée telle quelle\u202f; votre conseiller pourra y revenir avec vous.',
    en: 'The redemption price is not guaranteed: the value of the shares can fall as well as rise, and the capital invested is not guaranteed. Your answer is kept as given; your advisor can go over it with you.',
  }),
  element(
    E.quizTaxation,
    'quiz_taxation',
    'input_radio_simple',
    B.knowledge,
    {
      label: 'Les revenus d’une SCPI détenue en direct sont imposés principalement comme :',
      required: true,
      options: [
        { value: 'fonciers', label: 'Des revenus fonciers' },
        { value: 'plus_values', label: 'Des plus-values' },
        { value: 'salaires', label: 'Des traitements et salaires' },
      ],
    },
    {
      label: 'Income from an SCPI held directly is mainly taxed as:',
      options: { fonciers: 'Rental income', plus_values: 'Capital gains', salaires: 'Salaries and wages' },
    },
  ),
  quizFeedback(E.quizTaxationFeedback, 'quiz_taxation_feedback', E.quizTaxation, 'fonciers', {
    fr: 'Détenus en direct, les revenus d’une SCPI sont imposés principalement comme des revenus fonciers. Votre réponse est enregistrée telle quelle\u202f; votre conseiller pourra y revenir avec vous.',
    en: 'Held directly, the income of an SCPI is mainly taxed as rental income. Your answer is kept as given; your advisor can go over it with you.',
  }),
  element(
    E.knowledgeScore,
    'knowledge_score',
    'output_scoring_number',
    B.knowledge,
    { label: 'Score de connaissances (sur 3)', precision: 0, bold: true },
    { label: 'Knowledge score (out of 3)' },
    {
      calculate:
        'if(and({quiz_asset}, {quiz_guarantee}, {quiz_taxation}), ({quiz_asset} = "immobilier") + ({quiz_guarantee} = "Non") + ({quiz_taxation} = "fonciers"))',
    },
  ),
  element(
    E.knowledgeAssessment,
    'knowledge_assessment',
    'output_scoring_text',
    B.knowledge,
    { label: 'Appréciation', options: SCORE_TEXTS.options, role: 'knowledge_assessment' },
    { label: 'Assessment', options: SCORE_TEXTS.en },
    {
      calculate:
        'if({knowledge_score} >= 3, "satisfaisant", if({knowledge_score} = 2, "a_consolider", if({knowledge_score} >= 0, "insuffisant")))',
    },
  ),
];

const suitabilityElements: ElementFixture[] = [
  ...SUITABILITY_QUESTIONS.map(([name, id, label, labelEn]) =>
    element(
      id,
      name,
      'input_radio',
      B.suitability,
      { label, required: true, options: YES_NO, role: 'suitability_yes' },
      { label: labelEn, options: YES_NO_EN },
    ),
  ),
  element(
    E.suitabilityShortTermNeed,
    'suitability_short_term_need',
    'input_radio',
    B.suitability,
    {
      label: 'Aurez-vous besoin de disposer des sommes investies dans les deux prochaines années ?',
      required: true,
      options: YES_NO,
      role: 'suitability_no',
      errorMessage:
        'La SCPI est un placement de long terme dont la revente n’est pas garantie : elle ne convient pas si vous devez disposer de ces sommes à court terme.',
    },
    {
      label: 'Will you need the invested money within the next two years?',
      options: YES_NO_EN,
      errorMessage:
        'An SCPI is a long-term investment whose resale is not guaranteed: it does not suit you if you need this money in the short term.',
    },
  ),
];

const isDismembered = (actions: ConditionActions = { visible: true, required: true }) =>
  whenInput(E.dismembermentType, 'not_equal', FULL_PROPERTY, actions);

const productElements: ElementFixture[] = [
  element(
    E.product,
    'product',
    'unique_select_product_choice_radio',
    B.product,
    { label: 'SCPI souscrite', required: true, options: PRODUCTS.options },
    { label: 'SCPI subscribed', options: PRODUCTS.en, optionPresentations: PRODUCTS.enPresentations },
  ),
  ...unitPriceElements(B.product, E.product),
  element(
    E.minimumShares,
    'minimum_shares',
    'output_product_minimum_shares_number',
    B.product,
    { label: 'Nombre minimum de parts pour une première souscription', defaultValue: '5', readonly: true },
    { label: 'Minimum number of shares for a first subscription' },
    // A product's minimum: shown once a product is chosen (issue 27), not as a default before.
    { condition: whenInput(E.product, 'not_equal', '', { visible: true }) },
  ),
  element(
    E.shares,
    'shares',
    'input_product_shares_number',
    B.product,
    { label: 'Nombre de parts souscrites', required: true, min: 5, max: 100000 },
    { label: 'Number of shares subscribed' },
  ),
  element(
    E.subscriptionAmount,
    'subscription_amount',
    'calculate',
    B.product,
    {
      label: 'Montant total de la souscription',
      precision: 2,
      financial: true,
      bold: true,
      role: 'subscription_amount',
      help: 'Prix de la part × nombre de parts.',
    },
    { label: 'Total subscription amount', help: 'Share price × number of shares.' },
    { calculate: 'product_price() * {shares}' },
  ),
  // Scheduled savings (épargne programmée): offered only for the product variants a tenant sells so
  // (the seed keeps the tenant's variants and drops these where it has none).
  element(
    E.scheduledMonthlyAmount,
    'scheduled_monthly_amount',
    'input_float_currency_amount',
    B.product,
    {
      label: 'Montant du versement mensuel programmé',
      required: true,
      min: 50,
      max: 10000,
      financial: true,
      help: 'Parts achetées chaque mois en plus de la souscription initiale.',
      product_variants: [...PRODUCT_VARIANT_CODES],
    },
    {
      label: 'Scheduled monthly payment',
      help: 'Shares bought every month on top of the initial subscription.',
    },
  ),
  element(
    E.scheduledDebitDay,
    'scheduled_debit_day',
    'input_radio_simple',
    B.product,
    {
      label: 'Jour du prélèvement mensuel',
      required: true,
      options: DEBIT_DAYS.options,
      product_variants: [...PRODUCT_VARIANT_CODES],
    },
    { label: 'Day of the monthly debit', options: DEBIT_DAYS.en },
  ),
  element(
    E.reinvestDividends,
    'reinvest_dividends',
    'toggle',
    B.product,
    { label: 'Réinvestir automatiquement mes dividendes', defaultValue: 'false' },
    { label: 'Automatically reinvest my dividends' },
  ),
  element(
    E.reinvestmentProduct,
    'reinvestment_product',
    'unique_select_product_choice',
    B.product,
    { label: 'SCPI dans laquelle réinvestir les dividendes', options: PRODUCTS.options },
    {
      label: 'SCPI to reinvest the dividends in',
      options: PRODUCTS.en,
      optionPresentations: PRODUCTS.enPresentations,
    },
    { condition: whenInput(E.reinvestDividends, 'equal', 'true') },
  ),
  productUnavailableGuard(E.productUnavailable, B.product, {
    product: E.product,
    shares: E.shares,
    amount: E.subscriptionAmount,
  }),
];

const RATE_KEY = 'if({dismemberment_type} = "Viager", {usufructuary_age}, {dismemberment_duration})';

const detentionElements: ElementFixture[] = [
  element(
    E.dismembermentType,
    'dismemberment_type',
    'input_product_radio',
    B.detention,
    {
      label: 'Mode de détention des parts',
      required: true,
      defaultValue: FULL_PROPERTY,
      options: DISMEMBERMENT_TYPES.options,
      role: 'dismemberment_type',
    },
    {
      label: 'How the shares are held',
      options: DISMEMBERMENT_TYPES.en,
      optionPresentations: DISMEMBERMENT_TYPES.enPresentations,
    },
  ),
  element(
    E.dismembermentScope,
    'dismemberment_scope',
    'input_radio_simple',
    B.detention,
    { label: 'Vous acquérez', options: SCOPES.options, role: 'dismemberment_scope' },
    { label: 'You acquire', options: SCOPES.en },
    { condition: isDismembered() },
  ),
  element(
    E.detentionMode,
    'detention_mode',
    'input_radio_simple',
    B.detention,
    {
      label: 'Contrepartie du démembrement',
      defaultValue: 'direct',
      options: DETENTION_MODES.options,
      role: 'detention_mode',
      help: 'Sous mandat, la société de gestion recherche pour vous l’acquéreur de l’autre part.',
    },
    {
      label: 'Counterpart of the dismemberment',
      options: DETENTION_MODES.en,
      help: 'Under a mandate, the management company finds the buyer of the other part for you.',
    },
    { condition: isDismembered() },
  ),
  element(
    E.dismembermentDuration,
    'dismemberment_duration',
    'array_choice',
    B.detention,
    {
      label: 'Durée du démembrement',
      help: 'Choisissez une durée dans la table de démembrement du produit.',
    },
    { label: 'Term of the dismemberment', help: 'Choose a term in the product’s dismemberment table.' },
    { condition: whenInput(E.dismembermentType, 'equal', 'Temporaire') },
  ),
  element(
    E.usufructuaryAge,
    'usufructuary_age',
    'input_integer',
    B.detention,
    {
      label: 'Âge de l’usufruitier',
      min: 18,
      max: 110,
      help: 'En années révolues à la date de la souscription.',
    },
    { label: 'Usufructuary’s age', help: 'In full years on the subscription date.' },
    { condition: whenInput(E.dismembermentType, 'equal', 'Viager') },
  ),
  element(
    E.usufructRate,
    'usufruct_rate',
    'input_product_temporary_dismemberment_rate_percentage',
    B.detention,
    { label: 'Quote-part de l’usufruit', readonly: true },
    { label: 'Usufruct share' },
    {
      condition: isDismembered({ visible: true }),
      calculate: `if({dismemberment_type} != "${FULL_PROPERTY}", usufruct_rate({dismemberment_type}, ${RATE_KEY}))`,
    },
  ),
  element(
    E.bareOwnershipRate,
    'bare_ownership_rate',
    'input_product_temporary_dismemberment_rate_percentage',
    B.detention,
    { label: 'Quote-part de la nue-propriété', readonly: true },
    { label: 'Bare-ownership share' },
    {
      condition: isDismembered({ visible: true }),
      calculate: `if({dismemberment_type} != "${FULL_PROPERTY}", bare_rate({dismemberment_type}, ${RATE_KEY}))`,
    },
  ),
  element(
    E.bareOwnershipAmount,
    'bare_ownership_amount',
    'calculate',
    B.detention,
    { label: 'Montant de la nue-propriété', precision: 2, financial: true },
    { label: 'Bare-ownership amount' },
    {
      condition: isDismembered({ visible: true }),
      calculate: '{bare_ownership_rate} / 100 * product_price() * {shares}',
    },
  ),
  element(
    E.usufructAmount,
    'usufruct_amount',
    'calculate',
    B.detention,
    { label: 'Montant de l’usufruit', precision: 2, financial: true },
    { label: 'Usufruct amount' },
    {
      condition: isDismembered({ visible: true }),
      calculate: '{usufruct_rate} / 100 * product_price() * {shares}',
    },
  ),
  // What the subscriber pays (issue 27 item 16): the part acquired, by the form's own amounts (the
  // tenant's bare-ownership formula included), so that every screen and document reads one figure.
  element(
    E.amountPaid,
    'amount_paid',
    'calculate',
    B.detention,
    {
      label: 'Montant versé par le souscripteur',
      precision: 2,
      financial: true,
      bold: true,
      role: 'amount_paid',
      help: 'En pleine propriété, le montant total ; en démembrement, celui de la part acquise.',
    },
    {
      label: 'Amount paid by the subscriber',
      help: 'In full property, the total amount; when dismembered, that of the part acquired.',
    },
    {
      calculate: `if({dismemberment_type} = "${FULL_PROPERTY}", {subscription_amount}, if({dismemberment_scope} = "Nue-propriété", {bare_ownership_amount}, if({dismemberment_scope} = "Usufruit", {usufruct_amount})))`,
    },
  ),
  element(
    E.amountInWords,
    'amount_in_words',
    'convert_number_to_word',
    B.detention,
    {
      label: 'Montant versé en toutes lettres',
      required: true,
      help: 'Recopiez le montant versé en toutes lettres, par exemple « mille deux cents euros ».',
    },
    {
      label: 'Amount paid in words (in French)',
      help: 'Type the amount paid in French words, for example « mille deux cents euros ».',
    },
    { reference: E.amountPaid },
  ),
];

const ORIGINS: readonly (readonly [string, number, string, string])[] = [
  ['origin_savings', E.originSavings, 'Épargne personnelle', 'Personal savings'],
  ['origin_inheritance', E.originInheritance, 'Succession ou donation', 'Inheritance or gift'],
  [
    'origin_asset_sale',
    E.originAssetSale,
    'Cession d’un bien immobilier ou de valeurs mobilières',
    'Sale of property or securities',
  ],
  ['origin_loan', E.originLoan, 'Crédit bancaire', 'Bank loan'],
  ['origin_other', E.originOther, 'Autre origine', 'Other source'],
];

const fundsOriginElements: ElementFixture[] = [
  element(
    E.fundsOriginGroup,
    'funds_origin_group',
    'input_percentage_range_group',
    B.fundsOrigin,
    {
      label: 'Répartition des fonds investis selon leur origine (total de 100 %)',
      min: 100,
      max: 100,
      childrenElementsIds: ORIGINS.map(([, id]) => id),
    },
    { label: 'Breakdown of the invested funds by source (100% in total)' },
  ),
  ...ORIGINS.map(([name, id, label, labelEn]) =>
    element(
      id,
      name,
      'input_percentage_range',
      B.fundsOrigin,
      { label, min: 0, max: 100, start: 0, role: 'allocation_percentage' },
      { label: labelEn },
    ),
  ),
  element(
    E.originOtherDetail,
    'origin_other_detail',
    'input_text',
    B.fundsOrigin,
    { label: 'Précisez l’autre origine des fonds' },
    { label: 'Specify the other source of funds' },
    { condition: whenInput(E.originOther, 'greater', 0) },
  ),
  element(
    E.fundsBank,
    'funds_bank',
    'input_text',
    B.fundsOrigin,
    { label: 'Établissement bancaire d’où proviennent les fonds', required: true },
    { label: 'Bank the funds come from' },
  ),
  element(
    E.politicallyExposed,
    'politically_exposed',
    'input_radio',
    B.fundsOrigin,
    {
      label: 'Êtes-vous, ou un de vos proches, une personne politiquement exposée (PPE) ?',
      required: true,
      options: YES_NO,
      help: 'Personne exerçant, ou ayant cessé d’exercer depuis moins d’un an, une fonction politique, juridictionnelle ou administrative importante.',
    },
    {
      label: 'Are you, or is one of your relatives, a politically exposed person (PEP)?',
      options: YES_NO_EN,
      help: 'Someone who holds, or left less than a year ago, a prominent political, judicial or administrative office.',
    },
  ),
];

const reinforcedOriginElements: ElementFixture[] = [
  element(
    E.reinforcedNotice,
    'reinforced_notice',
    'presentation',
    B.reinforcedOrigin,
    {
      presentation:
        'Au titre de la lutte contre le blanchiment des capitaux et le financement du terrorisme, des informations complémentaires sont demandées pour une souscription de plus de 100 000 € ou lorsque le souscripteur est une personne politiquement exposée.',
    },
    {
      presentation:
        'Under anti-money-laundering and counter-terrorist-financing rules, further information is required for a subscription above €100,000 or when the subscriber is a politically exposed person.',
    },
  ),
  element(
    E.fundsDetailedOrigin,
    'funds_detailed_origin',
    'input_text',
    B.reinforcedOrigin,
    {
      label: 'Décrivez l’opération à l’origine des fonds',
      required: true,
      help: 'Nature, montant et date de l’opération (vente, succession, cession de parts…).',
    },
    {
      label: 'Describe the transaction the funds come from',
      help: 'Nature, amount and date of the transaction (sale, inheritance, sale of shares…).',
    },
  ),
  element(
    E.fundsOriginDate,
    'funds_origin_date',
    'input_date',
    B.reinforcedOrigin,
    { label: 'Date de l’opération', required: true, minDate: { date: '01/01/1950' } },
    { label: 'Date of the transaction' },
  ),
  element(
    E.fundsOriginProof,
    'funds_origin_proof',
    'input_receipt_file',
    B.reinforcedOrigin,
    {
      label: 'Justificatif d’origine des fonds',
      required: true,
      types: FILE_TYPES_FUNDS,
    },
    { label: 'source of funds', types: FILE_TYPES_FUNDS_EN },
  ),
  element(
    E.ppeFunction,
    'ppe_function',
    'input_text',
    B.reinforcedOrigin,
    { label: 'Fonction exercée par la personne politiquement exposée' },
    { label: 'Office held by the politically exposed person' },
    { condition: whenInput(E.politicallyExposed, 'equal', 'Oui') },
  ),
];

const paymentElements: ElementFixture[] = [
  element(
    E.paymentMethod,
    'payment_method',
    'input_radio',
    B.payment,
    { label: 'Mode de règlement', required: true, variant: 'circle', options: PAYMENT_METHODS.options },
    { label: 'Payment method', options: PAYMENT_METHODS.en },
  ),
  element(
    E.debitIban,
    'debit_iban',
    'input_iban_code',
    B.payment,
    { label: 'IBAN du compte à prélever', uppercase: true },
    { label: 'IBAN of the account to debit' },
    { condition: whenInput(E.paymentMethod, 'equal', 'prelevement') },
  ),
  element(
    E.dividendsIban,
    'dividends_iban',
    'input_iban',
    B.payment,
    {
      label: 'IBAN du compte de versement des revenus',
      required: true,
      uppercase: true,
      role: 'subscriber_iban',
      help: 'Les dividendes trimestriels sont versés sur ce compte.',
    },
    {
      label: 'IBAN of the account for income payments',
      help: 'Quarterly dividends are paid into this account.',
    },
  ),
  element(
    E.dividendsBic,
    'dividends_bic',
    'input_bic_code',
    B.payment,
    { label: 'BIC', required: true },
    { label: 'BIC' },
  ),
  element(
    E.accountHolder,
    'account_holder',
    'input_text',
    B.payment,
    {
      label: 'Titulaire du compte',
      required: true,
      uppercase: true,
      help: 'Le compte doit être au nom du souscripteur.',
    },
    { label: 'Account holder', help: 'The account must be in the subscriber’s name.' },
  ),
];

const isNaturalPerson = whenInput(E.subscriberType, 'equal', NATURAL_PERSON, { visible: true });
const isLegalEntity = (actions: ConditionActions) =>
  whenInput(E.subscriberType, 'equal', LEGAL_ENTITY, actions);

const proofElements: ElementFixture[] = [
  element(
    E.identityDocumentType,
    'identity_document_type',
    'select',
    B.proofs,
    { label: 'Type de pièce d’identité', required: true, options: IDENTITY_DOCUMENTS.options },
    { label: 'Type of identity document', options: IDENTITY_DOCUMENTS.en },
  ),
  element(
    E.identityDocumentNumber,
    'identity_document_number',
    'input_text',
    B.proofs,
    { label: 'Numéro de la pièce d’identité', required: true, uppercase: true },
    { label: 'Identity document number' },
  ),
  element(
    E.identityDocumentExpiry,
    'identity_document_expiry',
    'input_date',
    B.proofs,
    {
      label: 'Date d’expiration',
      required: true,
      help: 'La pièce doit être en cours de validité.',
      ...VALID_DOCUMENT_EXPIRY_BOUND,
    },
    { label: 'Expiry date', help: 'The document must be valid.' },
  ),
  element(
    E.identityReceipt,
    'identity_receipt',
    'input_receipt_file',
    B.proofs,
    { label: 'Pièce d’identité', required: true, types: FILE_TYPES_IDENTITY },
    { label: 'Identity document', types: FILE_TYPES_IDENTITY_EN },
  ),
  element(
    E.addressReceipt,
    'address_receipt',
    'input_receipt_file',
    B.proofs,
    { label: 'Justificatif de domicile de moins de 3 mois', required: true, types: FILE_TYPES_ADDRESS },
    { label: 'Proof of address less than 3 months old', types: FILE_TYPES_ADDRESS_EN },
  ),
  element(
    E.ribReceipt,
    'rib_receipt',
    'input_file',
    B.proofs,
    {
      label: 'Relevé d’identité bancaire (RIB)',
      required: true,
      types: [{ id: 30, presentation: 'Relevé d’identité bancaire', icon: 'bank' }],
    },
    { label: 'Bank details (RIB)', types: { '30': 'Bank details' } },
  ),
  element(
    E.thresholdReceipt,
    'threshold_receipt',
    'input_file',
    B.proofs,
    {
      label: 'Justificatif de l’origine des fonds',
      role: 'threshold_receipt',
      types: FILE_TYPES_FUNDS,
      help: 'Exigé par certaines sociétés de gestion au-delà d’un montant de souscription.',
    },
    {
      label: 'Proof of the source of funds',
      types: FILE_TYPES_FUNDS_EN,
      help: 'Required by some management companies above a subscription amount.',
    },
  ),
  element(
    E.kbisReceipt,
    'kbis_receipt',
    'input_receipt_file',
    B.proofs,
    {
      label: 'Extrait Kbis de moins de 3 mois',
      types: [{ id: 40, presentation: 'Extrait Kbis', icon: 'building' }],
    },
    { label: 'Company registration extract (Kbis) less than 3 months old', types: { '40': 'Kbis extract' } },
    { condition: isLegalEntity({ visible: true, required: true }) },
  ),
  element(
    E.naturalPersonProofs,
    'natural_person_proofs',
    'select',
    B.proofs,
    {
      label: 'Justificatifs de ressources fournis',
      multiple: true,
      disabled: true,
      role: 'proof_document',
      options: NATURAL_PERSON_PROOFS.options,
      help: 'Demandés par certaines sociétés de gestion au-delà d’un montant de souscription.',
    },
    {
      label: 'Proof of resources provided',
      options: NATURAL_PERSON_PROOFS.en,
      help: 'Required by some management companies above a subscription amount.',
    },
    { condition: isNaturalPerson },
  ),
  element(
    E.legalEntityProof,
    'legal_entity_proof',
    'select',
    B.proofs,
    {
      label: 'Justificatif de ressources de la société',
      disabled: true,
      role: 'proof_document',
      options: LEGAL_ENTITY_PROOFS.options,
      help: 'Demandé par certaines sociétés de gestion au-delà d’un montant de souscription.',
    },
    {
      label: 'Proof of the company’s resources',
      options: LEGAL_ENTITY_PROOFS.en,
      help: 'Required by some management companies above a subscription amount.',
    },
    { condition: isLegalEntity({ visible: true }) },
  ),
];

/** What each party's sign button says, and when it shows: only when that party is part of the dossier. */
const PARTY_SIGN_BUTTONS = {
  co_subscriber: {
    fr: 'co-souscripteur',
    en: 'co-subscriber',
    condition: whenInput(E.hasCoSubscriber, 'equal', 'Oui', { visible: true }),
  },
  subscriber_spouse: {
    fr: 'conjoint',
    en: 'spouse',
    condition: whenInput(E.maritalStatus, 'equal', 'marie', { visible: true }),
  },
  // The advisor signs when there is one: not on a direct prospect's own dossier.
  subscriber_advisor: {
    fr: 'conseiller',
    en: 'advisor',
    condition: {
      rules: [{ type: 'dossier', operator: 'equal', direct: false }],
      logical_operator: 'AND',
      actions: { visible: true },
    },
  },
} satisfies Record<string, { fr: string; en: string; condition: ElementCondition }>;

/**
 * The sign buttons of the parties other than the subscriber for one signing step (spec 01 §4: one
 * per party; the engine's `signatureParty`).
 */
function partySignButtons(
  step: 'mission' | 'subscription',
  blockId: number,
  ids: Record<keyof typeof PARTY_SIGN_BUTTONS, number>,
): ElementFixture[] {
  const document =
    step === 'mission'
      ? { fr: 'Signer la lettre de mission', en: 'Sign the mission letter' }
      : { fr: 'Signer le bulletin de souscription', en: 'Sign the subscription form' };
  return (Object.keys(PARTY_SIGN_BUTTONS) as (keyof typeof PARTY_SIGN_BUTTONS)[]).map((party) => {
    const texts = PARTY_SIGN_BUTTONS[party];
    return element(
      ids[party],
      `${step}_sign_${party}`,
      'button_docusign_iframe',
      blockId,
      {
        label: `${document.fr} (${texts.fr})`,
        docusignId: step,
        signatureParty: party,
        icon: { type: 'pen', position: 'left' },
      },
      { label: `${document.en} (${texts.en})` },
      { condition: texts.condition },
    );
  });
}

const missionElements: ElementFixture[] = [
  element(
    E.missionPresentation,
    'mission_presentation',
    'presentation',
    B.missionLetter,
    {
      presentation:
        'La lettre de mission décrit le conseil que vous a délivré votre conseiller, sa rémunération et ses obligations. Elle doit être signée avant le bulletin de souscription.',
    },
    {
      presentation:
        'The mission letter describes the advice your advisor gave you, how they are paid and their duties. It must be signed before the subscription form.',
    },
  ),
  element(
    E.missionPrint,
    'mission_print',
    'button_print',
    B.missionLetter,
    {
      label: 'Imprimer la lettre de mission',
      action: 'mission_letter',
      icon: { type: 'printer', position: 'left' },
    },
    { label: 'Print the mission letter' },
  ),
  element(
    E.missionRead,
    'mission_read',
    'input_checkbox',
    B.missionLetter,
    { label: 'J’ai pris connaissance de la lettre de mission et de ses annexes', required: true },
    { label: 'I have read the mission letter and its appendices' },
  ),
  element(
    E.missionSign,
    'mission_sign',
    'button_docusign_iframe',
    B.missionLetter,
    {
      label: 'Signer la lettre de mission',
      docusignId: 'mission',
      signatureParty: 'subscriber',
      icon: { type: 'pen', position: 'left' },
    },
    { label: 'Sign the mission letter' },
  ),
  ...partySignButtons('mission', B.missionLetter, {
    co_subscriber: E.missionSignCoSubscriber,
    subscriber_spouse: E.missionSignSpouse,
    subscriber_advisor: E.missionSignAdvisor,
  }),
];

const subscriptionSignatureElements: ElementFixture[] = [
  element(
    E.subscriptionPresentation,
    'subscription_presentation',
    'presentation',
    B.subscriptionSignature,
    {
      presentation:
        'Vous allez signer électroniquement le bulletin de souscription. Un code à usage unique vous sera envoyé par SMS ; chaque co-souscripteur signe à son tour.',
    },
    {
      presentation:
        'You are about to sign the subscription form electronically. A one-time code will be sent to you by text message; each co-subscriber signs in turn.',
    },
  ),
  element(
    E.certifyAccuracy,
    'certify_accuracy',
    'input_checkbox',
    B.subscriptionSignature,
    { label: 'Je certifie l’exactitude des informations fournies', required: true },
    { label: 'I certify that the information given is accurate' },
  ),
  element(
    E.documentsReceived,
    'documents_received',
    'input_checkbox',
    B.subscriptionSignature,
    {
      label:
        'Je reconnais avoir reçu la note d’information, les statuts, le dernier rapport annuel et le document d’informations clés de la SCPI',
      required: true,
    },
    {
      label:
        'I acknowledge receipt of the SCPI’s information memorandum, articles of association, latest annual report and key information document',
    },
  ),
  element(
    E.subscriptionSign,
    'subscription_sign',
    'button_docusign_iframe',
    B.subscriptionSignature,
    {
      label: 'Signer le bulletin de souscription',
      docusignId: 'subscription',
      signatureParty: 'subscriber',
      icon: { type: 'pen', position: 'left' },
    },
    { label: 'Sign the subscription form' },
  ),
  ...partySignButtons('subscription', B.subscriptionSignature, {
    co_subscriber: E.subscriptionSignCoSubscriber,
    subscriber_spouse: E.subscriptionSignSpouse,
    subscriber_advisor: E.subscriptionSignAdvisor,
  }),
];

const finalisationElements: ElementFixture[] = [
  element(
    E.finalPresentation,
    'final_presentation',
    'presentation',
    B.finalisation,
    {
      presentation:
        'Votre dossier est complet. La société de gestion vérifie le bulletin et les justificatifs, puis vous adresse une attestation de propriété après réception des fonds.',
    },
    {
      presentation:
        'Your folder is complete. The management company checks the form and the documents, then sends you a certificate of ownership once the funds are received.',
    },
  ),
  element(
    E.signedNotice,
    'signed_notice',
    'output_text',
    B.finalisation,
    {
      label: 'Signature',
      presentation: 'Le bulletin de souscription a bien été signé par toutes les parties.',
    },
    { label: 'Signature', presentation: 'The subscription form has been signed by every party.' },
    {
      condition: {
        // Not while a correction's amendment is out for signature (state `signed` + `signature`).
        rules: [
          { type: 'state', operator: 'contains', state: 'signed' },
          { type: 'state', operator: 'not_contains', state: 'signature' },
        ],
        logical_operator: 'AND',
        actions: { visible: true },
      },
    },
  ),
  element(
    E.printSubscription,
    'print_subscription',
    'button_print',
    B.finalisation,
    {
      label: 'Imprimer le bulletin de souscription',
      action: 'subscription_form',
      icon: { type: 'printer', position: 'left' },
    },
    { label: 'Print the subscription form' },
  ),
  element(
    E.backToDashboard,
    'back_to_dashboard',
    'button',
    B.finalisation,
    {
      label: 'Retour au tableau de bord',
      action: 'dashboard',
      icon: { type: 'arrow-left', position: 'left' },
    },
    { label: 'Back to the dashboard' },
  ),
];

/**
 * The subscription form every tenant gets (spec 02 §3): 8 pages, 21 blocks, every element type. Product
 * options, unit prices and the dismemberment table come from the catalogue and are cut down to the
 * tenant's products by `buildFormDefinition`.
 */
export const DEMO_SUBSCRIPTION_FORM: FormFixture = {
  label: 'Souscription de parts de SCPI',
  label_en: 'SCPI share subscription',
  is_back_office: false,
  product_choice_element_id: E.product,
  redirect_url: '/tableau-de-bord',
  identity: {
    civility: E.civility,
    first_name: E.firstNames,
    last_name: E.lastName,
    email: E.subscriberEmail,
    birth_date: E.birthDate,
    birth_city: E.birthPlace,
    phone: E.subscriberPhone,
  },
  pages: [
    page(
      P.subscriber,
      1,
      'souscripteur',
      { title: 'Souscripteur', link_description: 'Identité et coordonnées du souscripteur' },
      { title: 'Subscriber', link_description: 'Subscriber’s identity and contact details' },
    ),
    page(
      P.parties,
      2,
      'co-souscripteur-conjoint',
      { title: 'Co-souscripteur et conjoint', link_description: 'Les autres parties à la souscription' },
      { title: 'Co-subscriber and spouse', link_description: 'The other parties to the subscription' },
    ),
    page(
      P.situation,
      3,
      'situation',
      {
        title: 'Situation professionnelle et financière',
        link_description: 'Votre activité, vos revenus et votre patrimoine',
      },
      { title: 'Employment and financial situation', link_description: 'Your occupation, income and assets' },
    ),
    page(
      P.knowledge,
      4,
      'connaissances',
      {
        title: 'Connaissances et adéquation',
        link_description: 'Vos objectifs et votre connaissance des SCPI',
      },
      { title: 'Knowledge and suitability', link_description: 'Your goals and your knowledge of SCPIs' },
    ),
    page(
      P.investment,
      5,
      'investissement',
      { title: 'Investissement', link_description: 'Produit, nombre de parts et mode de détention' },
      { title: 'Investment', link_description: 'Product, number of shares and ownership' },
    ),
    page(
      P.funds,
      6,
      'origine-des-fonds',
      { title: 'Origine des fonds', link_description: 'La provenance des sommes investies' },
      { title: 'Source of funds', link_description: 'Where the invested money comes from' },
    ),
    page(
      P.payment,
      7,
      'reglement-justificatifs',
      {
        title: 'Règlement et justificatifs',
        link_description: 'Coordonnées bancaires et pièces justificatives',
      },
      { title: 'Payment and documents', link_description: 'Bank details and supporting documents' },
    ),
    page(
      P.signature,
      8,
      'signature',
      { title: 'Signature', link_description: 'Lettre de mission, bulletin et finalisation' },
      { title: 'Signature', link_description: 'Mission letter, subscription form and completion' },
    ),
  ],
  blocks: [
    block(
      B.identity,
      P.subscriber,
      1,
      {
        title: 'Identité du souscripteur',
        help: 'Pour une personne morale, indiquez l’identité de son représentant légal.',
      },
      {
        title: 'Subscriber’s identity',
        help: 'For a legal entity, give the identity of its legal representative.',
      },
      { icon: 'user', slug: 'identite' },
    ),
    block(
      B.contact,
      P.subscriber,
      2,
      { title: 'Coordonnées' },
      { title: 'Contact details' },
      { icon: 'address-card', slug: 'coordonnees' },
    ),
    block(
      B.legalEntity,
      P.subscriber,
      3,
      { title: 'Personne morale' },
      { title: 'Legal entity' },
      {
        icon: 'building',
        slug: 'personne-morale',
        condition: showBlockWhen(E.subscriberType, 'equal', LEGAL_ENTITY),
      },
    ),
    block(
      B.jointSubscription,
      P.parties,
      1,
      { title: 'Souscription conjointe' },
      { title: 'Joint subscription' },
      { icon: 'users', slug: 'souscription-conjointe' },
    ),
    block(
      B.coSubscriber,
      P.parties,
      2,
      { title: 'Co-souscripteur' },
      { title: 'Co-subscriber' },
      { icon: 'user', slug: 'co-souscripteur', condition: showBlockWhen(E.hasCoSubscriber, 'equal', 'Oui') },
    ),
    block(
      B.spouse,
      P.parties,
      3,
      { title: 'Conjoint', help: 'Le conjoint du souscripteur marié est informé de la souscription.' },
      { title: 'Spouse', help: 'The married subscriber’s spouse is informed of the subscription.' },
      { icon: 'heart', slug: 'conjoint', condition: showBlockWhen(E.maritalStatus, 'equal', 'marie') },
    ),
    block(
      B.partner,
      P.parties,
      4,
      { title: 'Partenaire de PACS' },
      { title: 'Civil partner' },
      { icon: 'heart', slug: 'partenaire', condition: showBlockWhen(E.maritalStatus, 'equal', 'pacse') },
    ),
    block(
      B.professional,
      P.situation,
      1,
      { title: 'Situation professionnelle' },
      { title: 'Employment' },
      { icon: 'briefcase', slug: 'situation-professionnelle' },
    ),
    block(
      B.financial,
      P.situation,
      2,
      { title: 'Situation financière et patrimoniale' },
      { title: 'Financial situation and assets' },
      { icon: 'wallet', slug: 'situation-financiere' },
    ),
    block(
      B.objectives,
      P.knowledge,
      1,
      { title: 'Objectifs d’investissement' },
      { title: 'Investment goals' },
      { icon: 'target', slug: 'objectifs' },
    ),
    block(
      B.knowledge,
      P.knowledge,
      2,
      { title: 'Connaissances financières' },
      { title: 'Financial knowledge' },
      { icon: 'graduation-cap', slug: 'connaissances' },
    ),
    block(
      B.suitability,
      P.knowledge,
      3,
      { title: 'Adéquation du produit', help: 'Vos réponses conditionnent la possibilité de souscrire.' },
      { title: 'Product suitability', help: 'Your answers decide whether you can subscribe.' },
      { icon: 'check-circle', slug: 'adequation' },
    ),
    block(
      B.product,
      P.investment,
      1,
      { title: 'Choix du produit' },
      { title: 'Choice of product' },
      { icon: 'building', slug: 'produit' },
    ),
    block(
      B.detention,
      P.investment,
      2,
      { title: 'Mode de détention' },
      { title: 'Ownership' },
      { icon: 'key', slug: 'detention' },
    ),
    block(
      B.fundsOrigin,
      P.funds,
      1,
      { title: 'Origine des fonds' },
      { title: 'Source of funds' },
      { icon: 'coins', slug: 'origine-des-fonds' },
    ),
    block(
      B.reinforcedOrigin,
      P.funds,
      2,
      { title: 'Déclaration d’origine des fonds renforcée' },
      { title: 'Enhanced source-of-funds declaration' },
      {
        icon: 'shield',
        slug: 'origine-renforcee',
        condition: {
          rules: [
            { type: 'input', input_id: E.politicallyExposed, operator: 'equal', value: 'Oui' },
            { type: 'input', input_id: E.subscriptionAmount, operator: 'greater', value: 100000 },
          ],
          logical_operator: 'OR',
          actions: { visible: true },
        },
      },
    ),
    block(
      B.payment,
      P.payment,
      1,
      { title: 'Règlement' },
      { title: 'Payment' },
      { icon: 'credit-card', slug: 'reglement' },
    ),
    block(
      B.proofs,
      P.payment,
      2,
      { title: 'Justificatifs', help: 'Formats acceptés : PDF, JPEG ou PNG, 10 Mo au plus par fichier.' },
      { title: 'Supporting documents', help: 'Accepted formats: PDF, JPEG or PNG, 10 MB at most per file.' },
      { icon: 'paperclip', slug: 'justificatifs', required_uploads: true },
    ),
    block(
      B.missionLetter,
      P.signature,
      1,
      { title: 'Lettre de mission', confirmation: 'La lettre de mission a été envoyée pour signature.' },
      { title: 'Mission letter', confirmation: 'The mission letter has been sent for signature.' },
      {
        icon: 'file-signature',
        slug: 'lettre-de-mission',
        documents: [DOCUMENT_KEYS.missionLetter, DOCUMENT_KEYS.adequacyReport],
      },
    ),
    block(
      B.subscriptionSignature,
      P.signature,
      2,
      {
        title: 'Signature du bulletin de souscription',
        confirmation: 'Le bulletin de souscription a été envoyé pour signature.',
      },
      {
        title: 'Signing the subscription form',
        confirmation: 'The subscription form has been sent for signature.',
      },
      { icon: 'pen', slug: 'signature-bulletin', documents: [DOCUMENT_KEYS.subscriptionForm] },
    ),
    block(
      B.finalisation,
      P.signature,
      3,
      { title: 'Finalisation' },
      { title: 'Completion' },
      { icon: 'flag', slug: 'finalisation' },
    ),
  ],
  elements: [
    ...identityElements,
    ...contactElements,
    ...legalEntityElements,
    ...jointElements,
    ...coSubscriberElements,
    ...spouseElements,
    ...partnerElements,
    ...professionalElements,
    ...financialElements,
    ...objectivesElements,
    ...knowledgeElements,
    ...suitabilityElements,
    ...productElements,
    ...detentionElements,
    ...fundsOriginElements,
    ...reinforcedOriginElements,
    ...paymentElements,
    ...proofElements,
    ...missionElements,
    ...subscriptionSignatureElements,
    ...finalisationElements,
  ],
  datalists: [COUNTRIES_DATALIST, NATIONALITIES_DATALIST, MARKET_SCPI_DATALIST],
};
