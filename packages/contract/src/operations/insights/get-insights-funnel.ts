import { defineOperation } from '../../operation.js';
import { ZInsightsFunnelResponse, ZInsightsQuery } from '../../insights.js';
import { INSIGHTS_ERRORS } from './insights-errors.js';

/** `GET /insights/funnel`. */
export const getInsightsFunnel = defineOperation({
  operationId: 'getInsightsFunnel',
  method: 'GET',
  path: '/insights/funnel',
  summary: '« Suivi »: the funnel of the dossiers created in the period',
  description:
    'Dossiers created in the period (Europe/Paris days, both included; the last 90 days by default) that reached each stage: created, form complete (a subscription envelope was opened, or the dossier is signed or registered), in signature (a subscription envelope was opened, or signed), signed, validated by the dossier manager, synchronised with the back office; beside them the abandoned (canceled or rejected), refused and expired (an envelope expired, not signed since). Rates of the created and of the previous stage. Scope: the tenant for the manager, back office and dossier manager; its own dossiers and its customers’ for an advisor or partner. 422 api.error.invalid_value on an unknown product or advisor.',
  tags: ['insights'],
  query: ZInsightsQuery,
  responses: { 200: ZInsightsFunnelResponse },
  errors: INSIGHTS_ERRORS,
});
