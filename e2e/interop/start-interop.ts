/**
 * `npm run test:interop`: one external issuer made and configured for this run, then the product's
 * build (`node apps/api/dist/server.mjs`) pointed at it by environment variables only, as
 * docs/operations.md tells an operator to. The argument names the issuer: `glewlwyd` (Debian's
 * Glewlwyd, interop/glewlwyd.ts; the product on E2E_PORT) or `authlib` (an issuer built on Debian's
 * python3-authlib, interop/authlib-issuer.py; the product on AUTHLIB_APP_PORT).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, E2E_PORT } from '../support/e2e-constants.js';
import { startAuthlibIssuer } from './authlib-issuer.js';
import { startGlewlwyd } from './glewlwyd.js';
import {
  ACCESS_TOKEN_SECONDS,
  AUTHLIB_API_AUDIENCE,
  AUTHLIB_APP_PORT,
  AUTHLIB_APP_URL,
  AUTHLIB_PORT,
  GLEWLWYD_PORT,
  ISSUER_USERS,
} from './interop-constants.js';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/api/dist/server.mjs', import.meta.url));
const CLIENT_ID = 'souscription-web';
const issuerName = process.argv[2] ?? 'glewlwyd';
const workDir = mkdtempSync(join(tmpdir(), `souscription-interop-${issuerName}-`));
const children = new Set<ChildProcess>();

function stopAll(): void {
  for (const child of children) child.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
}
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(0);
  });
}

/** The issuer and what the product's environment says about it. */
async function startIssuer(): Promise<{
  child: ChildProcess;
  port: number;
  appUrl: string;
  env: Record<string, string>;
}> {
  if (issuerName === 'authlib') {
    const authlib = await startAuthlibIssuer({
      port: AUTHLIB_PORT,
      clientId: CLIENT_ID,
      appUrl: AUTHLIB_APP_URL,
      audience: AUTHLIB_API_AUDIENCE,
      users: [ISSUER_USERS.authlibAdvisor],
      accessTokenSeconds: ACCESS_TOKEN_SECONDS,
    });
    return {
      child: authlib.child,
      port: AUTHLIB_APP_PORT,
      appUrl: AUTHLIB_APP_URL,
      // The API's own audience; OIDC_REQUIRE_AT_JWT left unset, so the ID token (typed `JWT`) is
      // refused by its claims: nonce, at_hash, and an `aud` naming only the client.
      env: {
        OIDC_ISSUER: authlib.issuer,
        OIDC_SCOPE: 'openid profile email',
        OIDC_AUDIENCE: AUTHLIB_API_AUDIENCE,
      },
    };
  }
  const glewlwyd = await startGlewlwyd({
    port: GLEWLWYD_PORT,
    workDir,
    clientId: CLIENT_ID,
    appUrl: BASE_URL,
    users: [ISSUER_USERS.advisor, ISSUER_USERS.dossierManager],
    accessTokenSeconds: ACCESS_TOKEN_SECONDS,
  });
  return {
    child: glewlwyd.child,
    port: E2E_PORT,
    appUrl: BASE_URL,
    env: {
      OIDC_ISSUER: glewlwyd.issuer,
      OIDC_SCOPE: 'openid',
      // Note: without a resource indicator Glewlwyd names the granted scopes in `aud`.
      OIDC_AUDIENCE: 'openid',
      // With an external issuer and no message transport the server starts but refuses one-time codes.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Souscription <no-reply@example.com>',
    },
  };
}

const issuer = await startIssuer();
children.add(issuer.child);

const api = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
  env: {
    ...process.env,
    PORT: String(issuer.port),
    PUBLIC_URL: issuer.appUrl,
    DATA_DIR: join(workDir, 'data'),
    PKI_MASTER_KEY: randomBytes(32).toString('base64'),
    SEED_ON_START: 'true',
    LOG_LEVEL: 'warn',
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_GIVEN_NAME_CLAIM: 'name',
    ...issuer.env,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.add(api);
api.once('exit', (code) => {
  children.delete(api);
  console.error(`the API exited (${code})`);
});
