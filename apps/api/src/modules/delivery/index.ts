export { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker.js';
export { insertOutboxMessage } from './outbox-queries.js';
