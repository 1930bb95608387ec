import { loadFormDefinition, type FormDefinition, type FormElement } from '@souscription/form-engine';

const text = (id: number, blockId: number, label: string, extra: Partial<FormElement> = {}): FormElement => ({
  id,
  name: `e${id}`,
  type: 'input_text',
  block_id: blockId,
  attributes: { label, required: true },
  ...extra,
});

/**
 * A small form for the wizard's tests: page 1 (blocks 10, 11, 12 — 12 shown when element 1 is 'Oui'),
 * page 2 (blocks 20, 21), page 3 (block 30, holding a sign button: the mandate block, and 31, the
 * finalisation).
 */
export const TEST_DEFINITION: FormDefinition = {
  form: { id: 7, label: 'Souscription test', product_choice_element_id: null },
  pages: [
    { id: 1, form_id: 7, title: 'Souscripteur', rank: 1 },
    { id: 2, form_id: 7, title: 'Situation', rank: 2 },
    { id: 3, form_id: 7, title: 'Signature', rank: 3 },
  ],
  blocks: [
    { id: 10, page_id: 1, title: 'Identité', rank: 1 },
    { id: 11, page_id: 1, title: 'Coordonnées', rank: 2 },
    {
      id: 12,
      page_id: 1,
      title: 'Personne morale',
      rank: 3,
      condition: {
        rules: [{ type: 'input', input_id: 1, operator: 'equal', value: 'Oui' }],
        actions: { visible: true },
      },
    },
    { id: 20, page_id: 2, title: 'Profession', rank: 1 },
    { id: 21, page_id: 2, title: 'Patrimoine', rank: 2 },
    { id: 30, page_id: 3, title: 'Lettre de mission', rank: 1 },
    { id: 31, page_id: 3, title: 'Finalisation', rank: 2 },
  ],
  elements: [
    {
      id: 1,
      name: 'company',
      type: 'input_radio',
      block_id: 10,
      attributes: {
        label: 'Société',
        required: true,
        options: [
          { value: 'Oui', label: 'Oui' },
          { value: 'Non', label: 'Non' },
        ],
      },
    },
    text(2, 10, 'Nom'),
    { ...text(3, 11, 'E-mail'), type: 'input_mail' },
    {
      id: 11,
      name: 'create_prospect',
      type: 'button_create_prospect',
      block_id: 11,
      attributes: { label: 'Enregistrer le prospect' },
    },
    text(4, 12, 'Raison sociale'),
    text(5, 20, 'Profession'),
    {
      id: 6,
      name: 'income',
      type: 'input_integer',
      block_id: 21,
      attributes: { label: 'Revenus', required: true, min: 0, max: 1000000 },
    },
    {
      id: 7,
      name: 'mission_read',
      type: 'input_checkbox',
      block_id: 30,
      attributes: { label: 'J’ai lu la lettre de mission', required: true },
    },
    {
      id: 8,
      name: 'mission_sign',
      type: 'button_docusign_iframe',
      block_id: 30,
      attributes: { label: 'Signer la lettre de mission', docusignId: 'mission' },
    },
    {
      id: 9,
      name: 'final_presentation',
      type: 'presentation',
      block_id: 31,
      attributes: { presentation: 'Votre dossier est complet.' },
    },
  ],
  tenant: {
    code: 'demo',
    products: {},
    rate_tables: { life: { bands: [] }, temporary: {}, default_temporary: null },
    rules: [],
  },
};

/** The test form, loaded by the engine. */
export const TEST_FORM = loadFormDefinition(TEST_DEFINITION);
