import type { ElementOption } from '@souscription/form-engine';
import { element, frenchTypography } from './fixture-helpers.js';
import type { ElementFixture } from './form-fixture.types.js';

/** A product of the catalogue: the product codes of spec 9 with a name and a unit price. */
export type CatalogueProduct = {
  /** Product code of spec 9. */
  code: string;
  /** Name shown in product choices. */
  label: string;
  /** Short French description (option presentation). */
  description: string;
  /** Short English description. */
  description_en: string;
  /** Subscription price of one share, in euros (SAMPLE DATA). */
  unit_price: number;
  /**
   * Local id of the product's unit-price element. The same in every fixture, so that one tenant
   * product map (local ids) serves the subscription form and the back-office form alike.
   */
  unit_price_element_id: number;
};

/**
 * The product codes of spec 9 as `[code, name, description, English description, unit price]`. Names, descriptions and prices are SAMPLE DATA for the demonstration
 * (made-up products named after their code, plausible SCPI share prices), not real offers; only « Plein Air
 * Invest » (PI) is named by the spec.
 */
const CATALOGUE_ROWS: readonly (readonly [string, string, string, string, number])[] = [
  ['LI', 'SCPI Live Europe', 'Bureaux et commerces en Europe', 'Offices and retail across Europe', 204],
  [
    'PU',
    'SCPI Pierre Urbaine',
    'Immobilier de centre-ville diversifié',
    'Diversified city-centre real estate',
    200,
  ],
  ['UK25', 'SCPI Royaume-Uni 2025', 'Immobilier tertiaire britannique', 'UK commercial real estate', 100],
  [
    'MS',
    'SCPI Méditerranée Sélection',
    'Commerces du Sud de la France',
    'Retail in the South of France',
    250,
  ],
  ['DS', 'SCPI Diversification Santé', 'Établissements de santé', 'Healthcare properties', 310],
  [
    'IR',
    'SCPI Immobilier Régions',
    'Bureaux dans les métropoles régionales',
    'Offices in regional cities',
    195,
  ],
  ['HP', 'SCPI Hôtellerie Patrimoine', 'Hôtels et résidences gérées', 'Hotels and serviced residences', 250],
  [
    'AL',
    'SCPI Activités Logistiques',
    'Entrepôts et locaux d’activité',
    'Warehouses and light industrial',
    300,
  ],
  ['EF', 'SCPI Épargne France', 'Bureaux en Île-de-France', 'Offices in the Paris region', 670],
  ['PC', 'SCPI Patrimoine Commerces', 'Commerces de proximité', 'Local retail', 180],
  ['PI', 'Plein Air Invest', 'Campings et hôtellerie de plein air', 'Campsites and outdoor hospitality', 200],
  [
    'ACH',
    'SCPI Capital Hébergement',
    'Résidences seniors et étudiantes',
    'Senior and student residences',
    250,
  ],
  ['APP', 'SCPI Placement Pierre', 'Bureaux et commerces diversifiés', 'Diversified offices and retail', 260],
  ['APR', 'SCPI Pierre Rendement', 'Commerces de centre-ville', 'City-centre retail', 230],
  ['NCR', 'SCPI Norma Régions', 'Immobilier des régions françaises', 'French regional real estate', 225],
  ['NCC', 'SCPI Norma Continent', 'Immobilier de la zone euro', 'Euro-area real estate', 215],
  [
    'NCES',
    'SCPI Norma Éducation Santé',
    'Écoles, crèches et cliniques',
    'Schools, nurseries and clinics',
    250,
  ],
  ['AV', 'SCPI Avenir', 'Immobilier à impact environnemental', 'Environmental-impact real estate', 300],
];

export const PRODUCT_CATALOGUE: readonly CatalogueProduct[] = CATALOGUE_ROWS.map(
  ([code, label, description, description_en, unit_price], index) => ({
    code,
    label,
    description,
    description_en,
    unit_price,
    unit_price_element_id: 9001 + index,
  }),
);

