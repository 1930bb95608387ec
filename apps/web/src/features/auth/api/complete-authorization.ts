import type { QueryClient } from '@tanstack/react-query';
import { exchangeAuthorizationCode } from '../../../shared/oidc/oidc-client';
import { loadPublicConfig } from '../../../shared/config/public-config';
import { currentUserQueryOptions } from '../../../shared/session/get-current-user';
import { saveCurrentUser, saveTokens } from '../../../shared/session/session';
import { getStored, removeStored } from '../../../shared/storage/local-storage';

/**
 * The sign-in callback: exchanges the code (client_id, redirect_uri, code, code_verifier), fetches
 * the current user, stores profile and role, and gives the path to open next.
 */
export async function completeAuthorization(callbackUrl: URL, queryClient: QueryClient): Promise<string> {
  const codeVerifier = getStored('code_verifier');
  const state = getStored('oauth_state');
  const nonce = getStored('oauth_nonce');
  if (!codeVerifier || !state || !nonce) throw new Error('No authorization request is under way');
  removeStored('code_verifier', 'oauth_state', 'oauth_nonce');

  saveTokens(await exchangeAuthorizationCode(callbackUrl, { state, codeVerifier, nonce }));
  const currentUser = await queryClient.fetchQuery(currentUserQueryOptions);
  if (!currentUser) throw new Error('GET /users/me gave nothing');
  saveCurrentUser(currentUser);

  const redirectPath = getStored('login_redirect');
  removeStored('login_redirect');
  return redirectPath ?? (await loadPublicConfig()).defaultRedirect;
}
