import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

/** Everything the Fastify server answers; in development the Vite server hands these paths to it. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxiedPaths = ['/api', '/oidc', '/theme', '/sign', '/docs'];

const onDemandIbanTools = fileURLToPath(new URL('./src/shared/iban/on-demand-ibantools.ts', import.meta.url));
const ibanLibrary = fileURLToPath(new URL('./src/shared/iban/iban-library.ts', import.meta.url));

/**
 * The form engine checks IBAN and BIC with ibantools; in the web app the same functions load it on
 * demand (src/shared/iban), so the wizard does not carry it in its first load. Only the module that
 * loads it imports the real library.
 */
const ibanToolsOnDemand: Plugin = {
  name: 'ibantools-on-demand',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'ibantools' || importer === ibanLibrary) return null;
    return onDemandIbanTools;
  },
};

export default defineConfig({
  plugins: [
    ibanToolsOnDemand,
    react(),
    // Each text file of the build gets a brotli (.br) and a gzip (.gz) copy beside it, compressed once
    // here at the highest levels; the API sends the one the browser accepts (@fastify/static's
    // preCompressed), so no request pays for compressing them.
    compression({
      algorithms: ['brotliCompress', defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      // The form engine checks phone numbers with libphonenumber-js/max; in the web app the same
      // functions load its metadata on demand (see the module), so the wizard does not wait for it.
      {
        find: /^libphonenumber-js\/max$/,
        replacement: fileURLToPath(new URL('./src/shared/phone/on-demand-phone-numbers.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by scripts/check-size-budget.mjs to find the wizard's chunk and what it imports.
    manifest: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: React and zod, used by every screen, stay cached
        // across releases in their own files; the other libraries go with the screens and the parts
        // that use them (the date picker with the first date field, the phone numbers after the
        // wizard's first screen).
        // Note: anchored on node_modules, or @floating-ui/react (the datepicker's) lands in the react
        // chunk and imports React back from another: a cycle that breaks the start.
        manualChunks(id) {
          if (/node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          if (/node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/shared/test/setup.ts'],
    // As the API's: a test's time is no assertion, and CI runs these beside the other suites.
    testTimeout: 30_000,
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
