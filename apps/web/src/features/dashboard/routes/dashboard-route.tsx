import '../i18n';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { GraphUp } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_CATEGORIES,
  canOpenScreen,
  LIST_STATE_BY_CATEGORY,
  type TDashboardCategory,
  type TDossierCountsResponse,
  type TIntegrationState,
} from '@souscription/contract';
import { CreateDossierLink } from '../../../shared/dossiers/create-dossier-link';
import { getStoredProfile, getStoredRole } from '../../../shared/session/session';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { createAppIcon, IconCheckCircle, IconExclamationTriangle, IconPen } from '../../../shared/ui/icons';
import {
  IconArchive,
  IconArrowRepeat,
  IconFileCheck,
  IconFolder,
  IconHourglass,
  IconXCircle,
} from '../../../shared/ui/screen-icons';
import { useDossierCounts } from '../api/get-dossier-counts';
import { useAwaitedSignatures } from '../api/list-awaited-signatures';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { AwaitedSignatureNotice } from '../components/awaited-signature-notice';
import { CountCard } from '../components/count-card';

// Note: only the dashboard shows it, so it comes with the dashboard, not with the first screen.
const IconGraphUp = createAppIcon(GraphUp);

const TABS = ['gestion', 'integration'] as const;
type TTab = (typeof TABS)[number];

const CATEGORY_LOOK: Record<TDashboardCategory, { icon: ReactNode; accent: string }> = {
  signed: { icon: <IconFileCheck />, accent: 'success' },
  signature: { icon: <IconPen />, accent: 'primary' },
  current: { icon: <IconFolder />, accent: 'info' },
  abandoned: { icon: <IconArchive />, accent: 'secondary' },
};

type TIntegrationCountKey = Exclude<keyof TDossierCountsResponse, TDashboardCategory>;

/** The Integration tab's counters, in the spec's order, and the list each opens. */
const INTEGRATION_COUNTERS: {
  key: TIntegrationCountKey;
  state: TIntegrationState;
  icon: ReactNode;
  accent: string;
}[] = [
  { key: 'signed_ongoing', state: 'ongoing', icon: <IconHourglass />, accent: 'warning' },
  { key: 'signed_validated', state: 'validated', icon: <IconCheckCircle />, accent: 'success' },
  { key: 'signed_sync', state: 'sync', icon: <IconArrowRepeat />, accent: 'info' },
  { key: 'signed_error', state: 'error', icon: <IconExclamationTriangle />, accent: 'danger' },
  { key: 'signed_refused', state: 'refused', icon: <IconXCircle />, accent: 'secondary' },
];

function isTab(value: string | undefined): value is TTab {
  return TABS.includes(value as TTab);
}

/** /tableau-de-bord/{currentTab?}: folder counts; manage_dossier also gets the Integration tab. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { currentTab } = useParams();
  const counts = useDossierCounts();
  const role = getStoredRole();
  const withTabs = canOpenScreen(role, 'integration-tab');
  const firstname = getStoredProfile()?.firstname;
  const currentUser = useCurrentUser();
  const awaited = useAwaitedSignatures(currentUser.data?.user.id ?? null, (counts.data?.signature ?? 0) > 0);

  if (currentTab !== undefined && !isTab(currentTab)) return <Navigate to="/tableau-de-bord" replace />;
  const tab: TTab = withTabs && currentTab === 'integration' ? 'integration' : 'gestion';

  return (
    <>
      <title>{t('app.page-title', { page: t('dashboard.title') })}</title>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-3 mb-4">
        <div>
          <h1 className="page-title mb-1">{t('dashboard.title')}</h1>
          <p className="text-body-secondary mb-0">
            {firstname ? `${t('dashboard.greeting', { firstname })}. ` : ''}
            {t('dashboard.intro')}
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          {canOpenScreen(role, 'insights') ? (
            <Link
              to="/suivi"
              className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
              data-testid="insights-link"
            >
              <IconGraphUp size={16} />
              {t('dashboard.insights-link')}
            </Link>
          ) : null}
          <CreateDossierLink />
        </div>
      </div>

      {withTabs ? (
        <nav aria-label={t('dashboard.tabs-label')} className="mb-4">
          <ul className="nav nav-tabs">
            {TABS.map((name) => (
              <li className="nav-item" key={name}>
                <Link
                  to={`/tableau-de-bord/${name}`}
                  className={`nav-link${tab === name ? ' active' : ''}`}
                  aria-current={tab === name ? 'page' : undefined}
                  data-testid={`dashboard-tab-${name}`}
                >
                  {t(`dashboard.tabs.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {counts.isPending ? (
        <PageSpinner />
      ) : counts.isError ? (
        <ErrorAlert error={counts.error} onRetry={() => void counts.refetch()} />
      ) : counts.data ? (
        tab === 'integration' ? (
          <IntegrationCounters counts={counts.data} />
        ) : (
          <>
            <AwaitedSignatureNotice folders={awaited.data ?? []} />
            <ToCorrectCounter count={counts.data.to_correct ?? 0} />
            <CategoryCounters counts={counts.data} />
          </>
        )
      ) : null}
    </>
  );
}

/** « À corriger » (issue 35): signed dossiers the manager asked to correct; shown while there are some. */
function ToCorrectCounter({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <section aria-labelledby="dashboard-to-correct-heading" className="mb-4">
      <h2 id="dashboard-to-correct-heading" className="h5 mb-3">
        {t('dashboard.to-correct-heading')}
      </h2>
      <div className="row g-3">
        <div className="col-12 col-sm-6 col-xl-3">
          <CountCard
            countKey="to_correct"
            label={t('dashboard.to-correct')}
            count={count}
            to="/dossiers/to-correct"
            icon={<IconExclamationTriangle />}
            accent="warning"
          />
        </div>
      </div>
    </section>
  );
}

function CategoryCounters({ counts }: { counts: TDossierCountsResponse }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-folders-heading">
      <h2 id="dashboard-folders-heading" className="h5 mb-3">
        {t('dashboard.folders-heading')}
      </h2>
      <div className="row g-3">
        {DASHBOARD_CATEGORIES.map((category) => (
          <div className="col-12 col-sm-6 col-xl-3" key={category}>
            <CountCard
              countKey={category}
              label={t(`categories.${category}`)}
              count={counts[category]}
              to={`/dossiers/${LIST_STATE_BY_CATEGORY[category]}`}
              {...CATEGORY_LOOK[category]}
            />
          </div>
        ))}
      </div>
    </section>
  );
}

function IntegrationCounters({ counts }: { counts: TDossierCountsResponse }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-integration-heading">
      <h2 id="dashboard-integration-heading" className="h5 mb-1">
        {t('dashboard.integration-heading')}
      </h2>
      <p className="text-body-secondary">{t('dashboard.integration-intro')}</p>
      <div className="row g-3">
        {INTEGRATION_COUNTERS.map(({ key, state, icon, accent }) => (
          <div className="col-12 col-sm-6 col-lg-4 col-xxl" key={key}>
            <CountCard
              countKey={key}
              label={t(`dashboard.integration.${key}`)}
              count={counts[key] ?? 0}
              to={`/manage-dossier/statut-integration/${state}`}
              icon={icon}
              accent={accent}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
