import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { blocks, documentTemplates, forms } from '../db/schema.js';
import type { DocumentSignatory, DocumentTemplate, LocalizedText } from '../modules/documents/index.js';
import { frenchTypography } from './forms/fixture-helpers.js';
import { DOCUMENT_KEYS } from './forms/demo-subscription-form.js';

const t = (fr: string, en: string): LocalizedText => ({
  fr: frenchTypography(fr),
  en: en.replace(/'/g, '’'),
});

const DATA_PROTECTION = t(
  'Vos données personnelles sont traitées par {tenant_name} pour la gestion de votre souscription et le respect de ses obligations légales (lutte contre le blanchiment, connaissance du client). Vous disposez de droits d’accès, de rectification, d’effacement et d’opposition auprès de son délégué à la protection des données.',
  'Your personal data is processed by {tenant_name} to manage your subscription and meet its legal obligations (anti-money laundering, know your customer). You may access, correct, erase or object to it through its data protection officer.',
);
const RISK_WARNING = t(
  'Investir en parts de SCPI comporte un risque de perte en capital ; ni le capital, ni les revenus, ni la liquidité ne sont garantis. Les performances passées ne préjugent pas des performances futures. Durée de placement recommandée : 8 ans au moins.',
  'Investing in SCPI shares carries a risk of capital loss; neither capital, income nor liquidity is guaranteed. Past performance is no guide to future performance. Recommended holding period: at least 8 years.',
);

const SUBSCRIBER_SIGNS: DocumentSignatory = {
  party: 'subscriber',
  label: t('Le souscripteur', 'The subscriber'),
};
const ADVISOR_SIGNS: DocumentSignatory = { party: 'advisor', label: t('Le conseiller', 'The advisor') };

/** Lettre de mission: who advises whom, on what, how, and the advice given. */
export const MISSION_LETTER_TEMPLATE: DocumentTemplate = {
  key: DOCUMENT_KEYS.missionLetter,
  title: t('Lettre de mission', 'Mission letter'),
  subtitle: t(
    'Conseil en investissements financiers — articles L. 541-8-1 et 325-3 et suivants du RG AMF',
    'Financial investment advice — French Monetary and Financial Code, art. L. 541-8-1',
  ),
  filename: 'lettre-de-mission',
  reference: 'LM',
  sections: [
    {
      kind: 'fields',
      title: t('Les parties', 'The parties'),
      fields: [
        { label: t('Conseiller', 'Advisor'), fact: 'advisor_name', always: true },
        { label: t('E-mail du conseiller', 'Advisor’s e-mail'), fact: 'advisor_email' },
        { label: t('Client', 'Client'), fact: 'subscriber_name', always: true },
        { label: t('Code client', 'Client code'), fact: 'client_code' },
        { label: t('Date de naissance', 'Date of birth'), element: 'birth_date' },
        { label: t('Adresse', 'Address'), element: 'address' },
        { label: t('Code postal', 'Postcode'), element: 'postal_code' },
        { label: t('Ville', 'City'), element: 'city' },
        { label: t('E-mail', 'E-mail'), role: 'subscriber_email' },
        { label: t('Téléphone', 'Phone'), role: 'subscriber_phone' },
      ],
    },
    {
      kind: 'text',
      title: t('Objet de la mission', 'Purpose of the mission'),
      paragraphs: [
        t(
          '{tenant_name} et son conseiller, {advisor_name}, s’engagent à délivrer à {subscriber_name} un conseil en investissement adapté à sa situation, à ses connaissances, à son expérience et à ses objectifs, tels qu’il les a déclarés dans le questionnaire de connaissance client.',
          '{tenant_name} and its advisor, {advisor_name}, undertake to give {subscriber_name} investment advice suited to their situation, knowledge, experience and goals, as declared in the know-your-customer questionnaire.',
        ),
        t(
          'Le conseil est délivré de manière non indépendante : le conseiller peut percevoir une rémunération des sociétés de gestion dont il présente les produits. Il ne détient pas les fonds de ses clients.',
          'The advice is given on a non-independent basis: the advisor may be paid by the management companies whose products they present. They never hold their clients’ funds.',
        ),
      ],
    },
    {
      kind: 'fields',
      title: t('Situation et objectifs déclarés', 'Declared situation and goals'),
      fields: [
        { element: 'professional_status' },
        { element: 'annual_income' },
        { element: 'net_worth' },
        { element: 'investment_horizon' },
        { element: 'risk_profile' },
        { element: 'risk_level' },
      ],
    },
    {
      kind: 'fields',
      title: t('Le conseil délivré', 'The advice given'),
      fields: [
        { label: t('Produit recommandé', 'Recommended product'), element: 'product', always: true },
        { label: t('Nombre de parts', 'Number of shares'), element: 'shares' },
        { label: t('Prix de la part', 'Share price'), fact: 'unit_price' },
        { label: t('Montant versé', 'Amount paid'), role: 'amount_paid' },
        {
          label: t('Valeur en pleine propriété', 'Full-property value'),
          role: 'subscription_amount',
        },
        { label: t('Mode de détention', 'Ownership'), element: 'dismemberment_type' },
        { label: t('Part acquise', 'Part acquired'), element: 'dismemberment_scope' },
        { label: t('Durée du démembrement', 'Term of the dismemberment'), element: 'dismemberment_duration' },
      ],
    },
    {
      kind: 'text',
      title: t('Rémunération', 'Remuneration'),
      paragraphs: [
        t(
          'Le conseiller est rémunéré par une quote-part de la commission de souscription prélevée par la société de gestion, sans frais supplémentaires pour le client. Le détail des rémunérations perçues est communiqué sur simple demande.',
          'The advisor is paid a share of the subscription fee charged by the management company, at no extra cost to the client. The details of the fees received are given on request.',
        ),
      ],
    },
  ],
  legalMentions: [
    t(
      'Conseiller en investissements financiers membre d’une association agréée par l’Autorité des marchés financiers (AMF), immatriculé à l’ORIAS. Réclamations : conformite@souscription.test ; médiateur de l’AMF, 17 place de la Bourse, 75082 Paris Cedex 02.',
      'Financial investment advisor, member of an association approved by the French financial markets authority (AMF), registered with ORIAS. Complaints: conformite@souscription.test; AMF ombudsman, 17 place de la Bourse, 75082 Paris Cedex 02.',
    ),
    RISK_WARNING,
    DATA_PROTECTION,
  ],
  signatories: [SUBSCRIBER_SIGNS, ADVISOR_SIGNS],
};

/** Rapport d'adéquation: the knowledge and suitability answers and the verdict. */
export const ADEQUACY_REPORT_TEMPLATE: DocumentTemplate = {
  key: DOCUMENT_KEYS.adequacyReport,
  title: t('Rapport d’adéquation', 'Suitability report'),
  subtitle: t(
    'Déclaration d’adéquation — article L. 533-13 du Code monétaire et financier',
    'Statement of suitability — French Monetary and Financial Code, art. L. 533-13',
  ),
  filename: 'rapport-adequation',
  reference: 'RA',
  sections: [
    {
      kind: 'fields',
      title: t('Client et conseiller', 'Client and advisor'),
      fields: [
        { label: t('Client', 'Client'), fact: 'subscriber_name', always: true },
        { label: t('Conseiller', 'Advisor'), fact: 'advisor_name', always: true },
        { label: t('Produit envisagé', 'Product considered'), element: 'product', always: true },
        { label: t('Montant envisagé (versé)', 'Amount considered (paid)'), role: 'amount_paid' },
        {
          label: t('Valeur en pleine propriété', 'Full-property value'),
          role: 'subscription_amount',
        },
        { label: t('Part acquise', 'Part acquired'), element: 'dismemberment_scope' },
      ],
    },
    { kind: 'answers', title: t('Objectifs d’investissement', 'Investment goals'), block: 'objectifs' },
    { kind: 'answers', title: t('Connaissances financières', 'Financial knowledge'), block: 'connaissances' },
    { kind: 'answers', title: t('Adéquation du produit', 'Product suitability'), block: 'adequation' },
    {
      kind: 'verdict',
      title: t('Conclusion du conseiller', 'The advisor’s conclusion'),
      suitable: t(
        'Au vu de vos réponses, la souscription de parts de SCPI est adaptée à votre situation, à vos connaissances et à vos objectifs.',
        'In the light of your answers, subscribing to SCPI shares suits your situation, knowledge and goals.',
      ),
      unsuitable: t(
        'Au vu de vos réponses, la souscription de parts de SCPI n’est pas adaptée à votre situation : elle ne peut être enregistrée en l’état.',
        'In the light of your answers, subscribing to SCPI shares does not suit your situation: it cannot be registered as it stands.',
      ),
    },
  ],
  legalMentions: [
    t(
      'Le présent rapport est établi sur la base des informations communiquées par le client, qui s’engage à signaler à son conseiller tout changement de sa situation. Un conseil fondé sur des informations inexactes ou incomplètes ne saurait engager la responsabilité du conseiller.',
      'This report is based on the information given by the client, who undertakes to tell their advisor of any change in their situation. Advice based on inaccurate or incomplete information cannot engage the advisor’s liability.',
    ),
    RISK_WARNING,
    DATA_PROTECTION,
  ],
  signatories: [SUBSCRIBER_SIGNS, ADVISOR_SIGNS],
};

/** Bulletin de souscription: the subscription itself. */
export const SUBSCRIPTION_FORM_TEMPLATE: DocumentTemplate = {
  key: DOCUMENT_KEYS.subscriptionForm,
  title: t('Bulletin de souscription', 'Subscription form'),
  subtitle: t(
    'Parts de société civile de placement immobilier (SCPI)',
    'Shares of a French property fund (SCPI)',
  ),
  filename: 'bulletin-de-souscription',
  reference: 'BS',
  sections: [
    {
      kind: 'fields',
      title: t('Souscripteur', 'Subscriber'),
      fields: [
        { element: 'subscriber_type' },
        { element: 'civility' },
        { element: 'last_name', always: true },
        { element: 'birth_name' },
        { element: 'first_names', always: true },
        { element: 'birth_date' },
        { element: 'birth_place' },
        { element: 'nationality' },
        { element: 'marital_status' },
        { element: 'matrimonial_regime' },
        { label: t('Adresse', 'Address'), element: 'address' },
        { element: 'postal_code' },
        { element: 'city' },
        { element: 'residence_country' },
        { role: 'subscriber_phone' },
        { role: 'subscriber_email' },
        { element: 'company_name' },
        { element: 'legal_form' },
        { role: 'siret' },
      ],
    },
    {
      kind: 'fields',
      title: t('Co-souscripteur', 'Co-subscriber'),
      fields: [
        { element: 'co_civility' },
        { element: 'co_last_name' },
        { element: 'co_first_names' },
        { element: 'co_birth_date' },
        { element: 'co_relationship' },
        { role: 'co_subscriber_phone' },
        { role: 'co_subscriber_email' },
      ],
    },
    {
      kind: 'fields',
      title: t('Souscription', 'Subscription'),
      fields: [
        { label: t('SCPI', 'SCPI'), element: 'product', always: true },
        { label: t('Nombre de parts', 'Number of shares'), element: 'shares', always: true },
        {
          label: t('Prix de souscription par part', 'Subscription price per share'),
          fact: 'unit_price',
          always: true,
        },
        {
          label: t('Montant versé en chiffres', 'Amount paid in figures'),
          role: 'amount_paid',
          always: true,
        },
        {
          label: t('Montant versé en lettres', 'Amount paid in words'),
          role: 'amount_paid',
          format: 'words',
          always: true,
        },
        {
          label: t('Valeur en pleine propriété (prix × parts)', 'Full-property value (price × shares)'),
          role: 'subscription_amount',
          always: true,
        },
        { element: 'reinvest_dividends' },
        { element: 'reinvestment_product' },
      ],
    },
    {
      kind: 'fields',
      title: t('Mode de détention', 'Ownership'),
      fields: [
        {
          label: t('Type de démembrement', 'Type of dismemberment'),
          element: 'dismemberment_type',
          always: true,
        },
        { element: 'dismemberment_scope' },
        { label: t('Durée', 'Term'), element: 'dismemberment_duration' },
        { element: 'usufructuary_age' },
        { label: t('Quote-part usufruit', 'Usufruct share'), element: 'usufruct_rate' },
        { label: t('Quote-part nue-propriété', 'Bare-ownership share'), element: 'bare_ownership_rate' },
        {
          label: t('Montant de l’usufruit', 'Usufruct amount'),
          element: 'usufruct_amount',
          format: 'currency',
        },
        {
          label: t('Montant de la nue-propriété', 'Bare-ownership amount'),
          element: 'bare_ownership_amount',
          format: 'currency',
        },
      ],
    },
    {
      kind: 'fields',
      title: t('Règlement', 'Payment'),
      fields: [
        { label: t('Mode de règlement', 'Payment method'), element: 'payment_method', always: true },
        {
          label: t('IBAN du compte débité', 'IBAN of the account debited'),
          element: 'debit_iban',
          format: 'masked_iban',
        },
        {
          label: t('IBAN de versement des revenus', 'IBAN for the income'),
          element: 'dividends_iban',
          format: 'masked_iban',
        },
        { element: 'dividends_bic' },
        { element: 'account_holder' },
        { element: 'funds_bank' },
      ],
    },
    {
      kind: 'text',
      title: t('Déclarations du souscripteur', 'The subscriber’s declarations'),
      paragraphs: [
        t(
          'Le souscripteur certifie l’exactitude des informations ci-dessus et reconnaît avoir reçu, préalablement à sa souscription, la note d’information visée par l’AMF, les statuts, le dernier rapport annuel et le document d’informations clés de la SCPI.',
          'The subscriber certifies that the above information is accurate and acknowledges having received, before subscribing, the information memorandum approved by the AMF, the articles of association, the latest annual report and the key information document of the SCPI.',
        ),
        t(
          'Les parts portent jouissance selon les modalités prévues par la note d’information. La souscription n’est définitive qu’après encaissement des fonds et acceptation par la société de gestion.',
          'The shares earn income as set out in the information memorandum. The subscription is final only once the funds are received and the management company accepts it.',
        ),
      ],
    },
  ],
  legalMentions: [
    t(
      'Société de gestion de portefeuille agréée par l’Autorité des marchés financiers. La SCPI a reçu le visa de l’AMF ; la note d’information est disponible gratuitement auprès de la société de gestion et sur son site.',
      'Portfolio management company approved by the French financial markets authority (AMF). The SCPI holds an AMF visa; the information memorandum is available free of charge from the management company and on its website.',
    ),
    RISK_WARNING,
    DATA_PROTECTION,
  ],
  signatories: [
    SUBSCRIBER_SIGNS,
    {
      party: 'co_subscriber',
      label: t('Le co-souscripteur', 'The co-subscriber'),
      nameElements: ['co_first_names', 'co_last_name'],
    },
  ],
};

/** The templates every tenant's subscription form gets, in the order blocks show them. */
export const SUBSCRIPTION_DOCUMENT_TEMPLATES: readonly DocumentTemplate[] = [
  MISSION_LETTER_TEMPLATE,
  ADEQUACY_REPORT_TEMPLATE,
  SUBSCRIPTION_FORM_TEMPLATE,
];

/**
 * Gives every subscription form (not the back-office form) the document templates, once: a form
 * that has templates keeps them (a tenant may have changed them). Every key a block declares must
 * have a template.
 */
export async function seedDocumentTemplates(
  db: Database,
  log: (message: string) => void = () => {},
): Promise<void> {
  const rows = await db
    .select({ id: forms.id, tenantId: forms.tenantId })
    .from(forms)
    .where(eq(forms.isBackOffice, false));
  const keys = new Set(SUBSCRIPTION_DOCUMENT_TEMPLATES.map((template) => template.key));
  for (const form of rows) {
    const declared = await db
      .select({ definition: blocks.definition })
      .from(blocks)
      .where(eq(blocks.formId, form.id));
    for (const { definition } of declared) {
      for (const key of (definition.documents as string[] | undefined) ?? []) {
        if (!keys.has(key))
          throw new Error(`form ${form.id}: a block carries document "${key}", which has no template`);
      }
    }
    const [existing] = await db
      .select({ id: documentTemplates.id })
      .from(documentTemplates)
      .where(and(eq(documentTemplates.formId, form.id)))
      .limit(1);
    if (existing) continue;
    await db.insert(documentTemplates).values(
      SUBSCRIPTION_DOCUMENT_TEMPLATES.map((template, index) => ({
        tenantId: form.tenantId,
        formId: form.id,
        documentKey: template.key,
        rank: index + 1,
        definition: template as unknown as Record<string, unknown>,
      })),
    );
    log(`form ${form.id}: ${SUBSCRIPTION_DOCUMENT_TEMPLATES.length} document templates`);
  }
}
