import type { FormulaNode } from './formula-ast.types.js';

/** The references and function names a parsed formula uses. */
export type FormulaReferences = {
  /** Reference nodes, in reading order. */
  references: Extract<FormulaNode, { kind: 'reference-id' | 'reference-name' }>[];
  /** Lower-case names of the functions called. */
  functions: Set<string>;
};

/** Lists the references and functions of a parsed formula. */
export function collectFormulaReferences(tree: FormulaNode): FormulaReferences {
  const result: FormulaReferences = { references: [], functions: new Set() };
  const visit = (node: FormulaNode): void => {
    switch (node.kind) {
      case 'reference-id':
      case 'reference-name':
        result.references.push(node);
        return;
      case 'negate':
        visit(node.operand);
        return;
      case 'binary':
        visit(node.left);
        visit(node.right);
        return;
      case 'call':
        result.functions.add(node.name);
        node.args.forEach(visit);
        return;
      default:
        return;
    }
  };
  visit(tree);
  return result;
}
