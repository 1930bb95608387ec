import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { API_ROOT } from './shared/api-root.js';

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
  /** The external issuer types its access tokens `at+jwt` (RFC 9068): every other token is refused. */
  oidcRequireAtJwt: boolean;
  /** The scope the SPA asks; unset means `openid profile api` (the embedded provider's). */
  oidcScope: string | undefined;
  oidcRoleClaim: string;
  oidcTenantClaim: string;
  oidcUsernameClaim: string;
  /** Where an external issuer's access token carries the first name, last name and e-mail (copied at each sign-in). */
  oidcGivenNameClaim: string;
  oidcFamilyNameClaim: string;
  oidcEmailClaim: string;
  /** End-session address the SPA sends the browser to; unset means the issuer's `end_session_endpoint`. */
  oidcLogoutUrl: string | undefined;
  defaultTenant: string;
  logLevel: string;
  /** Where the built SPA lives; served with an index.html fallback when present. */
  webDist: string;
  /** Seed demo data on start when the database is empty. */
  seedOnStart: boolean;
  /** List the demo accounts on the embedded sign-in page. */
  showDemoAccounts: boolean;
  /** How long a page of a folder list may be served from memory (0: never). */
  listCacheSeconds: number;
  /** Threads verifying signed PDFs at once (`POST /signatures/verify`). */
  verifyThreads: number;
  /** Verifications that may wait for a thread; one more is answered 503. */
  verifyQueue: number;
  /** Where validated dossiers are delivered as signed webhooks; unset: JSON files in `DATA_DIR/integration/`. */
  integrationTargetUrl: string | undefined;
  /** The Standard Webhooks secret (`whsec_…`); unset: one is generated and kept in the database. */
  integrationWebhookSecret: string | undefined;
  /**
   * The secret being rotated out: while set, every delivery is signed with both, so the back office
   * may switch from this one to the new one when it likes.
   */
  integrationWebhookSecretPrevious: string | undefined;
  /** Deliveries tried before a dossier is set in error. */
  integrationMaxAttempts: number;
  /** First retry delay (ms); each next one doubles, up to an hour. */
  integrationRetryMs: number;
  /** Run the delivery worker in this process. */
  integrationWorker: boolean;
  /** How often the worker looks for due deliveries (ms). */
  integrationPollMs: number;
  /** Which proxies' `X-Forwarded-*` headers are believed (Fastify's `trustProxy`). */
  trustProxy: boolean | string[];
  /**
   * Origins of development web servers (the Vite dev server, `http://localhost:5173`) accepted as
   * sign-in and sign-out destinations and CORS origins of the embedded provider; none unless set.
   */
  devWebOrigins: string[];
  /**
   * The back offices' machine clients of the embedded provider (OAuth2 client credentials), each
   * scoped to one tenant: they read the dossiers delivered to them and their signed documents.
   */
  backOfficeClients: { clientId: string; secret: string; tenant: string }[];
  /**
   * An external issuing CA for signer certificates (PKCS#12, base64) and its password; unset (and no
   * PEM chain): the platform's own PKI, made on first start and kept in the database (module pki).
   */
  signingP12: string | undefined;
  signingP12Password: string;
  /** The same external CA as a PEM chain (issuing CA first, up to its root) and its PEM private key. */
  signingChainPem: string | undefined;
  signingKeyPem: string | undefined;
  signingKeyPassphrase: string | undefined;
  /**
   * The secret (base64, at least 32 bytes) that seals the PKI's private keys in the database; unset: a
   * key file made once in DATA_DIR (`pki-master.key`).
   */
  pkiMasterKey: string | undefined;
  /** An external RFC 3161 timestamp authority; unset: the platform's own timestamp unit. */
  tsaUrl: string | undefined;
  /** How long a signing page address may be opened after it is given (seconds; spec: 5 minutes). */
  signatureLinkSeconds: number;
  /**
   * A signed PDF gets a new archive timestamp when the certificate of its newest timestamp expires within
   * this many days (the delivery worker's renewal step; the platform's timestamp unit is made again then).
   */
  archiveRenewalWindowDays: number;
  /** Where vulnerabilities are reported, as `/.well-known/security.txt` says (`mailto:` or `https:`). */
  securityContact: string;
  /** E-mails go out through this SMTP server (`smtp://` or `smtps://`, credentials in the address). */
  smtpUrl: string | undefined;
  /** The sender of those e-mails (`Souscription <no-reply@example.com>`); required with `smtpUrl`. */
  mailFrom: string | undefined;
  /** SMS go out through this HTTP gateway (one POST per message); see docs/operations.md. */
  smsGatewayUrl: string | undefined;
  /** The gateway's credentials, sent as the value of `smsGatewayAuthHeader` (`Bearer …`, a key). */
  smsGatewayAuth: string | undefined;
  smsGatewayAuthHeader: string;
  /** HTTP Basic credentials of the gateway, instead of `smsGatewayAuth`. */
  smsGatewayUser: string | undefined;
  smsGatewayPassword: string | undefined;
  /** The request body, with `{{to}}`, `{{text}}` and `{{from}}` in it. */
  smsGatewayBody: string;
  smsGatewayContentType: 'json' | 'form';
  /** The sender name or number SMS show (`{{from}}`). */
  smsFrom: string;
};

