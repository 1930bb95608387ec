import type { LoadedForm } from '@souscription/form-engine';

/** Pages in rank order, each with its block ids in display order. */
export type TFormOutline = {
  pages: readonly { id: number; blockIds: readonly number[] }[];
};

/** A block's place in the wizard. */
export type TBlockPosition = { pageId: number; blockId: number };

/** Reads whether a block is visible now (the engine's `isBlockVisible`). */
export type TIsBlockVisible = (blockId: number) => boolean;

/** The outline of a loaded form. */
export function toFormOutline(form: LoadedForm): TFormOutline {
  return {
    pages: form.pages.map((loadedPage) => ({
      id: loadedPage.page.id,
      blockIds: loadedPage.blockIndices.map((index) => form.blocks[index]!.block.id),
    })),
  };
}

/** Every block of the form in display order, visible or not. */
function allPositions(outline: TFormOutline): TBlockPosition[] {
  return outline.pages.flatMap((page) => page.blockIds.map((blockId) => ({ pageId: page.id, blockId })));
}

/** The visible blocks of the whole form, in display order. */
export function listVisiblePositions(outline: TFormOutline, isVisible: TIsBlockVisible): TBlockPosition[] {
  return allPositions(outline).filter((position) => isVisible(position.blockId));
}

/** The visible blocks of one page, in display order. */
export function listVisibleBlockIds(
  outline: TFormOutline,
  pageId: number,
  isVisible: TIsBlockVisible,
): number[] {
  return (outline.pages.find((page) => page.id === pageId)?.blockIds ?? []).filter((id) => isVisible(id));
}

/** Where a block stands in the whole form (visible or not); -1 when unknown. */
export function getBlockOrder(outline: TFormOutline, blockId: number): number {
  return allPositions(outline).findIndex((position) => position.blockId === blockId);
}

/** The first visible block after the given one (which may be hidden now); null at the end of the form. */
export function findNextPosition(
  outline: TFormOutline,
  isVisible: TIsBlockVisible,
  blockId: number,
): TBlockPosition | null {
  const order = getBlockOrder(outline, blockId);
  return (
    allPositions(outline)
      .slice(order + 1)
      .find((position) => isVisible(position.blockId)) ?? null
  );
}

/** The last visible block before the given one; null at the start of the form. */
export function findPreviousPosition(
  outline: TFormOutline,
  isVisible: TIsBlockVisible,
  blockId: number,
): TBlockPosition | null {
  const order = getBlockOrder(outline, blockId);
  if (order <= 0) return null;
  const before = allPositions(outline)
    .slice(0, order)
    .filter((position) => isVisible(position.blockId));
  return before.at(-1) ?? null;
}

/**
 * Where a dossier resumes (spec 02 §2): the visible block after `last_submitted_block_id`, the first
 * visible block when nothing was submitted, the last visible block when the last one was submitted.
 */
export function findResumePosition(
  outline: TFormOutline,
  isVisible: TIsBlockVisible,
  lastSubmittedBlockId: number | null,
): TBlockPosition | null {
  const visible = listVisiblePositions(outline, isVisible);
  if (lastSubmittedBlockId === null || getBlockOrder(outline, lastSubmittedBlockId) < 0) {
    return visible[0] ?? null;
  }
  return findNextPosition(outline, isVisible, lastSubmittedBlockId) ?? visible.at(-1) ?? null;
}

/** The first visible block of a page, else of the next page that has one. */
export function findPageEntry(
  outline: TFormOutline,
  isVisible: TIsBlockVisible,
  pageId: number,
): TBlockPosition | null {
  const pageIndex = outline.pages.findIndex((page) => page.id === pageId);
  if (pageIndex < 0) return null;
  for (const page of outline.pages.slice(pageIndex)) {
    const blockId = page.blockIds.find((id) => isVisible(id));
    if (blockId !== undefined) return { pageId: page.id, blockId };
  }
  return null;
}
