/** What the API test projects' global setup (migrated-templates.ts) hands to the test files (types only). */
export {};

declare module 'vitest' {
  // Note: vitest's provided values are typed by merging into its interface (a type cannot merge).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The migrated template database on the test server (PostgreSQL project). */
    postgresqlTemplate: string | undefined;
    /** A file holding a migrated PGlite's data directory (PGlite project). */
    pgliteTemplateFile: string | undefined;
  }
}
