import { describe, expect, it } from 'vitest';
import { getBlockStates } from './block-states';

const states = (input: Parameters<typeof getBlockStates>[0]) => Object.fromEntries(getBlockStates(input));

describe('block states (spec 02 §4)', () => {
  it('makes the current block progress, earlier ones complete and later ones waiting', () => {
    expect(states({ visibleBlockIds: [10, 11, 12, 13], openBlockId: 12 })).toEqual({
      10: 'complete',
      11: 'complete',
      12: 'progress',
      13: 'waiting',
    });
  });

  it('closes the saved block while the 800 ms run, the next one still waiting', () => {
    expect(states({ visibleBlockIds: [10, 11, 12], openBlockId: 11, closingBlockId: 11 })).toEqual({
      10: 'complete',
      11: 'closing',
      12: 'waiting',
    });
  });

  it('reopens a completed block on Modify: the blocks after it wait again', () => {
    expect(states({ visibleBlockIds: [10, 11, 12], openBlockId: 10 })).toEqual({
      10: 'progress',
      11: 'waiting',
      12: 'waiting',
    });
  });

  it('shows every block read-only in the back-office walk', () => {
    expect(states({ visibleBlockIds: [10, 11], openBlockId: null, walk: true })).toEqual({
      10: 'validate',
      11: 'validate',
    });
  });

  it('opens only the blocks a correction reopens on a signed dossier, the others read-only (issue 35)', () => {
    const correctionBlockIds = new Set([11]);
    expect(
      states({ visibleBlockIds: [10, 11, 12], openBlockId: null, walk: true, correctionBlockIds }),
    ).toEqual({
      10: 'validate',
      11: 'progress',
      12: 'validate',
    });
  });

  it('keeps every block waiting when the open block is not on the page', () => {
    expect(states({ visibleBlockIds: [10, 11], openBlockId: 99 })).toEqual({ 10: 'waiting', 11: 'waiting' });
  });
});
