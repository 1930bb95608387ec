import { generateAuthorizationSecrets, buildAuthorizationUrl } from '../../../shared/oidc/oidc-client';
import { assignLocation } from '../../../shared/browser/location';
import { removeStored, setStored } from '../../../shared/storage/local-storage';
import { i18n } from '../../../shared/i18n/i18n';

export type TStartAuthorizationOptions = {
  /** Path (with query) to open after sign-in; without it the configured default redirect applies. */
  redirectPath?: string;
  /** Extra parameters of the authorize call, e.g. sso=1 and extranet. */
  extraParams?: Record<string, string>;
};

let pending: Promise<void> | null = null;

/**
 * Sends the browser to the provider's authorization endpoint (code flow, PKCE S256). The verifier,
 * state and nonce are stored locally for the callback. Single flight, so a double effect in development does
 * not overwrite the verifier of the request actually sent.
 */
export function startAuthorization({ redirectPath, extraParams = {} }: TStartAuthorizationOptions = {}) {
  pending ??= (async () => {
    const { codeVerifier, state, nonce } = await generateAuthorizationSecrets();
    setStored('code_verifier', codeVerifier);
    setStored('oauth_state', state);
    setStored('oauth_nonce', nonce);
    if (redirectPath) setStored('login_redirect', redirectPath);
    else removeStored('login_redirect');
    const url = await buildAuthorizationUrl({
      codeVerifier,
      state,
      nonce,
      extraParams: { ui_locales: i18n.language, ...extraParams },
    });
    assignLocation(url);
  })().finally(() => {
    pending = null;
  });
  return pending;
}
