export { type FormStore, createFormStore } from './form-store.js';
export { formRoutes } from './routes.js';
