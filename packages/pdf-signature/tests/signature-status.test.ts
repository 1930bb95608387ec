/**
 * One rule for each card of /verification (issue 33 item 9): a signature's standing and the file's headline
 * follow from its facts so that integrity, « modifié après », trust and level never contradict. Every
 * combination of facts is tried.
 */
import { describe, expect, it } from 'vitest';
import { getSignatureStatus, getVerdict, type TSignatureStatus } from '../src/index.js';

type TFacts = Parameters<typeof getSignatureStatus>[0];
const STATUSES: TSignatureStatus[] = ['broken', 'copy', 'altered', 'modified-after', 'untrusted', 'valid'];

/** Every combination of a signature's facts (a broken field, a copy, integrity, change after, trust, revocation). */
function everyFacts(): TFacts[] {
  const all: TFacts[] = [];
  for (const problem of [null, 'contents-unreadable', 'byte-range-unreadable'] as const)
    for (const copyOf of [null, 'Signature_subscriber'])
      for (const integrity of [true, false])
        for (const modifiedAfter of [true, false])
          for (const chainTrusted of [true, false])
            for (const revoked of [true, false])
              all.push({ problem, copyOf, integrity, modifiedAfter, chainTrusted, revoked });
  return all;
}

const intact = (facts: TFacts) => facts.problem === null && facts.copyOf === null && facts.integrity;

describe('a signature’s standing: one rule, worst first', () => {
  it.each(everyFacts())('%j', (facts) => {
    const status = getSignatureStatus(facts);
    // Not intact (broken, a copy, altered): nothing else about it can be said.
    expect(['broken', 'copy', 'altered'].includes(status)).toBe(!intact(facts));
    if (facts.problem) expect(status).toBe('broken');
    // « Modifié après : oui » only on an intact signature, and then it is never valid nor merely untrusted.
    expect(status === 'modified-after').toBe(intact(facts) && facts.modifiedAfter);
    // Untrusted (or revoked) only when intact and unmodified after.
    expect(status === 'untrusted').toBe(
      intact(facts) && !facts.modifiedAfter && (!facts.chainTrusted || facts.revoked),
    );
    // Valid only when intact, unmodified after, trusted and not revoked.
    expect(status === 'valid').toBe(
      intact(facts) && !facts.modifiedAfter && facts.chainTrusted && !facts.revoked,
    );
  });
});

describe('the headline: green only when every signature is intact, trusted and unmodified after', () => {
  const pairs = STATUSES.flatMap((first) => STATUSES.map((second) => [first, second] as const));
  it.each(pairs.flatMap(([first, second]) => [true, false].map((changed) => ({ first, second, changed }))))(
    '$first + $second, change after the first signature: $changed',
    ({ first, second, changed }) => {
      const verdict = getVerdict([first, second], changed);
      expect(verdict === 'valid').toBe(first === 'valid' && second === 'valid' && !changed);
      const notIntactOrModified = (status: TSignatureStatus) => status !== 'valid' && status !== 'untrusted';
      expect(verdict === 'altered').toBe(
        changed || notIntactOrModified(first) || notIntactOrModified(second),
      );
      expect(verdict === 'untrusted').toBe(
        !changed &&
          !notIntactOrModified(first) &&
          !notIntactOrModified(second) &&
          (first === 'untrusted' || second === 'untrusted'),
      );
    },
  );

  it('no signature: unsigned, or altered when the file was changed anyway', () => {
    expect(getVerdict([], false)).toBe('unsigned');
    expect(getVerdict([], true)).toBe('altered');
  });
});
