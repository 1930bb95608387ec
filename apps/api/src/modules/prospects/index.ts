export { prospectRoutes } from './routes.js';
