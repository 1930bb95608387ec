/**
 * One rule for each card of /verification (issue 33 item 9): whatever facts come with a signature's status,
 * its card's integrity, « modifié après », trust, level and colour never contradict one another.
 */
import { describe, expect, it } from 'vitest';
import { SIGNATURE_STATUSES, type TVerifiedSignature } from '@souscription/contract';
import { describeSignatureCard } from './verification-report';

const STATUSES = SIGNATURE_STATUSES;

function signature(
  status: TVerifiedSignature['status'],
  facts: { modifiedAfter: boolean; chainTrusted: boolean; revoked: boolean },
): TVerifiedSignature {
  return {
    fieldName: 'Signature_subscriber',
    type: 'signature',
    subFilter: 'ETSI.CAdES.detached',
    signer: { name: 'Claire Martin', email: null },
    chain: [],
    signingTime: null,
    timestampTime: null,
    level: 'B-LTA',
    revocation: null,
    integrity: !['broken', 'copy', 'altered'].includes(status),
    certification: null,
    coversWholeFile: false,
    modifications: [],
    copyOf: status === 'copy' ? 'Signature_advisor' : null,
    status,
    errors: [],
    ...facts,
  } as TVerifiedSignature;
}

const cases = STATUSES.flatMap((status) =>
  [true, false].flatMap((modifiedAfter) =>
    [true, false].flatMap((chainTrusted) =>
      [true, false].map((revoked) => ({ status, modifiedAfter, chainTrusted, revoked })),
    ),
  ),
);

describe('describeSignatureCard: every line from the one status', () => {
  it.each(cases)('$status (modified after $modifiedAfter, trusted $chainTrusted, revoked $revoked)', (c) => {
    const card = describeSignatureCard(signature(c.status, c));
    const intact = !['broken', 'copy', 'altered'].includes(c.status);
    expect(card.integrity.tone).toBe(intact ? 'success' : 'danger');
    if (!intact) {
      // Not intact: neither « modifié après : non » nor a trusted chain nor a level.
      expect(card.modifiedAfter.key).toBe('verification.not-applicable');
      expect(card.trust.key).toBe('verification.not-applicable');
      expect(card.level).toBeNull();
    }
    expect(card.modifiedAfter.key === 'verification.modified-yes').toBe(c.status === 'modified-after');
    if (c.status === 'valid' || c.status === 'untrusted') {
      expect(card.modifiedAfter.key).toBe('verification.modified-no');
      expect(card.level).toBe('B-LTA');
    }
    if (c.status === 'untrusted') expect(card.trust.key).toBe('verification.chain-untrusted');
    // Green border only on a valid one, and then every line is green.
    expect(card.border === 'success').toBe(c.status === 'valid');
    if (c.status === 'valid') {
      expect([card.integrity.tone, card.modifiedAfter.tone, card.trust.tone]).toEqual([
        'success',
        'success',
        'success',
      ]);
    }
    if (card.border === 'danger') expect(c.status).not.toMatch(/^(valid|untrusted)$/);
  });
});
