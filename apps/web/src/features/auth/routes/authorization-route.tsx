import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { ISSUER_UNAVAILABLE_PATH, refusedPath } from '../../../shared/oidc/oidc-client';
import { clearSession } from '../../../shared/session/session';
import { removeStored } from '../../../shared/storage/local-storage';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { completeAuthorization } from '../api/complete-authorization';

/**
 * The issuer did not answer the code exchange (a network failure), or the API cannot check its
 * tokens yet (503 `api.error.issuer-unavailable`): nothing to end at the issuer, the user is told.
 */
function isIssuerUnavailable(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof ApiError && error.status === 503 && error.message === 'api.error.issuer-unavailable')
  );
}

/** Why the API refuses a user the issuer signed in: what the refusal page explains. */
export const REFUSAL_KEYS: readonly string[] = [
  'api.error.token-claims-missing',
  'api.error.unknown-tenant',
  'api.error.unknown-user',
  'api.error.tenant-mismatch',
  'api.error.username-taken',
];

function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return null;
  return REFUSAL_KEYS.includes(error.message) ? error.message : null;
}

/**
 * /authorization: the provider's callback. Success opens the remembered page, an unavailable issuer
 * the page saying so, a user the API refuses (no role, unknown tenant…) the page saying why with a
 * way to sign out (the id token is kept for it), any other failure /logout, in place of the callback's address: its code is
 * spent, so Back must not come to it again.
 */
export function createAuthorizationLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    try {
      return replace(await completeAuthorization(new URL(request.url), queryClient));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        removeStored('token', 'profile', 'role');
        queryClient.clear();
        return replace(refusedPath(refusal));
      }
      if (!isIssuerUnavailable(error)) return replace('/logout');
      clearSession();
      queryClient.clear();
      return replace(ISSUER_UNAVAILABLE_PATH);
    }
  };
}

export function AuthorizationRoute() {
  return <PageSpinner label="auth.signing-in" />;
}
