import { defineOperation } from '../../operation.js';
import { ZInsightsTimesResponse, ZInsightsQuery } from '../../insights.js';
import { INSIGHTS_ERRORS } from './insights-errors.js';

/** `GET /insights/times`. */
export const getInsightsTimes = defineOperation({
  operationId: 'getInsightsTimes',
  method: 'GET',
  path: '/insights/times',
  summary: '« Suivi »: how long signatures take (median, 90th percentile)',
  description:
    'Median and 90th percentile, in seconds, of: creation to the dossier signed; each party’s invitation (its envelope sent) to its signature, by step and party; the dossier signed to its validation. Measured on the dossiers created in the period; same filters and scope as getInsightsFunnel.',
  tags: ['insights'],
  query: ZInsightsQuery,
  responses: { 200: ZInsightsTimesResponse },
  errors: INSIGHTS_ERRORS,
});
