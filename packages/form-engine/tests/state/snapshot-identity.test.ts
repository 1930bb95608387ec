import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_RATE_TABLES, createFormState, type FormDefinition } from '../../src/index.js';

// Element 1's pattern applies while element 2 says 'x': each change of element 2 re-validates element 1.
const definition: FormDefinition = {
  form: { id: 1, label: 'Identité', product_choice_element_id: null },
  pages: [{ id: 1, form_id: 1, title: 'Page', rank: 1 }],
  blocks: [{ id: 1, page_id: 1, title: 'Bloc', rank: 1 }],
  elements: [
    {
      id: 1,
      name: 'code',
      type: 'input_text',
      block_id: 1,
      attributes: {
        label: 'Code',
        required: true,
        pattern: { regex: '^[A-Z]+$', when: { input_id: 2, value: 'x' } },
      },
    },
    { id: 2, name: 'kind', type: 'input_text', block_id: 1, attributes: { label: 'Genre' } },
  ],
  tenant: {
    code: 'demo',
    products: {},
    rate_tables: { ...SAMPLE_RATE_TABLES, default_temporary: 'standard' },
    rules: [],
  },
};

describe('snapshots of re-validated elements', () => {
  it('keeps the snapshot and tells no listener when a re-validation finds the same errors', () => {
    const state = createFormState(definition, {
      direct: false,
      dossierState: ['ongoing'],
      today: '2025-06-15',
    });
    const before = state.get(1);
    expect(before.errors).toEqual([{ message: 'validation.error.required', params: { label: 'Code' } }]);
    const listener = vi.fn();
    state.subscribe(1, listener);
    for (const kind of ['x', 'y', 'x', '']) state.set(2, kind);
    expect(state.get(1)).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    state.set(1, 'abc');
    state.set(2, 'x');
    expect(state.getErrors(1)).toEqual([{ message: 'validation.error.pattern', params: {} }]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
