import { defineOperation } from '../../operation.js';
import { ZFooterResponse } from '../../footer.js';

/** `GET /footer`: the tenant's footer blocks, HTML sanitised by the server. */
export const getFooter = defineOperation({
  operationId: 'getFooter',
  method: 'GET',
  path: '/footer',
  summary: "The tenant's footer blocks (sanitised HTML)",
  tags: ['session'],
  public: true,
  responses: { 200: ZFooterResponse },
  errors: { 404: ['api.error.tenant-not-found'] },
});
