#!/usr/bin/env node
// Size budget of the wizard's first load: the scripts index.html starts with, the wizard route's
// chunk, and every chunk those import statically, as the server sends them: the gzip copies the
// build wrote beside each script (vite.config.ts), which the API sends to a browser accepting gzip
// (one accepting brotli gets the smaller .br copies, printed beside). Chunks loaded later (other
// screens, the date picker once a date field is used) do not count. Run after `vite build`; an
// argument names another build folder than dist.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Budget in kB (1 000 bytes, as Vite prints them) of the scripts' gzip copies. */
const BUDGET_KB = 250;
/** The wizard route's module, as the Vite manifest names it. */
const WIZARD_ROUTE = 'src/features/wizard/routes/wizard-route.tsx';

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

function fail(message) {
  console.error(`size budget: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath)) fail(`no ${manifestPath}; run \`npm run build -w apps/web\` first.`);
/** @type {Record<string, { file: string; name?: string; src?: string; isDynamicEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

// The entry is the module script of index.html; its static imports are preloaded there too.
const entryFiles = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g)].map((m) => m[1]);
if (entryFiles.length === 0) fail('index.html has no module script.');
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
// Note: a dynamic entry that another lazy chunk also imports from (the date picker's) is listed under
// its chunk's name rather than its source path.
const wizardKeys = Object.keys(manifest).filter(
  (key) =>
    manifest[key].src === WIZARD_ROUTE ||
    (manifest[key].isDynamicEntry && manifest[key].name === basename(WIZARD_ROUTE, '.tsx')),
);
if (wizardKeys.length !== 1)
  fail(`the manifest has no single chunk for ${WIZARD_ROUTE} (was the route renamed?).`);
const wizardKey = wizardKeys[0];

/** A chunk and everything it imports statically, as manifest keys. */
function withStaticImports(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, into);
  return into;
}

const firstScreen = new Set();
for (const file of entryFiles) {
  const key = keyByFile.get(file);
  if (!key) fail(`index.html loads ${file}, which the manifest does not know.`);
  withStaticImports(key, firstScreen);
}
const wizard = new Set([...withStaticImports(wizardKey)].filter((key) => !firstScreen.has(key)));

/**
 * The size in kB of what the server sends for a file: the copy the build wrote with this extension
 * (.gz, .br), or the file itself when the build wrote none (a copy that would not be smaller).
 */
function sentKb(file, extension) {
  const copy = join(dist, `${file}${extension}`);
  return statSync(existsSync(copy) ? copy : join(dist, file)).size / 1000;
}
const rows = [
  ...[...firstScreen].map((key) => ({ part: 'first screen', file: manifest[key].file })),
  ...[...wizard].map((key) => ({ part: 'wizard', file: manifest[key].file })),
].map((row) => ({ ...row, kb: sentKb(row.file, '.gz'), brKb: sentKb(row.file, '.br') }));
const total = rows.reduce((sum, row) => sum + row.kb, 0);
const totalBr = rows.reduce((sum, row) => sum + row.brKb, 0);

console.log(`${'part'.padEnd(13)} ${'gzip'.padStart(11)} ${'brotli'.padStart(11)}  file`);
for (const row of rows) {
  console.log(
    `${row.part.padEnd(13)} ${row.kb.toFixed(2).padStart(8)} kB ${row.brKb.toFixed(2).padStart(8)} kB  ${row.file}`,
  );
}
console.log(
  `${'total'.padEnd(13)} ${total.toFixed(2).padStart(8)} kB ${totalBr.toFixed(2).padStart(8)} kB  (budget ${BUDGET_KB} kB, gzip)`,
);
if (total > BUDGET_KB) {
  fail(
    `the wizard's first load is ${total.toFixed(2)} kB of gzip'd scripts, over the ${BUDGET_KB} kB budget ` +
      `by ${(total - BUDGET_KB).toFixed(2)} kB. Load what the first screen does not need later ` +
      '(a lazy route, a dynamic import) rather than raising the budget.',
  );
}
