import { defineOperation } from '../../operation.js';
import { ZUpdateProfileRequest, ZUpdateProfileResponse } from '../../users.js';

/** `POST /profile`. */
export const updateProfile = defineOperation({
  operationId: 'updateProfile',
  method: 'POST',
  path: '/profile',
  summary: "Changes the partner's signer e-mail",
  description: "Changes the partner's signer e-mail.",
  tags: ['profile'],
  body: ZUpdateProfileRequest,
  responses: { 200: ZUpdateProfileResponse },
  errors: { 403: ['api.error.forbidden'] },
});
