/** One list per element (or block), each empty. */
export function emptyLists(size: number): number[][] {
  return Array.from({ length: size }, () => []);
}

/** Records that `dependant` is re-evaluated when `source` changes (once). */
export function addDependant(lists: number[][], source: number, dependant: number): void {
  const list = lists[source];
  if (list && !list.includes(dependant)) list.push(dependant);
}

/** Packs per-element dependant lists of each kind into one offsets table and one data array. */
export function packDependants(kinds: readonly (readonly (readonly number[])[])[], size: number) {
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
