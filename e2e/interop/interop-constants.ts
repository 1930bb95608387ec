import { E2E_PORT } from '../support/e2e-constants.js';
import type { TIssuerUser } from './glewlwyd.js';

/** Where Glewlwyd listens for `npm run test:interop` (its login page is visited by the browser). */
export const GLEWLWYD_PORT = Number(process.env.GLEWLWYD_PORT ?? 4594);
export const GLEWLWYD_URL = `http://127.0.0.1:${GLEWLWYD_PORT}`;
/** Where the second issuer, built on Authlib (authlib-issuer.py), listens. */
export const AUTHLIB_PORT = Number(process.env.AUTHLIB_PORT ?? 4595);
export const AUTHLIB_URL = `http://127.0.0.1:${AUTHLIB_PORT}`;
/** The product's second server, signed in through the Authlib issuer (one issuer per server). */
export const AUTHLIB_APP_PORT = Number(process.env.AUTHLIB_APP_PORT ?? E2E_PORT + 100);
export const AUTHLIB_APP_URL = `http://localhost:${AUTHLIB_APP_PORT}`;
/** The API's own audience at the Authlib issuer: its access tokens name it, its ID tokens the client. */
export const AUTHLIB_API_AUDIENCE = 'souscription-api';
/** How long the issuers' access tokens live: short, so the journey sees the SPA refresh one. */
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
  /** Known to the Authlib issuer only. */
  authlibAdvisor: {
    username: 'bruno.placement',
    password: 'Interop-Authlib-1',
    name: 'Bruno Placement',
    email: 'bruno.placement@example.com',
    role: 'advisor',
    tenant: 'demo',
  },
} as const satisfies Record<string, TIssuerUser>;
