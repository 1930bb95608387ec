import { applyConditionAction } from '../conditions/apply-condition-action.js';
import { compareValues } from '../conditions/compare-values.js';
import { evaluateCondition } from '../conditions/evaluate-condition.js';
import type { RuleEnvironment } from '../conditions/rule-environment.types.js';
import type { CalendarDate } from '../dates/calendar-date.types.js';
import { parseAnyDate } from '../dates/parse-date.js';
import type { ElementId } from '../definition/condition-rule.types.js';
import type { FormDefinition } from '../definition/form-definition.types.js';
import { toFormulaValue } from '../formulas/compile-formula.js';
import { finalizeCalculatedValue } from '../formulas/finalize-calculated-value.js';
import type { FormulaRuntime } from '../formulas/formula-runtime.types.js';
import { isElementOfferedForProduct, resolveProductCode } from '../products/product-variant.js';
import type { ValidationError, ValidationMessage } from '../validation/validation-message.types.js';
import { areValuesEqual } from '../values/are-values-equal.js';
import type { ElementValue, RawValueEntry, ValueEntry } from '../values/element-value.types.js';
import { getDefaultValue, normalizeAnswer, normalizeValue } from '../values/normalize-value.js';
import { toSingleValue } from '../values/to-single-value.js';
import { computeElementErrors, type ElementFacts, type ErrorEnvironment } from './compute-element-errors.js';
import type { FormContext } from './form-context.types.js';
import type {
  BlockListener,
  ElementListener,
  ElementState,
  FormListener,
  FormState,
  FormStateOptions,
} from './form-state.types.js';
import type { LoadedElement, LoadedForm, LoadedTenantRule, ValidationPlan } from './loaded-form.types.js';
import { loadFormDefinition } from './load-form-definition.js';
import {
  DISABLED,
  REQUIRED,
  TRAIT_CALCULATED,
  TRAIT_DEPENDANTS,
  TRAIT_DISABLED_BY_DEFINITION,
  TRAIT_PRODUCT_VARIANTS,
  TRAIT_REQUIRED_BY_DEFINITION,
  TRAIT_TOGGLE,
  VISIBLE,
} from './element-slots.js';
import { ElementStore } from './element-store.js';

/** Epochs stay below 2^26, so that `epoch × 16 + marks` stays a small integer. */
const EPOCH_LIMIT = 0x3ffffff;
const MARK_BITS = 16;

/** Bits of an element's marks: what the current epoch has already queued for it. */
const MARK_CALCULATION = 1;
const MARK_FLAGS = 2;
const MARK_VALIDATION = 4;
const MARK_SNAPSHOT = 8;

/** Kinds of the packed dependant lists (see LoadedForm.dependantOffsets). */
const DEPENDANT_KINDS = 4;
const CALCULATION_DEPENDANTS = 0;
const FLAG_DEPENDANTS = 1;
const BLOCK_DEPENDANTS = 2;
const VALIDATION_DEPENDANTS = 3;

/**
 * An element's fixed traits: required or disabled by its definition, offered for some products only,
 * calculated, a toggle, which of its dependant lists are not empty (so that a change reads neither the
 * definition nor the dependant offsets when it needs none of it).
 */
function computeTraits(form: LoadedForm, loaded: LoadedElement): number {
  const { attributes } = loaded.element;
  let traits = attributes.disabled === true ? TRAIT_DISABLED_BY_DEFINITION : 0;
  if (attributes.required === true) traits |= TRAIT_REQUIRED_BY_DEFINITION;
  if (attributes.product_variants?.length) traits |= TRAIT_PRODUCT_VARIANTS;
  if (loaded.formula) traits |= TRAIT_CALCULATED;
  if (loaded.element.type === 'toggle') traits |= TRAIT_TOGGLE;
  const base = loaded.index * DEPENDANT_KINDS;
  for (let kind = 0; kind < DEPENDANT_KINDS; kind += 1) {
    if ((form.dependantOffsets[base + kind + 1] ?? 0) > (form.dependantOffsets[base + kind] ?? 0))
      traits |= TRAIT_DEPENDANTS << kind;
  }
  return traits;
}

function isLoadedForm(value: FormDefinition | LoadedForm): value is LoadedForm {
  return 'indexById' in value;
}

