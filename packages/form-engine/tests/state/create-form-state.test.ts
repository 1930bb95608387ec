import { describe, expect, it, vi } from 'vitest';
import {
  createFormState,
  loadFormDefinition,
  type FormContext,
  type FormDefinition,
  type FormState,
} from '../../src/index.js';
import {
  BLOCK,
  CONTEXT,
  createSubscriptionForm,
  createTenant,
  ID,
  PAGE,
} from '../fixtures/subscription-form.js';

const context = (overrides: Partial<FormContext> = {}): FormContext => ({
  ...CONTEXT,
  dossierState: ['ongoing'],
  ...overrides,
});

function newState(
  overrides: Partial<FormContext> = {},
  stored: { elementId: number; value: unknown }[] = [],
): FormState {
  return createFormState(createSubscriptionForm(), context(overrides), stored);
}

const messagesOf = (state: FormState, id: number) => state.getErrors(id).map((error) => error.message);

describe('calculations (spec 5)', () => {
  it('subscription amount = unit price × shares, in words too', () => {
    const state = newState();
    state.setMany([
      { elementId: ID.product, value: 'PU' },
      { elementId: ID.shares, value: 6 },
    ]);
    expect(state.getValue(ID.amount)).toBe('1200');
    expect(state.getValue(ID.amountWords)).toBe('mille deux cents euros');
    state.set(ID.product, 'PI');
    expect(state.getValue(ID.amount)).toBe('1503');
  });

  it.each([
    [10, '34', '66', '792', '408'],
    [20, '45', '55', '660', '540'],
    [3, '13', '87', '1044', '156'],
  ])(
    'temporary %i years → %s/%s, amounts from the rates',
    (years, usufruct, bare, bareAmount, usufructAmount) => {
      const state = newState({}, [
        { elementId: ID.product, value: 'PU' },
        { elementId: ID.shares, value: '6' },
        { elementId: ID.dismembermentType, value: 'Temporaire' },
        { elementId: ID.duration, value: years },
      ]);
      expect([state.getValue(ID.usufructRate), state.getValue(ID.bareRate)]).toEqual([usufruct, bare]);
      expect([state.getValue(ID.bareAmount), state.getValue(ID.usufructAmount)]).toEqual([
        bareAmount,
        usufructAmount,
      ]);
    },
  );

  it("Viager reads the life table by the usufructuary's age: 65 → 40/60", () => {
    const state = newState({}, [
      { elementId: ID.product, value: 'PU' },
      { elementId: ID.shares, value: '6' },
      { elementId: ID.dismembermentType, value: 'Viager' },
      { elementId: ID.duration, value: '10' },
      { elementId: ID.birthDate, value: '15/06/1960' },
    ]);
    expect([state.getValue(ID.usufructRate), state.getValue(ID.bareRate)]).toEqual(['40', '60']);
    expect([state.getValue(ID.bareAmount), state.getValue(ID.usufructAmount)]).toEqual(['720', '480']);
    state.set(ID.birthDate, '15/06/1964');
    expect([state.getValue(ID.usufructRate), state.getValue(ID.bareRate)]).toEqual(['40', '60']);
    state.set(ID.birthDate, '16/06/1964');
    expect([state.getValue(ID.usufructRate), state.getValue(ID.bareRate)]).toEqual(['50', '50']);
  });

  it("the product's own temporary table applies (PI: demonstration table, 10 years → 35/65)", () => {
    const state = newState({}, [
      { elementId: ID.product, value: 'PI' },
      { elementId: ID.dismembermentType, value: 'Temporaire' },
      { elementId: ID.duration, value: '10' },
    ]);
    expect([state.getValue(ID.usufructRate), state.getValue(ID.bareRate)]).toEqual(['35', '65']);
  });

  it('rounds to the element precision, halves away from zero', () => {
    const state = newState({}, [
      { elementId: ID.product, value: 'PI' },
      { elementId: ID.shares, value: '3' },
      { elementId: ID.dismembermentType, value: 'Temporaire' },
      { elementId: ID.duration, value: '9' },
    ]);
    // 250.5 × 3 = 751.5; bare 67 % → 503.505 → 503.51; usufruct 33 % → 247.995 → 248
    expect(state.getValue(ID.bareAmount)).toBe('503.51');
    expect(state.getValue(ID.usufructAmount)).toBe('248');
  });

  it('the tenant variant: bare-ownership amount = price × shares − usufruct amount, precision 2', () => {
    const definition = createSubscriptionForm();
    const variant = {
      id: 35,
      name: 'bare_amount_variant',
      type: 'calculate' as const,
      block_id: BLOCK.product,
      attributes: { precision: 2 },
      calculate: 'product_price() × shares − #30',
    };
    const state = createFormState({ ...definition, elements: [...definition.elements, variant] }, context(), [
      { elementId: ID.product, value: 'PI' },
      { elementId: ID.shares, value: '3' },
      { elementId: ID.dismembermentType, value: 'Temporaire' },
      { elementId: ID.duration, value: '9' },
    ]);
    // 250.5 × 3 − 248 (usufruct 33 % rounded to the cent) = 503.5, where the rate gives 503.51
    expect(state.getValue(35)).toBe('503.5');
    expect(state.getValue(ID.bareAmount)).toBe('503.51');
  });

  it('a non-numeric result gives an empty value', () => {
    const state = newState({}, [
      { elementId: ID.product, value: 'PU' },
      { elementId: ID.shares, value: '6' },
    ]);
    state.set(ID.shares, 'six');
    expect(state.getValue(ID.amount)).toBe('');
    expect(state.getValue(ID.amountWords)).toBe('');
    state.set(ID.shares, '');
    expect(state.getValue(ID.amount)).toBe('');
  });

  it('never trusts a stored or typed value of a calculated element', () => {
    const state = newState({}, [
      { elementId: ID.product, value: 'PU' },
      { elementId: ID.shares, value: '2' },
      { elementId: ID.amount, value: '999999' },
    ]);
    expect(state.getValue(ID.amount)).toBe('400');
    expect(state.set(ID.amount, '1')).toBe(false);
    expect(state.getValue(ID.amount)).toBe('400');
  });
});

