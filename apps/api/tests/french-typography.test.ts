import { describe, expect, it } from 'vitest';
import { TENANT_SEEDS } from '../src/seed/tenants-data.js';
import { SUBSCRIPTION_DOCUMENT_TEMPLATES } from '../src/seed/document-templates.js';
import { BACK_OFFICE_FORM } from '../src/seed/forms/back-office-form.js';
import {
  COUNTRIES_DATALIST,
  MARKET_SCPI_DATALIST,
  NATIONALITIES_DATALIST,
} from '../src/seed/forms/datalists.js';
import { DEMO_SUBSCRIPTION_FORM } from '../src/seed/forms/demo-subscription-form.js';
import { PRODUCT_CATALOGUE, PRODUCT_UNAVAILABLE_MESSAGE } from '../src/seed/forms/products.js';

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

/** Every string a seeded object holds, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('the seeded forms, lists and document templates (the tour: straight apostrophes on screens and PDFs)', () => {
  it('write their texts, French and English, with the typographic apostrophe and one word for the advisor', () => {
    const texts = stringsOf([
      DEMO_SUBSCRIPTION_FORM,
      BACK_OFFICE_FORM,
      COUNTRIES_DATALIST,
      NATIONALITIES_DATALIST,
      MARKET_SCPI_DATALIST,
      PRODUCT_CATALOGUE,
      PRODUCT_UNAVAILABLE_MESSAGE,
      SUBSCRIPTION_DOCUMENT_TEMPLATES,
    ]);
    expect(texts).toContain('Côte d’Ivoire');
    expect(texts.filter((text) => /\p{L}'\p{L}/u.test(text))).toEqual([]);
    // The English name of the role is the screens' « advisor » (the lists, the sign-in page).
    expect(texts.filter((text) => /\badviser/i.test(text))).toEqual([]);
  });
});
