import { describe, expect, it } from 'vitest';
import {
  SAMPLE_RATE_TABLES,
  createFormState,
  lintFormDefinition,
  resolveDateBound,
  shiftDate,
  type FormDefinition,
  type FormElement,
} from '../../src/index.js';

const tenant: FormDefinition['tenant'] = {
  code: 'demo',
  products: {},
  rate_tables: { ...SAMPLE_RATE_TABLES, default_temporary: 'standard' },
  rules: [],
};

function formOf(elements: FormElement[]): FormDefinition {
  return {
    form: { id: 1, label: 'Règles', product_choice_element_id: null },
    pages: [{ id: 1, form_id: 1, title: 'Page', rank: 1 }],
    blocks: [{ id: 1, page_id: 1, title: 'Bloc', rank: 1 }],
    elements,
    tenant,
  };
}

const context = (today: string) => ({ direct: false, dossierState: ['ongoing'], today });

describe('date bounds relative to today', () => {
  it('shifts by years keeping the day, clamped to the end of the month', () => {
    expect(shiftDate({ year: 2026, month: 11, day: 24 }, { years: -18 })).toEqual({
      year: 2008,
      month: 11,
      day: 24,
    });
    expect(shiftDate({ year: 2008, month: 2, day: 29 }, { years: -18 })).toEqual({
      year: 1990,
      month: 2,
      day: 28,
    });
    expect(shiftDate({ year: 2026, month: 12, day: 31 }, { days: 1 })).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(resolveDateBound({ date: '01/01/1900' }, { year: 2026, month: 1, day: 1 })).toEqual({
      year: 1900,
      month: 1,
      day: 1,
    });
  });

  it('refuses an expired identity document and a minor, counted from the context day', () => {
    const state = createFormState(
      formOf([
        {
          id: 1,
          name: 'id_expiry',
          type: 'input_date',
          block_id: 1,
          attributes: { label: 'Expiration', minDate: { fromToday: {} } },
        },
        {
          id: 2,
          name: 'birth_date',
          type: 'input_birthdate',
          block_id: 1,
          attributes: { label: 'Naissance', maxDate: { fromToday: { years: -18 } } },
        },
      ]),
      context('24/11/2026'),
    );
    state.setMany([
      { elementId: 1, value: '01/01/2020' },
      { elementId: 2, value: '25/11/2008' },
    ]);
    expect(state.getErrors(1)).toEqual([
      { message: 'validation.error.mindate', params: { date: '24/11/2026' } },
    ]);
    expect(state.getErrors(2)).toEqual([
      { message: 'validation.error.maxdate', params: { date: '24/11/2008' } },
    ]);
    state.setMany([
      { elementId: 1, value: '24/11/2026' },
      { elementId: 2, value: '24/11/2008' },
    ]);
    expect(state.getErrors(1)).toEqual([]);
    expect(state.getErrors(2)).toEqual([]);
    // The next day, someone born on 25/11/2008 is of age: the bound moves with today.
    state.setContext(context('25/11/2026'));
    state.set(2, '25/11/2008');
    expect(state.getErrors(2)).toEqual([]);
  });
});

describe('patterns', () => {
  const postalCode: FormElement = {
    id: 1,
    name: 'postal_code',
    type: 'input_text',
    block_id: 1,
    attributes: {
      label: 'Code postal',
      pattern: { regex: '^\\d{5}$', message: 'validation.error.postal-code' },
    },
  };

  it('refuses a French postal code that is not five digits, with its message', () => {
    const state = createFormState(formOf([postalCode]), context('24/11/2026'));
    for (const typed of ['ABCDE', '7500', '750012', '75 001']) {
      state.set(1, typed);
      expect(state.getErrors(1)).toEqual([{ message: 'validation.error.postal-code', params: {} }]);
    }
    state.set(1, '75001');
    expect(state.getErrors(1)).toEqual([]);
    state.set(1, '');
    expect(state.getErrors(1)).toEqual([]);
  });

  it('lints a pattern that is no regular expression or whose message is no key, and a bad date bound', () => {
    const findings = lintFormDefinition(
      formOf([
        { ...postalCode, attributes: { label: 'Code postal', pattern: { regex: '^(\\d{5}$' } } },
        {
          ...postalCode,
          id: 2,
          name: 'other',
          attributes: { label: 'Autre', pattern: { regex: '^\\d+$', message: 'Cinq chiffres' } },
        },
        {
          id: 3,
          name: 'day',
          type: 'input_date',
          block_id: 1,
          attributes: {
            label: 'Jour',
            minDate: { date: '31/02/2020' },
            maxDate: { fromToday: { years: 1.5 } },
          },
        },
      ]),
      tenant,
    );
    expect(findings.map((finding) => [finding.code, finding.elementIds, finding.params])).toEqual(
      expect.arrayContaining([
        ['pattern.invalid', [1], { field: 'regex' }],
        ['pattern.invalid', [2], { field: 'message' }],
        ['date-bound.invalid', [3], { field: 'minDate' }],
        ['date-bound.invalid', [3], { field: 'maxDate' }],
      ]),
    );
  });
});

describe('messages that read well with their parameters', () => {
  it('says « égale à 100 » when a percentage group has one expected total', () => {
    const state = createFormState(
      formOf([
        {
          id: 1,
          name: 'origin',
          type: 'input_percentage_range_group',
          block_id: 1,
          attributes: { label: 'Origine', min: 100, max: 100, childrenElementsIds: [2, 3] },
        },
        { id: 2, name: 'a', type: 'input_percentage_range', block_id: 1, attributes: { label: 'A' } },
        { id: 3, name: 'b', type: 'input_percentage_range', block_id: 1, attributes: { label: 'B' } },
      ]),
      context('24/11/2026'),
    );
    state.setMany([
      { elementId: 2, value: '40' },
      { elementId: 3, value: '40' },
    ]);
    expect(state.getErrors(1)).toEqual([
      {
        message: 'validation.error.percentage-range-group-sum-exact',
        params: { min: '100', max: '100', value: '100' },
      },
    ]);
  });

  it('gives an unranked ranking one « rank the choices » message instead of one required line per choice', () => {
    const state = createFormState(
      formOf([
        {
          id: 10,
          name: 'priorities',
          type: 'group_ordered_integers',
          block_id: 1,
          attributes: { label: 'Vos priorités', childrenElementsIds: [11, 12] },
        },
        ...[11, 12].map((id) => ({
          id,
          name: `priority_${id}`,
          type: 'input_ordered_integer' as const,
          block_id: 1,
          attributes: { label: `Priorité ${id}`, required: true },
        })),
      ]),
      context('24/11/2026'),
    );
    const expected = { message: 'validation.error.ordering-required', params: { label: 'Vos priorités' } };
    expect(state.getErrors(11)).toEqual([expected]);
    expect(state.getErrors(12)).toEqual([expected]);
  });
});