describe('conditions and visibility (spec 4, 5)', () => {
  it('shows, requires and hides an element by its condition, keeping its value', () => {
    const state = newState();
    expect(state.isVisible(ID.coSubscriberPhone)).toBe(false);
    expect(state.isRequired(ID.coSubscriberPhone)).toBe(false);
    state.set(ID.hasCoSubscriber, 'Oui');
    expect(state.isVisible(ID.coSubscriberPhone)).toBe(true);
    expect(state.isRequired(ID.coSubscriberPhone)).toBe(true);
    expect(messagesOf(state, ID.coSubscriberPhone)).toEqual(['validation.error.required']);
    state.set(ID.coSubscriberPhone, 'abc');
    state.set(ID.hasCoSubscriber, 'Non');
    expect(state.isVisible(ID.coSubscriberPhone)).toBe(false);
    expect(state.getValue(ID.coSubscriberPhone)).toBe('abc');
    expect(state.getErrors(ID.coSubscriberPhone)).toEqual([]);
  });

  it("shows the heritage block when the answer is 'Oui' or the amount exceeds 100000; a hidden block hides its elements", () => {
    const state = newState({}, [{ elementId: ID.product, value: 'PU' }]);
    expect(state.isBlockVisible(BLOCK.heritage)).toBe(false);
    expect(state.isVisible(ID.heritageDetail)).toBe(false);
    expect(state.validateBlock(BLOCK.heritage)).toEqual([]);
    state.set(ID.hasHeritage, 'Oui');
    expect(state.isBlockVisible(BLOCK.heritage)).toBe(true);
    expect(state.validateBlock(BLOCK.heritage)).toEqual([
      { elementId: ID.heritageDetail, message: 'validation.error.required', params: { label: 'Détail' } },
    ]);
    state.set(ID.hasHeritage, 'Non');
    state.set(ID.shares, '500');
    expect(state.isBlockVisible(BLOCK.heritage)).toBe(false);
    state.set(ID.shares, '501');
    expect(state.isBlockVisible(BLOCK.heritage)).toBe(true);
    expect(state.getVisibleBlockIds(PAGE.product)).toEqual([BLOCK.product, BLOCK.heritage]);
  });

  it('dossier rules read the direct flag and state rules the dossier states', () => {
    const state = newState();
    expect(state.isVisible(ID.directOnly)).toBe(false);
    expect(state.isVisible(ID.signedOnly)).toBe(false);
    state.setContext({ direct: true, dossierState: ['ongoing', 'signed'] });
    expect(state.isVisible(ID.directOnly)).toBe(true);
    expect(state.isRequired(ID.directOnly)).toBe(true);
    expect(state.isVisible(ID.signedOnly)).toBe(true);
  });

  it('read-only mode turns requirements off and disables everything', () => {
    const state = newState({ readOnly: true });
    expect(state.isRequired(ID.lastName)).toBe(false);
    expect(state.isDisabled(ID.lastName)).toBe(true);
    expect(state.validateAll()).toEqual([]);
  });
});

