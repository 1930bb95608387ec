import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FormDefinition, FormElement, Block, Page } from '@souscription/form-engine';
import {
  ZFormDefinition,
  type TFormBlock,
  type TFormDefinition,
  type TFormElement,
  type TFormPage,
} from '../src/index.js';

describe('form definition schemas', () => {
  it('read as the engine types, so the web hands an answer to the engine as is', () => {
    expectTypeOf<TFormDefinition>().toExtend<FormDefinition>();
    expectTypeOf<TFormElement>().toExtend<FormElement>();
    expectTypeOf<TFormBlock>().toExtend<Block>();
    expectTypeOf<TFormPage>().toExtend<Page>();
  });

  it('keep the fields they do not name', () => {
    const definition = {
      form: { id: 1, label: 'Form', product_choice_element_id: null },
      pages: [{ id: 1, form_id: 1, title: 'Page', rank: 1, extra: 'kept' }],
      blocks: [{ id: 2, page_id: 1, title: 'Block', rank: 1 }],
      elements: [
        { id: 3, name: 'amount', type: 'input_float', block_id: 2, attributes: { label: 'Amount', own: 1 } },
      ],
      tenant: {
        code: 'demo',
        products: {},
        rate_tables: { life: { bands: [] }, temporary: {}, default_temporary: null },
        rules: [],
      },
    };
    const parsed = ZFormDefinition.parse(definition);
    expect(parsed.pages[0]).toHaveProperty('extra', 'kept');
    expect(parsed.elements[0]?.attributes).toHaveProperty('own', 1);
  });
});
