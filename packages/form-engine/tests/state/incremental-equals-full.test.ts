import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AESTIAM_RULES,
  createFormState,
  loadFormDefinition,
  SWISSLIFE_AM_RULES,
  type FormContext,
  type FormDefinition,
} from '../../src/index.js';
import { arbitraryForm, arbitraryValue } from '../fixtures/arbitrary-form.js';
import { describeState, storedValuesOf } from '../fixtures/compare-states.js';
import { CONTEXT, createSubscriptionForm, ID } from '../fixtures/subscription-form.js';

const context: FormContext = { ...CONTEXT, dossierState: ['ongoing'] };

const SAMPLE_VALUES = [
  '',
  'Oui',
  'Non',
  '0',
  '1',
  '6',
  '150',
  '151',
  '250',
  '501',
  'abc',
  '15/06/1960',
  '16/06/1964',
  'PU',
  'PI',
  'Viager',
  'Temporaire',
  '10',
  '20',
  '40',
  '55',
  '06 12 34 56 78',
  '+33612345678',
  'jean@example.fr',
  'mille deux cents euros',
  'true',
  'false',
];

type Change =
  | { kind: 'set'; id: number; value: unknown }
  | { kind: 'setMany'; entries: { elementId: number; value: unknown }[] }
  | { kind: 'receipts'; ids: number[] };

function arbitraryChanges(ids: readonly number[], value: fc.Arbitrary<unknown>): fc.Arbitrary<Change[]> {
  const id = fc.constantFrom(...ids);
  const change: fc.Arbitrary<Change> = fc.oneof(
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('set' as const), id, value }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('setMany' as const),
        entries: fc.array(fc.record({ elementId: id, value }), { maxLength: 4 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('receipts' as const), ids: fc.subarray([...ids]) }),
    },
  );
  return fc.array(change, { minLength: 1, maxLength: 25 });
}

/** Replays changes on an incremental and a non-incremental state and compares both, after every change, with a state rebuilt from scratch. */
function checkReplay(definition: FormDefinition, changes: Change[], stateContext: FormContext): void {
  const form = loadFormDefinition(definition);
  const incremental = createFormState(form, stateContext);
  const full = createFormState(form, stateContext, [], { incremental: false });
  let receipts: { elementId: number }[] = [];
  for (const change of changes) {
    for (const state of [incremental, full]) {
      if (change.kind === 'set') state.set(change.id, change.value);
      else if (change.kind === 'setMany') state.setMany(change.entries);
      else state.setReceipts(change.ids.map((elementId) => ({ elementId })));
    }
    if (change.kind === 'receipts') receipts = change.ids.map((elementId) => ({ elementId }));
    const fresh = createFormState(form, { ...stateContext, receipts }, storedValuesOf(incremental));
    expect(describeState(incremental)).toEqual(describeState(fresh));
    expect(describeState(full)).toEqual(describeState(fresh));
    expect(incremental.validateAll()).toEqual(fresh.validateAll());
  }
}

// Note: 250 replays of whole forms are work, not a speed claim (bench/ measures speed); on a busy
// machine they outlast vitest's 5 s default, so each property has room to finish.
const PROPERTY_TIMEOUT_MS = 60_000;

describe('incremental state equals a full re-evaluation', () => {
  it(
    'on the sample subscription form with both tenant rules, after any sequence of changes',
    () => {
      const definition = createSubscriptionForm([...SWISSLIFE_AM_RULES, ...AESTIAM_RULES]);
      const settable = definition.elements
        .filter((element) => !element.calculate)
        .map((element) => element.id);
      const value = fc.oneof(
        fc.constantFrom(...SAMPLE_VALUES),
        fc.constantFrom(['a', 'b'], ['tax'], []),
        fc.integer({ min: 0, max: 700 }),
      );
      fc.assert(
        fc.property(arbitraryChanges(settable, value), (changes) =>
          checkReplay(definition, changes, context),
        ),
        { numRuns: 250 },
      );
      expect(settable).toContain(ID.shares);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'on random forms (conditions on any element, chains of calculations, block conditions)',
    () => {
      fc.assert(
        fc.property(
          arbitraryForm.chain((definition) =>
            fc.tuple(
              fc.constant(definition),
              arbitraryChanges(
                definition.elements
                  .filter((element) => !element.calculate)
                  .map((element) => element.id)
                  .concat([1]),
                arbitraryValue,
              ),
              fc.record({ direct: fc.boolean(), state: fc.constantFrom(['ongoing'], ['signed'], []) }),
            ),
          ),
          ([definition, changes, extra]) =>
            checkReplay(definition, changes, { ...context, direct: extra.direct, dossierState: extra.state }),
        ),
        { numRuns: 250 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
