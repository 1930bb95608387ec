export { tenantRoutes, type TenantRoutesOptions } from './routes.js';
export { getRequestTenant } from './current-tenant.js';
export { resolveRequestTenantCode } from './request-tenant.js';
export { createTenantDirectory, type TenantDirectory } from './tenant-directory.js';
export { findTenantByCode, findAllTenants, type Tenant } from './queries.js';
