import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCurrentUserResponse,
  ZErrorResponse,
  ZProfileResponse,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from '@souscription/contract';
import { requirePrincipal } from '../../auth/authenticate.js';
import { getRequestTenant } from '../tenants/current-tenant.js';
import { getCurrentUser, getProfile, updateProfileSignerEmail } from './service.js';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse };

/** The signed-in user and the partner's account page. */
export async function userRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/users/me',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user',
        response: { 200: ZCurrentUserResponse, ...errors },
      },
    },
    async (request) => getCurrentUser(app.db, requirePrincipal(request), await getRequestTenant(request)),
  );

  typed.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The partner's account",
        response: { 200: ZProfileResponse, ...errors },
      },
    },
    async (request) => getProfile(app.db, requirePrincipal(request), await getRequestTenant(request)),
  );

  typed.post(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "Changes the partner's signer e-mail",
        body: ZUpdateProfileRequest,
        response: { 200: ZUpdateProfileResponse, ...errors },
      },
    },
    async (request) =>
      updateProfileSignerEmail(
        app.db,
        requirePrincipal(request),
        await getRequestTenant(request),
        request.body,
      ),
  );
}