function parseToday(text: string): CalendarDate {
  const today = parseAnyDate(text);
  if (!today) throw new RangeError(`context.today is not a date (dd/mm/yyyy or yyyy-mm-dd): "${text}"`);
  return today;
}

class FormStateEngine implements FormState {
  readonly form: LoadedForm;
  private readonly incremental: boolean;
  private context: FormContext;
  private today: CalendarDate;
  private receipts: Set<number>;

  /** Every element's live data, by slot (see element-slots.ts); the queues below hold slots. */
  private readonly store: ElementStore;
  /**
   * One bit per element index, set when it has errors: a validation visits only those elements.
   * Note: bits rather than bytes, so that the whole set stays in a few cache lines on large forms.
   */
  private readonly inError: Uint32Array;
  private readonly blockVisible: Uint8Array;
  private readonly blockListeners: (Set<BlockListener> | undefined)[];
  private readonly formListeners = new Set<FormListener>();

  private epoch = 1;
  /** `epoch × MARK_BITS`, what an element's marks start from during this epoch. */
  private stamp = MARK_BITS;
  private readonly blockMarks: Uint32Array;
  private readonly pendingCalculations: number[] = [];
  private readonly pendingFlags: number[] = [];
  private readonly pendingValidations: number[] = [];
  private readonly pendingSnapshots: number[] = [];
  private readonly pendingBlocks: number[] = [];
  private readonly changedBlocks: number[] = [];
  private readonly sources: number[] = [];
  private readonly pendingClears: number[] = [];
  /** What validating one element reads of it, filled in place for each (no allocation per element). */
  private readonly facts: ElementFacts;

  private readonly ruleEnvironment: RuleEnvironment;
  private readonly runtime: FormulaRuntime;
  private readonly errorEnvironment: ErrorEnvironment;
  /** Element index → reader of its formula's references (calculated elements only). */
  private readonly formulaReaders: (((slot: number) => ElementValue) | null)[];
  private readonly byCalculationRank = (a: number, b: number): number =>
    (this.form.calculationRank[this.store.index(a)] ?? 0) -
    (this.form.calculationRank[this.store.index(b)] ?? 0);

  constructor(
    form: LoadedForm,
    context: FormContext,
    storedValues: readonly RawValueEntry[],
    options: FormStateOptions,
  ) {
    this.form = form;
    this.incremental = options.incremental !== false;
    this.context = context;
    this.today = parseToday(context.today);
    this.receipts = new Set((context.receipts ?? []).map((receipt) => receipt.elementId));
    const blockCount = form.blocks.length;

    const stored = new Map<number, unknown>();
    for (const entry of storedValues) stored.set(entry.elementId, entry.value);
    this.store = new ElementStore(
      form,
      (index) => {
        const { element } = form.elements[index] as LoadedElement;
        return stored.has(element.id)
          ? normalizeValue(element, stored.get(element.id))
          : getDefaultValue(element);
      },
      (index) => computeTraits(form, form.elements[index] as LoadedElement),
    );
    this.inError = new Uint32Array(Math.ceil(form.elements.length / 32));
    this.blockVisible = new Uint8Array(blockCount);
    this.blockListeners = new Array<Set<BlockListener> | undefined>(blockCount);
    this.blockMarks = new Uint32Array(blockCount);
    // Note: every field is set before each validation (the plan here only gives the object its shape).
    this.facts = {
      index: 0,
      value: '',
      flags: 0,
      requiredMessage: null,
      plan: this.store.plans[0] as ValidationPlan,
    };
    this.ruleEnvironment = {
      getValue: (elementId) => {
        const slot = this.store.slotOf(elementId);
        return slot < 0 ? '' : this.store.value(slot);
      },
      direct: context.direct,
      dossierState: context.dossierState,
      today: this.today,
    };
    this.runtime = this.createRuntime();
    this.errorEnvironment = {
      today: () => this.today,
      value: (index) => this.store.value(this.slotAt(index)),
      visible: (index) => (this.store.flags(this.slotAt(index)) & VISIBLE) !== 0,
      hasReceipt: (elementId) => this.receipts.has(elementId),
    };
    this.formulaReaders = form.elements.map(({ formula, formulaSlots }) =>
      formula
        ? (position: number) => {
            const index = formulaSlots[position] ?? -1;
            return index < 0 ? '' : this.store.value(this.slotAt(index));
          }
        : null,
    );

    this.markEverything();
    this.propagate(true);
  }

