export * from './errors.js';
export * from './roles.js';
export * from './tenant.js';
export * from './users.js';
export * from './footer.js';
export * from './health.js';
export * from './dossiers.js';
