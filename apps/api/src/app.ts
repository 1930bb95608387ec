import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import type { TOperation } from '@souscription/contract';
import { ConfigError, type AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import './fastify-types.js';
import { answerFrameworkError, registerErrorHandling } from './shared/error-handler.js';
import { registerSecurityHeaders } from './shared/security-headers.js';
import { registerCompression } from './shared/compression.js';
import {
  describeDeliveryWebhook,
  describeOpenApiService,
  transformOpenApiObject,
  transformRouteSchema,
} from './shared/openapi-document.js';
import { createLoggerOptions } from './shared/logger-options.js';
import { getCookieKeys, getSigningJwk, toPublicJwk } from './auth/app-secrets.js';
import {
  allowedWebOriginsOf,
  apiResourceOf,
  createOidcProvider,
  embeddedIssuerOf,
  WEB_SCOPE,
} from './auth/oidc-provider.js';
import { registerInteractionRoutes } from './auth/interaction-routes.js';
import { registerUserinfoRoute } from './auth/userinfo-route.js';
import type { DemoAccountListing } from './auth/sign-in-page.js';
import { mountOidcProvider } from './auth/mount-oidc-provider.js';
import { registerAuthentication } from './auth/authenticate.js';
import { resolveRequestActor } from './auth/actor.js';
import { enforcePermissions } from './auth/enforce-permissions.js';
import {
  createEmbeddedTokenVerifier,
  createExternalTokenVerifier,
  type TokenVerifier,
  withVerifiedTokenCache,
} from './auth/token-verifier.js';
import { ssoCheckRoutes } from './auth/sso-check-routes.js';
import { startIssuerDiscovery, type IssuerStatus } from './auth/issuer-discovery.js';
import { provisionExternalUser, userRoutes } from './modules/users/index.js';
import { createTenantDirectory, resolveRequestTenantCode, tenantRoutes } from './modules/tenants/index.js';
import { type DossierRoutesOptions, createListCache, dossierRoutes } from './modules/dossiers/index.js';
import { healthRoutes } from './modules/health/index.js';
import { createFormStore, formRoutes } from './modules/forms/index.js';
import { datalistRoutes } from './modules/datalists/index.js';
import { customerRoutes } from './modules/customers/index.js';
import { prospectRoutes } from './modules/prospects/index.js';
import { receiptRoutes } from './modules/receipts/index.js';
import {
  createSealingJob,
  createSignatureLifecycleSteps,
  listSignedDocuments,
  signatureRoutes,
  voidEnvelopesOnChange,
} from './modules/signature/index.js';
import {
  appendEvidenceDecisions,
  buildDossierEvidence,
  readStoredSignatureHistory,
  renewEvidenceArchiveTimestamps,
  evidenceRoutes,
  type EvidenceDeps,
} from './modules/evidence/index.js';
import { manageDossierRoutes } from './modules/manage-dossier/index.js';
import { pairingRoutes } from './modules/pairing/index.js';
import { createDeliveryWorker, type DeliveryWorkerStep } from './modules/delivery/index.js';
import { profileRoutes } from './modules/profile/index.js';
import { footerRoutes } from './modules/footer/index.js';
import { documentRoutes } from './modules/documents/index.js';
import { siteFileRoutes } from './modules/site/index.js';
import {
  createMessageTransport,
  NO_MESSAGE_TRANSPORT_WARNING,
  demoMailboxRoutes,
  type TMessageTransport,
} from './modules/messages/index.js';
import { getPki, pkiRoutes } from './modules/pki/index.js';
import { verificationRoutes } from './modules/verification/index.js';
import { insightsRoutes } from './modules/insights/index.js';
import { createDossierChangeHub, liveRoutes } from './modules/live/index.js';
import { blobLocationOf, createBlobStore } from './storage/create-blob-store.js';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Logger on or off (tests keep it quiet). */
  logger?: boolean;
  /** Where the log goes (standard output unless given: tests read it). */
  logStream?: NodeJS.WritableStream;
  /** The demo accounts the embedded sign-in page lists when `config.showDemoAccounts` is on. */
  demoAccounts?: DemoAccountListing;
  /**
   * The clock of the signature lifecycle (envelopes' expiry, reminders, signing pages, codes): the
   * system's unless a test or a journey passes its own to move time. No route can set it.
   */
  clock?: () => Date;
};

