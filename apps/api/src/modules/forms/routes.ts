import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import {
  getFormDefinition,
  getFormMapping,
  listBlockElements,
  listFormPages,
  listForms,
  listPageBlocks,
} from './service.js';

/** Form calls: the tenant's forms, their mapping, pages, blocks, elements and definition. */
export async function formRoutes(app: FastifyInstance) {
  registerOperation(app, operations.listForms, async ({ actor }, request) =>
    listForms(app.db, actor, request.headers['accept-language']),
  );

  registerOperation(app, operations.getFormMapping, async ({ actor, params }) =>
    getFormMapping(app.forms, actor, params.formId),
  );

  registerOperation(app, operations.listFormPages, async ({ actor, params, query }) =>
    listFormPages(app.forms, actor, params.formId, query.locale),
  );

  registerOperation(app, operations.listPageBlocks, async ({ actor, params }) =>
    listPageBlocks(app.db, app.forms, actor, params.pageId, params.locale),
  );

  registerOperation(app, operations.listBlockElements, async ({ actor, params, query }) =>
    listBlockElements(app.db, app.forms, actor, params.blockId, params.locale, query.productCode ?? null),
  );

  registerOperation(app, operations.getFormDefinition, async ({ actor, params }, _request, reply) => {
    const definition = await getFormDefinition(app.forms, actor, params.formId, params.locale);
    reply.header('cache-control', 'private, max-age=60');
    return definition;
  });
}
