import '../../../shared/dossiers/folder-texts';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_FEATURE_SWITCHES,
  INTEGRATION_STATES,
  ZIntegrationState,
  getDossierActions,
  type TDossierSummary,
  type TIntegrationState,
  type TRole,
} from '@souscription/contract';
import { useForms } from '../../../shared/forms/get-forms';
import { toListAddress, useListParams } from '../../../shared/routing/use-list-params';
import { getStoredRole } from '../../../shared/session/session';
import { BackLink } from '../../../shared/ui/back-link';
import { DossierListFilters } from '../../../shared/ui/dossier-list-filters';
import { ListCard } from '../../../shared/ui/list-card';
import { PagedList } from '../../../shared/ui/paged-list';
import { useIntegrationList } from '../api/list-integration-dossiers';
import { IntegrationTable } from '../components/integration-table';
import { ManagerOnly } from '../components/manager-only';
import '../i18n';
import '../manage-dossier.css';

const LIST_PATH = '/manage-dossier/statut-integration';
/** The list opened without a state: the dossiers waiting for a decision. */
const DEFAULT_STATE: TIntegrationState = 'ongoing';

/**
 * /manage-dossier/statut-integration/{state?}/{currentPage?} (manage_dossier only): the signed
 * folders in one integration state. A page given in the path moves to ?currentPage=.
 */
export function IntegrationListRoute() {
  return (
    <ManagerOnly>
      <IntegrationListAddress />
    </ManagerOnly>
  );
}

function IntegrationListAddress() {
  const { state, currentPage } = useParams();
  const location = useLocation();
  const parsed = ZIntegrationState.safeParse(state ?? DEFAULT_STATE);
  if (!parsed.success) return <Navigate to={`${LIST_PATH}/${DEFAULT_STATE}`} replace />;
  if (currentPage !== undefined || state === undefined) {
    return (
      <Navigate to={toListAddress(`${LIST_PATH}/${parsed.data}`, currentPage, location.search)} replace />
    );
  }
  return <IntegrationList key={parsed.data} state={parsed.data} />;
}

function IntegrationList({ state }: { state: TIntegrationState }) {
  const { t } = useTranslation();
  const role: TRole | null = getStoredRole();
  const params = useListParams();
  const { searchTerm, form } = params;
  const forms = useForms();
  const list = useIntegrationList({ state, page: params.page, searchTerm, form });
  const title = t(`management.list.title.${state}`);
  const canManage = (folder: TDossierSummary) =>
    role !== null &&
    getDossierActions({
      role,
      status: folder.status.split('|'),
      features: DEFAULT_FEATURE_SWITCHES,
      backOfficeForm: folder.backOfficeForm,
      onManageList: true,
    }).manage;

  return (
    <>
      <title>{t('app.page-title', { page: title })}</title>
      <BackLink to="/tableau-de-bord/integration" className="mb-3">
        {t('folders.back-to-dashboard')}
      </BackLink>
      <h1 className="page-title mb-3">{title}</h1>
      <nav aria-label={t('management.list.states-label')} className="mb-4 app-state-nav">
        <ul className="nav nav-pills row-gap-1">
          {INTEGRATION_STATES.map((name) => (
            <li className="nav-item" key={name}>
              <Link
                to={`${LIST_PATH}/${name}`}
                className={`nav-link text-nowrap${name === state ? ' active' : ''}`}
                aria-current={name === state ? 'page' : undefined}
                data-testid={`integration-state-${name}`}
              >
                {t(`management.list.state-tab.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListCard
        testId="integration-list"
        labelledBy="integration-list-summary"
        shown={{
          page: list.data?.page,
          searchTerm: list.data?.searchTerm,
          form: list.data ? String(list.data.form ?? 'all') : undefined,
        }}
      >
        <DossierListFilters params={params} forms={forms.data?.forms ?? []} />
        <PagedList
          list={list}
          itemCount={list.data?.dossiers.length ?? 0}
          params={params}
          name={title}
          summaryId="integration-list-summary"
          noneText={t('folders.empty.count')}
          empty={{
            testId: 'integration-list-empty',
            title: searchTerm
              ? t('folders.empty.search-title', { term: searchTerm })
              : t('management.list.empty'),
            hint: searchTerm ? t('folders.empty.search-hint') : undefined,
          }}
          keepInRange
        >
          {(caption) => (
            <IntegrationTable
              folders={list.data?.dossiers ?? []}
              caption={caption}
              canManage={canManage}
              stale={list.isPlaceholderData}
            />
          )}
        </PagedList>
      </ListCard>
    </>
  );
}
