export { type NewReceipt, insertReceipts } from './queries.js';
export { receiptRoutes } from './routes.js';
