import type { ElementRole } from '../definition/element-role.js';
import { FILE_ELEMENT_TYPES } from '../definition/element-categories.js';
import type { ConditionRule } from '../definition/condition-rule.types.js';
import type { FormDefinition, FormElement } from '../definition/form-definition.types.js';
import { collectFormulaReferences } from '../formulas/collect-formula-references.js';
import { compileFormula, type CompiledFormula } from '../formulas/compile-formula.js';
import type { FormulaNode } from '../formulas/formula-ast.types.js';
import { FormulaSyntaxError } from '../formulas/formula-syntax-error.js';
import { parseFormula } from '../formulas/parse-formula.js';
import { buildValidationPlan } from './build-validation-plan.js';
import { FormDefinitionError, type DefinitionProblem } from './form-definition-error.js';
import type {
  LoadedBlock,
  LoadedElement,
  LoadedForm,
  LoadedPage,
  LoadedTenantRule,
} from './loaded-form.types.js';
import { orderCalculations } from './order-calculations.js';

const PRODUCT_FUNCTIONS = new Set(['temporary_usufruct', 'temporary_bare', 'usufruct_rate', 'bare_rate']);
const ELEMENT_RULE_TYPES = new Set<ConditionRule['type']>(['input', 'input_date', 'select']);

function addDependant(lists: number[][], source: number, dependant: number): void {
  const list = lists[source];
  if (list && !list.includes(dependant)) list.push(dependant);
}

/** Packs per-element dependant lists of each kind into one offsets table and one data array. */
function packDependants(kinds: readonly (readonly (readonly number[])[])[], size: number) {
  const offsets = new Int32Array(size * kinds.length + 1);
  let total = 0;
  for (let index = 0; index < size; index += 1) {
    kinds.forEach((lists, kind) => {
      offsets[index * kinds.length + kind] = total;
      total += lists[index]?.length ?? 0;
    });
  }
  offsets[size * kinds.length] = total;
  const data = new Int32Array(total);
  let position = 0;
  for (let index = 0; index < size; index += 1) {
    for (const lists of kinds) for (const value of lists[index] ?? []) data[position++] = value;
  }
  return { offsets, data };
}

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

