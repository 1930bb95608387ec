import { defineOperation } from '../../operation.js';
import { ZInsightsReasonsResponse, ZInsightsQuery } from '../../insights.js';
import { INSIGHTS_ERRORS } from './insights-errors.js';

/** `GET /insights/reasons`. */
export const getInsightsReasons = defineOperation({
  operationId: 'getInsightsReasons',
  method: 'GET',
  path: '/insights/reasons',
  summary: '« Suivi »: why dossiers were refused, put in error, or left unsigned',
  description:
    'Refusals and « en erreur » by reason text (grouped without regard to case and spaces; the dossier manager’s decisions and the back office’s delivery failures), signature refusals by step and party role, envelopes sent and expired by step. On the dossiers created in the period; same filters and scope as getInsightsFunnel.',
  tags: ['insights'],
  query: ZInsightsQuery,
  responses: { 200: ZInsightsReasonsResponse },
  errors: INSIGHTS_ERRORS,
});
