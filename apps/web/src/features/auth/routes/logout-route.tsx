import type { QueryClient } from '@tanstack/react-query';
import { buildEndSessionUrl } from '../../../shared/oidc/oidc-client';
import { assignLocation } from '../../../shared/browser/location';
import { beginSignOut, clearSession } from '../../../shared/session/session';
import { getStored } from '../../../shared/storage/local-storage';
import { PageSpinner } from '../../../shared/ui/page-spinner';

/**
 * /logout: forgets the local session, then ends the provider session at its end-session address.
 * Note: the provider is visited even without an id token (client_id identifies the app), otherwise
 * a failed sign-in would come straight back through the still-open provider session, in a loop.
 */
export function createLogoutLoader(queryClient: QueryClient) {
  return async () => {
    const idToken = getStored('id_token');
    beginSignOut();
    clearSession();
    queryClient.clear();
    assignLocation(await buildEndSessionUrl(idToken));
    return null;
  };
}

export function LogoutRoute() {
  return <PageSpinner label="auth.signing-out" />;
}
