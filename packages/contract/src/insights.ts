import { z } from 'zod';
import type { TApiError } from './errors.js';
import { ZLocale } from './forms.js';
import { SIGNATURE_PARTIES, SIGNATURE_STEPS } from './signature-rules.js';
import { toText } from './text.js';

/**
 * « Suivi » (issue 37): where subscriptions stop, how long signatures take and why dossiers are
 * refused, one call per chart. Every call reads the same filters and counts the dossiers CREATED in
 * the period (a cohort): a dossier created in March and signed in April counts in March's figures.
 */

/** The longest period a call reads, in days (three years). */
export const MAX_INSIGHTS_PERIOD_DAYS = 1096;
/** The period read when the caller names none: the last 90 days, today included. */
export const DEFAULT_INSIGHTS_PERIOD_DAYS = 90;

/** How a dossier was opened: by an advisor (or the back office) for a customer, or by a direct prospect. */
export const INSIGHTS_CHANNELS = ['advisor', 'direct'] as const;
export const ZInsightsChannel = z.enum(INSIGHTS_CHANNELS);
export type TInsightsChannel = z.infer<typeof ZInsightsChannel>;

// Note: any text first, so a NUL or a lone surrogate is told as such (api.error.text-invalid).
const ZInsightsDate = toText().pipe(z.iso.date());

/** Whole days from `from` to `to` (dates `YYYY-MM-DD`), `to` included. */
export function countInsightsPeriodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The filters every « Suivi » call reads. `from` and `to` are calendar days (Europe/Paris) of the
 * dossiers' creation, both included; without them, the last {@link DEFAULT_INSIGHTS_PERIOD_DAYS}
 * days. `product`: a product code of the tenant's forms; `advisor`: the id of the user who created
 * the dossiers (the back office's and managers' filter); `channel`: advisor-led or direct prospect.
 * `locale`: the language of the pages' and blocks' titles.
 */
export const ZInsightsQuery = z.object({
  from: ZInsightsDate.optional(),
  to: ZInsightsDate.optional(),
  product: toText().trim().min(1).max(100).optional(),
  advisor: toText().pipe(z.uuid()).optional(),
  channel: ZInsightsChannel.optional(),
  locale: ZLocale.default('fr'),
});
export type TInsightsQuery = z.infer<typeof ZInsightsQuery>;
export type TInsightsQueryInput = z.input<typeof ZInsightsQuery>;

/**
 * What is wrong with a period whose days are each valid (the server answers it with 422): `to`
 * before `from` (`api.error.invalid_value` on `to`), or longer than {@link MAX_INSIGHTS_PERIOD_DAYS}
 * (`api.error.too_big` on `from`). Note: checked here rather than by the schema, whose refinements
 * could only answer the vaguer `api.error.custom`.
 */
export function findInsightsPeriodErrors(query: { from?: string; to?: string }): TApiError[] {
  if (!query.from || !query.to) return [];
  if (query.from > query.to) return [{ property: 'to', message: 'api.error.invalid_value' }];
  if (countInsightsPeriodDays(query.from, query.to) > MAX_INSIGHTS_PERIOD_DAYS) {
    return [{ property: 'from', message: 'api.error.too_big' }];
  }
  return [];
}

/**
 * What the figures were computed on: the period (resolved, dates included) and the caller's scope:
 * `tenant` (every dossier of the tenant: manager, back office, dossier manager) or `own` (an
 * advisor's or partner's own dossiers and its customers').
 */
export const ZInsightsBasis = z
  .object({
    period: z.object({ from: z.string(), to: z.string() }),
    scope: z.enum(['tenant', 'own']),
  })
  .meta({ id: 'InsightsBasis' });

/** A share (0 to 1, four decimals), or null when there is nothing to divide by. */
const ZRate = z.number().min(0).max(1).nullable();

/** The funnel's stages, in order; each counts the dossiers that reached it (and so every earlier one). */
export const INSIGHTS_FUNNEL_STAGES = [
  'created',
  'form_complete',
  'in_signature',
  'signed',
  'validated',
  'synchronised',
] as const;
export const ZInsightsFunnelStage = z.enum(INSIGHTS_FUNNEL_STAGES);
export type TInsightsFunnelStage = z.infer<typeof ZInsightsFunnelStage>;

/** Where dossiers left the funnel: abandoned (canceled or rejected), refused by the dossier manager, signature expired. */
export const INSIGHTS_FUNNEL_OUTCOMES = ['abandoned', 'refused', 'expired'] as const;
export const ZInsightsFunnelOutcome = z.enum(INSIGHTS_FUNNEL_OUTCOMES);
export type TInsightsFunnelOutcome = z.infer<typeof ZInsightsFunnelOutcome>;

/** `GET /insights/funnel`. */
export const ZInsightsFunnelResponse = ZInsightsBasis.extend({
  stages: z.array(
    z.object({
      stage: ZInsightsFunnelStage,
      count: z.number().int(),
      /** Of the dossiers created. */
      rate: ZRate,
      /** Of the previous stage's (null for `created`). */
      stepRate: ZRate,
    }),
  ),
  outcomes: z.array(z.object({ outcome: ZInsightsFunnelOutcome, count: z.number().int(), rate: ZRate })),
}).meta({ id: 'InsightsFunnel' });
export type TInsightsFunnelResponse = z.infer<typeof ZInsightsFunnelResponse>;

