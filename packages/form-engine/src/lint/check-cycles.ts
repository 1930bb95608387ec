import { addFinding, type LintContext } from './lint-context.js';

/** Strongly connected components of a graph given by its successor lists (Tarjan, iterative). */
function findComponents(nodes: readonly number[], next: (node: number) => readonly number[]): number[][] {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: number; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const successors = next(frame.node);
      if (frame.edge < successors.length) {
        const successor = successors[frame.edge++]!;
        if (!index.has(successor)) {
          index.set(successor, counter);
          low.set(successor, counter++);
          stack.push(successor);
          onStack.add(successor);
          work.push({ node: successor, edge: 0 });
        } else if (onStack.has(successor)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(successor)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: number[] = [];
        let member: number | undefined;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component.reverse());
      }
    }
  }
  return components;
}

/**
 * Reports cycles between calculations (a formula reading itself through others) and between conditions
 * (an element's or block's visibility depending on an element whose own visibility, or value, depends
 * back on it), one finding per cycle with its elements.
 */
export function checkCycles(context: LintContext): void {
  const { elementById } = context;
  const ids = [...elementById.keys()];
  const calculationEdges = (id: number): number[] => context.formulas.get(id)?.reads ?? [];
  const conditionEdges = new Map<number, number[]>();
  for (const element of elementById.values()) {
    const rules = [
      ...(element.condition?.rules ?? []),
      ...(context.blockById.get(element.block_id)?.condition?.rules ?? []),
    ];
    const reads = rules
      .map((rule) => rule.input_id)
      .filter((id): id is number => typeof id === 'number' && elementById.has(id));
    conditionEdges.set(element.id, [...new Set(reads)]);
  }
  const isCycle = (component: number[], next: (node: number) => readonly number[]): boolean =>
    component.length > 1 || next(component[0]!).includes(component[0]!);

  const calculationCycles = findComponents(ids, calculationEdges).filter((component) =>
    isCycle(component, calculationEdges),
  );
  for (const component of calculationCycles) {
    addFinding(context, {
      severity: 'error',
      code: 'cycle.calculation',
      elementIds: component,
      params: { names: component.map((id) => elementById.get(id)?.name ?? `#${id}`).join(' → ') },
    });
  }
  const allEdges = (id: number): number[] => [...(conditionEdges.get(id) ?? []), ...calculationEdges(id)];
  for (const component of findComponents(ids, allEdges)) {
    if (!isCycle(component, allEdges)) continue;
    const members = new Set(component);
    const throughCondition = component.some((id) =>
      (conditionEdges.get(id) ?? []).some((read) => members.has(read)),
    );
    if (!throughCondition) continue;
    addFinding(context, {
      severity: 'error',
      code: 'cycle.condition',
      elementIds: component,
      params: { names: component.map((id) => elementById.get(id)?.name ?? `#${id}`).join(' → ') },
    });
  }
}
