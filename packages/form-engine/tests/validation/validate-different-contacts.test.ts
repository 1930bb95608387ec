import { describe, expect, it } from 'vitest';
import { validateDifferentEmail, validateDifferentPhone } from '../../src/index.js';

describe('validateDifferentPhone', () => {
  const key = 'validation.error.phones-must-differ';

  it('refuses the same number, however spelled', () => {
    expect(validateDifferentPhone('06 12 34 56 78', '+33612345678', key)).toEqual({
      message: key,
      params: {},
    });
    expect(validateDifferentPhone('0612345678', '06.12.34.56.78', key)).toEqual({ message: key, params: {} });
  });

  it('accepts two numbers, or a missing one', () => {
    expect(validateDifferentPhone('06 12 34 56 78', '06 12 34 56 79', key)).toBeNull();
    expect(validateDifferentPhone('', '06 12 34 56 79', key)).toBeNull();
    expect(validateDifferentPhone('06 12 34 56 78', ' ', key)).toBeNull();
  });
});

describe('validateDifferentEmail', () => {
  const key = 'validation.error.mail-must-be-different-from-co-sub';

  it('refuses the same address, case-insensitively', () => {
    expect(validateDifferentEmail('Jean@Example.fr ', 'jean@example.fr', key)).toEqual({
      message: key,
      params: {},
    });
  });

  it('accepts two addresses, or a missing one', () => {
    expect(validateDifferentEmail('marie@example.fr', 'jean@example.fr', key)).toBeNull();
    expect(validateDifferentEmail('', 'jean@example.fr', key)).toBeNull();
  });
});