  private createRuntime(): FormulaRuntime {
    const { form } = this;
    return {
      today: this.today,
      tenant: form.definition.tenant,
      getProductCode: () => this.getProductCode(),
      getProductPrice: () => {
        const code = this.getProductCode();
        const index = code === null ? undefined : form.productPriceIndexByCode.get(code);
        return index === undefined ? null : toFormulaValue(this.store.value(this.slotAt(index)));
      },
    };
  }

  // ---- queries ----

  /** The slot of an element index. */
  private slotAt(index: number): number {
    return this.store.slotByIndex[index] ?? 0;
  }

  private slotOf(id: ElementId): number {
    const slot = this.store.slotOf(id);
    if (slot < 0) throw new RangeError(`Unknown element #${id}`);
    return slot;
  }

  private loadedAt(slot: number): LoadedElement {
    return this.form.elements[this.store.index(slot)] as LoadedElement;
  }

  get(id: ElementId): ElementState {
    return this.getSnapshot(this.slotOf(id));
  }

  private getSnapshot(slot: number): ElementState {
    const { store } = this;
    const cached = store.snapshot(slot);
    if (cached) return cached;
    const flags = store.flags(slot);
    const snapshot: ElementState = {
      id: this.loadedAt(slot).element.id,
      value: store.value(slot),
      visible: (flags & VISIBLE) !== 0,
      required: (flags & REQUIRED) !== 0,
      disabled: (flags & DISABLED) !== 0,
      errors: store.errors(slot),
    };
    store.setSnapshot(slot, snapshot);
    return snapshot;
  }

  getValue(id: ElementId): ElementValue {
    return this.get(id).value;
  }

  isVisible(id: ElementId): boolean {
    return this.get(id).visible;
  }

  isRequired(id: ElementId): boolean {
    return this.get(id).required;
  }

  isDisabled(id: ElementId): boolean {
    return this.get(id).disabled;
  }

  getErrors(id: ElementId): readonly ValidationMessage[] {
    return this.get(id).errors;
  }

  isBlockVisible(blockId: number): boolean {
    const index = this.form.blockIndexById.get(blockId);
    if (index === undefined) throw new RangeError(`Unknown block ${blockId}`);
    return this.blockVisible[index] === 1;
  }

  getVisibleBlockIds(pageId: number): number[] {
    const page = this.form.pages[this.form.pageIndexById.get(pageId) ?? -1];
    if (!page) return [];
    return page.blockIndices
      .filter((index) => this.blockVisible[index] === 1)
      .map((index) => this.form.blocks[index]?.block.id ?? 0);
  }

  getValueEntries(): ValueEntry[] {
    const entries: ValueEntry[] = [];
    for (const { index, element } of this.form.elements) {
      const value = this.store.value(this.slotAt(index));
      if (typeof value === 'string' ? value !== '' : value.length > 0) {
        entries.push({ elementId: element.id, value: typeof value === 'string' ? value : [...value] });
      }
    }
    return entries;
  }

  // ---- changes ----

  set(id: ElementId, value: unknown): boolean {
    this.nextEpoch();
    const slot = this.slotOf(id);
    if (!this.assign(slot, value)) return false;
    this.sources.push(slot);
    this.propagateSources();
    return true;
  }

  setMany(entries: readonly RawValueEntry[]): boolean {
    this.nextEpoch();
    for (const entry of entries) {
      const slot = this.slotOf(entry.elementId);
      if (this.assign(slot, entry.value)) this.sources.push(slot);
    }
    if (this.sources.length === 0) return false;
    this.propagateSources();
    return true;
  }

  /** Stores a new value for a non-calculated element. @returns whether it changed. */
  private assign(slot: number, value: unknown): boolean {
    const traits = this.store.traits(slot);
    if ((traits & TRAIT_CALCULATED) !== 0) return false;
    const next =
      (traits & TRAIT_TOGGLE) !== 0
        ? normalizeValue(this.loadedAt(slot).element, value)
        : normalizeAnswer(value);
    return this.store.assign(slot, next);
  }

