import { defineOperation } from '../../operation.js';
import { ZListDossiersQuery, ZListDossiersResponse } from '../../dossier-list.js';

/** `GET /dossiers`: a page of the folders the caller may see, by list, search term and form. */
export const listDossiers = defineOperation({
  operationId: 'listDossiers',
  method: 'GET',
  path: '/dossiers',
  summary: 'A page of the folders the caller may see',
  tags: ['dossiers'],
  query: ZListDossiersQuery,
  responses: { 200: ZListDossiersResponse },
});
