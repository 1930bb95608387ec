import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiEnvironment, startUntilReady } from './start-process.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Leaves the bench with a readable message when `npm run build` has not made the product yet. */
export function requireBuiltProduct(bench: string): void {
  for (const built of ['apps/api/dist/server.mjs', 'apps/web/dist/index.html']) {
    if (!existsSync(join(root, built))) {
      console.error(`${bench}: no ${built}; run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}

/** Starts the built product (`npm start`'s server and SPA) on a fresh embedded database with the demo data. */
export async function startBuiltProduct(port: number, dataDir: string): Promise<ChildProcess> {
  const base = `http://localhost:${port}`;
  const { child } = await startUntilReady({
    args: ['--enable-source-maps', 'apps/api/dist/server.mjs'],
    env: { ...apiEnvironment(port, base), DATA_DIR: dataDir },
    readyUrl: `${base}/api/health`,
    timeoutMs: 300_000,
  });
  return child;
}

/** A new lead folder (no customer yet) of the signed-in user on a form: the wizard opens on it. */
export async function createLeadFolder(base: string, authorization: string, formId: number): Promise<number> {
  const created = await fetch(`${base}/api/dossiers`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ formId, clientId: null }),
  });
  return ((await created.json()) as { dossier: { id: number } }).dossier.id;
}
