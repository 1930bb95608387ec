import type { QueryClient } from '@tanstack/react-query';
import { buildEndSessionUrl, revokeRefreshToken } from '../../../shared/oidc/oidc-client';
import { assignLocation } from '../../../shared/browser/location';
import { beginSignOut, clearSession, getStoredToken } from '../../../shared/session/session';
import { getStored } from '../../../shared/storage/local-storage';
import { PageSpinner } from '../../../shared/ui/page-spinner';

/**
 * /logout: revokes the refresh token where the issuer offers revocation, forgets the local session,
 * then ends the provider session at its end-session address.
 * Note: the provider is visited even without an id token (client_id identifies the app), otherwise
 * a failed sign-in would come straight back through the still-open provider session, in a loop.
 */
export function createLogoutLoader(queryClient: QueryClient) {
  return async () => {
    const idToken = getStored('id_token');
    const refreshToken = getStoredToken()?.refresh_token;
    beginSignOut();
    if (refreshToken) await revokeRefreshToken(refreshToken);
    clearSession();
    queryClient.clear();
    assignLocation(await buildEndSessionUrl(idToken));
    return null;
  };
}

export function LogoutRoute() {
  return <PageSpinner label="auth.signing-out" />;
}
