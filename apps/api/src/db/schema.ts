/**
 * The database schema, one file per area under `schema/` so that areas change their tables
 * without touching each other's; drizzle-kit and the client read this file.
 */
export * from './schema/core.js';
export * from './schema/documents.js';
export * from './schema/signature.js';
export * from './schema/integration.js';
export * from './schema/hardening.js';
export * from './schema/messages.js';
export * from './schema/pki.js';
export * from './schema/evidence.js';
export * from './schema/rate-limits.js';
