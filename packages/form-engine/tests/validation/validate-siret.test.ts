import { describe, expect, it } from 'vitest';
import { validateSiret } from '../../src/index.js';

describe('validateSiret', () => {
  it.each(['', '73282932000074', ' 123 '])('accepts %j', (siret) => {
    expect(validateSiret(siret)).toBeNull();
  });

  it.each(['732 829 320 00074', '7328293200007A', '-1', '12.5'])('refuses %j (digits only)', (siret) => {
    expect(validateSiret(siret)).toEqual({ message: 'validation.error.siret', params: {} });
  });
});
