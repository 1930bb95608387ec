import type { DefinitionProblem } from './form-definition-error.js';

/** Inputs of {@link orderCalculations}. */
export type CalculationGraph = {
  /** Element count. */
  size: number;
  /** Indices of calculated elements. */
  calculated: readonly number[];
  /** Calculated element index → element indices its formula reads. */
  reads: ReadonlyMap<number, readonly number[]>;
  /** Describes an element for messages, e.g. `#12 "amount"`. */
  describe: (index: number) => string;
  /** Element id of an index. */
  idOf: (index: number) => number;
};

/**
 * Orders calculated elements so that each comes after the calculations it reads (depth-first
 * topological sort), and reports every cycle found, naming its elements in order.
 */
export function orderCalculations(graph: CalculationGraph): {
  order: number[];
  problems: DefinitionProblem[];
} {
  const state = new Uint8Array(graph.size); // 0 new, 1 on the path, 2 done
  const order: number[] = [];
  const problems: DefinitionProblem[] = [];
  const path: number[] = [];

  const visit = (index: number): void => {
    state[index] = 1;
    path.push(index);
    for (const read of graph.reads.get(index) ?? []) {
      if (!graph.reads.has(read)) continue;
      if (state[read] === 1) {
        const cycle = [...path.slice(path.indexOf(read)), read];
        problems.push({
          kind: 'calculation-cycle',
          elementIds: [...new Set(cycle.map(graph.idOf))],
          message: `Calculation cycle: ${cycle.map(graph.describe).join(' → ')}`,
        });
      } else if (state[read] === 0) {
        visit(read);
      }
    }
    path.pop();
    state[index] = 2;
    order.push(index);
  };

  for (const index of graph.calculated) if (state[index] === 0) visit(index);
  return { order, problems };
}
