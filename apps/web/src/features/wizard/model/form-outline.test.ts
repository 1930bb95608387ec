import { describe, expect, it } from 'vitest';
import {
  findNextPosition,
  findPageEntry,
  findPreviousPosition,
  findResumePosition,
  listVisibleBlockIds,
  toFormOutline,
} from './form-outline';
import { TEST_FORM } from './test-form';

const outline = toFormOutline(TEST_FORM);
const all = () => true;
const without12 = (id: number) => id !== 12;

describe('the form outline', () => {
  it('lists pages in rank order with their blocks', () => {
    expect(outline.pages).toEqual([
      { id: 1, blockIds: [10, 11, 12] },
      { id: 2, blockIds: [20, 21] },
      { id: 3, blockIds: [30, 31] },
    ]);
    expect(listVisibleBlockIds(outline, 1, without12)).toEqual([10, 11]);
  });

  it('moves to the next visible block, across pages, skipping hidden ones', () => {
    expect(findNextPosition(outline, all, 11)).toEqual({ pageId: 1, blockId: 12 });
    expect(findNextPosition(outline, without12, 11)).toEqual({ pageId: 2, blockId: 20 });
    expect(findNextPosition(outline, all, 31)).toBeNull();
  });

  it('moves back to the previous visible block, across pages', () => {
    expect(findPreviousPosition(outline, without12, 20)).toEqual({ pageId: 1, blockId: 11 });
    expect(findPreviousPosition(outline, all, 10)).toBeNull();
  });

  it('resumes on the block after the last submitted one', () => {
    expect(findResumePosition(outline, all, null)).toEqual({ pageId: 1, blockId: 10 });
    expect(findResumePosition(outline, without12, 11)).toEqual({ pageId: 2, blockId: 20 });
    expect(findResumePosition(outline, all, 21)).toEqual({ pageId: 3, blockId: 30 });
    // After the last block: stays on it.
    expect(findResumePosition(outline, all, 31)).toEqual({ pageId: 3, blockId: 31 });
    // A block no longer in the form: from the start.
    expect(findResumePosition(outline, all, 999)).toEqual({ pageId: 1, blockId: 10 });
  });

  it('enters a page on its first visible block, or the next page that has one', () => {
    expect(findPageEntry(outline, all, 2)).toEqual({ pageId: 2, blockId: 20 });
    expect(findPageEntry(outline, (id) => id >= 30, 2)).toEqual({ pageId: 3, blockId: 30 });
    expect(findPageEntry(outline, all, 99)).toBeNull();
  });
});
