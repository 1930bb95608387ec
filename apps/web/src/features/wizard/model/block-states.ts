/**
 * How a block card shows (spec 02 §2 and §4): waiting (disabled card), progress (form open),
 * complete (summary card with Modify), validate (read-only walk: the block open, read-only),
 * closing (just saved: the card closes for the 800 ms before the next block opens).
 */
export type TBlockCardState = 'waiting' | 'progress' | 'complete' | 'validate' | 'closing';

export type TBlockStatesInput = {
  /** The page's visible blocks, display order. */
  visibleBlockIds: readonly number[];
  /** The block in progress (from the address). */
  openBlockId: number | null;
  /** The block just saved, closing before the next one opens. */
  closingBlockId?: number | null;
  /** Back-office walk: every block read-only. */
  walk?: boolean;
  /** On a walk, the blocks a correction reopens (issue 35): open, the others read-only. */
  correctionBlockIds?: ReadonlySet<number>;
};

/**
 * The current block is progress, earlier ones complete, later ones waiting; a closing block
 * (saved, 800 ms before the next opens) is neither open nor complete yet.
 */
export function getBlockStates({
  visibleBlockIds,
  openBlockId,
  closingBlockId = null,
  walk = false,
  correctionBlockIds,
}: TBlockStatesInput): Map<number, TBlockCardState> {
  const states = new Map<number, TBlockCardState>();
  if (walk) {
    for (const id of visibleBlockIds) states.set(id, correctionBlockIds?.has(id) ? 'progress' : 'validate');
    return states;
  }
  const pivot = closingBlockId ?? openBlockId;
  const pivotIndex = pivot === null ? -1 : visibleBlockIds.indexOf(pivot);
  visibleBlockIds.forEach((id, index) => {
    if (pivotIndex < 0) states.set(id, 'waiting');
    else if (index < pivotIndex) states.set(id, 'complete');
    else if (index > pivotIndex) states.set(id, 'waiting');
    else states.set(id, id === closingBlockId ? 'closing' : 'progress');
  });
  return states;
}
