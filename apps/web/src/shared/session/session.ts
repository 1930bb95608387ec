import type { TokenEndpointResponse } from 'oauth4webapi';
import type { TCurrentUserResponse, TRole } from '@souscription/contract';
import { requestTokenRefresh } from '../oidc/oidc-client';
import {
  SESSION_KEYS,
  getStored,
  removeStored,
  setStored,
  type TStoredProfile,
  type TStoredToken,
} from '../storage/local-storage';

export function getStoredToken(): TStoredToken | null {
  return getStored('token');
}

/** Signed in means a token is stored; its validity is the API's to judge (401 → refresh). */
export function isLoggedIn(): boolean {
  return Boolean(getStoredToken()?.access_token);
}

export function getStoredRole(): TRole | null {
  return getStored('role');
}

export function getStoredProfile(): TStoredProfile | null {
  return getStored('profile');
}

let signingOut = false;

/**
 * Marks this page as signing out on purpose (/logout, on its way to the provider's end-session
 * address): a call that then answers 401 must not send the browser to /logout a second time, which
 * would cancel the first visit and reach the provider without the id token.
 */
export function beginSignOut(): void {
  signingOut = true;
}

/** Whether this page is signing out (`beginSignOut`). */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Stores a token endpoint answer; a refresh answer without a new refresh token keeps the old one. */
export function saveTokens(response: TokenEndpointResponse, now = Date.now()): TStoredToken {
  const expiresIn = response.expires_in ?? 0;
  const token: TStoredToken = {
    access_token: response.access_token,
    token_type: response.token_type,
    refresh_token: response.refresh_token ?? getStoredToken()?.refresh_token ?? null,
    expires_in: expiresIn,
    expires_at: now + expiresIn * 1000,
  };
  setStored('token', token);
  signingOut = false; // a new session: whatever sign-out this page began is over
  if (response.id_token) setStored('id_token', response.id_token);
  return token;
}

/** Stores who signed in (spec: profile username, firstname, lastname, and the role). */
export function saveCurrentUser({ user }: TCurrentUserResponse): void {
  setStored('profile', { username: user.username, firstname: user.firstname, lastname: user.lastname });
  setStored('role', user.role);
}

/** Forgets everything tied to the signed-in user. */
export function clearSession(): void {
  removeStored(...SESSION_KEYS);
}

let refreshing: Promise<TStoredToken> | null = null;

/**
 * Trades the stored refresh token for new tokens. Single flight: callers that arrive while a
 * refresh is under way share it, because refresh tokens rotate and a second use would be refused.
 */
export function refreshSession(): Promise<TStoredToken> {
  refreshing ??= (async () => {
    const refreshToken = getStoredToken()?.refresh_token;
    if (!refreshToken) throw new Error('No refresh token is stored');
    return saveTokens(await requestTokenRefresh(refreshToken));
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
