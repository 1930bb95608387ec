import { defineOperation } from '../../operation.js';
import { ZListDossiersQuery, ZListDossiersResponse } from '../../dossier-list.js';

/** `GET /dossiers`. */
export const listDossiers = defineOperation({
  operationId: 'listDossiers',
  method: 'GET',
  path: '/dossiers',
  summary: 'A page of the folders the caller may see',
  description: 'A page of the folders the caller may see, by list, search term and form.',
  tags: ['dossiers'],
  query: ZListDossiersQuery,
  responses: { 200: ZListDossiersResponse },
});