/** `GET /insights/form-drop-off`: unfinished dossiers by the last block they saved. */
export const ZInsightsFormDropOffResponse = ZInsightsBasis.extend({
  /** Dossiers created in the period and neither signed nor out for signature. */
  unfinished: z.number().int(),
  rows: z.array(
    z.object({
      formId: z.number().int(),
      formLabel: z.string(),
      /** The page of the last block saved; null: left before saving any block. */
      pageId: z.number().int().nullable(),
      pageTitle: z.string().nullable(),
      pageRank: z.number().int().nullable(),
      blockId: z.number().int().nullable(),
      blockTitle: z.string().nullable(),
      blockRank: z.number().int().nullable(),
      /** Unfinished dossiers whose last saved block this is. */
      count: z.number().int(),
      /** Of which abandoned (canceled or rejected). */
      abandoned: z.number().int(),
      /** Share of `unfinished`. */
      rate: ZRate,
    }),
  ),
}).meta({ id: 'InsightsFormDropOff' });
export type TInsightsFormDropOffResponse = z.infer<typeof ZInsightsFormDropOffResponse>;

/**
 * The durations measured: creation → the dossier signed; a party's invitation (its envelope sent) →
 * that party's signature, per step and party; the dossier signed → validated by the dossier manager.
 */
export const INSIGHTS_TIME_MEASURES = [
  'creation_to_signature',
  'invitation_to_signature',
  'signature_to_validation',
] as const;
export const ZInsightsTimeMeasure = z.enum(INSIGHTS_TIME_MEASURES);
export type TInsightsTimeMeasure = z.infer<typeof ZInsightsTimeMeasure>;

/** `GET /insights/times`: median and 90th percentile, in seconds. */
export const ZInsightsTimesResponse = ZInsightsBasis.extend({
  rows: z.array(
    z.object({
      measure: ZInsightsTimeMeasure,
      /** For `invitation_to_signature`: the step and the party; null for the others. */
      step: z.enum(SIGNATURE_STEPS).nullable(),
      party: z.enum(SIGNATURE_PARTIES).nullable(),
      /** How many durations were measured. */
      count: z.number().int(),
      /** Null when none was measured. */
      medianSeconds: z.number().nullable(),
      p90Seconds: z.number().nullable(),
    }),
  ),
}).meta({ id: 'InsightsTimes' });
export type TInsightsTimesResponse = z.infer<typeof ZInsightsTimesResponse>;

/** The most reason texts a call lists per state (the rest is counted in `otherCount`). */
export const MAX_INSIGHTS_REASONS = 50;

/** `GET /insights/reasons`. */
export const ZInsightsReasonsResponse = ZInsightsBasis.extend({
  /**
   * Refusals and « en erreur » by reason text (grouped without regard to case and spaces), most
   * frequent first; `source`: `manager` (the dossier manager's decision) or `delivery` (the back
   * office refused the delivery). Each dossier counts once per state, source and reason.
   */
  integration: z.array(
    z.object({
      state: z.enum(['refused', 'error']),
      source: z.enum(['manager', 'delivery']),
      reason: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Dossiers beyond the {@link MAX_INSIGHTS_REASONS} listed reasons of a state. */
  otherCount: z.object({ refused: z.number().int(), error: z.number().int() }),
  /** Signatures refused (« Refuser »), by step and party role. */
  signatureRefusals: z.array(
    z.object({ step: z.enum(SIGNATURE_STEPS), party: z.enum(SIGNATURE_PARTIES), count: z.number().int() }),
  ),
  /** Envelopes sent and those that expired unsigned, by step. */
  expiredEnvelopes: z.array(
    z.object({
      step: z.enum(SIGNATURE_STEPS),
      sent: z.number().int(),
      expired: z.number().int(),
      rate: ZRate,
    }),
  ),
}).meta({ id: 'InsightsReasons' });
export type TInsightsReasonsResponse = z.infer<typeof ZInsightsReasonsResponse>;

/** `GET /insights/filters`: the choices of the filters, for the caller's scope. */
export const ZInsightsFiltersResponse = z
  .object({
    scope: z.enum(['tenant', 'own']),
    /** The products of the tenant's forms (code and label in the asked language). */
    products: z.array(z.object({ code: z.string(), label: z.string() })),
    /** Users of the tenant who created dossiers (advisors, partners, managers, back office); empty for `own`. */
    advisors: z.array(z.object({ id: z.string(), firstname: z.string(), lastname: z.string() })),
    channels: z.array(ZInsightsChannel),
  })
  .meta({ id: 'InsightsFilters' });
export type TInsightsFiltersResponse = z.infer<typeof ZInsightsFiltersResponse>;

/** `GET /insights/filters` query: the language of the products' labels. */
export const ZInsightsFiltersQuery = z.object({ locale: ZLocale.default('fr') });