/** Builds the whole server: API, embedded OpenID provider, OpenAPI docs and the SPA. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  demoAccounts,
  clock = () => new Date(),
}: BuildAppOptions): Promise<FastifyInstance> {
  // Before anything listens: a server that could not send its one-time codes does not start.
  const messageTransport = await createMessageTransport(database.db, config);
  const app = Fastify({
    logger: logger ? createLoggerOptions(config.logLevel, logStream) : false,
    trustProxy: config.trustProxy,
    bodyLimit: 15 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await decorateApp(app, config, database);
  app.decorate('messageTransport', messageTransport);
  if (messageTransport.channels.length === 0) app.log.warn(NO_MESSAGE_TRANSPORT_WARNING);
  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityDirectivesOf(config) },
  });
  await registerCompression(app);
  await app.register(formbody);
  await registerApiDocs(app);
  const { provider, issuerStatus, verifyToken } = await registerSignIn(app, config, database, demoAccounts);
  await registerModules(app, config, database, { messageTransport, issuerStatus, clock });
  await app.register(demoMailboxRoutes, { transport: messageTransport });
  app.addHook('onClose', async () => messageTransport.close());
  await app.register(ssoCheckRoutes, { provider, verifyToken });
  await app.register(siteFileRoutes, {
    publicUrl: config.publicUrl,
    securityContact: config.securityContact,
  });
  await registerWebApp(app, config);
  return app;
}

/**
 * What every route reads from the app: the database, configuration, tenants, caches, stored files
 * and the guard of non-public operations; the list cache follows other replicas' changes.
 */
async function decorateApp(app: FastifyInstance, config: AppConfig, database: DatabaseHandle): Promise<void> {
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('config', config);
  app.decorate('tenants', createTenantDirectory(database.db));
  const listCache = createListCache({ maxEntries: 20_000, ttlMs: config.listCacheSeconds * 1000 });
  app.decorate('listCache', listCache);
  app.decorate('forms', createFormStore(database.db));
  app.decorate('blobs', await createBlobStore(database));
  const blobLocation = blobLocationOf(database);
  app.decorate('blobLocation', { getter: () => blobLocation });
  app.decorate('guardOperation', (operation: TOperation) => [
    resolveRequestActor,
    enforcePermissions(operation),
  ]);
  if (config.listCacheSeconds > 0) {
    const unlisten = await database.listen('souscription_lists_changed', (payload) => {
      const tenantId = Number(payload);
      if (payload && Number.isInteger(tenantId)) listCache.invalidateTenant(tenantId);
      else listCache.invalidateAll();
    });
    app.addHook('onClose', async () => unlisten());
  }
}

/** The content security policy: our own origin, and the external issuer's when there is one. */
function contentSecurityDirectivesOf(config: AppConfig) {
  const issuerOrigins = config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [];
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    frameSrc: ["'self'", 'blob:', 'data:'],
    objectSrc: ["'self'", 'blob:', 'data:'],
    connectSrc: ["'self'", ...issuerOrigins],
    formAction: ["'self'", ...issuerOrigins],
    frameAncestors: ["'self'"],
    // Note: helmet's default upgrade-insecure-requests turns a form post to http://host into
    // https://host, which form-action 'self' then blocks: the signing page's « Signer » on an
    // http address (npm start, the journeys). Only an https address asks for the upgrade.
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}

