import type { TIssuerUser } from './glewlwyd.js';

/** Where Glewlwyd listens for `npm run test:interop` (its login page is visited by the browser). */
export const GLEWLWYD_PORT = Number(process.env.GLEWLWYD_PORT ?? 4594);
export const GLEWLWYD_URL = `http://127.0.0.1:${GLEWLWYD_PORT}`;
/** How long Glewlwyd's access tokens live: short, so the journey sees the SPA refresh one. */
export const ACCESS_TOKEN_SECONDS = 15;

/** The issuer's users: a role and a tenant each, none of them known to the product beforehand. */
export const ISSUER_USERS = {
  advisor: {
    username: 'amelie.conseil',
    password: 'Interop-Advisor-1',
    name: 'Amélie Conseil',
    email: 'amelie.conseil@example.com',
    role: 'advisor',
    tenant: 'demo',
  },
  dossierManager: {
    username: 'gaston.gestion',
    password: 'Interop-Manager-1',
    name: 'Gaston Gestion',
    email: 'gaston.gestion@example.com',
    role: 'manage_dossier',
    tenant: 'demo',
  },
} as const satisfies Record<string, TIssuerUser>;