describe('validation in the form (spec 5)', () => {
  it('validates the SIRET of a visible company block', () => {
    const state = newState();
    state.set(ID.siret, '12A');
    expect(state.getErrors(ID.siret)).toEqual([]);
    state.set(ID.isCompany, 'Oui');
    expect(messagesOf(state, ID.siret)).toEqual(['validation.error.siret']);
    state.set(ID.siret, '73282932000074');
    expect(state.getErrors(ID.siret)).toEqual([]);
  });

  it('requires two different phones and three different e-mails', () => {
    const state = newState({}, [{ elementId: ID.hasCoSubscriber, value: 'Oui' }]);
    state.setMany([
      { elementId: ID.subscriberPhone, value: '06 12 34 56 78' },
      { elementId: ID.coSubscriberPhone, value: '+33612345678' },
      { elementId: ID.spousePhone, value: '0612345678' },
      { elementId: ID.subscriberEmail, value: 'jean@example.fr' },
      { elementId: ID.coSubscriberEmail, value: 'JEAN@example.fr' },
      { elementId: ID.partnerEmail, value: 'jean@example.fr' },
      { elementId: ID.spouseEmail, value: 'jean@example.fr ' },
    ]);
    expect(messagesOf(state, ID.coSubscriberPhone)).toEqual(['validation.error.phones-must-differ']);
    expect(messagesOf(state, ID.spousePhone)).toEqual(['validation.error.spouse-phone-must-differ']);
    expect(messagesOf(state, ID.coSubscriberEmail)).toEqual([
      'validation.error.mail-must-be-different-from-co-sub',
    ]);
    expect(messagesOf(state, ID.partnerEmail)).toEqual([
      'validation.error.mail-must-be-different-from-partner',
    ]);
    expect(messagesOf(state, ID.spouseEmail)).toEqual([
      'validation.error.mail-must-be-different-from-spouse',
    ]);
    state.setMany([
      { elementId: ID.subscriberPhone, value: '06 12 34 56 79' },
      { elementId: ID.subscriberEmail, value: 'marie@example.fr' },
    ]);
    for (const id of [
      ID.coSubscriberPhone,
      ID.spousePhone,
      ID.coSubscriberEmail,
      ID.partnerEmail,
      ID.spouseEmail,
    ]) {
      expect(state.getErrors(id)).toEqual([]);
    }
  });

  it('checks the formats of phones, e-mails, IBAN, BIC and dates', () => {
    const state = newState();
    state.setMany([
      { elementId: ID.subscriberPhone, value: '06 12' },
      { elementId: ID.subscriberEmail, value: 'jean..dupont@example.fr' },
      { elementId: ID.iban, value: 'FR76 3000 6000 0112 3456 7890 188' },
      { elementId: ID.bic, value: 'BNPA' },
      { elementId: ID.startDate, value: '31/12/2019' },
      { elementId: ID.birthDate, value: '31/02/1990' },
    ]);
    expect(messagesOf(state, ID.subscriberPhone)).toEqual(['validation.error.phone']);
    expect(messagesOf(state, ID.subscriberEmail)).toEqual(['validation.error.email']);
    expect(messagesOf(state, ID.iban)).toEqual(['validation.error.iban']);
    expect(messagesOf(state, ID.bic)).toEqual(['validation.error.bic-parts']);
    expect(state.getErrors(ID.startDate)).toEqual([
      { message: 'validation.error.mindate', params: { date: '01/01/2020' } },
    ]);
    expect(messagesOf(state, ID.birthDate)).toEqual(['validation.error.date']);
  });

  it('checks min and max of shares', () => {
    const state = newState();
    state.set(ID.shares, '0');
    expect(state.getErrors(ID.shares)).toEqual([
      { message: 'validation.error.minvalue', params: { value: '1' } },
    ]);
    state.set(ID.shares, '10001');
    expect(state.getErrors(ID.shares)).toEqual([
      { message: 'validation.error.maxvalue', params: { value: '10000' } },
    ]);
    state.set(ID.shares, '2.5');
    expect(messagesOf(state, ID.shares)).toEqual(['validation.error.integer']);
  });

  it("requires the six suitability answers 'Oui' and the seventh 'Non'", () => {
    const state = newState();
    expect(messagesOf(state, ID.suitability1)).toEqual(['validation.error.suitability-must-be-yes']);
    expect(messagesOf(state, ID.suitabilityNo)).toEqual(['custom.error.must-be-no']);
    state.setMany([
      ...[41, 42, 43, 44, 45, 46].map((elementId) => ({ elementId, value: 'Oui' })),
      { elementId: ID.suitabilityNo, value: 'Non' },
    ]);
    expect(state.validateAll().filter((error) => error.elementId >= 41 && error.elementId <= 47)).toEqual([]);
    state.set(ID.suitability6, 'Non');
    expect(messagesOf(state, ID.suitability6)).toEqual(['validation.error.suitability-must-be-yes']);
  });

  it('the five named percentage fields must sum to exactly 100', () => {
    const state = newState();
    expect(state.getErrors(ID.allocationFirst)).toEqual([]);
    state.setMany([51, 52, 53, 54].map((elementId) => ({ elementId, value: '20' })));
    const sumError = {
      message: 'validation.error.percentage-range-group-sum-exact',
      params: { min: '100', max: '100', value: '100' },
    };
    expect(state.getErrors(ID.allocationFirst)).toEqual([sumError]);
    expect(state.getErrors(ID.allocationLast)).toEqual([sumError]);
    state.set(ID.allocationLast, '20');
    expect(state.getErrors(ID.allocationFirst)).toEqual([]);
    expect(state.getErrors(ID.allocationLast)).toEqual([]);
  });

  it('a percentage range group checks the sum of its children within [min, max]', () => {
    const state = newState();
    state.setMany([
      { elementId: ID.groupChildA, value: '40' },
      { elementId: ID.groupChildB, value: '40' },
    ]);
    expect(state.getErrors(ID.group)).toEqual([
      { message: 'validation.error.percentage-range-group-sum', params: { min: '90', max: '100' } },
    ]);
    state.set(ID.groupChildB, '55');
    expect(state.getErrors(ID.group)).toEqual([]);
  });

  it('the amount in words must equal the words of the amount, case-insensitively', () => {
    const state = newState({}, [
      { elementId: ID.product, value: 'PU' },
      { elementId: ID.shares, value: '6' },
    ]);
    state.set(ID.amountTyped, 'mille deux cent euros');
    expect(messagesOf(state, ID.amountTyped)).toEqual(['element.error.different-to-expected']);
    state.set(ID.amountTyped, 'Mille Deux Cents Euros');
    expect(state.getErrors(ID.amountTyped)).toEqual([]);
    state.set(ID.shares, '7');
    expect(messagesOf(state, ID.amountTyped)).toEqual(['element.error.different-to-expected']);
  });

  it('required files count receipts; blocks requiring uploads use upload-required', () => {
    const state = newState();
    expect(state.getErrors(ID.mandatoryUpload)).toEqual([
      { message: 'validation.error.upload-required', params: {} },
    ]);
    state.setReceipts([{ elementId: ID.mandatoryUpload }]);
    expect(state.getErrors(ID.mandatoryUpload)).toEqual([]);
  });

  it('a required single checkbox must be checked: « Veuillez cocher la case … »', () => {
    const state = newState();
    expect(messagesOf(state, ID.consent)).toEqual(['validation.error.checkbox']);
    state.set(ID.consent, true);
    expect(state.getValue(ID.consent)).toBe('true');
    expect(state.getErrors(ID.consent)).toEqual([]);
  });

  it('validates a block, a page or everything, in display order', () => {
    const state = newState();
    expect(state.validateBlock(BLOCK.identity).map((error) => error.elementId)).toEqual([
      ID.lastName,
      ID.birthDate,
    ]);
    expect(state.validatePage(PAGE.subscriber).map((error) => error.elementId)).toEqual([
      ID.lastName,
      ID.birthDate,
    ]);
    expect(state.validatePage(PAGE.product).map((error) => error.elementId)).toEqual([ID.product, ID.shares]);
    expect(state.validateAll()[0]).toEqual({
      elementId: ID.lastName,
      message: 'validation.error.required',
      params: { label: 'Nom' },
    });
    expect(state.validateElement(ID.product)).toEqual([
      { elementId: ID.product, message: 'validation.error.select-single', params: {} },
    ]);
  });
});

