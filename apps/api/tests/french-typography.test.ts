import { describe, expect, it } from 'vitest';
import { TENANT_SEEDS } from '../src/seed/tenants-data.js';

const frenchTexts = TENANT_SEEDS.flatMap((tenant) =>
  tenant.footerBlocks.map((block) => (typeof block === 'string' ? block : block.fr).replace(/<[^>]*>/g, '')),
);

describe('French texts the API seeds (issue 27: straight apostrophes among typographic ones)', () => {
  it('write the tenants’ footers with the typographic apostrophe and no-break spaces', () => {
    expect(frenchTexts.length).toBeGreaterThan(0);
    for (const text of frenchTexts) {
      expect(text).not.toMatch(/'/);
      expect(text).not.toMatch(/ [;:?!]/);
    }
    expect(frenchTexts).toContain(
      'Souscription Démo — société de gestion de portefeuille agréée par l’AMF sous le n° GP-00-000 (démonstration).',
    );
  });
});