/** An environment variable failed its schema; the message names each one and what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Note: each schema's error text is what the variable must be; parseEnvironment puts the
// variable's name before it ("PORT must be an integer between 1 and 65535"). Values are never
// echoed: some hold passwords (DATABASE_URL).
const integer = (min: number, max: number) => {
  const error = `must be an integer between ${min} and ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const flag = () =>
  z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');
const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' });
const text = () => z.string();
const BACK_OFFICE_CLIENTS_ERROR =
  'must be a JSON list of {"clientId":"…","secret":"… (32 characters or more)","tenant":"<tenant code>"}';
/** A Standard Webhooks secret: `whsec_` and base64. */
const webhookSecret = () =>
  z.string().regex(/^(whsec_)?[A-Za-z0-9+/=]+$/, { error: 'must be a whsec_… secret (base64)' });

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PROXY_ADDRESS = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
]);

/** The server's variables, as documented in docs/operations.md. */
export const ZEnvironment = z.object({
  PORT: integer(1, 65535).default(3000),
  HOST: text().default('0.0.0.0'),
  PUBLIC_URL: httpUrl().optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// connection URL' })
    .optional(),
  DATA_DIR: text().default('./data'),
  SEED_ON_START: flag().default(true),
  SHOW_DEMO_ACCOUNTS: flag().default(true),
  DEFAULT_TENANT: text().default('demo'),
  OIDC_ISSUER: httpUrl().optional(),
  OIDC_CLIENT_ID: text().default('souscription-web'),
  OIDC_AUDIENCE: text().optional(),
  OIDC_REQUIRE_AT_JWT: flag().default(false),
  OIDC_SCOPE: text().optional(),
  OIDC_ROLE_CLAIM: text().default('role'),
  OIDC_TENANT_CLAIM: text().default('tenant'),
  OIDC_USERNAME_CLAIM: text().default('preferred_username'),
  OIDC_GIVEN_NAME_CLAIM: text().default('given_name'),
  OIDC_FAMILY_NAME_CLAIM: text().default('family_name'),
  OIDC_EMAIL_CLAIM: text().default('email'),
  OIDC_LOGOUT_URL: httpUrl().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  LIST_CACHE_SECONDS: integer(0, 86_400).default(30),
  VERIFY_THREADS: integer(1, 64).default(Math.max(1, Math.min(4, availableParallelism() - 1))),
  VERIFY_QUEUE: integer(0, 1_000).default(16),
  INTEGRATION_TARGET_URL: httpUrl().optional(),
  INTEGRATION_WEBHOOK_SECRET: webhookSecret().optional(),
  INTEGRATION_WEBHOOK_SECRET_PREVIOUS: webhookSecret().optional(),
  INTEGRATION_MAX_ATTEMPTS: integer(1, 100).default(6),
  INTEGRATION_RETRY_MS: integer(10, 3_600_000).default(10_000),
  INTEGRATION_WORKER: flag().default(true),
  INTEGRATION_POLL_MS: integer(10, 600_000).default(5_000),
  WEB_DIST: text().optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, context): boolean | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      const addresses = value.split(',').map((address) => address.trim());
      if (addresses.every((address) => PROXY_ADDRESS.safeParse(address).success)) return addresses;
      context.addIssue({
        code: 'custom',
        message: 'must be true, false or a comma-separated list of addresses or CIDR ranges',
      });
      return z.NEVER;
    })
    .default(false),
  SIGNING_P12: z
    .string()
    .regex(/^[A-Za-z0-9+/=\s]+$/, { error: 'must be a PKCS#12 file in base64' })
    .optional(),
  SIGNING_P12_PASSWORD: text().default(''),
  SIGNING_CHAIN_PEM: text().optional(),
  SIGNING_KEY_PEM: text().optional(),
  SIGNING_KEY_PASSPHRASE: text().optional(),
  PKI_MASTER_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{43,}$/, {
      error: 'must be at least 32 bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  TSA_URL: httpUrl().optional(),
  SIGNATURE_LINK_SECONDS: integer(10, 3600).default(300),
  ARCHIVE_RENEWAL_WINDOW_DAYS: integer(1, 3650).default(365),
  SECURITY_CONTACT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'must be a mailto: or https:// address' })
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  MAIL_FROM: text().optional(),
  SMS_GATEWAY_URL: httpUrl().optional(),
  SMS_GATEWAY_AUTH: text().optional(),
  SMS_GATEWAY_AUTH_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, { error: 'must be an HTTP header name' })
    .default('Authorization'),
  SMS_GATEWAY_USER: text().optional(),
  SMS_GATEWAY_PASSWORD: text().optional(),
  SMS_GATEWAY_BODY: text().default('{"to":"{{to}}","text":"{{text}}","from":"{{from}}"}'),
  SMS_GATEWAY_CONTENT_TYPE: z.enum(['json', 'form'], { error: 'must be json or form' }).default('json'),
  SMS_FROM: text().default(''),
  BACK_OFFICE_CLIENTS: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: BACK_OFFICE_CLIENTS_ERROR });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(
        z.object({
          clientId: z.string().regex(/^[A-Za-z0-9._-]{3,64}$/, { error: BACK_OFFICE_CLIENTS_ERROR }),
          secret: z.string().min(32, { error: BACK_OFFICE_CLIENTS_ERROR }),
          tenant: z.string().min(1, { error: BACK_OFFICE_CLIENTS_ERROR }),
        }),
        { error: BACK_OFFICE_CLIENTS_ERROR },
      ),
    )
    .default([]),
  DEV_WEB_ORIGINS: z
    .string()
    .transform((value, context): string[] => {
      const origins = value.split(',').map((origin) => origin.trim().replace(/\/$/, ''));
      const isOrigin = (origin: string) => URL.canParse(origin) && new URL(origin).origin === origin;
      if (origins.every(isOrigin) && origins.every((origin) => /^https?:/.test(origin))) return origins;
      context.addIssue({ code: 'custom', message: 'must be a comma-separated list of http(s) origins' });
      return z.NEVER;
    })
    .default([]),
});

