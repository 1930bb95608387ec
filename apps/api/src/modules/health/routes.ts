import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import type { IssuerStatus } from '../../auth/issuer-discovery.js';
import { registerOperation } from '../../shared/register-operation.js';
import { getHealth } from './service.js';

/** Liveness, which database is in use, and whether the OpenID issuer answers. */
export async function healthRoutes(app: FastifyInstance, options: { issuerStatus: () => IssuerStatus }) {
  registerOperation(app, operations.getHealth, async () =>
    getHealth(app.db, app.databaseKind, options.issuerStatus()),
  );
}
