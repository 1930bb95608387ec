import { describe, expect, it } from 'vitest';
import { validateEmail } from '../../src/index.js';

describe('validateEmail', () => {
  it.each([
    '',
    '   ',
    'jean.dupont@example.fr',
    'jean+scpi@example.com',
    'a-b_c@sub.domain.org',
    'JEAN@EXAMPLE.FR',
    ' jean@example.fr ',
  ])('accepts %j (empty passes)', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    'jean',
    'jean@',
    '@example.fr',
    'jean@example',
    'jean@example.f',
    'jean dupont@example.fr',
    'jean@@example.fr',
    'jean..dupont@example.fr',
    'jean++scpi@example.fr',
    'jean--dupont@example.fr',
    'jean.-dupont@example.fr',
    'jean@example..fr',
    'jean@exa--mple.fr',
    '.jean@example.fr',
    'jean.@example.fr',
  ])('refuses %j with validation.error.email', (email) => {
    expect(validateEmail(email)).toEqual({ message: 'validation.error.email', params: {} });
  });
});
