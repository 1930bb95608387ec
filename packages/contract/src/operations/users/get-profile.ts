import { defineOperation } from '../../operation.js';
import { ZProfileResponse } from '../../users.js';

/** `GET /profile`. */
export const getProfile = defineOperation({
  operationId: 'getProfile',
  method: 'GET',
  path: '/profile',
  summary: "The partner's account",
  description: "The partner's account, where the tenant turned the page on.",
  tags: ['profile'],
  responses: { 200: ZProfileResponse },
  errors: { 403: ['api.error.forbidden'] },
});
