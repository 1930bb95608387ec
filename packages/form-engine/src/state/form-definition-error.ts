/** What is wrong in a definition, found at load time. */
export type DefinitionProblem = {
  /** Kind of problem. */
  kind:
    | 'duplicate-id'
    | 'missing-block'
    | 'missing-page'
    | 'formula-syntax'
    | 'missing-reference'
    | 'ambiguous-reference'
    | 'calculation-cycle'
    | 'invalid-pattern';
  /** Elements involved (the element holding the faulty formula, condition or reference; every element of a cycle). */
  elementIds: readonly number[];
  /** Human explanation naming the elements. */
  message: string;
};

/** A form definition that cannot be loaded; `problems` lists every problem found, not only the first. */
export class FormDefinitionError extends Error {
  /** Every problem found. */
  readonly problems: readonly DefinitionProblem[];

  /** Creates the error from the problems found. */
  constructor(problems: readonly DefinitionProblem[]) {
    super(`Invalid form definition:\n${problems.map((problem) => `- ${problem.message}`).join('\n')}`);
    this.name = 'FormDefinitionError';
    this.problems = problems;
  }
}
