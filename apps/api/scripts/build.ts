/**
 * Builds the API once to JavaScript for `npm start`: dist/server.mjs (the server, its migrations
 * run at start), dist/upload-worker-entry.mjs (the upload worker thread), dist/verify-worker-entry.mjs
 * (a verification pool thread) and dist/sealing-worker-entry.mjs (a sealing thread), each with a source map
 * for `node --enable-source-maps`. Our workspaces (contract, form engine), written in TypeScript
 * and exported as such, go into the bundle; every other package stays in node_modules, imported at
 * run time as it is, so the files they read beside themselves (PGlite's, pdf.js's, the fonts,
 * Swagger UI's) are where they expect them.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { API_ROOT } from '../src/shared/api-root.js';

const OWN_WORKSPACES = /^@souscription\//;

/** Bare imports that are not our workspaces stay imports: node_modules is there at run time. */
const keepPackagesExternal: Plugin = {
  name: 'keep-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (OWN_WORKSPACES.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const outdir = join(API_ROOT, 'dist');
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: API_ROOT,
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    // Note: upload-body-reader.ts starts the worker from `./upload-worker-entry.mjs` beside its own
    // module; in the bundle that is beside dist/server.mjs, so the worker is bundled under that name.
    { in: 'src/modules/receipts/upload-worker.ts', out: 'upload-worker-entry' },
    // Likewise verification-pool.ts hands piscina `./verify-worker-entry.mjs` beside its module.
    { in: 'src/modules/verification/verify-worker.ts', out: 'verify-worker-entry' },
    // And sealing-threads.ts hands it `./sealing-worker-entry.mjs` beside its module.
    { in: 'src/sealing/sealing-worker.ts', out: 'sealing-worker-entry' },
  ],
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Names stay as written: stack traces and logs read like the sources.
  keepNames: true,
  plugins: [keepPackagesExternal],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .map(([file, output]) => `${file} ${(output.bytes / 1024).toFixed(0)} KiB`);
console.log(`API built: ${bytes.join(', ')}`);