describe('state API', () => {
  it('starts from stored values over default values, booleans stored as strings', () => {
    const state = newState({}, [{ elementId: ID.consent, value: true }]);
    expect(state.getValue(ID.consent)).toBe('true');
    expect(state.getValue(ID.pricePU)).toBe('200');
    expect(state.getValue(ID.isCompany)).toBe('Non');
  });

  it('resets a stored toggle value that is neither boolean nor string', () => {
    const state = newState({}, [{ elementId: ID.isCompany, value: 42 }]);
    expect(state.getValue(ID.isCompany)).toBe('Non');
  });

  it('tells whether a change changed anything', () => {
    const state = newState();
    expect(state.set(ID.lastName, 'Dupont')).toBe(true);
    expect(state.set(ID.lastName, 'Dupont')).toBe(false);
    expect(state.setMany([])).toBe(false);
  });

  it('throws on unknown ids', () => {
    const state = newState();
    expect(() => state.get(999)).toThrow(RangeError);
    expect(() => state.set(999, 'x')).toThrow(RangeError);
    expect(() => state.isBlockVisible(999)).toThrow(RangeError);
    expect(() => state.validatePage(999)).toThrow(RangeError);
    expect(() => newState({ today: 'hier' })).toThrow(RangeError);
  });

  it('notifies only the elements a change touched, once each', () => {
    const state = newState({}, [{ elementId: ID.product, value: 'PU' }]);
    const onAmount = vi.fn();
    const onWords = vi.fn();
    const onLastName = vi.fn();
    const onHeritage = vi.fn();
    const onAll = vi.fn();
    state.subscribe(ID.amount, onAmount);
    state.subscribe(ID.amountWords, onWords);
    const stop = state.subscribe(ID.lastName, onLastName);
    state.subscribeBlock(BLOCK.heritage, onHeritage);
    state.subscribeAll(onAll);

    state.set(ID.shares, '501');
    expect(onAmount).toHaveBeenCalledTimes(1);
    expect(onAmount.mock.calls[0]?.[0]).toMatchObject({ id: ID.amount, value: '100200' });
    expect(onWords).toHaveBeenCalledTimes(1);
    expect(onLastName).not.toHaveBeenCalled();
    expect(onHeritage).toHaveBeenCalledWith(true);
    expect(onAll).toHaveBeenCalledTimes(1);
    expect(onAll.mock.calls[0]?.[0]).toEqual(
      expect.arrayContaining([ID.shares, ID.amount, ID.amountWords, ID.heritageDetail]),
    );

    stop();
    state.set(ID.lastName, 'Dupont');
    expect(onLastName).not.toHaveBeenCalled();
  });

  it('keeps the same snapshot object for untouched elements', () => {
    const state = newState();
    const before = state.get(ID.lastName);
    const amountBefore = state.get(ID.amount);
    state.set(ID.product, 'PU');
    expect(state.get(ID.lastName)).toBe(before);
    state.set(ID.shares, '3');
    expect(state.get(ID.amount)).not.toBe(amountBefore);
  });

  it('exports the non-empty values as value entries', () => {
    const state = newState();
    state.setMany([
      { elementId: ID.lastName, value: 'Dupont' },
      { elementId: ID.tags, value: ['a', 'c'] },
    ]);
    const entries = state.getValueEntries();
    expect(entries).toContainEqual({ elementId: ID.lastName, value: 'Dupont' });
    expect(entries).toContainEqual({ elementId: ID.tags, value: ['a', 'c'] });
    expect(entries.find((entry) => entry.elementId === ID.amount)).toBeUndefined();
  });

  it('gives the same answers with incrementality turned off', () => {
    const changes = [
      { elementId: ID.product, value: 'PU' },
      { elementId: ID.shares, value: '600' },
      { elementId: ID.hasCoSubscriber, value: 'Oui' },
      { elementId: ID.dismembermentType, value: 'Temporaire' },
      { elementId: ID.duration, value: '12' },
    ];
    const incremental = newState();
    const full = createFormState(createSubscriptionForm(), context(), [], { incremental: false });
    for (const change of changes) {
      incremental.set(change.elementId, change.value);
      full.set(change.elementId, change.value);
    }
    expect(full.validateAll()).toEqual(incremental.validateAll());
    expect(full.getValueEntries()).toEqual(incremental.getValueEntries());
    expect(full.get(ID.coSubscriberPhone)).toEqual(incremental.get(ID.coSubscriberPhone));
  });
});

