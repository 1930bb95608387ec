/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
import type { Database } from './db/client.js';
import type { AppConfig } from './config.js';
import type { Principal } from './auth/token-verifier.js';
import type { Actor } from './auth/actor.js';
import type { TenantDirectory } from './modules/tenants/index.js';
import type { ListCache } from './modules/dossiers/index.js';
import type { FormStore } from './modules/forms/index.js';
import type { BlobStore } from './storage/blob-store.js';
import type { BlobLocation } from './storage/create-blob-store.js';
import type { DeliveryWorker } from './modules/delivery/index.js';
import type { SealingJob } from './modules/signature/index.js';
import type { TMessageTransport } from './modules/messages/index.js';
import type { preValidationHookHandler } from 'fastify';
import type { TOperation } from '@souscription/contract';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: 'pglite' | 'postgresql';
    config: AppConfig;
    tenants: TenantDirectory;
    listCache: ListCache;
    forms: FormStore;
    /** Every stored file (receipts, generated and signed documents). */
    blobs: BlobStore;
    /** Where `blobs` keeps the files, for the upload worker's thread. */
    blobLocation: BlobLocation;
    /** Delivers validated dossiers to the back office (started with the app unless INTEGRATION_WORKER=false). */
    delivery: DeliveryWorker;
    /**
     * The sealing job of completed envelopes this process's delivery worker runs (one step of its loop);
     * tests run it alone, as the worker would after the last signature's answer.
     */
    sealing: SealingJob;
    /** Where e-mails and SMS go: SMTP and the SMS gateway, or the demo mailbox (modules/messages). */
    messageTransport: TMessageTransport;
    /**
     * What runs before a non-public operation's request is validated: resolving its caller, then the
     * permission table (given by app.ts from auth/, so that shared/register-operation imports no auth).
     */
    guardOperation: (operation: TOperation) => preValidationHookHandler[];
  }
  interface FastifyRequest {
    /** Set by the authentication hook on every non-public /api route. */
    principal: Principal | null;
    /** The caller of a non-public operation, resolved once before its handler. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** A public route needs no bearer token. */
    public?: boolean;
  }
}
