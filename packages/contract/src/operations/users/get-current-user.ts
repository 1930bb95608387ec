import { defineOperation } from '../../operation.js';
import { ZCurrentUserResponse } from '../../users.js';

/** `GET /users/me`: the signed-in user, the tenant's look and its feature switches. */
export const getCurrentUser = defineOperation({
  operationId: 'getCurrentUser',
  method: 'GET',
  path: '/users/me',
  summary: 'The signed-in user',
  tags: ['session'],
  responses: { 200: ZCurrentUserResponse },
});
