export { type InsightsRoutesOptions, insightsRoutes } from './routes.js';
