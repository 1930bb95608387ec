export { loadDatalistLabels } from './datalist-labels.js';
export { datalistRoutes } from './routes.js';
