import type { ElementRole } from '../definition/element-role.js';
import { FILE_ELEMENT_TYPES } from '../definition/element-categories.js';
import type { ConditionRule } from '../definition/condition-rule.types.js';
import type { FormDefinition } from '../definition/form-definition.types.js';
import { buildValidationPlan } from './build-validation-plan.js';
import { compileFormFormulas, type CompiledFormulas, type ProductIndices } from './compile-form-formulas.js';
import { addDependant, emptyLists, packDependants } from './dependant-lists.js';
import { FormDefinitionError, type DefinitionProblem } from './form-definition-error.js';
import {
  createReferenceResolver,
  indexFormStructure,
  type FormStructure,
  type ReferenceOwner,
  type ReferenceResolver,
} from './index-form-structure.js';
import type {
  LoadedBlock,
  LoadedElement,
  ValidationPlan,
  LoadedForm,
  LoadedPage,
  LoadedTenantRule,
} from './loaded-form.types.js';
import { orderCalculations } from './order-calculations.js';

const ELEMENT_RULE_TYPES = new Set<ConditionRule['type']>(['input', 'input_date', 'select']);

/** A table from element id to index when ids are dense enough (at most 4 slots per element), else null. */
function createIndexTable(indexById: ReadonlyMap<number, number>): Int32Array | null {
  let max = -1;
  for (const id of indexById.keys()) {
    if (!Number.isInteger(id) || id < 0) return null;
    max = Math.max(max, id);
  }
  if (max > indexById.size * 4 + 1024) return null;
  const table = new Int32Array(max + 1).fill(-1);
  for (const [id, index] of indexById) table[id] = index;
  return table;
}

/** The product choice element (its id resolved, a missing one a problem) and the unit price elements. */
function findProductIndices(
  definition: FormDefinition,
  { indexById }: FormStructure,
  resolver: ReferenceResolver,
): ProductIndices {
  const productChoiceId = definition.form.product_choice_element_id ?? null;
  const productChoiceIndex =
    productChoiceId === null
      ? -1
      : resolver.resolveId(
          { text: `Form ${definition.form.id}`, ids: [] },
          productChoiceId,
          'its product choice element',
        );
  const productPriceIndexByCode = new Map<string, number>();
  for (const [code, product] of Object.entries(definition.tenant.products)) {
    const index = indexById.get(product.unit_price_element_id);
    if (index !== undefined) productPriceIndexByCode.set(code, index);
  }
  for (const [code, variant] of Object.entries(definition.tenant.variants ?? {})) {
    const index = productPriceIndexByCode.get(variant.product);
    if (index !== undefined) productPriceIndexByCode.set(code, index);
  }
  return { productChoiceIndex, productPriceIndexByCode };
}

/**
 * Resolves what conditions, references and children read, recording each missing element; gives
 * the elements (flags) and blocks to re-evaluate when an element changes.
 */
function checkConditionsAndReferences(
  structure: FormStructure,
  resolver: ReferenceResolver,
  problems: DefinitionProblem[],
): { flagDependants: number[][]; blockDependants: number[][] } {
  const size = structure.ordered.length;
  const flagDependants = emptyLists(size);
  const blockDependants = emptyLists(size);
  const checkRules = (
    rules: readonly ConditionRule[],
    owner: ReferenceOwner,
    onRead: (index: number) => void,
  ) => {
    for (const rule of rules) {
      if (!ELEMENT_RULE_TYPES.has(rule.type)) continue;
      if (rule.input_id === null || rule.input_id === undefined) {
        problems.push({
          kind: 'missing-reference',
          elementIds: owner.ids,
          message: `${owner.text}: a condition rule of type ${rule.type} has no input_id`,
        });
        continue;
      }
      const index = resolver.resolveId(owner, rule.input_id, 'its condition');
      if (index >= 0) onRead(index);
    }
  };
  structure.ordered.forEach((element, index) => {
    const owner = resolver.ownerOf(element);
    if (element.condition?.rules.length) {
      checkRules(element.condition.rules, owner, (read) => addDependant(flagDependants, read, index));
    }
    if (element.reference !== null && element.reference !== undefined) {
      resolver.resolveId(owner, element.reference, 'its reference');
    }
    const child = element.attributes.childElementId;
    if (child !== null && child !== undefined) resolver.resolveId(owner, child, 'its childElementId');
    for (const id of element.attributes.childrenElementsIds ?? [])
      resolver.resolveId(owner, id, 'its childrenElementsIds');
  });
  structure.blocks.forEach((block, blockIndex) => {
    if (block.condition?.rules.length) {
      checkRules(block.condition.rules, { text: `Block ${block.id}`, ids: [] }, (read) =>
        addDependant(blockDependants, read, blockIndex),
      );
    }
  });
  return { flagDependants, blockDependants };
}

