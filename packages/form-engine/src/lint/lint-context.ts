import type { ElementRole } from '../definition/element-role.js';
import type { TenantConfiguration } from '../definition/tenant-configuration.types.js';
import type { FormulaNode } from '../formulas/formula-ast.types.js';
import { FormulaSyntaxError } from '../formulas/formula-syntax-error.js';
import { parseFormula } from '../formulas/parse-formula.js';
import type { LintFinding } from './lint-finding.types.js';
import type { LintableFormDefinition, LintOptions } from './lint-input.types.js';

type LintElement = LintableFormDefinition['elements'][number];
type LintBlock = LintableFormDefinition['blocks'][number];

/** What a formula reads: existing element ids, those read as numbers, and the references that resolve to nothing. */
export type FormulaReads = {
  /** Ids of the elements read. */
  reads: number[];
  /** Ids of the elements read as numbers (arithmetic, numeric functions). */
  numericReads: number[];
  /** References to no element, as written (`#12`, `{name}`). */
  missing: { text: string; id?: number; name?: string }[];
  /** Lower-case names of the functions called. */
  functions: Set<string>;
};

/** The indexes every check shares, built once per lint. */
export type LintContext = {
  /** The definition linted. */
  definition: LintableFormDefinition;
  /** The tenant configuration linted with it. */
  tenant: TenantConfiguration;
  /** Lint options. */
  options: LintOptions;
  /** Elements by id (the first of duplicate ids). */
  elementById: Map<number, LintElement>;
  /** Blocks by id. */
  blockById: Map<number, LintBlock>;
  /** Element ids by name. */
  idsByName: Map<string, number[]>;
  /** Element ids by role. */
  idsByRole: Map<ElementRole, number[]>;
  /** Reads of each calculated element (formulas that do not parse are left out: the loader reports them). */
  formulas: Map<number, FormulaReads>;
  /** Findings so far. */
  findings: LintFinding[];
};

const NUMERIC_FUNCTIONS = new Set([
  'round',
  'floor',
  'ceil',
  'abs',
  'min',
  'max',
  'sum',
  'words',
  'life_usufruct',
  'life_bare',
  'temporary_usufruct',
  'temporary_bare',
]);
const ARITHMETIC = new Set(['+', '-', '*', '/']);

function collectReads(
  tree: FormulaNode,
  context: Pick<LintContext, 'elementById' | 'idsByName'>,
): FormulaReads {
  const result: FormulaReads = { reads: [], numericReads: [], missing: [], functions: new Set() };
  const visit = (node: FormulaNode, numeric: boolean): void => {
    switch (node.kind) {
      case 'reference-id':
      case 'reference-name': {
        const id =
          node.kind === 'reference-id'
            ? context.elementById.has(node.id)
              ? node.id
              : undefined
            : context.idsByName.get(node.name)?.[0];
        if (id === undefined) {
          result.missing.push(
            node.kind === 'reference-id'
              ? { text: `#${node.id}`, id: node.id }
              : { text: `{${node.name}}`, name: node.name },
          );
          return;
        }
        if (!result.reads.includes(id)) result.reads.push(id);
        if (numeric && !result.numericReads.includes(id)) result.numericReads.push(id);
        return;
      }
      case 'negate':
        visit(node.operand, true);
        return;
      case 'binary': {
        const arithmetic = ARITHMETIC.has(node.operator);
        visit(node.left, arithmetic);
        visit(node.right, arithmetic);
        return;
      }
      case 'call': {
        const name = node.name.toLowerCase();
        result.functions.add(name);
        node.args.forEach((argument, index) => {
          if (name === 'if') visit(argument, index === 0 ? false : numeric);
          else if (name === 'coalesce') visit(argument, numeric);
          else visit(argument, NUMERIC_FUNCTIONS.has(name));
        });
        return;
      }
      default:
        return;
    }
  };
  visit(tree, false);
  return result;
}

/** Builds the shared indexes of a lint. */
export function createLintContext(
  definition: LintableFormDefinition,
  tenant: TenantConfiguration,
  options: LintOptions,
): LintContext {
  const elementById = new Map<number, LintElement>();
  const idsByName = new Map<string, number[]>();
  const idsByRole = new Map<ElementRole, number[]>();
  for (const element of definition.elements) {
    if (!elementById.has(element.id)) elementById.set(element.id, element);
    idsByName.set(element.name, [...(idsByName.get(element.name) ?? []), element.id]);
    const role = element.attributes.role;
    if (role) idsByRole.set(role, [...(idsByRole.get(role) ?? []), element.id]);
  }
  const blockById = new Map(definition.blocks.map((block) => [block.id, block]));
  const formulas = new Map<number, FormulaReads>();
  for (const element of definition.elements) {
    const source = element.calculate?.trim();
    if (!source) continue;
    try {
      formulas.set(element.id, collectReads(parseFormula(source), { elementById, idsByName }));
    } catch (error) {
      if (!(error instanceof FormulaSyntaxError)) throw error;
    }
  }
  return {
    definition,
    tenant,
    options,
    elementById,
    blockById,
    idsByName,
    idsByRole,
    formulas,
    findings: [],
  };
}

/** Records a finding; its message key is `lint.<code>`. */
export function addFinding(context: LintContext, finding: Omit<LintFinding, 'messageKey'>): void {
  context.findings.push({ ...finding, messageKey: `lint.${finding.code}` });
}
