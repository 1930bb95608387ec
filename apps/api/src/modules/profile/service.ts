import type { TProfileResponse, TUpdateProfileRequest } from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import { findSignedInUser } from '../users/index.js';
import { updateUserSignerEmail } from './queries.js';

/** The account page is the partner's, and only where the tenant turned it on (spec 01 §6). */
function assertProfileAllowed(actor: Actor): void {
  if (actor.role !== 'partner' || !actor.tenant.features.profilePage) throw ApiError.forbidden();
}

/** The partner's names, code and signer e-mail. */
export async function getProfile(db: Database, actor: Actor): Promise<TProfileResponse> {
  assertProfileAllowed(actor);
  const user = await findSignedInUser(db, actor);
  return {
    user: {
      firstname: user.firstname,
      lastname: user.lastname,
      username: user.username,
      email: user.signerEmail ?? user.email,
    },
  };
}

/** Changes the partner's signer e-mail. */
export async function updateProfileSignerEmail(
  db: Database,
  actor: Actor,
  request: TUpdateProfileRequest,
): Promise<{ email: string }> {
  assertProfileAllowed(actor);
  await findSignedInUser(db, actor);
  await updateUserSignerEmail(db, actor.userId, request.emailSigner);
  return { email: request.emailSigner };
}
