/**
 * The second issuer of `npm run test:interop`: authlib-issuer.py, an OpenID provider built on Debian's
 * python3-authlib (another implementation than Glewlwyd and the embedded oidc-provider), run by
 * Debian's Python 3 as a separate process. It signs ES256 where Glewlwyd signs RS256.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TIssuerUser } from './glewlwyd.js';
import { waitForIssuer, type TStartedIssuer } from './wait-for-issuer.js';

const SCRIPT = fileURLToPath(new URL('./authlib-issuer.py', import.meta.url));

type TAuthlibOptions = {
  port: number;
  clientId: string;
  /** The product's address: its `/authorization` callback and `/` after sign-out are registered. */
  appUrl: string;
  /** The API's own audience, named in the access tokens' `aud` (the ID token names the client). */
  audience: string;
  users: TIssuerUser[];
  accessTokenSeconds: number;
};

/** Starts the Authlib issuer on `port`; the caller kills `child` at the end. */
export async function startAuthlibIssuer(options: TAuthlibOptions): Promise<TStartedIssuer> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const config = {
    issuer,
    port: options.port,
    clientId: options.clientId,
    redirectUri: `${options.appUrl}/authorization`,
    postLogoutRedirectUri: `${options.appUrl}/`,
    audience: options.audience,
    accessTokenSeconds: options.accessTokenSeconds,
    users: options.users,
  };
  // Debian's interpreter, where apt installs python3-authlib and python3-flask (not a virtualenv's).
  const child = spawn('/usr/bin/python3', [SCRIPT], {
    env: { ...process.env, AUTHLIB_ISSUER_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForIssuer(`${issuer}/.well-known/openid-configuration`, child, 'the Authlib issuer');
  return { issuer, child };
}