  /** Re-evaluates what depends on the elements in `sources` (all of it when not incremental). */
  private propagateSources(): void {
    const sources = this.sources;
    if (!this.incremental) {
      for (const source of sources) this.markSnapshot(source);
      this.markEverything();
    } else {
      for (const source of sources) this.collectCalculations(source);
      for (const source of sources) this.onValueChanged(source);
    }
    for (const source of sources) if (this.keepsNoAnswer(source)) this.pendingClears.push(source);
    sources.length = 0;
    this.propagate(false);
  }

  setReceipts(receipts: readonly { elementId: ElementId }[]): void {
    this.context = { ...this.context, receipts };
    this.receipts = new Set(receipts.map((receipt) => receipt.elementId));
    this.nextEpoch();
    if (!this.incremental) this.markEverything();
    else for (const index of this.form.fileIndices) this.markValidation(this.slotAt(index));
    this.propagate(false);
  }

  setContext(context: Partial<FormContext>): void {
    this.context = { ...this.context, ...context };
    this.today = parseToday(this.context.today);
    this.receipts = new Set((this.context.receipts ?? []).map((receipt) => receipt.elementId));
    this.ruleEnvironment.direct = this.context.direct;
    this.ruleEnvironment.dossierState = this.context.dossierState;
    this.ruleEnvironment.today = this.today;
    this.runtime.today = this.today;
    this.nextEpoch();
    this.markEverything();
    this.propagate(false);
  }

  // ---- subscriptions ----

