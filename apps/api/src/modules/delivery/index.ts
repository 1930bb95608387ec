export { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker.js';
export { insertOutboxMessage } from './outbox-queries.js';
export { readSignedDocuments } from './read-signed-documents.js';
