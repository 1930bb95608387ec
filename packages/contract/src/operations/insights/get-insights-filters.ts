import { defineOperation } from '../../operation.js';
import { ZInsightsFiltersQuery, ZInsightsFiltersResponse } from '../../insights.js';

/** `GET /insights/filters`. */
export const getInsightsFilters = defineOperation({
  operationId: 'getInsightsFilters',
  method: 'GET',
  path: '/insights/filters',
  summary: '« Suivi »: the choices of its filters',
  description:
    'The products of the tenant’s forms (labels in the asked language), the users who created its dossiers (for the tenant scope only) and the channels, for the filters of every « Suivi » call.',
  tags: ['insights'],
  query: ZInsightsFiltersQuery,
  responses: { 200: ZInsightsFiltersResponse },
  errors: { 403: ['api.error.forbidden'] },
});
