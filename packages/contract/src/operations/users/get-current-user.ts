import { defineOperation } from '../../operation.js';
import { ZCurrentUserResponse } from '../../users.js';

/** `GET /users/me`. */
export const getCurrentUser = defineOperation({
  operationId: 'getCurrentUser',
  method: 'GET',
  path: '/users/me',
  summary: 'The signed-in user',
  description: "The signed-in user, the tenant's look and its feature switches.",
  tags: ['session'],
  responses: { 200: ZCurrentUserResponse },
});
