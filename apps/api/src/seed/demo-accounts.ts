import type { TRole } from '@souscription/contract';
import type { DemoAccountListing } from '../auth/sign-in-page.js';
import { TENANT_SEEDS } from './tenants-data.js';

/** Password of every demo account (listed in the README and on the sign-in page). */
export const DEMO_PASSWORD = 'demo1234';

export type DemoAccount = {
  username: string;
  role: TRole;
  firstname: string;
  lastname: string;
  email: string;
  tenant: string;
};

/**
 * One demo account per role of the spec, on the `demo` tenant, plus an advisor of `aestiam` and one of
 * `norma` (its cookie consent tool on).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'conseiller',
    role: 'advisor',
    firstname: 'Antoine',
    lastname: 'Durand',
    email: 'antoine.durand@demo.souscription.test',
    tenant: 'demo',
  },
  {
    username: 'partenaire',
    role: 'partner',
    firstname: 'Sophie',
    lastname: 'Lefèvre',
    email: 'sophie.lefevre@demo.souscription.test',
    tenant: 'demo',
  },
  {
    username: 'manager',
    role: 'manager',
    firstname: 'Marc',
    lastname: 'Bernard',
    email: 'marc.bernard@demo.souscription.test',
    tenant: 'demo',
  },
  {
    username: 'backoffice',
    role: 'back_office_user',
    firstname: 'Julie',
    lastname: 'Moreau',
    email: 'julie.moreau@demo.souscription.test',
    tenant: 'demo',
  },
  {
    username: 'gestionnaire',
    role: 'manage_dossier',
    firstname: 'Nicolas',
    lastname: 'Petit',
    email: 'nicolas.petit@demo.souscription.test',
    tenant: 'demo',
  },
  {
    username: 'client',
    role: 'client',
    firstname: 'Claire',
    lastname: 'Martin',
    email: 'claire.martin@example.test',
    tenant: 'demo',
  },
  {
    username: 'prospect',
    role: 'prospect',
    firstname: 'Hugo',
    lastname: 'Roux',
    email: 'hugo.roux@example.test',
    tenant: 'demo',
  },
  {
    username: 'prospect.direct',
    role: 'prospect_direct',
    firstname: 'Léa',
    lastname: 'Fontaine',
    email: 'lea.fontaine@example.test',
    tenant: 'demo',
  },
  {
    username: 'conseiller.aestiam',
    role: 'advisor',
    firstname: 'Paul',
    lastname: 'Girard',
    email: 'paul.girard@aestiam.souscription.test',
    tenant: 'aestiam',
  },
  {
    // The tenant with the cookie consent tool on (no journey but the consent one signs in there).
    username: 'conseiller.norma',
    role: 'advisor',
    firstname: 'Inès',
    lastname: 'Mercier',
    email: 'ines.mercier@norma.souscription.test',
    tenant: 'norma',
  },
];

/** The demo accounts as the sign-in page lists them (given to the app at start by server.ts). */
export const DEMO_ACCOUNT_LISTING: DemoAccountListing = {
  password: DEMO_PASSWORD,
  accounts: DEMO_ACCOUNTS.map((account) => ({
    username: account.username,
    role: account.role,
    otherTenantName:
      account.tenant === 'demo'
        ? null
        : (TENANT_SEEDS.find((seed) => seed.code === account.tenant)?.name ?? account.tenant),
  })),
};
