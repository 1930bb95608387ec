export { customerRoutes } from './routes.js';
export { toListedCustomer } from './service.js';