/** The product codes of spec 9. */
export const PRODUCT_CODES: ReadonlySet<string> = new Set(PRODUCT_CATALOGUE.map((product) => product.code));

/**
 * Local id of the dismemberment table element (the temporary-dismemberment duration, an array choice):
 * the same in every fixture that has one, like the unit-price elements.
 */
export const DISMEMBERMENT_TABLE_ELEMENT_ID = 9100;

/** A price as the French option presentations show it, e.g. « 1 250,00 € ». */
export function formatPrice(price: number): string {
  return `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price)} €`;
}

/** The product options of a product choice: every product (the seed keeps the tenant's ones). */
export function productOptions(): {
  options: ElementOption[];
  en: Record<string, string>;
  enPresentations: Record<string, string>;
} {
  return {
    options: PRODUCT_CATALOGUE.map((product) => ({
      value: product.code,
      label: product.label,
      presentation: frenchTypography(`${product.description} — ${formatPrice(product.unit_price)} la part`),
    })),
    en: Object.fromEntries(PRODUCT_CATALOGUE.map((product) => [product.code, product.label])),
    enPresentations: Object.fromEntries(
      PRODUCT_CATALOGUE.map((product) => [
        product.code,
        `${product.description_en} — €${product.unit_price.toFixed(2)} per share`,
      ]),
    ),
  };
}

/**
 * The unit-price elements of a fixture: one `output_product_unit_price` per product, shown while that
 * product is chosen, whose default value is the product's price — what the engine's `product_price()`
 * reads through the tenant's product map.
 */
export function unitPriceElements(blockId: number, productChoiceElementId: number): ElementFixture[] {
  return PRODUCT_CATALOGUE.map((product) =>
    element(
      product.unit_price_element_id,
      `unit_price_${product.code.toLowerCase()}`,
      'output_product_unit_price',
      blockId,
      {
        label: 'Prix de souscription d’une part',
        help: 'Prix en vigueur, commission de souscription incluse.',
        defaultValue: String(product.unit_price),
        readonly: true,
        financial: true,
        bold: true,
      },
      {
        label: 'Subscription price per share',
        help: 'Current price, subscription fee included.',
      },
      {
        condition: {
          rules: [
            { type: 'input', input_id: productChoiceElementId, operator: 'equal', value: product.code },
          ],
          logical_operator: 'AND',
          actions: { visible: true },
        },
      },
    ),
  );
}

/** The message of {@link productUnavailableGuard}. */
export const PRODUCT_UNAVAILABLE_MESSAGE = 'Ce produit n’est pas proposé à la souscription.';

/**
 * A guard for a product code the tenant does not sell (the engine does not check that a choice is one
 * of its options, so a crafted request could send any code): a read-only input, never filled, shown and
 * required while a product and a number of shares are given but no amount comes out — which happens
 * only when the product has no unit price for the tenant. Its required error blocks the submission with
 * {@link PRODUCT_UNAVAILABLE_MESSAGE}; being read-only, a request cannot fill it.
 */
export function productUnavailableGuard(
  id: number,
  blockId: number,
  ids: { product: number; shares: number; amount: number },
): ElementFixture {
  return element(
    id,
    'product_unavailable',
    'input_text',
    blockId,
    { label: 'Produit', readonly: true, errorMessage: PRODUCT_UNAVAILABLE_MESSAGE },
    { label: 'Product', errorMessage: 'This product is not open for subscription.' },
    {
      condition: {
        rules: [
          { type: 'input', input_id: ids.product, operator: 'not_equal', value: '' },
          { type: 'input', input_id: ids.shares, operator: 'not_equal', value: '' },
          { type: 'input', input_id: ids.amount, operator: 'equal', value: '' },
        ],
        logical_operator: 'AND',
        actions: { visible: true, required: true },
      },
    },
  );
}
