export { verificationRoutes } from './routes.js';
