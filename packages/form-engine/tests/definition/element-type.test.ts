import { describe, expect, it } from 'vitest';
import { ELEMENT_ROLES, ELEMENT_TYPES, TENANT_CODES } from '../../src/index.js';

describe('definition vocabularies', () => {
  it('lists the element types of spec 3 once each', () => {
    expect(new Set(ELEMENT_TYPES).size).toBe(ELEMENT_TYPES.length);
    expect(ELEMENT_TYPES).toHaveLength(48);
    for (const type of [
      'convert_number_to_word',
      'input_percentage_range_group',
      'array_choice',
      'button_docusign_iframe',
      'output_scoring_text',
    ]) {
      expect(ELEMENT_TYPES).toContain(type);
    }
  });

  it('lists the tenants of spec 9 and the roles the rules read', () => {
    expect(TENANT_CODES).toEqual([
      'voisin',
      'sogenial',
      'remake',
      'swisslife-am',
      'paref',
      'altarea',
      'demo',
      'aestiam',
      'norma',
      'default',
    ]);
    expect(ELEMENT_ROLES).toContain('subscription_amount');
    expect(new Set(ELEMENT_ROLES).size).toBe(ELEMENT_ROLES.length);
  });
});
