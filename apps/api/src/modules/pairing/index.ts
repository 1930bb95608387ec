export { pairingRoutes } from './routes.js';
export { findCustomerByCode } from './queries.js';
export { findPotentialCustomers } from './service/match-customers.js';
export type { DossierSubscriber } from './service/read-subscriber.js';
export { listPairingCustomers } from './service/list-pairing-customers.js';
export { pairCustomer } from './service/pair-customer.js';
