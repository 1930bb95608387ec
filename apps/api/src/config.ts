import { resolve } from 'node:path';

/** Everything the server reads from its environment, with the safe defaults of docs/operations.md. */
export type AppConfig = {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** External OpenID issuer; unset means the embedded provider under /oidc. */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  oidcAudience: string | undefined;
  oidcRoleClaim: string;
  oidcTenantClaim: string;
  oidcUsernameClaim: string;
  defaultTenant: string;
  logLevel: string;
  /** Where the built SPA lives; served with an index.html fallback when present. */
  webDist: string;
  /** Seed demo data on start when the database is empty. */
  seedOnStart: boolean;
  /** How long a page of a folder list may be served from memory (0: never). */
  listCacheSeconds: number;
};

const env = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

/** Reads the configuration from `process.env` (or the given overrides, for tests). */
export function loadConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const port = Number(env('PORT') ?? 3000);
  const publicUrl = (env('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env('HOST') ?? '0.0.0.0',
    publicUrl,
    databaseUrl: env('DATABASE_URL'),
    dataDir: resolve(env('DATA_DIR') ?? './data'),
    oidcIssuer: env('OIDC_ISSUER'),
    oidcClientId: env('OIDC_CLIENT_ID') ?? 'souscription-web',
    oidcAudience: env('OIDC_AUDIENCE'),
    oidcRoleClaim: env('OIDC_ROLE_CLAIM') ?? 'role',
    oidcTenantClaim: env('OIDC_TENANT_CLAIM') ?? 'tenant',
    oidcUsernameClaim: env('OIDC_USERNAME_CLAIM') ?? 'preferred_username',
    defaultTenant: env('DEFAULT_TENANT') ?? 'demo',
    logLevel: env('LOG_LEVEL') ?? 'info',
    webDist: resolve(env('WEB_DIST') ?? new URL('../../web/dist', import.meta.url).pathname),
    seedOnStart: env('SEED_ON_START') !== 'false',
    listCacheSeconds: Number(env('LIST_CACHE_SECONDS') ?? 30),
    ...overrides,
  };
}
