export { siteFileRoutes, type SiteFileOptions } from './routes.js';
