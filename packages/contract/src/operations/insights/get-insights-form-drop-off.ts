import { defineOperation } from '../../operation.js';
import { ZInsightsFormDropOffResponse, ZInsightsQuery } from '../../insights.js';
import { INSIGHTS_ERRORS } from './insights-errors.js';

/** `GET /insights/form-drop-off`. */
export const getInsightsFormDropOff = defineOperation({
  operationId: 'getInsightsFormDropOff',
  method: 'GET',
  path: '/insights/form-drop-off',
  summary: '« Suivi »: where unfinished forms were left',
  description:
    'The dossiers created in the period that are neither signed nor out for signature, by form and by the last block they saved (its page and block, titled in the asked language; null when no block was saved), with how many of them were abandoned. Same filters and scope as getInsightsFunnel.',
  tags: ['insights'],
  query: ZInsightsQuery,
  responses: { 200: ZInsightsFormDropOffResponse },
  errors: INSIGHTS_ERRORS,
});
