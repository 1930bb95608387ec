import type { DatalistFixture } from './form-fixture.types.js';
import { PRODUCT_CATALOGUE } from './products.js';

const COUNTRY_ROWS: readonly (readonly [string, string, string, string, string])[] = [
  // code, country (fr), country (en), nationality (fr), nationality (en)
  ['FR', 'France', 'France', 'Française', 'French'],
  ['DE', 'Allemagne', 'Germany', 'Allemande', 'German'],
  ['DZ', 'Algérie', 'Algeria', 'Algérienne', 'Algerian'],
  ['BE', 'Belgique', 'Belgium', 'Belge', 'Belgian'],
  ['BR', 'Brésil', 'Brazil', 'Brésilienne', 'Brazilian'],
  ['CA', 'Canada', 'Canada', 'Canadienne', 'Canadian'],
  ['CN', 'Chine', 'China', 'Chinoise', 'Chinese'],
  ['CI', 'Côte d’Ivoire', 'Côte d’Ivoire', 'Ivoirienne', 'Ivorian'],
  ['ES', 'Espagne', 'Spain', 'Espagnole', 'Spanish'],
  ['US', 'États-Unis', 'United States', 'Américaine', 'American'],
  ['GR', 'Grèce', 'Greece', 'Grecque', 'Greek'],
  ['IE', 'Irlande', 'Ireland', 'Irlandaise', 'Irish'],
  ['IT', 'Italie', 'Italy', 'Italienne', 'Italian'],
  ['JP', 'Japon', 'Japan', 'Japonaise', 'Japanese'],
  ['LB', 'Liban', 'Lebanon', 'Libanaise', 'Lebanese'],
  ['LU', 'Luxembourg', 'Luxembourg', 'Luxembourgeoise', 'Luxembourgish'],
  ['MA', 'Maroc', 'Morocco', 'Marocaine', 'Moroccan'],
  ['MC', 'Monaco', 'Monaco', 'Monégasque', 'Monegasque'],
  ['NL', 'Pays-Bas', 'Netherlands', 'Néerlandaise', 'Dutch'],
  ['PL', 'Pologne', 'Poland', 'Polonaise', 'Polish'],
  ['PT', 'Portugal', 'Portugal', 'Portugaise', 'Portuguese'],
  ['RO', 'Roumanie', 'Romania', 'Roumaine', 'Romanian'],
  ['GB', 'Royaume-Uni', 'United Kingdom', 'Britannique', 'British'],
  ['SN', 'Sénégal', 'Senegal', 'Sénégalaise', 'Senegalese'],
  ['CH', 'Suisse', 'Switzerland', 'Suisse', 'Swiss'],
  ['TN', 'Tunisie', 'Tunisia', 'Tunisienne', 'Tunisian'],
  ['VN', 'Viêt Nam', 'Vietnam', 'Vietnamienne', 'Vietnamese'],
];

const typeset = (text: string): string => text.replace(/'/g, '’');

/** Countries (ISO 3166 codes), for the country of birth (`choice_autocomplete`). */
export const COUNTRIES_DATALIST: DatalistFixture = {
  id: 1,
  name: 'pays',
  options: COUNTRY_ROWS.map(([value, label, labelEn]) => ({
    value,
    label: typeset(label),
    label_en: typeset(labelEn),
  })),
};

/** Nationalities by country code, for the nationality (`datalist_choice`). */
export const NATIONALITIES_DATALIST: DatalistFixture = {
  id: 2,
  name: 'nationalites',
  options: COUNTRY_ROWS.map(([value, , , label, labelEn]) => ({ value, label, label_en: labelEn })),
};

/** SCPIs of the market (the sample catalogue and an 'other' entry), for the SCPI already held. */
export const MARKET_SCPI_DATALIST: DatalistFixture = {
  id: 3,
  name: 'scpi-du-marche',
  options: [
    ...PRODUCT_CATALOGUE.map((product) => ({
      value: product.code,
      label: product.label,
      label_en: product.label,
      presentation: product.description,
    })),
    { value: 'AUTRE', label: 'Autre SCPI', label_en: 'Another SCPI' },
  ],
};
