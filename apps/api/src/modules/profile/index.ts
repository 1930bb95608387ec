export { profileRoutes } from './routes.js';
