export { footerRoutes } from './routes.js';
export { localizeFooterBlock } from './service.js';
