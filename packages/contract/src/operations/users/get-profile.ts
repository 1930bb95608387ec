import { defineOperation } from '../../operation.js';
import { ZProfileResponse } from '../../users.js';

/** `GET /profile`: the partner's account, where the tenant turned the page on. */
export const getProfile = defineOperation({
  operationId: 'getProfile',
  method: 'GET',
  path: '/profile',
  summary: "The partner's account",
  tags: ['profile'],
  responses: { 200: ZProfileResponse },
  errors: { 403: ['api.error.forbidden'] },
});
