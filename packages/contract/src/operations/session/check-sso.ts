import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZSsoCheckResponse } from '../../users.js';

/** `Extranet-Authorization: Bearer <token>`: the extranet's user, sent by the web app from /sso-check?extranet=. */
export const ZSsoCheckHeaders = z.object({
  'extranet-authorization': z
    .string()
    .regex(/^Bearer [\x21-\x7e]{1,8192}$/i, { error: 'api.error.malformed-authorization' })
    .optional()
    .meta({ description: 'The bearer token the extranet signed its user in with (spec 01 §7).' }),
});

/** `GET /sso-check`. */
export const checkSso = defineOperation({
  operationId: 'checkSso',
  method: 'GET',
  path: '/sso-check',
  summary: 'Who is signed in at the provider',
  description:
    'Who is signed in at the provider (its session cookie, or the token sent). With `Extranet-Authorization`, the extranet says who is coming: an invalid token answers 401, a session of another user (or none) `autologout: 1`, so the web app signs out and authorizes again.',
  tags: ['session'],
  public: true,
  headers: ZSsoCheckHeaders,
  responses: { 200: ZSsoCheckResponse },
  errors: { 401: ['api.error.invalid-token'] },
});