/** OpenAPI 3.1 from the contract's operations, and Swagger UI under /docs. */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Souscription API',
        description: 'Online subscription of financial products: every call of the specification.',
        version: '0.1.0',
        // Note: no licence is granted to this code or its API; the lead confirms or names one.
        license: { name: 'Proprietary, all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      ...describeOpenApiService(),
      webhooks: describeDeliveryWebhook(),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: transformRouteSchema,
    transformObject: transformOpenApiObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

/**
 * Sign-in and token checks: an external issuer's tokens (its users provisioned on first sight), or
 * the embedded provider with its sign-in pages. The embedded provider (or null), and whether the
 * issuer answers.
 */
async function registerSignIn(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  demoAccounts: DemoAccountListing | undefined,
): Promise<{ provider: Provider | null; issuerStatus: () => IssuerStatus; verifyToken: TokenVerifier }> {
  if (config.oidcIssuer) {
    // Note: the API starts while the issuer is down; its discovery is retried in the background.
    const discovery = startIssuerDiscovery({
      issuer: config.oidcIssuer,
      log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    });
    app.addHook('onClose', async () => discovery.stop());
    // An issuer that answers under another name than OIDC_ISSUER would never be the one enforced.
    await discovery.ready;
    const mismatch = discovery.mismatch();
    if (mismatch) {
      discovery.stop();
      throw new ConfigError(mismatch);
    }
    const verifyToken = createExternalTokenVerifier({
      discovery,
      // An external issuer's token must name our client (or the configured audience) in `aud`.
      audience: config.oidcAudience ?? config.oidcClientId,
      clientId: config.oidcClientId,
      requireAtJwt: config.oidcRequireAtJwt,
      claims: {
        role: config.oidcRoleClaim,
        tenant: config.oidcTenantClaim,
        username: config.oidcUsernameClaim,
        givenName: config.oidcGivenNameClaim,
        familyName: config.oidcFamilyNameClaim,
        email: config.oidcEmailClaim,
      },
      resolveUserId: (identity) => provisionExternalUser(database.db, identity),
    });
    const cachedVerifier = withVerifiedTokenCache(verifyToken);
    registerAuthentication(app, cachedVerifier);
    return { provider: null, issuerStatus: discovery.status, verifyToken: cachedVerifier };
  }
  const signingJwk = await getSigningJwk(database.db);
  const provider = createOidcProvider({
    config,
    db: database.db,
    signingJwk,
    cookieKeys: await getCookieKeys(database.db),
  });
  const verifyToken = withVerifiedTokenCache(
    createEmbeddedTokenVerifier({
      issuer: embeddedIssuerOf(config),
      audience: apiResourceOf(config),
      publicJwk: toPublicJwk(signingJwk),
    }),
  );
  // Note: the sign-in pages under /oidc/interaction are ours (Fastify routes); the rest is the provider's.
  mountOidcProvider(app, provider, { allowedOrigins: allowedWebOriginsOf(config) });
  await registerInteractionRoutes(app, {
    provider,
    demoAccounts: config.showDemoAccounts ? (demoAccounts ?? null) : null,
    getBrand: async (request) => {
      const code = resolveRequestTenantCode(request, await app.tenants.codes(), config.defaultTenant);
      const tenant = (await app.tenants.byCode(code)) ?? (await app.tenants.byCode(config.defaultTenant));
      return {
        name: tenant?.name ?? 'Souscription',
        primaryColor: tenant?.theme.primaryColor ?? '#1f4e79',
      };
    },
  });
  await registerUserinfoRoute(app, {
    db: database.db,
    verifyToken,
    allowedOrigins: allowedWebOriginsOf(config),
  });
  registerAuthentication(app, verifyToken);
  return { provider, issuerStatus: () => ({ reachable: true }), verifyToken };
}

/** Every module's routes, and the delivery worker that manage-dossier's validations wake. */
async function registerModules(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  {
    messageTransport,
    issuerStatus,
    clock,
  }: { messageTransport: TMessageTransport; issuerStatus: () => IssuerStatus; clock: () => Date },
): Promise<void> {
  const issuer = config.oidcIssuer ?? embeddedIssuerOf(config);
  // The PKI is opened (or made) before the server listens: a missing or wrong key stops the start.
  await getPki(database.db, config);
  await app.register(pkiRoutes);
  await app.register(healthRoutes, { issuerStatus });
  await app.register(tenantRoutes, {
    issuer,
    scope: config.oidcScope ?? WEB_SCOPE,
    // Unset: the SPA reads the issuer's end_session_endpoint from its discovery document.
    logoutUrl: config.oidcLogoutUrl ?? null,
  });
  await app.register(footerRoutes);
  await app.register(userRoutes);
  await app.register(profileRoutes);
  const signatureClock = clock;
  const dossierOptions: DossierRoutesOptions = {
    // An answer a signature envelope's documents were made from changed: that envelope is void.
    onValuesSaved: (actor, dossierId, origin) =>
      voidEnvelopesOnChange({ db: app.db, forms: app.forms, now: signatureClock }, actor, dossierId, origin),
  };
  await app.register(dossierRoutes, dossierOptions);
  const dossierChanges = await createDossierChangeHub(database);
  app.addHook('onClose', async () => dossierChanges.close());
  await app.register(liveRoutes, { hub: dossierChanges });
  await app.register(formRoutes);
  await app.register(datalistRoutes);
  await app.register(customerRoutes);
  await app.register(prospectRoutes);
  await app.register(receiptRoutes);
  // The dossier's evidence file: built by the sealing job once the subscription is signed (tried again
  // until it is), a revision per manager decision. Note: a decision's failure there is logged, never the
  // manager's error; the next decision appends what a failed one missed.
  const evidenceDeps: EvidenceDeps = {
    db: app.db,
    blobs: app.blobs,
    forms: app.forms,
    config,
    now: signatureClock,
  };
  const recordEvidence = (update: typeof buildDossierEvidence) => async (dossierId: number) => {
    try {
      await update(evidenceDeps, dossierId);
    } catch (error) {
      app.log.error({ err: error, dossierId }, 'evidence file not updated');
    }
  };
  await app.register(signatureRoutes, {
    transport: messageTransport,
    now: signatureClock,
    // The last signature answers before its envelope is sealed: the worker is told to seal it now.
    onSealingDue: () => app.delivery.nudge(),
    storedHistory: (dossierId) => readStoredSignatureHistory(evidenceDeps, dossierId),
  });
  await app.register(evidenceRoutes, { deps: evidenceDeps });
  const lifecycleDeps = {
    db: app.db,
    blobs: app.blobs,
    forms: app.forms,
    config,
    now: signatureClock,
    transport: messageTransport,
    onDossierChanged: (tenantId: number) => app.listCache.invalidateTenant(tenantId),
  };
  // Sealing after the last signature's answer (issue 32 point 7): the signed subscription's evidence
  // file is built by the job, which tries again when it fails; a correction's amendment appends to it.
  const sealing = createSealingJob({
    ...lifecycleDeps,
    afterSubscriptionSigned: (dossierId) =>
      buildDossierEvidence(evidenceDeps, dossierId).then(() => undefined),
    afterAmendmentSigned: (dossierId) =>
      appendEvidenceDecisions(evidenceDeps, dossierId).then(() => undefined),
    log: { warn: (message) => app.log.warn(message) },
  });
  const delivery = startDeliveryWorker(app, config, database, [
    ...createSignatureLifecycleSteps(lifecycleDeps, sealing),
    {
      name: 'evidence archive timestamps',
      run: () =>
        renewEvidenceArchiveTimestamps(evidenceDeps, { windowDays: config.archiveRenewalWindowDays }),
    },
  ]);
  app.decorate('sealing', sealing);
  await app.register(manageDossierRoutes, {
    onValidated: () => delivery.nudge(),
    onDecided: recordEvidence(appendEvidenceDecisions),
    notices: { transport: messageTransport, publicUrl: config.publicUrl },
    amendments: { ...lifecycleDeps, onSealingDue: () => delivery.nudge() },
  });
  await app.register(pairingRoutes, { onPaired: recordEvidence(appendEvidenceDecisions) });
  await app.register(documentRoutes);
  await app.register(verificationRoutes);
  await app.register(insightsRoutes, { now: clock });
}

/**
 * The delivery worker (deliveries to the back office, then each of `steps` on every pass), decorated as
 * `app.delivery`, started with the server when `INTEGRATION_WORKER` is on.
 */
function startDeliveryWorker(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  steps: DeliveryWorkerStep[],
) {
  const delivery = createDeliveryWorker({
    db: database.db,
    dataDir: config.dataDir,
    targetUrl: config.integrationTargetUrl,
    webhookSecret: config.integrationWebhookSecret,
    previousWebhookSecret: config.integrationWebhookSecretPrevious,
    maxAttempts: config.integrationMaxAttempts,
    retryMs: config.integrationRetryMs,
    pollMs: config.integrationPollMs,
    readSignedDocuments: listSignedDocuments,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    onStateChanged: (tenantId) => app.listCache.invalidateTenant(tenantId),
    steps,
  });
  app.decorate('delivery', delivery);
  if (config.integrationWorker) {
    app.addHook('onReady', async () => delivery.start());
    app.addHook('onClose', async () => delivery.stop());
  }
  return delivery;
}

/** The built SPA: its hashed assets, and index.html for every screen address; 404 for the rest. */
async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const hasWeb = existsSync(join(config.webDist, 'index.html'));
  if (hasWeb) {
    // Note: the built files carry a hash of their content in their names: a browser keeps them for a
    // year; index.html, which names them, is asked again every time.
    await app.register(fastifyStatic, {
      root: join(config.webDist, 'assets'),
      prefix: '/assets/',
      wildcard: false,
      index: false,
      maxAge: '365d',
      immutable: true,
      // Their .br and .gz copies, written at build (apps/web/vite.config.ts), go to browsers accepting
      // them; caches are told the answer depends on it.
      preCompressed: true,
      setHeaders: (response) => response.setHeader('vary', 'accept-encoding'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A built file that is not there (an old chunk after a release) is missing, not a screen.
    const isServerPath = /^\/(api|oidc|docs|theme|sign|assets|pki)(\/|$)/.test(path);
    if (isServerPath || (request.method !== 'GET' && request.method !== 'HEAD') || !hasWeb) {
      return reply.code(404).send({ errors: [{ property: 'path', message: 'api.error.not-found' }] });
    }
    // Client-side routes of the SPA all answer its index.html.
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', config.webDist, { cacheControl: false });
  });
}
