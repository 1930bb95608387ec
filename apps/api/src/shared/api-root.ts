import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder at or above `from` that holds a package.json. */
function findPackageRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}

/**
 * The API workspace's folder (apps/api). Files the server reads at run time (its migrations, the
 * signing page's assets, the seed's logos, the built SPA beside it) are found from here, so the same
 * code runs from its sources (tsx, each module in src/…) and from its build (node, every module
 * bundled into dist/server.mjs, one address for all).
 */
export const API_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
