import type { FastifyInstance } from 'fastify';
import { type TInsightsQuery, isAdvisorRole, operations } from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { registerOperation } from '../../shared/register-operation.js';
import { findTenantCreators } from './filters-queries.js';
import { readFigures } from './read-figures.js';
import { findTenantProducts } from './service/find-tenant-products.js';
import {
  getInsightsFormDropOff,
  getInsightsFunnel,
  getInsightsReasons,
  getInsightsTimes,
} from './service/get-insights-charts.js';
import { type TInsightsScope, resolveInsightsScope } from './service/resolve-insights-scope.js';

export type InsightsRoutesOptions = {
  /** The clock that decides « today » for the default period (the tests' own). */
  now?: () => Date;
};

/**
 * « Suivi » (issue 37): one call per chart, computed in PostgreSQL from the dossiers, their envelopes
 * and their history. Answers are kept in the folder lists' cache (keyed by tenant, scope and
 * filters), which forgets a tenant's entries on every change of its dossiers, on every replica.
 */
export async function insightsRoutes(app: FastifyInstance, options: InsightsRoutesOptions) {
  const now = options.now ?? (() => new Date());
  /** The chart's figures for the caller's scope and filters, from the cache when still true. */
  const cached = async <T>(
    actor: Actor,
    query: TInsightsQuery,
    chart: string,
    compute: (db: Database, scope: TInsightsScope) => Promise<T>,
  ): Promise<T> => {
    const scope = await resolveInsightsScope(app.db, app.forms, actor, query, now());
    return app.listCache.getOrCompute(actor.tenantId, `${scope.cacheKey}|${chart}`, () =>
      readFigures(app.db, (db) => compute(db, scope)),
    );
  };

  registerOperation(app, operations.getInsightsFunnel, async ({ actor, query }) =>
    cached(actor, query, 'funnel', getInsightsFunnel),
  );
  registerOperation(app, operations.getInsightsTimes, async ({ actor, query }) =>
    cached(actor, query, 'times', getInsightsTimes),
  );
  registerOperation(app, operations.getInsightsReasons, async ({ actor, query }) =>
    cached(actor, query, 'reasons', getInsightsReasons),
  );
  registerOperation(app, operations.getInsightsFormDropOff, async ({ actor, query }) =>
    cached(actor, query, `drop-off|${query.locale}`, (db, scope) =>
      getInsightsFormDropOff(db, app.forms, scope, query.locale),
    ),
  );

  registerOperation(app, operations.getInsightsFilters, async ({ actor, query }) => {
    const own = isAdvisorRole(actor.role) && actor.role !== 'manager';
    return {
      scope: own ? ('own' as const) : ('tenant' as const),
      products: await findTenantProducts(app.db, app.forms, actor.tenantId, query.locale),
      advisors: own ? [] : await findTenantCreators(app.db, actor.tenantId),
      channels: ['advisor' as const, 'direct' as const],
    };
  });
}
