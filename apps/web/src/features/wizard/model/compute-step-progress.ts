/** What the stepper needs to draw each page's progress bar. */
export type TStepProgressInput = {
  /** Number of pages. */
  pageCount: number;
  /** Index of the page on screen. */
  currentPageIndex: number;
  /** Visible blocks of the current page. */
  visibleBlockCount: number;
  /** Position of the open block among them (0-based); null when none is open. */
  openBlockIndex: number | null;
  /** The last visible block was just submitted (the page is done, the next one is loading). */
  pageDone?: boolean;
};

/** Rounds a percentage to one decimal, as the bars and their aria-valuenow show it. */
function percent(value: number): number {
  return Math.round(value * 1000) / 10;
}

/**
 * The progress of every page (spec 02 §2 and §4), in percent:
 * - pages before the current one: 100;
 * - pages after it: 0 (going back to a page resets the progress of the pages that follow);
 * - the current page: 0 if it is the first page, otherwise (count − 1) / count, count being its
 *   visible blocks (spec 02 §2) — whether it was entered forward (on its first block) or by going
 *   back (on its last); then the index of the open visible block divided by the visible count once
 *   that is more (spec 02 §4): each successful submit moves the open block on by one, and the last
 *   one gives 100 — the moment the wizard leaves for the next page or the redirect address.
 */
export function computeStepProgress(input: TStepProgressInput): number[] {
  const { pageCount, currentPageIndex, visibleBlockCount, openBlockIndex, pageDone } = input;
  return Array.from({ length: pageCount }, (_, index) => {
    if (index < currentPageIndex) return 100;
    if (index > currentPageIndex) return 0;
    if (pageDone) return 100;
    if (visibleBlockCount <= 0 || openBlockIndex === null) return 0;
    const entry = index === 0 ? 0 : (visibleBlockCount - 1) / visibleBlockCount;
    return percent(Math.max(entry, Math.min(openBlockIndex, visibleBlockCount) / visibleBlockCount));
  });
}

/** A page number as the stepper shows it: two digits (01, 02, … 10). */
export function formatStepNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
