import { defineOperation } from '../../operation.js';
import { ZHealthResponse } from '../../health.js';

/** `GET /health`. */
export const getHealth = defineOperation({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  summary: 'Health and database in use',
  description:
    'Liveness and the database in use; `degraded` with its reasons while the external OpenID issuer cannot be reached (sign-in impossible, the rest answers).',
  tags: ['operations'],
  public: true,
  responses: { 200: ZHealthResponse },
});
