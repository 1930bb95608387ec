/** Binary operators of the formula language, after normalisation (× → *, ÷ → /, == → =, <> → !=). */
export type FormulaBinaryOperator = '+' | '-' | '*' | '/' | '=' | '!=' | '<' | '<=' | '>' | '>=';

/** A parsed formula: a tree of these nodes. */
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'reference-id'; id: number; position: number }
  | { kind: 'reference-name'; name: string; position: number }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; operator: FormulaBinaryOperator; left: FormulaNode; right: FormulaNode }
  | { kind: 'call'; name: string; args: readonly FormulaNode[]; position: number };

/** What a formula computes: a number, a text, or null when it cannot be computed. */
export type FormulaValue = number | string | null;
