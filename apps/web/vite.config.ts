import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Everything the Fastify server answers; in development the Vite server hands these paths to it. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxiedPaths = ['/api', '/oidc', '/theme', '/sign', '/docs'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // Note: anchored on node_modules, or @floating-ui/react (the datepicker's) lands in this chunk
          // and imports the vendor chunk, which imports React back: a cycle that breaks the start.
          if (/node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          if (/[\\/]zod[\\/]/.test(id)) return 'zod';
          return 'vendor';
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/shared/test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
