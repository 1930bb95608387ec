/**
 * `npm run test:interop`: Debian's Glewlwyd made and configured for this run (interop/glewlwyd.ts),
 * then the product's build (`node apps/api/dist/server.mjs`) on E2E_PORT, pointed at it by
 * environment variables only, as docs/operations.md tells an operator to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, E2E_PORT } from '../support/e2e-constants.js';
import { startGlewlwyd } from './glewlwyd.js';
import { ACCESS_TOKEN_SECONDS, GLEWLWYD_PORT, ISSUER_USERS } from './interop-constants.js';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/api/dist/server.mjs', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'souscription-interop-'));
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

const glewlwyd = await startGlewlwyd({
  port: GLEWLWYD_PORT,
  workDir,
  clientId: 'souscription-web',
  appUrl: BASE_URL,
  users: Object.values(ISSUER_USERS),
  accessTokenSeconds: ACCESS_TOKEN_SECONDS,
});
children.add(glewlwyd.child);

const api = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    PUBLIC_URL: BASE_URL,
    DATA_DIR: join(workDir, 'data'),
    PKI_MASTER_KEY: randomBytes(32).toString('base64'),
    SEED_ON_START: 'true',
    LOG_LEVEL: 'warn',
    OIDC_ISSUER: glewlwyd.issuer,
    OIDC_CLIENT_ID: 'souscription-web',
    OIDC_SCOPE: 'openid',
    // Note: without a resource indicator Glewlwyd names the granted scopes in `aud`.
    OIDC_AUDIENCE: 'openid',
    OIDC_GIVEN_NAME_CLAIM: 'name',
    // With an external issuer the demo mailbox is off: a transport is required (nothing is sent here).
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'Souscription <no-reply@example.com>',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.add(api);
api.once('exit', (code) => {
  children.delete(api);
  console.error(`the API exited (${code})`);
});
