import { PRODUCT_CATALOGUE } from './forms/products.js';
import { TENANT_FORM_CONFIGURATIONS } from './forms/tenant-configurations.js';

/** Demo customers of the `demo` tenant: [civility, first name, last name, birth date, birth city]. */
export const DEMO_CUSTOMER_ROWS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['Mme', 'Claire', 'Martin', '14/03/1968', 'Lyon'],
  ['M.', 'Hugo', 'Roux', '02/11/1985', 'Nantes'],
  ['Mme', 'Léa', 'Fontaine', '27/06/1990', 'Bordeaux'],
  ['M.', 'Jean', 'Dupont', '09/01/1955', 'Paris'],
  ['Mme', 'Isabelle', 'Lambert', '21/08/1962', 'Lille'],
  ['M.', 'François', 'Giraud', '30/04/1971', 'Toulouse'],
  ['Mme', 'Nathalie', 'Bonnet', '12/12/1966', 'Marseille'],
  ['M.', 'Olivier', 'Mercier', '05/05/1959', 'Rennes'],
  ['Mme', 'Sandrine', 'Blanc', '18/02/1974', 'Strasbourg'],
  ['M.', 'Philippe', 'Guérin', '23/09/1950', 'Nice'],
  ['Mme', 'Catherine', 'Faure', '07/07/1958', 'Grenoble'],
  ['M.', 'Éric', 'André', '16/10/1969', 'Dijon'],
  ['Mme', 'Véronique', 'Chevalier', '03/03/1963', 'Angers'],
  ['M.', 'Laurent', 'François', '11/11/1976', 'Tours'],
  ['Mme', 'Valérie', 'Legrand', '29/05/1972', 'Reims'],
  ['M.', 'Stéphane', 'Gauthier', '08/08/1967', 'Metz'],
  ['Mme', 'Christine', 'Garcia', '19/01/1961', 'Perpignan'],
  ['M.', 'Thierry', 'Perrin', '25/12/1957', 'Limoges'],
  ['Mme', 'Sylvie', 'Robin', '14/04/1964', 'Clermont-Ferrand'],
  ['M.', 'Nicolas', 'Clément', '02/02/1980', 'Caen'],
  ['Mme', 'Aurélie', 'Morin', '17/09/1983', 'Rouen'],
  ['M.', 'Julien', 'Nicolas', '06/06/1987', 'Le Havre'],
  ['Mme', 'Émilie', 'Henry', '28/10/1989', 'Brest'],
  ['M.', 'Sébastien', 'Roussel', '13/07/1978', 'Amiens'],
  ['Mme', 'Caroline', 'Mathieu', '22/03/1975', 'Besançon'],
  ['M.', 'Alain', 'Gautier', '31/01/1948', 'Orléans'],
  ['Mme', 'Martine', 'Masson', '09/09/1952', 'Poitiers'],
  ['M.', 'Pierre', 'Marchand', '15/05/1960', 'Avignon'],
  ['Mme', 'Anne', 'Duval', '04/12/1970', 'Nancy'],
  ['M.', 'Michel', 'Denis', '20/06/1954', 'Pau'],
  ['Mme', 'Hélène', 'Dumont', '10/10/1965', 'Bayonne'],
  ['M.', 'Patrick', 'Lemoine', '01/08/1956', 'La Rochelle'],
  ['Mme', 'Camille', 'Brunet', '26/02/1992', 'Annecy'],
  ['M.', 'Maxime', 'Schmitt', '12/04/1988', 'Mulhouse'],
];

/** A product of a tenant as its sample dossiers carry it: code, name and unit price in cents. */
export type SeedProduct = { code: string; title: string; unitPriceCents: number };

/**
 * The products a tenant sells, from the one product table (PRODUCT_CATALOGUE) and the tenant's
 * product map: the sample dossiers carry the names and prices the wizard shows.
 */
export function tenantProducts(tenantCode: string): SeedProduct[] {
  const codes = Object.keys(TENANT_FORM_CONFIGURATIONS[tenantCode]?.products ?? {});
  return PRODUCT_CATALOGUE.filter((product) => codes.includes(product.code)).map((product) => ({
    code: product.code,
    title: product.label,
    unitPriceCents: Math.round(product.unit_price * 100),
  }));
}

/** Customers of the `aestiam` tenant, followed by its advisor `conseiller.aestiam`. */
export const AESTIAM_CUSTOMER_ROWS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['Mme', 'Agnès', 'Vidal', '11/02/1960', 'Montpellier'],
  ['M.', 'Bernard', 'Leroy', '24/07/1953', 'Nîmes'],
  ['Mme', 'Chloé', 'Barbier', '03/05/1986', 'Lorient'],
  ['M.', 'Damien', 'Arnaud', '19/11/1979', 'Valence'],
  ['Mme', 'Élodie', 'Caron', '08/01/1984', 'Chambéry'],
  ['M.', 'Gérard', 'Renaud', '27/09/1949', 'Quimper'],
  ['Mme', 'Inès', 'Picard', '15/06/1991', 'Saint-Étienne'],
  ['M.', 'Karim', 'Benali', '02/03/1977', 'Cergy'],
];

/**
 * The postcode of each demo customer's town (the demo customers live where they were born): the
 * sample dossiers' addresses pass the form's French postcode rule and name a real town.
 */
export const TOWN_POSTCODES: Readonly<Record<string, string>> = {
  Lyon: '69002',
  Nantes: '44000',
  Bordeaux: '33000',
  Paris: '75011',
  Lille: '59000',
  Toulouse: '31000',
  Marseille: '13006',
  Rennes: '35000',
  Strasbourg: '67000',
  Nice: '06000',
  Grenoble: '38000',
  Dijon: '21000',
  Angers: '49000',
  Tours: '37000',
  Reims: '51100',
  Metz: '57000',
  Perpignan: '66000',
  Limoges: '87000',
  'Clermont-Ferrand': '63000',
  Caen: '14000',
  Rouen: '76000',
  'Le Havre': '76600',
  Brest: '29200',
  Amiens: '80000',
  Besançon: '25000',
  Orléans: '45000',
  Poitiers: '86000',
  Avignon: '84000',
  Nancy: '54000',
  Pau: '64000',
  Bayonne: '64100',
  'La Rochelle': '17000',
  Annecy: '74000',
  Mulhouse: '68100',
  Montpellier: '34000',
  Nîmes: '30000',
  Lorient: '56100',
  Valence: '26000',
  Chambéry: '73000',
  Quimper: '29000',
  'Saint-Étienne': '42000',
  Cergy: '95000',
};

/** A demo town's postcode, whatever its case (answers store towns upper-cased: « AMIENS »). */
export function findTownPostcode(town: string): string | undefined {
  const wanted = town.toLocaleUpperCase('fr-FR');
  return Object.entries(TOWN_POSTCODES).find(([name]) => name.toLocaleUpperCase('fr-FR') === wanted)?.[1];
}
