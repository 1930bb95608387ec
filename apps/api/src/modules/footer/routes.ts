import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { getRequestTenant } from '../tenants/index.js';
import { getFooter } from './service.js';

/** The tenant's footer (public): its blocks in the reader's language. */
export async function footerRoutes(app: FastifyInstance) {
  registerOperation(app, operations.getFooter, async (_input, request) =>
    getFooter(await getRequestTenant(request), request.headers['accept-language']),
  );
}