describe('receipts and context', () => {
  it('keeps receipts set by setReceipts when the context changes', () => {
    const state = newState();
    state.setReceipts([{ elementId: ID.mandatoryUpload }]);
    state.setContext({ direct: true });
    expect(state.getErrors(ID.mandatoryUpload)).toEqual([]);
    state.setContext({ receipts: [] });
    expect(state.getErrors(ID.mandatoryUpload)).toEqual([
      { message: 'validation.error.upload-required', params: {} },
    ]);
  });
});

describe('decimals of floats and amounts (spec 02 §9: step 0.01)', () => {
  const definition: FormDefinition = {
    form: { id: 1, label: 'Décimales' },
    pages: [{ id: 1, form_id: 1, title: 'P', rank: 1 }],
    blocks: [{ id: 1, page_id: 1, title: 'B', rank: 1 }],
    elements: [
      { id: 1, name: 'rate', type: 'input_float', block_id: 1, attributes: {} },
      { id: 2, name: 'amount', type: 'input_float_currency_amount', block_id: 1, attributes: {} },
      {
        id: 3,
        name: 'third',
        type: 'input_float',
        block_id: 1,
        attributes: { precision: 4 },
        calculate: '{rate} / 3',
      },
    ],
    tenant: createTenant(),
  };

  it('refuses a third decimal typed in a float or an amount, not in a calculated float', () => {
    const state = createFormState(loadFormDefinition(definition), context());
    state.setMany([
      { elementId: 1, value: '12.345' },
      { elementId: 2, value: '1500,125' },
    ]);
    expect(state.getErrors(1)).toEqual([{ message: 'validation.error.decimals', params: { value: '2' } }]);
    expect(messagesOf(state, 2)).toEqual(['validation.error.decimals']);
    expect(messagesOf(state, 3)).toEqual([]);
    state.setMany([
      { elementId: 1, value: '12.34' },
      { elementId: 2, value: '1500.10' },
    ]);
    expect(messagesOf(state, 1)).toEqual([]);
    expect(messagesOf(state, 2)).toEqual([]);
  });
});

