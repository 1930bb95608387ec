import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { ISSUER_UNAVAILABLE_PATH } from '../../../shared/oidc/oidc-client';
import { clearSession } from '../../../shared/session/session';
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

/**
 * /authorization: the provider's callback. Success opens the remembered page, an unavailable issuer
 * the page saying so, any other failure /logout, in place of the callback's address: its code is
 * spent, so Back must not come to it again.
 */
export function createAuthorizationLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    try {
      return replace(await completeAuthorization(new URL(request.url), queryClient));
    } catch (error) {
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
