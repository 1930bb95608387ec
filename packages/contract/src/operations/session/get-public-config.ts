import { defineOperation } from '../../operation.js';
import { ZPublicConfigResponse } from '../../tenant.js';

/** `GET /config`. */
export const getPublicConfig = defineOperation({
  operationId: 'getPublicConfig',
  method: 'GET',
  path: '/config',
  summary: 'What the web app needs before sign-in',
  description: 'What the web app needs before sign-in, for the tenant of the address.',
  tags: ['session'],
  public: true,
  responses: { 200: ZPublicConfigResponse },
  errors: { 404: ['api.error.tenant-not-found'] },
});
