import { defineOperation } from '../../operation.js';
import { ZHealthResponse } from '../../health.js';

/** `GET /health`. */
export const getHealth = defineOperation({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  summary: 'Health and database in use',
  description: 'Liveness and the database in use.',
  tags: ['operations'],
  public: true,
  responses: { 200: ZHealthResponse },
});
