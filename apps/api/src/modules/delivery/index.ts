export {
  createDeliveryWorker,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
  type DeliveryWorkerStep,
} from './delivery-worker.js';
export { insertOutboxMessage } from './outbox-queries.js';
