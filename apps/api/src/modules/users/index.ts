export { userRoutes } from './routes.js';
export { findSignedInUser, provisionExternalUser } from './service.js';
export {
  findUserById,
  findUserByUsername,
  findUserTenantAndCustomer,
  type UserWithTenant,
} from './queries.js';
