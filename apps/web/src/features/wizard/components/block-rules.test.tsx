import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AESTIAM_RULES,
  createFormState,
  loadFormDefinition,
  SWISSLIFE_AM_RULES,
  type FormDefinition,
  type FormElement,
  type TenantRule,
} from '@souscription/form-engine';
import { preloadFileWidget } from '../widgets/components/lazy-widgets';
import { BlockCard, type TBlockCardProps } from './block-card';

// The file widget loads on demand: load it first, as the proofs page would before its message shows.
beforeAll(async () => {
  await preloadFileWidget();
});

const YES_NO = [
  { value: 'Oui', label: 'Oui' },
  { value: 'Non', label: 'Non' },
];

const ELEMENTS: FormElement[] = [
  {
    id: 1,
    name: 'amount',
    type: 'input_float_currency_amount',
    block_id: 10,
    attributes: { label: 'Montant', role: 'subscription_amount' },
  },
  {
    id: 2,
    name: 'proofs',
    type: 'select',
    block_id: 10,
    attributes: {
      label: 'Justificatifs de ressources',
      role: 'proof_document',
      disabled: true,
      options: [
        { value: 'avis', label: 'Avis d’imposition' },
        { value: 'bulletins', label: 'Bulletins de salaire' },
      ],
    },
  },
  {
    id: 3,
    name: 'threshold_receipt',
    type: 'input_file',
    block_id: 10,
    attributes: { label: 'Justificatif de l’origine des fonds', role: 'threshold_receipt' },
  },
  {
    id: 4,
    name: 'subscriber_phone',
    type: 'input_tel',
    block_id: 10,
    attributes: { label: 'Téléphone', role: 'subscriber_phone' },
  },
  {
    id: 5,
    name: 'co_phone',
    type: 'input_tel',
    block_id: 10,
    attributes: { label: 'Téléphone du co-souscripteur', role: 'co_subscriber_phone' },
  },
  {
    id: 6,
    name: 'subscriber_email',
    type: 'input_mail',
    block_id: 10,
    attributes: { label: 'E-mail', role: 'subscriber_email' },
  },
  {
    id: 7,
    name: 'co_email',
    type: 'input_mail',
    block_id: 10,
    attributes: { label: 'E-mail du co-souscripteur', role: 'co_subscriber_email' },
  },
  {
    id: 8,
    name: 'suitability',
    type: 'input_radio',
    block_id: 10,
    attributes: { label: 'Avez-vous compris les risques ?', role: 'suitability_yes', options: YES_NO },
  },
  {
    id: 9,
    name: 'knowledge_assessment',
    type: 'input_radio',
    block_id: 10,
    attributes: {
      label: 'Appréciation',
      role: 'knowledge_assessment',
      options: [
        { value: 'satisfaisant', label: 'Connaissances satisfaisantes' },
        { value: 'a_consolider', label: 'Connaissances à consolider' },
      ],
    },
  },
];

function renderBlock(code: string, rules: readonly TenantRule[]) {
  const definition: FormDefinition = {
    form: { id: 1, label: 'Règles', product_choice_element_id: null },
    pages: [{ id: 1, form_id: 1, title: 'Page', rank: 1 }],
    blocks: [{ id: 10, page_id: 1, title: 'Justificatifs', rank: 1 }],
    elements: ELEMENTS,
    tenant: {
      code: code as FormDefinition['tenant']['code'],
      products: {},
      rate_tables: { life: { bands: [] }, temporary: {}, default_temporary: null },
      rules,
    },
  };
  const form = loadFormDefinition(definition);
  const formState = createFormState(form, { direct: false, dossierState: ['ongoing'], today: '15/06/2025' });
  const props: TBlockCardProps = {
    block: definition.blocks[0]!,
    number: 1,
    count: 1,
    state: 'progress',
    fields: {
      formState,
      elements: ELEMENTS,
      readOnly: false,
      locale: 'fr',
      dossierId: 1,
      onAction: () => undefined,
      clientStatus: 'none',
      busyElementId: null,
      receipts: [],
      serverErrors: new Map(),
    },
    showErrors: true,
    action: 'keep-on',
    canGoBack: false,
    canModify: true,
    canDuplicate: false,
    saving: false,
    locked: false,
    signatureAccess: 'allowed',
    adequacyPending: false,
    signature: null,
    signatureFrame: null,
    onSigned: () => undefined,
    onCloseFrame: () => undefined,
    onRetryFrame: () => undefined,
    onEnvelopeCancelled: () => undefined,
    finished: false,
    onSubmit: () => undefined,
    onBack: () => undefined,
    onModify: () => undefined,
    onDuplicate: () => undefined,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BlockCard {...props} />
    </QueryClientProvider>,
  );
  return formState;
}

