import { describe, expect, it } from 'vitest';
import {
  createFormState,
  DEMONSTRATION_TEMPORARY_RATE_TABLE,
  ELEMENT_TYPES,
  loadFormDefinition,
  PRODUCT_VARIANT_CODES,
  validateSubmission,
  type FormContext,
  type LoadedForm,
  type ValueEntry,
} from '@souscription/form-engine';
import { BACK_OFFICE_ELEMENT, BACK_OFFICE_FORM } from '../src/seed/forms/back-office-form.js';
import {
  buildFormCopy,
  buildFormDefinition,
  FormFixtureError,
  shiftFormFixture,
  tailorFormFixture,
} from '../src/seed/forms/build-form-definition.js';
import {
  BACK_OFFICE_HAPPY_PATH_VALUES,
  DEMO_CONTEXT,
  DEMO_HAPPY_PATH_COMPUTED,
  DEMO_HAPPY_PATH_VALUES,
  DEMO_INVALID_CASES,
  TENANT_THRESHOLD_CASES,
  type DemoReceipt,
  type DemoStep,
} from '../src/seed/forms/demo-happy-path.js';
import {
  DEMO_BLOCK,
  DEMO_ELEMENT,
  DEMO_SUBSCRIPTION_FORM,
} from '../src/seed/forms/demo-subscription-form.js';
import type { FormFixture } from '../src/seed/forms/form-fixture.types.js';
import { DISMEMBERMENT_TABLE_ELEMENT_ID, PRODUCT_CATALOGUE } from '../src/seed/forms/products.js';
import { FORMS_BY_TENANT, TENANT_FORM_CONFIGURATIONS } from '../src/seed/forms/tenant-configurations.js';

const TODAY = '2025-06-15';
const FIXTURES: readonly FormFixture[] = [DEMO_SUBSCRIPTION_FORM, BACK_OFFICE_FORM];
/** A shift like the seed's (form id × 10 000), so that the tests also check that every id moves. */
const OFFSET = 70_000;

const tenantOf = (code: string) => {
  const tenant = TENANT_FORM_CONFIGURATIONS[code];
  if (!tenant) throw new Error(`no tenant ${code}`);
  return tenant;
};

const loaded = new Map<string, LoadedForm>();
function loadFor(fixture: FormFixture, tenantCode: string, offset = OFFSET): LoadedForm {
  const key = `${fixture.label}/${tenantCode}/${offset}`;
  let form = loaded.get(key);
  if (!form) {
    form = loadFormDefinition(buildFormDefinition(fixture, tenantOf(tenantCode), offset));
    loaded.set(key, form);
  }
  return form;
}

const shiftEntries = (entries: readonly ValueEntry[], offset = OFFSET): ValueEntry[] =>
  entries.map((entry) => ({ elementId: entry.elementId + offset, value: entry.value }));
const shiftReceipts = (receipts: readonly DemoReceipt[] = [], offset = OFFSET) =>
  receipts.map((receipt) => ({ ...receipt, elementId: receipt.elementId + offset }));

/** Replays steps as the API would: each submission validated, its cleaned values stored. */
function replay(form: LoadedForm, steps: readonly DemoStep[], context: Omit<FormContext, 'today'>) {
  let stored: ValueEntry[] = [];
  const receipts: { elementId: number }[] = [];
  for (const step of steps) {
    receipts.push(...shiftReceipts(step.receipts));
    const result = validateSubmission({
      definition: form,
      context: { ...context, today: TODAY, receipts },
      storedValues: stored,
      submittedValues: shiftEntries(step.values),
      submittingBlockId: step.blockId + OFFSET,
    });
    expect(result.errors, `block ${step.blockId}`).toEqual([]);
    expect(result.ignoredElementIds, `block ${step.blockId}`).toEqual([]);
    stored = result.values;
  }
  return { stored, receipts };
}

/** Position of each block in wizard order (page rank, then block rank). */
function wizardOrder(fixture: FormFixture): Map<number, number> {
  const pageRank = new Map(fixture.pages.map((page) => [page.id, page.rank]));
  const sorted = [...fixture.blocks].sort(
    (a, b) => (pageRank.get(a.page_id) ?? 0) - (pageRank.get(b.page_id) ?? 0) || a.rank - b.rank,
  );
  return new Map(sorted.map((block, index) => [block.id, index]));
}