describe('errors kept per element', () => {
  /** One page, one block, `count` e-mail elements with ids 1…count. */
  function createEmailForm(count: number): FormDefinition {
    return {
      form: { id: 1, label: 'E-mails', product_choice_element_id: null },
      pages: [{ id: 1, form_id: 1, title: 'Page', rank: 1 }],
      blocks: [{ id: 1, page_id: 1, title: 'Bloc', rank: 1, condition: null }],
      elements: Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        name: `email${index + 1}`,
        block_id: 1,
        type: 'input_mail' as const,
        attributes: { label: `E-mail ${index + 1}` },
      })),
      tenant: createTenant(),
    };
  }

  it('a validation lists the elements in error in display order, however many the form holds', () => {
    const state = createFormState(createEmailForm(70), context());
    const invalid = [1, 31, 32, 33, 64, 65, 70];
    for (const id of [...invalid].reverse()) state.set(id, 'pas-un-email');
    state.set(40, 'marie@example.com');
    expect(state.validateAll().map((error) => error.elementId)).toEqual(invalid);
    state.set(32, 'marie@example.com');
    state.set(65, '');
    expect(state.validateAll().map((error) => error.elementId)).toEqual([1, 31, 33, 64, 70]);
    expect(state.validateBlock(1).map((error) => error.elementId)).toEqual([1, 31, 33, 64, 70]);
    expect(state.validateElement(33)).toEqual([
      { elementId: 33, message: 'validation.error.email', params: {} },
    ]);
    expect(state.validateElement(32)).toEqual([]);
  });

  it('two elements with the same error each report it, and correcting one leaves the other', () => {
    const state = createFormState(createEmailForm(2), context());
    state.set(1, 'pas-un-email');
    state.set(2, 'jean..dupont@example.fr');
    expect(state.getErrors(1)).toEqual(state.getErrors(2));
    state.set(1, 'jean.dupont@example.fr');
    expect(state.getErrors(1)).toEqual([]);
    expect(state.getErrors(2)).toEqual([{ message: 'validation.error.email', params: {} }]);
  });
});
