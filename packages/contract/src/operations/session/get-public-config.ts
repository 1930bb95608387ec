import { defineOperation } from '../../operation.js';
import { ZPublicConfigResponse } from '../../tenant.js';

/** `GET /config`: what the web app needs before sign-in, for the tenant of the address. */
export const getPublicConfig = defineOperation({
  operationId: 'getPublicConfig',
  method: 'GET',
  path: '/config',
  summary: 'What the web app needs before sign-in',
  tags: ['session'],
  public: true,
  responses: { 200: ZPublicConfigResponse },
  errors: { 404: ['api.error.tenant-not-found'] },
});