describe('form fixtures', () => {
  it('load with the engine for every tenant and every form it gets, at any offset', () => {
    for (const [code, fixtures] of Object.entries(FORMS_BY_TENANT)) {
      expect(fixtures).toEqual([DEMO_SUBSCRIPTION_FORM, BACK_OFFICE_FORM]);
      for (const fixture of fixtures) {
        expect(() => loadFor(fixture, code, 0), `${code} ${fixture.label}`).not.toThrow();
        expect(() => loadFor(fixture, code), `${code} ${fixture.label}`).not.toThrow();
      }
    }
    expect(Object.keys(TENANT_FORM_CONFIGURATIONS).sort()).toEqual([
      'aestiam',
      'altarea',
      'default',
      'demo',
      'norma',
      'paref',
      'remake',
      'sogenial',
      'swisslife-am',
      'voisin',
    ]);
  });

  it('the subscription form uses every element type, on 8 pages', () => {
    const types = new Set(DEMO_SUBSCRIPTION_FORM.elements.map((element) => element.type));
    expect(ELEMENT_TYPES.filter((type) => !types.has(type))).toEqual([]);
    expect(DEMO_SUBSCRIPTION_FORM.pages).toHaveLength(8);
    expect(DEMO_SUBSCRIPTION_FORM.is_back_office).toBe(false);
    expect(BACK_OFFICE_FORM.is_back_office).toBe(true);
    expect(BACK_OFFICE_FORM.pages).toHaveLength(3);
  });

  it('declare the roles the rules of spec 5 read', () => {
    const roles = (fixture: FormFixture) =>
      fixture.elements.flatMap((element) => (element.attributes.role ? [element.attributes.role] : []));
    const demo = roles(DEMO_SUBSCRIPTION_FORM);
    expect(demo.filter((role) => role === 'suitability_yes')).toHaveLength(6);
    expect(demo.filter((role) => role === 'suitability_no')).toHaveLength(1);
    expect(demo.filter((role) => role === 'allocation_percentage')).toHaveLength(5);
    for (const role of [
      'siret',
      'subscriber_phone',
      'co_subscriber_phone',
      'partner_phone',
      'spouse_phone',
      'subscriber_email',
      'co_subscriber_email',
      'partner_email',
      'spouse_email',
      'subscription_amount',
      'threshold_receipt',
      'proof_document',
    ] as const) {
      expect(demo, role).toContain(role);
    }
    for (const role of ['subscription_amount', 'threshold_receipt', 'proof_document', 'siret'] as const) {
      expect(roles(BACK_OFFICE_FORM), role).toContain(role);
    }
  });

  it('keep local ids in 1..9999, unique names, formulas by name only, and every text in English too', () => {
    for (const fixture of FIXTURES) {
      const ids = [
        ...fixture.pages.map((page) => page.id),
        ...fixture.blocks.map((block) => block.id),
        ...fixture.elements.map((element) => element.id),
        ...fixture.datalists.map((datalist) => datalist.id),
      ];
      for (const id of ids) expect(id >= 1 && id <= 9999, `${fixture.label} id ${id}`).toBe(true);
      const names = fixture.elements.map((element) => element.name);
      expect(new Set(names).size).toBe(names.length);
      for (const element of fixture.elements) {
        expect(element.calculate ?? '', element.name).not.toMatch(/#\d/);
        const { attributes } = element;
        const en = element.i18n?.en ?? {};
        if (attributes.label) expect(en.label, `${element.name} label`).toBeTruthy();
        if (attributes.help) expect(en.help, `${element.name} help`).toBeTruthy();
        if (attributes.presentation) expect(en.presentation, `${element.name} presentation`).toBeTruthy();
        if (attributes.errorMessage) expect(en.errorMessage, `${element.name} errorMessage`).toBeTruthy();
        for (const option of attributes.options ?? []) {
          expect(en.options?.[option.value], `${element.name} option ${option.value}`).toBeTruthy();
          if (option.presentation) expect(en.optionPresentations?.[option.value]).toBeTruthy();
        }
        for (const type of attributes.types ?? []) expect(en.types?.[String(type.id)]).toBeTruthy();
      }
      for (const block of fixture.blocks) {
        expect(block.i18n?.en?.title, `block ${block.id}`).toBeTruthy();
        if (block.help) expect(block.i18n?.en?.help).toBeTruthy();
        if (block.confirmation) expect(block.i18n?.en?.confirmation).toBeTruthy();
      }
      for (const page of fixture.pages) expect(page.i18n?.en?.title).toBeTruthy();
      for (const datalist of fixture.datalists) {
        for (const option of datalist.options) expect(option.label_en, option.value).toBeTruthy();
      }
    }
  });

  it('write French texts with French typography', () => {
    const texts = DEMO_SUBSCRIPTION_FORM.elements.flatMap((element) => [
      element.attributes.label ?? '',
      element.attributes.help ?? '',
      element.attributes.presentation ?? '',
      ...(element.attributes.options ?? []).map((option) => option.label),
    ]);
    for (const text of texts) {
      expect(text).not.toMatch(/'/);
      expect(text).not.toMatch(/ [?!;:%€»]/);
      expect(text).not.toMatch(/« /);
    }
    expect(texts).toContain('Détenez-vous déjà des parts de SCPI\u202f?');
    expect(texts).toContain('De 50\u202f000\u00a0€ à 100\u202f000\u00a0€');
    expect(texts).toContain('Répartition des fonds investis selon leur origine (total de 100\u00a0%)');
  });
});

describe('buildFormDefinition', () => {
  it('shifts every local id, keeps the product map on the shifted elements', () => {
    const tenant = tenantOf('demo');
    const base = buildFormDefinition(DEMO_SUBSCRIPTION_FORM, tenant, 0);
    const shifted = buildFormDefinition(DEMO_SUBSCRIPTION_FORM, tenant, OFFSET, { formId: 7 });
    expect(shifted.form.id).toBe(7);
    expect(shifted.pages.every((page) => page.form_id === 7)).toBe(true);
    expect(shifted.form.product_choice_element_id).toBe(DEMO_ELEMENT.product + OFFSET);
    expect(shifted.pages.map((page) => page.id)).toEqual(base.pages.map((page) => page.id + OFFSET));
    expect(shifted.blocks.map((block) => [block.id, block.page_id])).toEqual(
      base.blocks.map((block) => [block.id + OFFSET, block.page_id + OFFSET]),
    );
    base.elements.forEach((element, index) => {
      const moved = shifted.elements[index];
      expect(moved?.id).toBe(element.id + OFFSET);
      expect(moved?.block_id).toBe(element.block_id + OFFSET);
      expect(moved?.reference ?? null).toBe(element.reference == null ? null : element.reference + OFFSET);
      expect(moved?.attributes.childrenElementsIds ?? null).toEqual(
        element.attributes.childrenElementsIds?.map((id) => id + OFFSET) ?? null,
      );
      expect(moved?.attributes.datalistId ?? null).toBe(
        element.attributes.datalistId == null ? null : element.attributes.datalistId + OFFSET,
      );
      expect(moved?.condition?.rules.map((rule) => rule.input_id ?? null) ?? null).toEqual(
        element.condition?.rules.map((rule) => (rule.input_id == null ? null : rule.input_id + OFFSET)) ??
          null,
      );
      expect(moved).not.toHaveProperty('i18n');
    });
    expect(
      shifted.blocks.find((block) => block.id === DEMO_BLOCK.reinforcedOrigin + OFFSET)?.condition?.rules,
    ).toEqual([
      expect.objectContaining({ input_id: DEMO_ELEMENT.politicallyExposed + OFFSET }),
      expect.objectContaining({ input_id: DEMO_ELEMENT.subscriptionAmount + OFFSET }),
    ]);
    for (const [code, product] of Object.entries(shifted.tenant.products)) {
      expect(product.unit_price_element_id).toBe(
        (tenant.products[code]?.unit_price_element_id ?? 0) + OFFSET,
      );
      expect(product.dismemberment_table_element_id).toBe(DISMEMBERMENT_TABLE_ELEMENT_ID + OFFSET);
    }
    const { fixture } = shiftFormFixture(DEMO_SUBSCRIPTION_FORM, tenant, OFFSET);
    expect(fixture.datalists.map((datalist) => datalist.id)).toEqual(
      DEMO_SUBSCRIPTION_FORM.datalists.map((datalist) => datalist.id + OFFSET),
    );
    expect(fixture.elements[0]?.i18n).toEqual(DEMO_SUBSCRIPTION_FORM.elements[0]?.i18n);
  });

  it("cuts the product choices and unit prices down to the tenant's products and variants and fills the duration table", () => {
    for (const [code, tenant] of Object.entries(TENANT_FORM_CONFIGURATIONS)) {
      const codes = Object.keys(tenant.products).sort();
      const offered = [...codes, ...Object.keys(tenant.variants ?? {})].sort();
      for (const fixture of FIXTURES) {
        const tailored = tailorFormFixture(fixture, tenant);
        const product = tailored.elements.find((element) => element.id === fixture.product_choice_element_id);
        expect(product?.attributes.options?.map((option) => option.value).sort(), code).toEqual(offered);
        expect(Object.keys(product?.i18n?.en?.options ?? {}).sort()).toEqual(offered);
        const prices = tailored.elements.filter((element) => element.type === 'output_product_unit_price');
        expect(prices.map((element) => element.id).sort()).toEqual(
          codes.map((productCode) => tenant.products[productCode]?.unit_price_element_id).sort(),
        );
        const table = tenant.rate_tables.temporary[tenant.rate_tables.default_temporary ?? ''];
        const duration = tailored.elements.find((element) => element.id === DISMEMBERMENT_TABLE_ELEMENT_ID);
        expect(duration?.attributes.options?.map((option) => option.value)).toEqual(
          table?.rows.map((row) => String(row.years)),
        );
        expect(Object.keys(duration?.i18n?.en?.options ?? {})).toHaveLength(table?.rows.length ?? -1);
      }
    }
    const demoDuration = tailorFormFixture(DEMO_SUBSCRIPTION_FORM, tenantOf('demo')).elements.find(
      (element) => element.id === DISMEMBERMENT_TABLE_ELEMENT_ID,
    );
    expect(demoDuration?.attributes.options?.[7]).toEqual({
      value: '10',
      label: '10\u00a0ans',
      presentation: 'Usufruit 35\u00a0% — nue-propriété 65\u00a0%',
    });
    expect(DEMONSTRATION_TEMPORARY_RATE_TABLE.rows[7]?.years).toBe(10);
  });

  it('gives the seed a copy to store: tailored, shifted, with its English texts', () => {
    const { fixture, definition } = buildFormCopy(DEMO_SUBSCRIPTION_FORM, tenantOf('norma'), OFFSET, {
      formId: 3,
    });
    expect(definition).toEqual(
      buildFormDefinition(DEMO_SUBSCRIPTION_FORM, tenantOf('norma'), OFFSET, { formId: 3 }),
    );
    const duration = fixture.elements.find(
      (element) => element.id === DISMEMBERMENT_TABLE_ELEMENT_ID + OFFSET,
    );
    expect(duration?.i18n?.en?.options?.['5']).toBe('5 years');
    expect(duration?.i18n?.en?.optionPresentations?.['20']).toBe('Usufruct 37.5% — bare ownership 62.5%');
    expect(duration?.attributes.options?.at(-1)?.presentation).toBe(
      'Usufruit 37,5\u00a0% — nue-propriété 62,5\u00a0%',
    );
    const product = fixture.elements.find((element) => element.id === DEMO_ELEMENT.product + OFFSET);
    expect(Object.keys(product?.i18n?.en?.optionPresentations ?? {}).sort()).toEqual([
      'CA',
      'CE',
      'CR',
      'NCC',
      'NCES',
      'NCR',
    ]);
  });

  it('offers every product variant code of spec 02 §9 in some tenant, each after its product, with the scheduled-savings elements only for it', () => {
    const seeded = Object.values(TENANT_FORM_CONFIGURATIONS).flatMap((tenant) =>
      Object.keys(tenant.variants ?? {}),
    );
    expect(seeded.sort()).toEqual([...PRODUCT_VARIANT_CODES].sort());
    const demo = tailorFormFixture(DEMO_SUBSCRIPTION_FORM, tenantOf('demo'));
    const product = demo.elements.find((element) => element.id === DEMO_ELEMENT.product);
    const values = product?.attributes.options?.map((option) => option.value) ?? [];
    expect(values.indexOf('EP')).toBe(values.indexOf('EF') + 1);
    expect(product?.attributes.options?.find((option) => option.value === 'EP')?.label).toBe(
      'SCPI Épargne France — Épargne programmée',
    );
    expect(product?.i18n?.en?.options?.EP).toBe('SCPI Épargne France — Scheduled savings');
    const monthly = demo.elements.find((element) => element.name === 'scheduled_monthly_amount');
    expect(monthly?.attributes.product_variants).toEqual(['EP']);
    const paref = tailorFormFixture(DEMO_SUBSCRIPTION_FORM, tenantOf('paref'));
    expect(paref.elements.find((element) => element.name === 'scheduled_monthly_amount')).toBeUndefined();
  });

  it('refuses a product map that names elements or tables the form lacks', () => {
    const demo = tenantOf('demo');
    expect(() =>
      buildFormDefinition(DEMO_SUBSCRIPTION_FORM, {
        ...demo,
        products: { PU: { unit_price_element_id: 4242, dismemberment_table_element_id: null } },
      }),
    ).toThrow(FormFixtureError);
    expect(() =>
      buildFormDefinition(DEMO_SUBSCRIPTION_FORM, {
        ...demo,
        products: {
          PU: {
            unit_price_element_id: 9002,
            dismemberment_table_element_id: DISMEMBERMENT_TABLE_ELEMENT_ID,
            temporary_rate_table: 'nowhere',
          },
        },
      }),
    ).toThrow(/nowhere/);
  });

  it('gives each unit-price element its product price', () => {
    for (const product of PRODUCT_CATALOGUE) {
      for (const fixture of FIXTURES) {
        const element = fixture.elements.find((candidate) => candidate.id === product.unit_price_element_id);
        expect(element?.type).toBe('output_product_unit_price');
        expect(element?.attributes.defaultValue).toBe(String(product.unit_price));
      }
    }
  });
});

describe('demo happy path', () => {
  const form = () => loadFor(DEMO_SUBSCRIPTION_FORM, 'demo');

  it('fills every visible block without an error, values saved exactly, up to the signature blocks', () => {
    const { stored, receipts } = replay(form(), DEMO_HAPPY_PATH_VALUES, DEMO_CONTEXT);
    const saved = new Map(stored.map((entry) => [entry.elementId, entry.value]));
    for (const step of DEMO_HAPPY_PATH_VALUES) {
      for (const entry of step.values) {
        expect(saved.get(entry.elementId + OFFSET), `element ${entry.elementId}`).toEqual(entry.value);
      }
    }
    for (const entry of DEMO_HAPPY_PATH_COMPUTED) {
      expect(saved.get(entry.elementId + OFFSET), `computed ${entry.elementId}`).toEqual(entry.value);
    }

    const state = createFormState(form(), { ...DEMO_CONTEXT, today: TODAY, receipts }, stored);
    const visible = DEMO_SUBSCRIPTION_FORM.pages
      .slice()
      .sort((a, b) => a.rank - b.rank)
      .flatMap((page) => state.getVisibleBlockIds(page.id + OFFSET).map((id) => id - OFFSET));
    expect(DEMO_HAPPY_PATH_VALUES.map((step) => step.blockId)).toEqual(visible);
    expect(visible).toContain(DEMO_BLOCK.reinforcedOrigin);
    expect(visible.slice(-3)).toEqual([
      DEMO_BLOCK.missionLetter,
      DEMO_BLOCK.subscriptionSignature,
      DEMO_BLOCK.finalisation,
    ]);
    expect(state.validateAll()).toEqual([]);
  });

  it('shows the minimum number of shares once a product is chosen, not a default before (issue 27)', () => {
    const context = { ...DEMO_CONTEXT, today: TODAY };
    const minimum = DEMO_ELEMENT.minimumShares + OFFSET;
    expect(createFormState(form(), context).isVisible(minimum)).toBe(false);
    const chosen = createFormState(
      form(),
      context,
      shiftEntries([{ elementId: DEMO_SUBSCRIPTION_FORM.product_choice_element_id ?? 0, value: 'PU' }]),
    );
    expect(chosen.isVisible(minimum)).toBe(true);
  });

  it('says « signé par toutes les parties » once signed, not while a correction is out for signature again (issue 35)', () => {
    const notice = DEMO_ELEMENT.signedNotice + OFFSET;
    const noticeIn = (dossierState: string[]) =>
      createFormState(form(), { ...DEMO_CONTEXT, today: TODAY, dossierState }).isVisible(notice);
    expect(noticeIn(['signature'])).toBe(false);
    expect(noticeIn(['signed'])).toBe(true);
    expect(noticeIn(['signed', 'signature'])).toBe(false);
  });

  it('corrects a wrong knowledge answer under its question and keeps it, counted in the score (issue 27)', () => {
    const state = createFormState(form(), { ...DEMO_CONTEXT, today: TODAY });
    const feedback = (id: number) => state.isVisible(id + OFFSET);
    const [asset, guarantee, taxation] = [
      DEMO_ELEMENT.quizAsset,
      DEMO_ELEMENT.quizGuarantee,
      DEMO_ELEMENT.quizTaxation,
    ].map((id) => id + OFFSET);
    expect(feedback(DEMO_ELEMENT.quizAssetFeedback)).toBe(false);
    state.setMany([
      { elementId: asset!, value: 'actions' },
      { elementId: guarantee!, value: 'Oui' },
      { elementId: taxation!, value: 'fonciers' },
    ]);
    expect(feedback(DEMO_ELEMENT.quizAssetFeedback)).toBe(true);
    expect(feedback(DEMO_ELEMENT.quizGuaranteeFeedback)).toBe(true);
    expect(feedback(DEMO_ELEMENT.quizTaxationFeedback)).toBe(false);
    expect(state.getErrors(asset!)).toEqual([]);
    expect(state.getValue(DEMO_ELEMENT.knowledgeScore + OFFSET)).toBe('1');
    state.set(asset!, 'immobilier');
    expect(feedback(DEMO_ELEMENT.quizAssetFeedback)).toBe(false);
  });

  it('takes an identity document that expires today, not one that expired yesterday (issue 27)', () => {
    const { stored, receipts } = replay(form(), DEMO_HAPPY_PATH_VALUES, DEMO_CONTEXT);
    const state = createFormState(form(), { ...DEMO_CONTEXT, today: TODAY, receipts }, stored);
    const expiry = DEMO_ELEMENT.identityDocumentExpiry + OFFSET;
    state.set(expiry, '15/06/2025');
    expect(state.getErrors(expiry)).toEqual([]);
    state.set(expiry, '14/06/2025');
    expect(state.getErrors(expiry)).toEqual([
      { message: 'validation.error.mindate', params: { date: '15/06/2025' } },
    ]);
  });

  it('sends no value the server would not take (disabled, calculated, outputs)', () => {
    const outputs = new Set(
      DEMO_SUBSCRIPTION_FORM.elements
        .filter((element) => element.calculate || element.attributes.readonly || element.attributes.disabled)
        .map((element) => element.id),
    );
    for (const step of DEMO_HAPPY_PATH_VALUES) {
      for (const entry of step.values) expect(outputs.has(entry.elementId), `${entry.elementId}`).toBe(false);
    }
  });

  it('the back-office form replays a paper subscription', () => {
    const backOffice = loadFor(BACK_OFFICE_FORM, 'demo');
    const { stored } = replay(backOffice, BACK_OFFICE_HAPPY_PATH_VALUES, DEMO_CONTEXT);
    expect(stored).toContainEqual({
      elementId: BACK_OFFICE_ELEMENT.subscriptionAmount + OFFSET,
      value: '5000',
    });
  });
});

describe('demo invalid cases', () => {
  const order = wizardOrder(DEMO_SUBSCRIPTION_FORM);
  const rules = new Set(DEMO_INVALID_CASES.map((invalid) => invalid.rule));

  it('cover every rule of spec 5', () => {
    for (const rule of [
      'required',
      'phone',
      'email',
      'iban',
      'bic',
      'siret',
      'min',
      'max',
      'select-single',
      'select-multiple',
      'suitability-yes',
      'suitability-no',
      'amount-in-words',
      'date',
      'percentage-sum',
      'different-phones',
      'different-emails',
      'receipt',
      'required-uploads',
    ]) {
      expect(rules, rule).toContain(rule);
    }
  });

  it.each(DEMO_INVALID_CASES.map((invalid) => [`${invalid.rule}: ${invalid.description}`, invalid] as const))(
    '%s',
    (_name, invalid) => {
      const form = loadFor(DEMO_SUBSCRIPTION_FORM, 'demo');
      const position = order.get(invalid.blockId) ?? -1;
      const before = DEMO_HAPPY_PATH_VALUES.filter((step) => (order.get(step.blockId) ?? -1) < position);
      const { stored, receipts } = replay(form, [...before, ...(invalid.setup ?? [])], DEMO_CONTEXT);
      const happy = DEMO_HAPPY_PATH_VALUES.find((step) => step.blockId === invalid.blockId);
      const result = validateSubmission({
        definition: form,
        context: {
          ...DEMO_CONTEXT,
          today: TODAY,
          receipts: [...receipts, ...shiftReceipts(invalid.receipts ?? happy?.receipts)],
        },
        storedValues: stored,
        submittedValues: shiftEntries(invalid.values),
        submittingBlockId: invalid.blockId + OFFSET,
      });
      expect(
        result.errors.map((error) => ({
          elementId: Number(error.property) - OFFSET,
          message: error.message,
        })),
      ).toEqual(invalid.expectedErrors);
      expect(result.ignoredElementIds).toEqual([]);
    },
  );
});

describe('the bare-ownership amount of a tenant that takes the usufruct from the price (spec 02 §5)', () => {
  const figures = (tenant: string, product: string) => {
    const state = createFormState(
      loadFor(DEMO_SUBSCRIPTION_FORM, tenant),
      { direct: false, dossierState: ['ongoing'], today: TODAY, tenant },
      shiftEntries([
        { elementId: DEMO_SUBSCRIPTION_FORM.product_choice_element_id ?? 0, value: product },
        { elementId: DEMO_ELEMENT.shares, value: '3' },
        { elementId: DEMO_ELEMENT.dismembermentType, value: 'Temporaire' },
        { elementId: DEMO_ELEMENT.dismembermentDuration, value: '6' },
      ]),
    );
    return [
      DEMO_ELEMENT.subscriptionAmount,
      DEMO_ELEMENT.usufructAmount,
      DEMO_ELEMENT.bareOwnershipAmount,
    ].map((id) => state.getValue(id + OFFSET));
  };

  it('paref: price × shares − usufruct amount, so the two parts add up to the price to the cent', () => {
    // 195 € × 3 = 585 €; 6 years of variant C: usufruct 17.5 % = 102.375 → 102.38; bare 585 − 102.38
    // (the bare-ownership rate, 82.5 %, would give 482.625 → 482.63, one cent over the price).
    expect(figures('paref', 'IR')).toEqual(['585', '102.38', '482.62']);
  });

  const paid = (tenant: string, product: string, shares: string, scope: string | null) => {
    const state = createFormState(
      loadFor(DEMO_SUBSCRIPTION_FORM, tenant),
      { direct: false, dossierState: ['ongoing'], today: TODAY, tenant },
      shiftEntries([
        { elementId: DEMO_SUBSCRIPTION_FORM.product_choice_element_id ?? 0, value: product },
        { elementId: DEMO_ELEMENT.shares, value: shares },
        ...(scope
          ? [
              { elementId: DEMO_ELEMENT.dismembermentType, value: 'Temporaire' },
              { elementId: DEMO_ELEMENT.dismembermentScope, value: scope },
              { elementId: DEMO_ELEMENT.dismembermentDuration, value: '10' },
            ]
          : []),
      ]),
    );
    return { state, amount: state.getValue(DEMO_ELEMENT.amountPaid + OFFSET) };
  };

  it('the amount paid is the part acquired, and the amount in words spells it (issue 27 item 16)', () => {
    // 150 shares × 200 € = 30 000 € in full property; the bare ownership for 10 years (65 %) pays 19 500 €.
    expect(paid('demo', 'PU', '150', null).amount).toBe('30000');
    expect(paid('demo', 'PU', '150', 'Usufruit').amount).toBe('10500');
    const { state, amount } = paid('demo', 'PU', '150', 'Nue-propriété');
    expect(amount).toBe('19500');
    const words = DEMO_ELEMENT.amountInWords + OFFSET;
    state.set(words, 'trente mille euros');
    expect(state.getErrors(words).map((error) => error.message)).toEqual([
      'element.error.different-to-expected',
    ]);
    state.set(words, 'dix-neuf mille cinq cents euros');
    expect(state.getErrors(words)).toEqual([]);
    // paref's own bare-ownership formula is the one paid: 195 € × 3 − the usufruct amount.
    expect(
      paid('paref', 'IR', '3', 'Nue-propriété').state.getValue(DEMO_ELEMENT.bareOwnershipAmount + OFFSET),
    ).toBe(paid('paref', 'IR', '3', 'Nue-propriété').amount);
  });
});

describe('tenant rules at their thresholds', () => {
  it.each(
    TENANT_THRESHOLD_CASES.map(
      (item) => [`${item.tenant} ${item.product} × ${item.shares} = ${item.amount}`, item] as const,
    ),
  )('%s', (_name, item) => {
    for (const fixture of FIXTURES) {
      const elementId =
        fixture === DEMO_SUBSCRIPTION_FORM
          ? item.elementId
          : item.elementId === DEMO_ELEMENT.thresholdReceipt
            ? BACK_OFFICE_ELEMENT.thresholdReceipt
            : BACK_OFFICE_ELEMENT.naturalPersonProofs;
      const shares = fixture === DEMO_SUBSCRIPTION_FORM ? DEMO_ELEMENT.shares : BACK_OFFICE_ELEMENT.shares;
      const amount =
        fixture === DEMO_SUBSCRIPTION_FORM
          ? DEMO_ELEMENT.subscriptionAmount
          : BACK_OFFICE_ELEMENT.subscriptionAmount;
      const state = createFormState(
        loadFor(fixture, item.tenant),
        { direct: false, dossierState: ['ongoing'], today: TODAY, tenant: item.tenant },
        shiftEntries([
          { elementId: fixture.product_choice_element_id ?? 0, value: item.product },
          { elementId: shares, value: item.shares },
        ]),
      );
      expect(state.getValue(amount + OFFSET)).toBe(item.amount);
      expect(state.isRequired(elementId + OFFSET), fixture.label).toBe(item.holds);
      if (item.tenant === 'aestiam') expect(state.isDisabled(elementId + OFFSET)).toBe(!item.holds);
      expect(state.getErrors(elementId + OFFSET).map((error) => error.message)).toEqual(
        item.message ? [item.message] : [],
      );
    }
  });

  it('the same amounts leave the demo tenant untouched', () => {
    for (const item of TENANT_THRESHOLD_CASES) {
      const state = createFormState(
        loadFor(DEMO_SUBSCRIPTION_FORM, 'demo'),
        { direct: false, dossierState: ['ongoing'], today: TODAY, tenant: 'demo' },
        shiftEntries([
          { elementId: DEMO_ELEMENT.product, value: 'PU' },
          { elementId: DEMO_ELEMENT.shares, value: item.shares },
        ]),
      );
      expect(state.isRequired(item.elementId + OFFSET)).toBe(false);
    }
  });
});