/** What `npm run seed:large` reads besides the server's variables. */
export const ZSeedLargeEnvironment = z.object({
  SEED_LARGE_DOSSIERS: integer(1, 100_000_000).default(1_000_000),
});

/**
 * Parses environment variables against a schema; an empty variable counts as unset.
 * @throws ConfigError naming every variable that is wrong and what it must be.
 */
export function parseEnvironment<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
): z.output<T> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
}

/**
 * Reads the configuration from the environment (or the given overrides, for tests).
 * @throws ConfigError when a variable holds what it cannot.
 */
export function loadConfig(
  overrides: Partial<AppConfig> = {},
  env: Record<string, string | undefined> = process.env,
): AppConfig {
  const vars = parseEnvironment(ZEnvironment, env);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  if (vars.SMTP_URL && !vars.MAIL_FROM) {
    throw new ConfigError('Invalid environment: MAIL_FROM must be set with SMTP_URL (the sender of e-mails)');
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl,
    databaseUrl: vars.DATABASE_URL,
    dataDir: resolve(vars.DATA_DIR),
    oidcIssuer: vars.OIDC_ISSUER,
    oidcClientId: vars.OIDC_CLIENT_ID,
    oidcAudience: vars.OIDC_AUDIENCE,
    oidcRequireAtJwt: vars.OIDC_REQUIRE_AT_JWT,
    oidcScope: vars.OIDC_SCOPE,
    oidcRoleClaim: vars.OIDC_ROLE_CLAIM,
    oidcTenantClaim: vars.OIDC_TENANT_CLAIM,
    oidcUsernameClaim: vars.OIDC_USERNAME_CLAIM,
    oidcGivenNameClaim: vars.OIDC_GIVEN_NAME_CLAIM,
    oidcFamilyNameClaim: vars.OIDC_FAMILY_NAME_CLAIM,
    oidcEmailClaim: vars.OIDC_EMAIL_CLAIM,
    oidcLogoutUrl: vars.OIDC_LOGOUT_URL,
    defaultTenant: vars.DEFAULT_TENANT,
    logLevel: vars.LOG_LEVEL,
    webDist: resolve(vars.WEB_DIST ?? join(API_ROOT, '..', 'web', 'dist')),
    seedOnStart: vars.SEED_ON_START,
    showDemoAccounts: vars.SHOW_DEMO_ACCOUNTS,
    listCacheSeconds: vars.LIST_CACHE_SECONDS,
    verifyThreads: vars.VERIFY_THREADS,
    verifyQueue: vars.VERIFY_QUEUE,
    integrationTargetUrl: vars.INTEGRATION_TARGET_URL,
    integrationWebhookSecret: vars.INTEGRATION_WEBHOOK_SECRET,
    integrationWebhookSecretPrevious: vars.INTEGRATION_WEBHOOK_SECRET_PREVIOUS,
    integrationMaxAttempts: vars.INTEGRATION_MAX_ATTEMPTS,
    integrationRetryMs: vars.INTEGRATION_RETRY_MS,
    integrationWorker: vars.INTEGRATION_WORKER,
    integrationPollMs: vars.INTEGRATION_POLL_MS,
    trustProxy: vars.TRUST_PROXY,
    devWebOrigins: vars.DEV_WEB_ORIGINS,
    backOfficeClients: vars.BACK_OFFICE_CLIENTS,
    signingP12: vars.SIGNING_P12,
    signingP12Password: vars.SIGNING_P12_PASSWORD,
    signingChainPem: vars.SIGNING_CHAIN_PEM,
    signingKeyPem: vars.SIGNING_KEY_PEM,
    signingKeyPassphrase: vars.SIGNING_KEY_PASSPHRASE,
    pkiMasterKey: vars.PKI_MASTER_KEY,
    tsaUrl: vars.TSA_URL,
    signatureLinkSeconds: vars.SIGNATURE_LINK_SECONDS,
    archiveRenewalWindowDays: vars.ARCHIVE_RENEWAL_WINDOW_DAYS,
    securityContact: vars.SECURITY_CONTACT ?? `mailto:security@${new URL(publicUrl).hostname}`,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    smsGatewayUrl: vars.SMS_GATEWAY_URL,
    smsGatewayAuth: vars.SMS_GATEWAY_AUTH,
    smsGatewayAuthHeader: vars.SMS_GATEWAY_AUTH_HEADER,
    smsGatewayUser: vars.SMS_GATEWAY_USER,
    smsGatewayPassword: vars.SMS_GATEWAY_PASSWORD,
    smsGatewayBody: vars.SMS_GATEWAY_BODY,
    smsGatewayContentType: vars.SMS_GATEWAY_CONTENT_TYPE,
    smsFrom: vars.SMS_FROM,
    ...overrides,
  };
}
