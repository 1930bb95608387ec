import { defineOperation } from '../../operation.js';
import { ZFooterResponse } from '../../footer.js';

/** `GET /footer`. */
export const getFooter = defineOperation({
  operationId: 'getFooter',
  method: 'GET',
  path: '/footer',
  summary: "The tenant's footer blocks (sanitised HTML)",
  description: "The tenant's footer blocks, HTML sanitised by the server.",
  tags: ['session'],
  public: true,
  responses: { 200: ZFooterResponse },
  errors: { 404: ['api.error.tenant-not-found'] },
});
