import {
  INSIGHTS_FUNNEL_OUTCOMES,
  INSIGHTS_FUNNEL_STAGES,
  SIGNATURE_PARTIES,
  SIGNATURE_STEPS,
  type TInsightsFormDropOffResponse,
  type TInsightsFunnelResponse,
  type TInsightsReasonsResponse,
  type TInsightsTimesResponse,
  type TLocale,
} from '@souscription/contract';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { toRate } from '../cohort.js';
import { countFormDropOff } from '../drop-off-queries.js';
import { countFunnel } from '../funnel-queries.js';
import {
  countExpiredEnvelopes,
  countIntegrationReasons,
  countSignatureRefusals,
} from '../reasons-queries.js';
import { measureDossierTimes, measurePartyTimes } from '../times-queries.js';
import type { TInsightsScope } from './resolve-insights-scope.js';

type TStep = (typeof SIGNATURE_STEPS)[number];
type TParty = (typeof SIGNATURE_PARTIES)[number];

const basisOf = (scope: TInsightsScope) => ({
  period: { from: scope.filters.from, to: scope.filters.to },
  scope: scope.scope,
});

/** Steps, then parties, in the order the spec names them. */
const byStepAndParty = (a: { step: string; party: string }, b: { step: string; party: string }) =>
  SIGNATURE_STEPS.indexOf(a.step as TStep) - SIGNATURE_STEPS.indexOf(b.step as TStep) ||
  SIGNATURE_PARTIES.indexOf(a.party as TParty) - SIGNATURE_PARTIES.indexOf(b.party as TParty);

/** The funnel: each stage with its share of the created and of the previous stage; the outcomes beside. */
export async function getInsightsFunnel(
  db: Database,
  scope: TInsightsScope,
): Promise<TInsightsFunnelResponse> {
  const counts = await countFunnel(db, scope.cohort, scope.tenantId);
  return {
    ...basisOf(scope),
    stages: INSIGHTS_FUNNEL_STAGES.map((stage, index) => {
      const previous = index > 0 ? INSIGHTS_FUNNEL_STAGES[index - 1] : undefined;
      return {
        stage,
        count: counts[stage],
        rate: toRate(counts[stage], counts.created),
        stepRate: previous ? toRate(counts[stage], counts[previous]) : null,
      };
    }),
    outcomes: INSIGHTS_FUNNEL_OUTCOMES.map((outcome) => ({
      outcome,
      count: counts[outcome],
      rate: toRate(counts[outcome], counts.created),
    })),
  };
}

/** Unfinished dossiers by form, page and last saved block, titled in the asked language, in form order. */
export async function getInsightsFormDropOff(
  db: Database,
  forms: FormStore,
  scope: TInsightsScope,
  locale: TLocale,
): Promise<TInsightsFormDropOffResponse> {
  const counts = await countFormDropOff(db, scope.cohort);
  const unfinished = counts.reduce((sum, row) => sum + row.count, 0);
  const rows: TInsightsFormDropOffResponse['rows'] = [];
  for (const row of counts) {
    const definition = await forms.getDefinition(row.formId, locale);
    const block = definition.blocks.find((candidate) => candidate.id === row.blockId);
    const page = block ? definition.pages.find((candidate) => candidate.id === block.page_id) : undefined;
    rows.push({
      formId: row.formId,
      formLabel: definition.form.label,
      pageId: page?.id ?? null,
      pageTitle: page?.title ?? null,
      pageRank: page?.rank ?? null,
      blockId: row.blockId,
      blockTitle: block?.title ?? null,
      blockRank: block?.rank ?? null,
      count: row.count,
      abandoned: row.abandoned,
      rate: toRate(row.count, unfinished),
    });
  }
  // Note: a dossier with no block saved comes first (it left on the first block), -1 ranks it so.
  const order = (row: (typeof rows)[number]) => [row.formId, row.pageRank ?? -1, row.blockRank ?? -1];
  rows.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
  return { ...basisOf(scope), unfinished, rows };
}

/** Median and 90th percentile of the three durations, the parties' by step and party. */
export async function getInsightsTimes(db: Database, scope: TInsightsScope): Promise<TInsightsTimesResponse> {
  // Note: one after the other, the transaction's connection runs one query at a time.
  const dossierTimes = await measureDossierTimes(db, scope.cohort);
  const partyTimes = await measurePartyTimes(db, scope.cohort);
  const row = (
    measure: TInsightsTimesResponse['rows'][number]['measure'],
    duration: { count: number; median: number | null; p90: number | null },
    step: TStep | null = null,
    party: TParty | null = null,
  ) => ({
    measure,
    step,
    party,
    count: duration.count,
    medianSeconds: duration.median,
    p90Seconds: duration.p90,
  });
  return {
    ...basisOf(scope),
    rows: [
      row('creation_to_signature', dossierTimes.creationToSignature),
      ...partyTimes
        .sort(byStepAndParty)
        .map((times) => row('invitation_to_signature', times, times.step as TStep, times.party as TParty)),
      row('signature_to_validation', dossierTimes.signatureToValidation),
    ],
  };
}

/** Refusal and error reasons, signature refusals by party, expired envelopes by step. */
export async function getInsightsReasons(
  db: Database,
  scope: TInsightsScope,
): Promise<TInsightsReasonsResponse> {
  const integration = await countIntegrationReasons(db, scope.cohort);
  const refusals = await countSignatureRefusals(db, scope.cohort);
  const envelopes = await countExpiredEnvelopes(db, scope.cohort);
  return {
    ...basisOf(scope),
    integration: integration.rows,
    otherCount: integration.other,
    signatureRefusals: refusals.sort(byStepAndParty).map((refusal) => ({
      step: refusal.step as TStep,
      party: refusal.party as TParty,
      count: refusal.count,
    })),
    expiredEnvelopes: envelopes
      .sort((a, b) => SIGNATURE_STEPS.indexOf(a.step as TStep) - SIGNATURE_STEPS.indexOf(b.step as TStep))
      .map((envelope) => ({
        step: envelope.step as TStep,
        sent: envelope.sent,
        expired: envelope.expired,
        rate: toRate(envelope.expired, envelope.sent),
      })),
  };
}