describe('rules made visible in a block (spec 02 §5)', () => {
  it('aestiam: from 50 000 € the proofs are enabled, required, and the block says why', () => {
    const formState = renderBlock('aestiam', AESTIAM_RULES);
    const proofs = screen.getByTestId('element-proofs');
    expect(screen.queryByTestId('tenant-rule-proof_document')).not.toBeInTheDocument();
    expect(within(proofs).getByRole('combobox')).toBeDisabled();

    act(() => void formState.set(1, '49999.99'));
    expect(screen.queryByTestId('tenant-rule-proof_document')).not.toBeInTheDocument();

    act(() => void formState.set(1, '50000'));
    expect(screen.getByTestId('tenant-rule-proof_document')).toHaveTextContent(
      'À partir de 50 000 € de souscription, la société de gestion demande des justificatifs de ressources',
    );
    expect(within(proofs).getByRole('combobox')).toBeEnabled();
    expect(proofs).toHaveTextContent('Veuillez sélectionner une réponse');
  });

  it('swisslife-am: above 30 000 € the file is required with the upload message', () => {
    const formState = renderBlock('swisslife-am', SWISSLIFE_AM_RULES);
    act(() => void formState.set(1, '30000'));
    expect(screen.queryByTestId('tenant-rule-threshold_receipt')).not.toBeInTheDocument();
    act(() => void formState.set(1, '30000.01'));
    expect(screen.getByTestId('tenant-rule-threshold_receipt')).toHaveTextContent('Au-delà de 30 000 €');
    expect(screen.getByTestId('element-threshold_receipt')).toHaveTextContent(
      'Merci de téléverser ce document obligatoire',
    );
  });

  it('shows the two-phones, different e-mails and suitability messages of the engine', () => {
    const formState = renderBlock('demo', []);
    act(() => {
      formState.setMany([
        { elementId: 4, value: '+33612345678' },
        { elementId: 5, value: '+33612345678' },
        { elementId: 6, value: 'jp@exemple.fr' },
        { elementId: 7, value: 'jp@exemple.fr' },
        { elementId: 8, value: 'Non' },
      ]);
    });
    expect(screen.getByTestId('element-co_phone')).toHaveTextContent(
      'Pour pouvoir signer la souscription en ligne, il est nécessaire d’avoir 2 numéros de téléphones différents',
    );
    expect(screen.getByTestId('element-co_email')).toHaveTextContent(
      'L’adresse e-mail du co-souscripteur doit être différente de celle du souscripteur',
    );
    expect(screen.getByTestId('element-suitability')).toHaveTextContent(
      'Votre souscription ne peut pas être enregistrée',
    );
  });

  it('says « non adapté » as soon as an answer makes it so, naming the answers at cause and what to do', async () => {
    const formState = renderBlock('demo', []);
    // The notice's live region is in place (it loads just after the wizard) before any answer.
    await screen.findByTestId('unsuitable-region');
    // Nothing answered yet decides nothing.
    expect(screen.queryByTestId('unsuitable-notice')).not.toBeInTheDocument();
    act(
      () =>
        void formState.setMany([
          { elementId: 8, value: 'Oui' },
          { elementId: 9, value: 'satisfaisant' },
        ]),
    );
    expect(screen.queryByTestId('unsuitable-notice')).not.toBeInTheDocument();
    act(() => void formState.set(9, 'a_consolider'));
    const notice = screen.getByTestId('unsuitable-notice');
    expect(notice).toHaveTextContent('le produit n’est pas adapté');
    expect(notice.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'Appréciation : « Connaissances à consolider », d’après les réponses au questionnaire de connaissances',
    ]);
    expect(notice).toHaveTextContent('Que faire');
    act(() => void formState.set(8, 'Non'));
    expect(screen.getByTestId('unsuitable-cause-suitability')).toHaveTextContent(
      'Avez-vous compris les risques ? — réponse : « Non »',
    );
    // Corrected: the notice goes.
    act(
      () =>
        void formState.setMany([
          { elementId: 8, value: 'Oui' },
          { elementId: 9, value: 'satisfaisant' },
        ]),
    );
    expect(screen.queryByTestId('unsuitable-notice')).not.toBeInTheDocument();
  });
});