/** The tenant's rules by the elements they target; their subjects re-evaluate the targets' flags. */
function indexTenantRules(
  definition: FormDefinition,
  elementIndices: ReadonlyMap<number, number>,
  roleIndices: ReadonlyMap<ElementRole, number[]>,
  productChoiceIndex: number,
  flagDependants: number[][],
): LoadedTenantRule[][] {
  const tenantRulesByIndex: LoadedTenantRule[][] = emptyLists(flagDependants.length).map(() => []);
  // Elements reserved to product variants are offered or not as the product choice changes.
  if (productChoiceIndex >= 0) {
    definition.elements.forEach((element) => {
      if (!element.attributes.product_variants?.length) return;
      const index = elementIndices.get(element.id);
      if (index !== undefined) addDependant(flagDependants, productChoiceIndex, index);
    });
  }
  for (const rule of definition.tenant.rules) {
    const targets = roleIndices.get(rule.target_role) ?? [];
    const tests = rule.when.tests.map((test) => ({
      subjectIndices: test.subject === 'product_code' ? null : (roleIndices.get(test.subject) ?? []),
      operator: test.operator,
      value: String(test.value),
    }));
    const loadedRule: LoadedTenantRule = { rule, tests };
    for (const target of targets) {
      tenantRulesByIndex[target]?.push(loadedRule);
      for (const test of tests) {
        const subjects = test.subjectIndices ?? (productChoiceIndex >= 0 ? [productChoiceIndex] : []);
        for (const subject of subjects) addDependant(flagDependants, subject, target);
      }
    }
  }
  return tenantRulesByIndex;
}

/** Each element with its formula, condition, tenant rules and validation plan; what its checks read. */
function buildLoadedElements(
  structure: FormStructure,
  compiled: CompiledFormulas,
  tenantRulesByIndex: readonly LoadedTenantRule[][],
): { elements: LoadedElement[]; validationDependants: number[][] } {
  const { indexById, roleIndices } = structure;
  const validationDependants = emptyLists(structure.ordered.length);
  const resolveIndex = (id: number): number => indexById.get(id) ?? -1;
  const elements: LoadedElement[] = structure.ordered.map((element, index) => {
    const formula = compiled.formulas[index] ?? null;
    const validation = buildValidationPlan(element, resolveIndex, roleIndices, formula !== null);
    if (validation.wordsReferenceIndex >= 0)
      addDependant(validationDependants, validation.wordsReferenceIndex, index);
    for (const child of validation.groupChildren ?? []) addDependant(validationDependants, child, index);
    for (const child of validation.rankedChildren ?? []) addDependant(validationDependants, child, index);
    if ((validation.pattern?.whenIndex ?? -1) >= 0)
      addDependant(validationDependants, validation.pattern?.whenIndex ?? -1, index);
    for (const member of validation.allocationGroup ?? []) {
      if (member !== index) addDependant(validationDependants, member, index);
    }
    for (const subject of validation.differsFrom?.subjectIndices ?? [])
      addDependant(validationDependants, subject, index);
    return {
      index,
      element,
      blockIndex: structure.blockIndexOfElement[index] ?? 0,
      formula,
      precision: element.attributes.precision ?? null,
      formulaSlots: compiled.formulaSlots[index] ?? [],
      condition: element.condition?.rules.length ? element.condition : null,
      tenantRules: tenantRulesByIndex[index] ?? [],
      validation,
    };
  });
  for (const group of elements) {
    const label = group.element.attributes.label || group.element.name;
    for (const child of group.validation.rankedChildren ?? []) {
      const loaded = elements[child];
      if (loaded) loaded.validation = { ...loaded.validation, rankingGroupLabel: label };
    }
  }
  shareValidationPlans(elements);
  return { elements, validationDependants };
}

/** Whether a plan reads no other element and has no bounds of its own beyond numbers (all but a few). */
function isShareable(plan: ValidationPlan): boolean {
  return (
    !plan.pattern &&
    plan.wordsReferenceIndex < 0 &&
    !plan.differsFrom &&
    !plan.groupChildren &&
    !plan.rankedChildren &&
    !plan.allocationGroup &&
    !plan.dateBounds?.minDate &&
    !plan.dateBounds?.maxDate &&
    plan.rankingGroupLabel === null
  );
}

