import { defineConfig } from 'vitest/config';

// Every API test file runs on embedded PGlite and, when TEST_DATABASE_URL is set (CI), once more
// on the PostgreSQL server there, each file in a database of its own.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgresql'] : [])];

export default defineConfig({
  test: {
    testTimeout: 30_000,
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
