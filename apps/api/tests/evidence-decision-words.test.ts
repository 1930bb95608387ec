/**
 * The manager's decisions as the evidence file words them (issue 33 item 8): in the dossier's language,
 * with no raw code — a pairing names its scope in words, not `np` or `usu`.
 */
import { describe, expect, it } from 'vitest';
import { describeDecision } from '../src/modules/evidence/service/render-evidence-pdf.js';
import type { DecisionRow } from '../src/modules/evidence/queries.js';

const pairing = (scope: 'np' | 'usu'): DecisionRow =>
  ({
    id: 1,
    kind: 'pairing',
    state: 'ongoing',
    reason: null,
    pairing: { scope, code: 'C-0042', partner: null },
    createdAt: new Date('2026-11-26T09:20:00.000Z'),
    firstname: 'Sophie',
    lastname: 'Bernard',
    username: 'sophie',
  }) as DecisionRow;

describe('a pairing in the evidence file', () => {
  it('names its scope in French words', () => {
    const text = describeDecision(pairing('usu'), 'fr');
    // French typography: a no-break space before the colon, so it never starts a line.
    expect(text).toContain('Rapprochement (usufruit)\u00a0: C-0042');
    expect(text).not.toMatch(/\busu\b/);
    expect(describeDecision(pairing('np'), 'fr')).toContain('(nue-propriété ou pleine propriété)');
  });

  it('and in English', () => {
    expect(describeDecision(pairing('usu'), 'en')).toContain('Pairing (usufruct): C-0042');
    expect(describeDecision(pairing('np'), 'en')).not.toMatch(/\bnp\b/);
  });
});