/** Whether two shareable plans check the same. */
function isSamePlan(a: ValidationPlan, b: ValidationPlan): boolean {
  if (a.calculated !== b.calculated || a.requirable !== b.requirable) return false;
  if (a.siret !== b.siret || a.suitability !== b.suitability) return false;
  if ((a.dateBounds === null) !== (b.dateBounds === null)) return false;
  const x = a.numberRange;
  const y = b.numberRange;
  if (x === null || y === null) return x === y;
  return (
    x.min === y.min &&
    x.max === y.max &&
    x.integer === y.integer &&
    x.maxDecimals === y.maxDecimals &&
    x.errorMessage === y.errorMessage
  );
}

/**
 * Gives the elements validated alike one plan object (every e-mail of a form, every text without
 * checks…): a change then brings fewer objects into the cache.
 */
function shareValidationPlans(elements: readonly LoadedElement[]): void {
  const byKind = new Map<string, ValidationPlan[]>();
  for (const loaded of elements) {
    const plan = loaded.validation;
    if (!isShareable(plan)) continue;
    const kind = `${plan.format} ${plan.emptiness}`;
    const plans = byKind.get(kind);
    const same = plans?.find((other) => isSamePlan(plan, other));
    if (same) loaded.validation = same;
    else if (plans) plans.push(plan);
    else byKind.set(kind, [plan]);
  }
}

/** The blocks with their elements, and the pages with their blocks. */
function buildLoadedLayout(
  { blocks: sortedBlocks, pages, pageIndexById }: FormStructure,
  elements: readonly LoadedElement[],
): { blocks: LoadedBlock[]; pages: LoadedPage[] } {
  const blockElements = emptyLists(sortedBlocks.length);
  for (const element of elements) blockElements[element.blockIndex]?.push(element.index);
  const blocks: LoadedBlock[] = sortedBlocks.map((block, index) => ({
    index,
    block,
    pageIndex: pageIndexById.get(block.page_id) ?? 0,
    condition: block.condition?.rules.length ? block.condition : null,
    elementIndices: blockElements[index] ?? [],
  }));
  const pageBlocks = emptyLists(pages.length);
  for (const block of blocks) pageBlocks[block.pageIndex]?.push(block.index);
  return { blocks, pages: pages.map((page, index) => ({ page, blockIndices: pageBlocks[index] ?? [] })) };
}

/**
 * Checks, orders, compiles and indexes a form definition once: formulas are parsed and compiled, the
 * dependency graph (calculations, conditions, tenant rules, cross-field validations) is built and
 * calculations are put in dependency order.
 * @throws FormDefinitionError listing every problem: duplicate ids, elements of unknown blocks, blocks
 * of unknown pages, formula syntax errors, references to missing elements (in formulas, conditions,
 * `reference` and children), ambiguous names, and calculation cycles — each naming its elements.
 */
export function loadFormDefinition(definition: FormDefinition): LoadedForm {
  const problems: DefinitionProblem[] = [];
  const structure = indexFormStructure(definition, problems);
  const resolver = createReferenceResolver(structure, problems);
  const products = findProductIndices(definition, structure, resolver);
  const compiled = compileFormFormulas(structure, resolver, products, problems);
  const { flagDependants, blockDependants } = checkConditionsAndReferences(structure, resolver, problems);
  const size = structure.ordered.length;
  const { order, problems: cycleProblems } = orderCalculations({
    size,
    calculated: compiled.calculated,
    reads: compiled.reads,
    describe: resolver.describe,
    idOf: resolver.idOf,
  });
  problems.push(...cycleProblems);
  if (problems.length > 0) throw new FormDefinitionError(problems);

  const tenantRules = indexTenantRules(
    definition,
    structure.indexById,
    structure.roleIndices,
    products.productChoiceIndex,
    flagDependants,
  );
  const { elements, validationDependants } = buildLoadedElements(structure, compiled, tenantRules);
  const { blocks, pages } = buildLoadedLayout(structure, elements);
  const calculationRank = new Int32Array(size).fill(-1);
  order.forEach((index, rank) => {
    calculationRank[index] = rank;
  });
  const { calculationDependants } = compiled;
  const packed = packDependants(
    [calculationDependants, flagDependants, blockDependants, validationDependants],
    size,
  );
  return {
    definition,
    elements,
    blocks,
    pages,
    indexById: structure.indexById,
    blockIndexById: structure.blockIndexById,
    pageIndexById: structure.pageIndexById,
    calculationOrder: order,
    calculationRank,
    calculationDependants,
    flagDependants,
    blockDependants,
    validationDependants,
    dependantOffsets: packed.offsets,
    dependantData: packed.data,
    indexByIdTable: createIndexTable(structure.indexById),
    productChoiceIndex: products.productChoiceIndex,
    productPriceIndexByCode: products.productPriceIndexByCode,
    fileIndices: elements
      .filter((element) => FILE_ELEMENT_TYPES.has(element.element.type))
      .map((e) => e.index),
    roleIndices: structure.roleIndices,
  };
}
