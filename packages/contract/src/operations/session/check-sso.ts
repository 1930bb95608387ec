import { defineOperation } from '../../operation.js';
import { ZSsoCheckResponse } from '../../users.js';

/** `GET /sso-check`. */
export const checkSso = defineOperation({
  operationId: 'checkSso',
  method: 'GET',
  path: '/sso-check',
  summary: 'Who is signed in at the provider',
  description: 'Who is signed in at the provider (its session cookie, or the token sent).',
  tags: ['session'],
  public: true,
  responses: { 200: ZSsoCheckResponse },
});
