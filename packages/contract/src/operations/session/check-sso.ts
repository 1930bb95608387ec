import { defineOperation } from '../../operation.js';
import { ZSsoCheckResponse } from '../../users.js';

/** `GET /sso-check`: who is signed in at the provider (its session cookie, or the token sent). */
export const checkSso = defineOperation({
  operationId: 'checkSso',
  method: 'GET',
  path: '/sso-check',
  summary: 'Who is signed in at the provider',
  tags: ['session'],
  public: true,
  responses: { 200: ZSsoCheckResponse },
});