  subscribe(id: ElementId, listener: ElementListener): () => void {
    const listeners = this.store.listeners(this.slotOf(id), true) as Set<ElementListener>;
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  subscribeBlock(blockId: number, listener: BlockListener): () => void {
    const index = this.form.blockIndexById.get(blockId);
    if (index === undefined) throw new RangeError(`Unknown block ${blockId}`);
    const listeners = (this.blockListeners[index] ??= new Set());
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  subscribeAll(listener: FormListener): () => void {
    this.formListeners.add(listener);
    return () => this.formListeners.delete(listener);
  }

  // ---- validation ----

  validateElement(id: ElementId): ValidationError[] {
    return this.collectErrors([this.store.index(this.slotOf(id))]);
  }

  validateBlock(blockId: number): ValidationError[] {
    const index = this.form.blockIndexById.get(blockId);
    if (index === undefined) throw new RangeError(`Unknown block ${blockId}`);
    return this.collectErrors(this.form.blocks[index]?.elementIndices ?? []);
  }

  validatePage(pageId: number): ValidationError[] {
    const page = this.form.pages[this.form.pageIndexById.get(pageId) ?? -1];
    if (!page) throw new RangeError(`Unknown page ${pageId}`);
    return this.collectErrors(
      page.blockIndices.flatMap((block) => this.form.blocks[block]?.elementIndices ?? []),
    );
  }

  validateAll(): ValidationError[] {
    return this.collectErrors(null);
  }

  /** Collects the errors of some elements (null: all), display order. */
  private collectErrors(indices: readonly number[] | null): ValidationError[] {
    const count = indices ? indices.length : this.form.elements.length;
    if (!this.incremental) {
      // Note: the non-incremental baseline trusts no cached result and re-runs every validator asked for.
      this.nextEpoch();
      for (let position = 0; position < count; position += 1)
        this.markValidation(this.slotAt(indices ? (indices[position] ?? 0) : position));
      this.propagate(false);
    }
    const result: ValidationError[] = [];
    if (indices) {
      for (const index of indices)
        if (((this.inError[index >>> 5] ?? 0) & (1 << (index & 31))) !== 0) this.pushErrors(index, result);
      return result;
    }
    for (let word = 0; word < this.inError.length; word += 1) {
      // Lowest bit first: display order.
      for (let bits = this.inError[word] ?? 0; bits !== 0; bits &= bits - 1)
        this.pushErrors(word * 32 + 31 - Math.clz32(bits & -bits), result);
    }
    return result;
  }

  private pushErrors(index: number, result: ValidationError[]): void {
    const elementId = (this.form.elements[index] as LoadedElement).element.id;
    for (const error of this.store.errors(this.slotAt(index)))
      result.push({ elementId, message: error.message, params: error.params });
  }

  // ---- evaluation ----

  private getProductCode(): string | null {
    const index = this.form.productChoiceIndex;
    const chosen = index >= 0 ? toSingleValue(this.store.value(this.slotAt(index))).trim() : '';
    return chosen !== '' ? chosen : (this.context.productCode ?? null);
  }

  private nextEpoch(): void {
    if (this.epoch >= EPOCH_LIMIT) {
      this.epoch = 0;
      this.store.clearMarks();
      this.blockMarks.fill(0);
    }
    this.epoch += 1;
    this.stamp = this.epoch * MARK_BITS;
  }

  private markEverything(): void {
    for (const index of this.form.calculationOrder) this.markCalculation(this.slotAt(index));
    for (let block = 0; block < this.form.blocks.length; block += 1) this.markBlock(block);
    for (let index = 0; index < this.form.elements.length; index += 1) {
      const slot = this.slotAt(index);
      this.markFlags(slot);
      this.markValidation(slot);
    }
  }

  /** Sets one of an element's marks for the current epoch. @returns whether it was not set yet. */
  private mark(slot: number, bit: number): boolean {
    return this.store.mark(slot, bit, this.stamp);
  }

  private markCalculation(slot: number): boolean {
    if (!this.mark(slot, MARK_CALCULATION)) return false;
    this.pendingCalculations.push(slot);
    return true;
  }

  private markFlags(slot: number): void {
    if (this.mark(slot, MARK_FLAGS)) this.pendingFlags.push(slot);
  }

  private markValidation(slot: number): void {
    if (this.mark(slot, MARK_VALIDATION)) this.pendingValidations.push(slot);
  }

  private markSnapshot(slot: number): void {
    if (this.mark(slot, MARK_SNAPSHOT)) this.pendingSnapshots.push(slot);
  }

  private markBlock(block: number): void {
    if (this.blockMarks[block] === this.epoch) return;
    this.blockMarks[block] = this.epoch;
    this.pendingBlocks.push(block);
  }

  private hasDependants(slot: number, kind: number): boolean {
    return (this.store.traits(slot) & (TRAIT_DEPENDANTS << kind)) !== 0;
  }

  /** Where one of an element's dependant lists starts in `form.dependantData` (its end is the next offset). */
  private dependantsStart(slot: number, kind: number): number {
    return this.form.dependantOffsets[this.store.index(slot) * DEPENDANT_KINDS + kind] ?? 0;
  }

  private dependantsEnd(slot: number, kind: number): number {
    return this.form.dependantOffsets[this.store.index(slot) * DEPENDANT_KINDS + kind + 1] ?? 0;
  }

  private collectCalculations(source: number): void {
    if (!this.hasDependants(source, CALCULATION_DEPENDANTS)) return;
    const data = this.form.dependantData;
    const end = this.dependantsEnd(source, CALCULATION_DEPENDANTS);
    for (let at = this.dependantsStart(source, CALCULATION_DEPENDANTS); at < end; at += 1) {
      const dependant = this.slotAt(data[at] ?? 0);
      if (this.markCalculation(dependant)) this.collectCalculations(dependant);
    }
  }

  private markValidationDependants(slot: number): void {
    if (!this.hasDependants(slot, VALIDATION_DEPENDANTS)) return;
    const data = this.form.dependantData;
    const end = this.dependantsEnd(slot, VALIDATION_DEPENDANTS);
    for (let at = this.dependantsStart(slot, VALIDATION_DEPENDANTS); at < end; at += 1)
      this.markValidation(this.slotAt(data[at] ?? 0));
  }

  private onValueChanged(slot: number): void {
    this.markSnapshot(slot);
    this.markValidation(slot);
    const data = this.form.dependantData;
    if (this.hasDependants(slot, FLAG_DEPENDANTS)) {
      const end = this.dependantsEnd(slot, FLAG_DEPENDANTS);
      for (let at = this.dependantsStart(slot, FLAG_DEPENDANTS); at < end; at += 1)
        this.markFlags(this.slotAt(data[at] ?? 0));
    }
    if (this.hasDependants(slot, BLOCK_DEPENDANTS)) {
      const end = this.dependantsEnd(slot, BLOCK_DEPENDANTS);
      for (let at = this.dependantsStart(slot, BLOCK_DEPENDANTS); at < end; at += 1)
        this.markBlock(data[at] ?? 0);
    }
    this.markValidationDependants(slot);
  }

  /** Runs the phases in order: calculations, blocks, flags, validations, then snapshots and listeners. */
  private propagate(initial: boolean): void {
    const calculations = this.pendingCalculations;
    if (calculations.length > 1) calculations.sort(this.byCalculationRank);
    for (const slot of calculations) this.calculate(slot);
    calculations.length = 0;

    for (const block of this.pendingBlocks) {
      const next = this.computeBlockVisible(block) ? 1 : 0;
      if (next === this.blockVisible[block] && !initial) continue;
      this.blockVisible[block] = next;
      this.changedBlocks.push(block);
      for (const index of this.form.blocks[block]?.elementIndices ?? []) this.markFlags(this.slotAt(index));
    }
    this.pendingBlocks.length = 0;

    for (const slot of this.pendingFlags) {
      if (this.updateFlags(slot) || initial) {
        this.markSnapshot(slot);
        this.markValidation(slot);
        this.markValidationDependants(slot);
        if (this.keepsNoAnswer(slot)) this.pendingClears.push(slot);
      }
    }
    this.pendingFlags.length = 0;

    for (const slot of this.pendingValidations) this.validate(slot, initial);
    this.pendingValidations.length = 0;

    this.flush(initial);
    this.clearDisabledAnswers();
  }

  /** Re-computes an element's errors; new errors mark its snapshot (every one on the initial evaluation). */
  private validate(slot: number, initial: boolean): void {
    const { store, facts } = this;
    facts.index = store.index(slot);
    facts.value = store.value(slot);
    facts.flags = store.flags(slot);
    facts.requiredMessage = store.requiredMessage(slot);
    facts.plan = store.plan(slot);
    const outcome = store.setErrors(slot, computeElementErrors(this.form, facts, this.errorEnvironment));
    if (outcome === 2) {
      // Note: the bit is written only when the element goes from no error to some or back.
      const word = facts.index >>> 5;
      this.inError[word] = (this.inError[word] ?? 0) ^ (1 << (facts.index & 31));
    }
    if (outcome !== 0 || initial) this.markSnapshot(slot);
  }

  /** Evaluates a calculated element's formula; a new value marks what depends on it. */
  private calculate(slot: number): void {
    const loaded = this.loadedAt(slot);
    if (!loaded.formula) return;
    const result = loaded.formula(
      this.formulaReaders[loaded.index] as (position: number) => ElementValue,
      this.runtime,
    );
    const next = finalizeCalculatedValue(result, loaded.precision);
    if (this.store.assign(slot, next)) this.onValueChanged(slot);
  }

  /**
   * Whether an element holds an answer it may not keep: it is disabled by its own definition, so only a
   * condition or a tenant rule enables it (aestiam's proofs from 50 000 €), and that no longer holds.
   * Read-only mode disables everything and keeps every answer.
   */
  private keepsNoAnswer(slot: number): boolean {
    if ((this.store.traits(slot) & TRAIT_DISABLED_BY_DEFINITION) === 0 || this.context.readOnly) return false;
    if ((this.store.flags(slot) & DISABLED) === 0) return false;
    return !areValuesEqual(this.store.value(slot), getDefaultValue(this.loadedAt(slot).element));
  }

  /** Gives the elements found by {@link keepsNoAnswer} their default value back, as a change. */
  private clearDisabledAnswers(): void {
    if (this.pendingClears.length === 0) return;
    const entries = this.pendingClears.map((slot) => {
      const { element } = this.loadedAt(slot);
      return { elementId: element.id, value: getDefaultValue(element) };
    });
    this.pendingClears.length = 0;
    this.setMany(entries);
  }

  private computeBlockVisible(block: number): boolean {
    const loaded = this.form.blocks[block];
    if (!loaded) return false;
    const base = loaded.block.visible !== false;
    if (!loaded.condition) return base;
    return applyConditionAction(
      evaluateCondition(loaded.condition, this.ruleEnvironment),
      loaded.condition.actions.visible,
      base,
    );
  }

  private holds(rule: LoadedTenantRule): boolean {
    const test = (item: LoadedTenantRule['tests'][number]): boolean => {
      if (item.subjectIndices === null)
        return compareValues(
          resolveProductCode(this.form.definition.tenant, this.getProductCode()) ?? '',
          item.value,
          item.operator,
        );
      return item.subjectIndices.some((index) =>
        compareValues(toSingleValue(this.store.value(this.slotAt(index))), item.value, item.operator),
      );
    };
    if (rule.tests.length === 0) return false;
    return rule.rule.when.logical_operator === 'OR' ? rule.tests.some(test) : rule.tests.every(test);
  }

  /** Recomputes an element's visible / required / disabled flags. @returns whether any changed. */
  private updateFlags(slot: number): boolean {
    const traits = this.store.traits(slot);
    const loaded = this.loadedAt(slot);
    let visible = true;
    let required = (traits & TRAIT_REQUIRED_BY_DEFINITION) !== 0;
    let disabled = (traits & TRAIT_DISABLED_BY_DEFINITION) !== 0;
    let message: string | null = null;
    const condition = loaded.condition;
    if (condition) {
      const holds = evaluateCondition(condition, this.ruleEnvironment);
      visible = applyConditionAction(holds, condition.actions.visible, visible);
      required = applyConditionAction(holds, condition.actions.required, required);
      disabled = applyConditionAction(holds, condition.actions.disabled, disabled);
    }
    for (const rule of loaded.tenantRules) {
      if (!this.holds(rule)) continue;
      const { actions } = rule.rule;
      if (actions.visible !== undefined) visible = actions.visible;
      if (actions.disabled !== undefined) disabled = actions.disabled;
      if (actions.required !== undefined) {
        required = actions.required;
        message = actions.required ? (rule.rule.message ?? null) : null;
      }
    }
    visible =
      visible &&
      this.blockVisible[loaded.blockIndex] === 1 &&
      ((traits & TRAIT_PRODUCT_VARIANTS) === 0 ||
        isElementOfferedForProduct(loaded.element, this.getProductCode()));
    if (this.context.readOnly) {
      required = false;
      disabled = true;
    }
    const next = (visible ? VISIBLE : 0) | (required ? REQUIRED : 0) | (disabled ? DISABLED : 0);
    return this.store.setFlags(slot, next, message);
  }

  /** Drops the snapshots of changed elements and tells the listeners (none on the initial evaluation). */
  private flush(initial: boolean): void {
    const pending = this.pendingSnapshots;
    for (const slot of pending) this.store.dropSnapshot(slot);
    if (initial) {
      pending.length = 0;
      this.changedBlocks.length = 0;
      return;
    }
    // Note: listeners may change values, which starts a new epoch with these queues: work on copies, made
    // only when someone listens (most changes reach no listener and allocate nothing here).
    const changed = this.hasElementListeners(pending) || this.formListeners.size > 0 ? pending.slice() : null;
    const changedBlocks = this.changedBlocks.length > 0 ? this.changedBlocks.slice() : null;
    pending.length = 0;
    this.changedBlocks.length = 0;
    if (changed) this.tellElementListeners(changed);
    for (const block of changedBlocks ?? []) {
      const listeners = this.blockListeners[block];
      if (listeners) for (const listener of [...listeners]) listener(this.blockVisible[block] === 1);
    }
    if (changed && changed.length > 0 && this.formListeners.size > 0) {
      const ids = changed.map((slot) => this.loadedAt(slot).element.id);
      for (const listener of [...this.formListeners]) listener(ids);
    }
  }

  private hasElementListeners(slots: readonly number[]): boolean {
    for (const slot of slots) if (this.store.listeners(slot, false)) return true;
    return false;
  }

  private tellElementListeners(changed: readonly number[]): void {
    for (const slot of changed) {
      const listeners = this.store.listeners(slot, false);
      if (!listeners || listeners.size === 0) continue;
      const state = this.getSnapshot(slot);
      for (const listener of [...listeners]) listener(state);
    }
  }
}

/**
 * Builds the live state of a dossier's form: stored values (value entries, booleans as strings) over
 * the elements' default values, then every calculation, condition and validation evaluated once.
 * Afterwards each change re-evaluates only what depends on it (see {@link FormStateOptions}).
 * @param definition a definition (loaded here) or a form loaded once with `loadFormDefinition`.
 * @throws FormDefinitionError when the definition is invalid; RangeError when `context.today` is not a date.
 */
export function createFormState(
  definition: FormDefinition | LoadedForm,
  context: FormContext,
  storedValues: readonly RawValueEntry[] = [],
  options: FormStateOptions = {},
): FormState {
  const form = isLoadedForm(definition) ? definition : loadFormDefinition(definition);
  return new FormStateEngine(form, context, storedValues, options);
}
