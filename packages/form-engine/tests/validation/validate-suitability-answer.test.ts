import { describe, expect, it } from 'vitest';
import { SUITABILITY_ANSWERS, validateSuitabilityAnswer } from '../../src/index.js';

describe('validateSuitabilityAnswer', () => {
  it("the six questions must be answered 'Oui'", () => {
    expect(SUITABILITY_ANSWERS.yes).toBe('Oui');
    expect(validateSuitabilityAnswer('Oui', 'yes')).toBeNull();
    expect(validateSuitabilityAnswer(' oui ', 'yes')).toBeNull();
    for (const answer of ['Non', '', 'Peut-être']) {
      expect(validateSuitabilityAnswer(answer, 'yes')).toEqual({
        message: 'validation.error.suitability-must-be-yes',
        params: {},
      });
    }
  });

  it("the other question must be 'Non', else the element's own message", () => {
    expect(validateSuitabilityAnswer('Non', 'no', 'custom')).toBeNull();
    expect(validateSuitabilityAnswer('Oui', 'no', 'custom')).toEqual({ message: 'custom', params: {} });
    expect(validateSuitabilityAnswer('', 'no')).toEqual({
      message: 'validation.error.suitability-must-be-no',
      params: {},
    });
  });
});
