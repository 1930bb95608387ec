import { defineConfig } from 'vitest/config';

// Every API test file runs on embedded PGlite and, when TEST_DATABASE_URL is set (CI), once more
// on the PostgreSQL server there, each file in a database of its own.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgresql'] : [])];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // A worker imports the app and compiles PGlite's WebAssembly once, then runs file after file
    // (issue 36: 1 374–1 397 s of CPU for the suite before, 938 s after). Each file still opens a
    // database of its own and builds its own app; what the app keeps per process is keyed by
    // database (WeakMap), and vitest restores spies between files.
    isolate: false,
    hookTimeout: 60_000,
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        include: ['tests/**/*.test.ts'],
        env: { TEST_DATABASE_KIND: database },
        // The migrations run once per project and run, each file copies the result (issue 36).
        globalSetup: ['tests/support/migrated-templates.ts'],
      },
    })),
  },
});
