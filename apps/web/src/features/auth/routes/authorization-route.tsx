import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { completeAuthorization } from '../api/complete-authorization';

/**
 * /authorization: the provider's callback. Success opens the remembered page, any failure /logout,
 * in place of the callback's address: its code is spent, so Back must not come to it again.
 */
export function createAuthorizationLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    try {
      return replace(await completeAuthorization(new URL(request.url), queryClient));
    } catch {
      return replace('/logout');
    }
  };
}

export function AuthorizationRoute() {
  return <PageSpinner label="auth.signing-in" />;
}