function emptyLists(size: number): number[][] {
  return Array.from({ length: size }, () => []);
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

  const pages = [...definition.pages].sort((a, b) => a.rank - b.rank || a.id - b.id);
  const pageIndexById = new Map<number, number>();
  pages.forEach((page, index) => {
    if (pageIndexById.has(page.id)) {
      problems.push({ kind: 'duplicate-id', elementIds: [], message: `Page id ${page.id} is used twice` });
    } else pageIndexById.set(page.id, index);
  });

  const knownBlocks = definition.blocks.filter((block) => {
    if (pageIndexById.has(block.page_id)) return true;
    problems.push({
      kind: 'missing-page',
      elementIds: [],
      message: `Block ${block.id} belongs to page ${block.page_id}, which does not exist`,
    });
    return false;
  });
  const sortedBlocks = knownBlocks.sort(
    (a, b) =>
      (pageIndexById.get(a.page_id) ?? 0) - (pageIndexById.get(b.page_id) ?? 0) ||
      a.rank - b.rank ||
      a.id - b.id,
  );
  const blockIndexById = new Map<number, number>();
  sortedBlocks.forEach((block, index) => {
    if (blockIndexById.has(block.id)) {
      problems.push({ kind: 'duplicate-id', elementIds: [], message: `Block id ${block.id} is used twice` });
    } else blockIndexById.set(block.id, index);
  });

  const elementsByBlock: FormElement[][] = sortedBlocks.map(() => []);
  for (const element of definition.elements) {
    const blockIndex = blockIndexById.get(element.block_id);
    if (blockIndex === undefined) {
      problems.push({
        kind: 'missing-block',
        elementIds: [element.id],
        message: `Element #${element.id} "${element.name}" belongs to block ${element.block_id}, which does not exist`,
      });
    } else elementsByBlock[blockIndex]?.push(element);
  }
  const ordered = elementsByBlock.flat();
  const blockIndexOfElement = elementsByBlock.flatMap((elements, blockIndex) =>
    elements.map(() => blockIndex),
  );
  const size = ordered.length;

  const indexById = new Map<number, number>();
  const indicesByName = new Map<string, number[]>();
  const roleIndices = new Map<ElementRole, number[]>();
  ordered.forEach((element, index) => {
    if (indexById.has(element.id)) {
      problems.push({
        kind: 'duplicate-id',
        elementIds: [element.id],
        message: `Element id #${element.id} is used twice ("${element.name}")`,
      });
    } else indexById.set(element.id, index);
    const sameName = indicesByName.get(element.name);
    if (sameName) sameName.push(index);
    else indicesByName.set(element.name, [index]);
    const role = element.attributes.role;
    const sameRole = role ? roleIndices.get(role) : undefined;
    if (sameRole) sameRole.push(index);
    else if (role) roleIndices.set(role, [index]);
  });

  const describe = (index: number): string => {
    const element = ordered[index];
    return element ? `#${element.id} "${element.name}"` : `#?`;
  };
  const idOf = (index: number): number => ordered[index]?.id ?? Number.NaN;
  /** Resolves an id read by `owner` (text such as 'Element #3 "x"'), recording a problem when missing. */
  const resolveId = (owner: { text: string; ids: number[] }, id: number, what: string): number => {
    const index = indexById.get(id);
    if (index !== undefined) return index;
    problems.push({
      kind: 'missing-reference',
      elementIds: owner.ids,
      message: `${owner.text}: ${what} references element #${id}, which does not exist`,
    });
    return -1;
  };
  const ownerOf = (element: FormElement): { text: string; ids: number[] } => ({
    text: `Element #${element.id} "${element.name}"`,
    ids: [element.id],
  });

  const productChoiceId = definition.form.product_choice_element_id ?? null;
  const productChoiceIndex =
    productChoiceId === null
      ? -1
      : resolveId(
          { text: `Form ${definition.form.id}`, ids: [] },
          productChoiceId,
          'its product choice element',
        );
  const productPriceIndexByCode = new Map<string, number>();
  for (const [code, product] of Object.entries(definition.tenant.products)) {
    const index = indexById.get(product.unit_price_element_id);
    if (index !== undefined) productPriceIndexByCode.set(code, index);
  }

  const calculationDependants = emptyLists(size);
  const flagDependants = emptyLists(size);
  const blockDependants = emptyLists(size);
  const validationDependants = emptyLists(size);

  const formulas: (CompiledFormula | null)[] = new Array<CompiledFormula | null>(size).fill(null);
  const formulaSlots: number[][] = emptyLists(size);
  const reads = new Map<number, number[]>();
  const calculated: number[] = [];

  ordered.forEach((element, index) => {
    const source = element.calculate?.trim();
    if (!source) return;
    let tree: FormulaNode;
    try {
      tree = parseFormula(source);
    } catch (error) {
      if (!(error instanceof FormulaSyntaxError)) throw error;
      problems.push({
        kind: 'formula-syntax',
        elementIds: [element.id],
        message: `Element #${element.id} "${element.name}": formula "${source}": ${error.message}`,
      });
      return;
    }
    const { functions } = collectFormulaReferences(tree);
    const slots: number[] = [];
    const compiled = compileFormula(tree, (node) => {
      let target = -1;
      if (node.kind === 'reference-id') {
        target = resolveId(ownerOf(element), node.id, 'its formula');
      } else {
        const matches = indicesByName.get(node.name) ?? [];
        if (matches.length === 1) target = matches[0] ?? -1;
        else {
          problems.push({
            kind: matches.length === 0 ? 'missing-reference' : 'ambiguous-reference',
            elementIds: [element.id],
            message:
              matches.length === 0
                ? `Element #${element.id} "${element.name}": its formula references "${node.name}", which does not exist`
                : `Element #${element.id} "${element.name}": its formula references "${node.name}", a name used by ${matches.map(describe).join(', ')}`,
          });
        }
      }
      slots.push(target);
      return slots.length - 1;
    });
    const elementReads = slots.filter((slot) => slot >= 0);
    if (functions.has('product_price')) elementReads.push(...productPriceIndexByCode.values());
    if (
      productChoiceIndex >= 0 &&
      (functions.has('product_price') || [...functions].some((f) => PRODUCT_FUNCTIONS.has(f)))
    ) {
      elementReads.push(productChoiceIndex);
    }
    formulas[index] = compiled;
    formulaSlots[index] = slots;
    reads.set(index, elementReads);
    calculated.push(index);
    for (const read of elementReads) addDependant(calculationDependants, read, index);
  });

  const checkRules = (
    rules: readonly ConditionRule[],
    owner: { text: string; ids: number[] },
    onRead: (index: number) => void,
  ): void => {
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
      const index = resolveId(owner, rule.input_id, 'its condition');
      if (index >= 0) onRead(index);
    }
  };

  ordered.forEach((element, index) => {
    const owner = ownerOf(element);
    if (element.condition?.rules.length) {
      checkRules(element.condition.rules, owner, (read) => addDependant(flagDependants, read, index));
    }
    if (element.reference !== null && element.reference !== undefined) {
      resolveId(owner, element.reference, 'its reference');
    }
    const child = element.attributes.childElementId;
    if (child !== null && child !== undefined) resolveId(owner, child, 'its childElementId');
    for (const id of element.attributes.childrenElementsIds ?? [])
      resolveId(owner, id, 'its childrenElementsIds');
  });
  sortedBlocks.forEach((block, blockIndex) => {
    if (block.condition?.rules.length) {
      checkRules(block.condition.rules, { text: `Block ${block.id}`, ids: [] }, (read) =>
        addDependant(blockDependants, read, blockIndex),
      );
    }
  });

  const { order, problems: cycleProblems } = orderCalculations({ size, calculated, reads, describe, idOf });
  problems.push(...cycleProblems);
  if (problems.length > 0) throw new FormDefinitionError(problems);

  const tenantRulesByIndex: LoadedTenantRule[][] = emptyLists(size).map(() => []);
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

  const resolveIndex = (id: number): number => indexById.get(id) ?? -1;
  const elements: LoadedElement[] = ordered.map((element, index) => {
    const validation = buildValidationPlan(element, resolveIndex, roleIndices);
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
      blockIndex: blockIndexOfElement[index] ?? 0,
      formula: formulas[index] ?? null,
      formulaSlots: formulaSlots[index] ?? [],
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
  const loadedPages: LoadedPage[] = pages.map((page, index) => ({
    page,
    blockIndices: pageBlocks[index] ?? [],
  }));

  const calculationRank = new Int32Array(size).fill(-1);
  order.forEach((index, rank) => {
    calculationRank[index] = rank;
  });

  const packed = packDependants(
    [calculationDependants, flagDependants, blockDependants, validationDependants],
    size,
  );

  return {
    definition,
    elements,
    blocks,
    pages: loadedPages,
    indexById,
    blockIndexById,
    pageIndexById,
    calculationOrder: order,
    calculationRank,
    calculationDependants,
    flagDependants,
    blockDependants,
    validationDependants,
    dependantOffsets: packed.offsets,
    dependantData: packed.data,
    indexByIdTable: createIndexTable(indexById),
    productChoiceIndex,
    productPriceIndexByCode,
    fileIndices: elements
      .filter((element) => FILE_ELEMENT_TYPES.has(element.element.type))
      .map((e) => e.index),
    roleIndices,
  };
}
