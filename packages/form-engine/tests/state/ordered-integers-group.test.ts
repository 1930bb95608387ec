import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE_TABLES, createFormState, type FormDefinition } from '../../src/index.js';

const definition: FormDefinition = {
  form: { id: 1, label: 'Classement', product_choice_element_id: null },
  pages: [{ id: 1, form_id: 1, title: 'Page', rank: 1 }],
  blocks: [{ id: 1, page_id: 1, title: 'Bloc', rank: 1 }],
  elements: [
    {
      id: 10,
      name: 'priorities',
      type: 'group_ordered_integers',
      block_id: 1,
      attributes: { label: 'Classez vos priorités', childrenElementsIds: [11, 12, 13] },
    },
    ...[11, 12, 13].map((id) => ({
      id,
      name: `priority_${id}`,
      type: 'input_ordered_integer' as const,
      block_id: 1,
      attributes: { label: `Priorité ${id}`, min: 1, max: 3 },
    })),
  ],
  tenant: {
    code: 'demo',
    products: {},
    rate_tables: { ...SAMPLE_RATE_TABLES, default_temporary: 'standard' },
    rules: [],
  },
};

describe('ordered-integer groups', () => {
  it('refuses a rank given twice, and lets it go as soon as the ranks differ', () => {
    const state = createFormState(definition, {
      direct: false,
      dossierState: ['ongoing'],
      today: '2025-06-15',
    });
    state.setMany([
      { elementId: 11, value: '1' },
      { elementId: 12, value: '1' },
      { elementId: 13, value: '3' },
    ]);
    expect(state.getErrors(10)).toEqual([
      { message: 'validation.error.ordered-integers-distinct', params: {} },
    ]);
    expect(state.validateBlock(1).map((error) => error.elementId)).toContain(10);
    state.set(12, '2');
    expect(state.getErrors(10)).toEqual([]);
  });
});
