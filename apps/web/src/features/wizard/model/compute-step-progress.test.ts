import { describe, expect, it } from 'vitest';
import { computeStepProgress, formatStepNumber } from './compute-step-progress';

describe('computeStepProgress (spec 02 §2 and §4)', () => {
  it('shows 100 % before the current page and 0 % after it', () => {
    const progress = computeStepProgress({
      pageCount: 5,
      currentPageIndex: 2,
      visibleBlockCount: 4,
      openBlockIndex: 3,
    });
    expect(progress).toEqual([100, 100, 75, 0, 0]);
  });

  it('starts the first page at 0 on its first block', () => {
    expect(
      computeStepProgress({ pageCount: 3, currentPageIndex: 0, visibleBlockCount: 3, openBlockIndex: 0 }),
    ).toEqual([0, 0, 0]);
  });

  it('shows (count − 1) / count on a page entered by going back (its last block open)', () => {
    const progress = computeStepProgress({
      pageCount: 3,
      currentPageIndex: 1,
      visibleBlockCount: 3,
      openBlockIndex: 2,
    });
    expect(progress[1]).toBe(66.7);
    // Going back resets the next page to 0.
    expect(progress[2]).toBe(0);
  });

  it('shows (count − 1) / count on a later page entered forward (its first block open)', () => {
    const progress = computeStepProgress({
      pageCount: 3,
      currentPageIndex: 1,
      visibleBlockCount: 4,
      openBlockIndex: 0,
    });
    expect(progress).toEqual([100, 75, 0]);
  });

  it.each([
    [0, 0],
    [1, 25],
    [2, 50],
    [3, 75],
    [4, 100],
  ])('after %i submitted blocks of 4 the first page shows %i %', (submitted, expected) => {
    const progress = computeStepProgress({
      pageCount: 2,
      currentPageIndex: 0,
      visibleBlockCount: 4,
      openBlockIndex: submitted,
    });
    expect(progress).toEqual([expected, 0]);
  });

  it('shows 0 when no block is open or the page has no visible block', () => {
    expect(
      computeStepProgress({ pageCount: 2, currentPageIndex: 0, visibleBlockCount: 0, openBlockIndex: 0 }),
    ).toEqual([0, 0]);
    expect(
      computeStepProgress({ pageCount: 2, currentPageIndex: 1, visibleBlockCount: 3, openBlockIndex: null }),
    ).toEqual([100, 0]);
  });

  it('fills a page done on its last block', () => {
    expect(
      computeStepProgress({
        pageCount: 2,
        currentPageIndex: 0,
        visibleBlockCount: 3,
        openBlockIndex: 2,
        pageDone: true,
      }),
    ).toEqual([100, 0]);
  });
});

describe('formatStepNumber', () => {
  it('pads page numbers to two digits', () => {
    expect([0, 8, 9, 11].map(formatStepNumber)).toEqual(['01', '09', '10', '12']);
  });
});
