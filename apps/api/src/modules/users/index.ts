export { userRoutes } from './routes.js';
export { findSignedInUser, provisionExternalUser, type ExternalIdentity } from './service.js';
export {
  findUserById,
  findUserByUsername,
  findUserTenantAndCustomer,
  type UserWithTenant,
} from './queries.js';
