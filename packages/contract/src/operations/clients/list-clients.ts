import { defineOperation } from '../../operation.js';
import { ZListClientsQuery, ZListClientsResponse } from '../../dossier-list.js';

/** `GET /clients`. */
export const listClients = defineOperation({
  operationId: 'listClients',
  method: 'GET',
  path: '/clients',
  summary: 'Customers the caller may open a folder for',
  description: 'A page of the customers the caller may open a folder for, by name or code.',
  tags: ['clients'],
  query: ZListClientsQuery,
  responses: { 200: ZListClientsResponse },
  errors: { 403: ['api.error.forbidden'] },
});
