import type { FormElement } from '../definition/form-definition.types.js';
import { collectFormulaReferences } from '../formulas/collect-formula-references.js';
import { compileFormula, type CompiledFormula } from '../formulas/compile-formula.js';
import type { FormulaNode } from '../formulas/formula-ast.types.js';
import { FormulaSyntaxError } from '../formulas/formula-syntax-error.js';
import { parseFormula } from '../formulas/parse-formula.js';
import { addDependant, emptyLists } from './dependant-lists.js';
import type { DefinitionProblem } from './form-definition-error.js';
import type { FormStructure, ReferenceResolver } from './index-form-structure.js';

const PRODUCT_FUNCTIONS = new Set(['temporary_usufruct', 'temporary_bare', 'usufruct_rate', 'bare_rate']);

/** Where the product formulas read: the product choice and each product's unit price element. */
export type ProductIndices = {
  /** -1 when the form has no product choice. */
  productChoiceIndex: number;
  productPriceIndexByCode: Map<string, number>;
};

/** Every element's compiled formula, what it reads, and who is recalculated when an element changes. */
export type CompiledFormulas = {
  formulas: (CompiledFormula | null)[];
  formulaSlots: number[][];
  /** The elements each calculated element reads, by its index. */
  reads: Map<number, number[]>;
  /** The calculated elements, in element order. */
  calculated: number[];
  calculationDependants: number[][];
};

/**
 * Parses and compiles every element's `calculate` formula, resolving its references (by id or by
 * name, a name used twice being a problem) and recording syntax errors in `problems`.
 */
export function compileFormFormulas(
  structure: FormStructure,
  resolver: ReferenceResolver,
  products: ProductIndices,
  problems: DefinitionProblem[],
): CompiledFormulas {
  const size = structure.ordered.length;
  const compiled: CompiledFormulas = {
    formulas: new Array<CompiledFormula | null>(size).fill(null),
    formulaSlots: emptyLists(size),
    reads: new Map(),
    calculated: [],
    calculationDependants: emptyLists(size),
  };
  structure.ordered.forEach((element, index) => {
    const result = compileElementFormula(element, structure, resolver, problems);
    if (!result) return;
    const { functions, formula, slots } = result;
    const elementReads = slots.filter((slot) => slot >= 0);
    if (functions.has('product_price')) elementReads.push(...products.productPriceIndexByCode.values());
    if (
      products.productChoiceIndex >= 0 &&
      (functions.has('product_price') || [...functions].some((f) => PRODUCT_FUNCTIONS.has(f)))
    ) {
      elementReads.push(products.productChoiceIndex);
    }
    compiled.formulas[index] = formula;
    compiled.formulaSlots[index] = slots;
    compiled.reads.set(index, elementReads);
    compiled.calculated.push(index);
    for (const read of elementReads) addDependant(compiled.calculationDependants, read, index);
  });
  return compiled;
}

/** One element's formula compiled, with the element index of each reference slot; null without one. */
function compileElementFormula(
  element: FormElement,
  { indicesByName }: FormStructure,
  resolver: ReferenceResolver,
  problems: DefinitionProblem[],
): { formula: CompiledFormula; slots: number[]; functions: ReadonlySet<string> } | null {
  const source = element.calculate?.trim();
  if (!source) return null;
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
    return null;
  }
  const { functions } = collectFormulaReferences(tree);
  const slots: number[] = [];
  const formula = compileFormula(tree, (node) => {
    let target = -1;
    if (node.kind === 'reference-id') {
      target = resolver.resolveId(resolver.ownerOf(element), node.id, 'its formula');
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
              : `Element #${element.id} "${element.name}": its formula references "${node.name}", a name used by ${matches.map(resolver.describe).join(', ')}`,
        });
      }
    }
    slots.push(target);
    return slots.length - 1;
  });
  return { formula, slots, functions };
}
