import {
  findPageEntry,
  findResumePosition,
  getBlockOrder,
  listVisiblePositions,
  type TFormOutline,
  type TIsBlockVisible,
} from './form-outline';

export type TResolveAddressInput = {
  outline: TFormOutline;
  isVisible: TIsBlockVisible;
  /** From the address; null when absent or not a number. */
  pageId: number | null;
  blockId: number | null;
  lastSubmittedBlockId: number | null;
  /** Back-office walk: pages are shown whole, no block is opened. */
  walk: boolean;
  /**
   * The user may not go beyond the block after the last one saved (users filling the form); back-office
   * roles jump anywhere, read-only viewers too.
   */
  guardProgress: boolean;
  /** Spec 02 §4: without an ongoing state and not back-office, /form starts on the signature page. */
  signaturePageId: number | null;
  /**
   * The first visible signature block whose signature has not happened: no block after it opens
   * (a block is not passed by saving it, only by signing it). null when none or for a walk.
   */
  unsignedBlockId?: number | null;
};

const pageAddress = (pageId: number) => `/form/${pageId}`;
const blockAddress = (position: { pageId: number; blockId: number }) =>
  `/form/${position.pageId}/${position.blockId}`;

/**
 * Where the wizard must go instead of the address asked for, or null to stay (spec 02 §2):
 * /form resumes on the block after `last_submitted_block_id` (or the signature page, or the first
 * page for a back-office walk); an unknown page goes to the first page; /form/{pageId} opens the
 * resume block when it is on that page, else the page's first visible block; a hidden, foreign or
 * not yet reachable block goes back to where the user may be.
 */
export function resolveWizardAddress(input: TResolveAddressInput): string | null {
  const { outline, isVisible, pageId, blockId, walk, guardProgress } = input;
  const firstPage = outline.pages[0];
  if (!firstPage) return null;
  const visible = listVisiblePositions(outline, isVisible);
  const first = visible[0];
  const unsigned = input.unsignedBlockId ?? null;
  const unsignedPosition = visible.find((position) => position.blockId === unsigned) ?? null;
  const saved = findResumePosition(outline, isVisible, input.lastSubmittedBlockId);
  const resume =
    saved && unsignedPosition && getBlockOrder(outline, saved.blockId) > getBlockOrder(outline, unsigned!)
      ? unsignedPosition
      : saved;
  const page = pageId === null ? undefined : outline.pages.find((candidate) => candidate.id === pageId);

  if (!page) {
    if (pageId === null && !walk) {
      const signatureEntry =
        input.signaturePageId === null ? null : findPageEntry(outline, isVisible, input.signaturePageId);
      const start = signatureEntry ? (unsignedPosition ?? signatureEntry) : resume;
      return start ? blockAddress(start) : null;
    }
    return pageAddress(first?.pageId ?? firstPage.id);
  }
  if (walk) return blockId === null ? null : pageAddress(page.id);

  const reachable = (id: number) =>
    (unsignedPosition === null ||
      getBlockOrder(outline, id) <= getBlockOrder(outline, unsignedPosition.blockId)) &&
    (!guardProgress ||
      resume === null ||
      getBlockOrder(outline, id) <= getBlockOrder(outline, resume.blockId));

  if (blockId === null || !page.blockIds.includes(blockId) || !isVisible(blockId)) {
    const target = resume && resume.pageId === page.id ? resume : findPageEntry(outline, isVisible, page.id);
    if (!target) return resume ? blockAddress(resume) : null;
    return blockAddress(reachable(target.blockId) || !resume ? target : resume);
  }
  if (!reachable(blockId) && resume) return blockAddress(resume);
  return null;
}
