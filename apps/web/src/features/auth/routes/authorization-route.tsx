import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { completeAuthorization } from '../api/complete-authorization';

/** /authorization: the provider's callback. Success opens the remembered page, any failure /logout. */
export function createAuthorizationLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    try {
      return redirect(await completeAuthorization(new URL(request.url), queryClient));
    } catch {
      return redirect('/logout');
    }
  };
}

export function AuthorizationRoute() {
  return <PageSpinner label="auth.signing-in" />;
}
