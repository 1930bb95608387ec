import '../../../shared/dossiers/folder-texts';
import { useCallback, useEffect, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_BY_LIST_STATE,
  DEFAULT_FEATURE_SWITCHES,
  ZListState,
  getDossierActions,
  isBackOfficeRole,
  type TFeatureSwitches,
  type TDossierSummary,
  type TListState,
  type TRole,
} from '@souscription/contract';
import { CreateDossierLink } from '../../../shared/dossiers/create-dossier-link';
import { useForms } from '../../../shared/forms/get-forms';
import { toListAddress, useListParams } from '../../../shared/routing/use-list-params';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { getStoredRole } from '../../../shared/session/session';
import { setStored } from '../../../shared/storage/local-storage';
import { BackLink } from '../../../shared/ui/back-link';
import { DossierListFilters } from '../../../shared/ui/dossier-list-filters';
import { ListCard } from '../../../shared/ui/list-card';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { PagedList } from '../../../shared/ui/paged-list';
import { useDossierList } from '../api/list-dossiers';
import { DossierModals, DossierNotice } from '../components/dossier-modals';
import { DossierTable } from '../components/dossier-table';
import { useDossierCommands } from '../hooks/use-dossier-commands';

/** /dossiers/{state}/{currentPage?}: a page (given in the path) is moved to ?currentPage=. */
export function DossierListRoute() {
  const { state, currentPage } = useParams();
  const location = useLocation();
  const parsed = ZListState.safeParse(state);
  if (!parsed.success) return <Navigate to="/dossiers/current-cases" replace />;
  if (currentPage !== undefined) {
    return <Navigate to={toListAddress(`/dossiers/${parsed.data}`, currentPage, location.search)} replace />;
  }
  return <DossierList state={parsed.data} />;
}

function DossierList({ state }: { state: TListState }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const role: TRole | null = currentUser.data?.user.role ?? getStoredRole();
  const features: TFeatureSwitches = currentUser.data?.tenant.features ?? DEFAULT_FEATURE_SWITCHES;
  const title =
    state === 'to-correct' ? t('folders.to-correct-title') : t(`categories.${CATEGORY_BY_LIST_STATE[state]}`);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useCallback(() => titleRef.current?.focus(), []);

  return (
    <>
      <title>{t('app.page-title', { page: title })}</title>
      <BackLink to="/tableau-de-bord" className="mb-3">
        {t('folders.back-to-dashboard')}
      </BackLink>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <h1 ref={titleRef} tabIndex={-1} className="page-title mb-0">
          {title}
        </h1>
        <CreateDossierLink />
      </div>
      {currentUser.isPending || !role ? (
        <PageSpinner />
      ) : (
        <DossierListContent
          key={state}
          state={state}
          title={title}
          role={role}
          userId={currentUser.data?.user.id ?? null}
          features={features}
          focusAfterRemoval={focusTitle}
        />
      )}
    </>
  );
}

type TDossierListContentProps = {
  state: TListState;
  title: string;
  role: TRole;
  /** The signed-in user's id: a row says when it awaits their signature. */
  userId: string | null;
  features: TFeatureSwitches;
  /** Where the focus goes once a folder left the list from its own menu (abandoned). */
  focusAfterRemoval: () => void;
};

function DossierListContent({
  state,
  title,
  role,
  userId,
  features,
  focusAfterRemoval,
}: TDossierListContentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  // A dossier opened from here (read-only views) comes back to this page of the list.
  useEffect(() => setStored('dossierList', `${location.pathname}${location.search}`), [location]);
  const params = useListParams();
  const { searchTerm, form } = params;
  const backOffice = isBackOfficeRole(role);
  const list = useDossierList({ state, page: params.page, searchTerm, form: backOffice ? form : undefined });
  // The forms (their names in the interface language): for the back office's filter, and for a
  // folder without product, which shows its form's name (the list carries the French one).
  const forms = useForms(backOffice || Boolean(list.data?.dossiers.some((folder) => !folder.detail)));
  const formLabels = new Map((forms.data?.forms ?? []).map((candidate) => [candidate.id, candidate.label]));
  const commands = useDossierCommands(focusAfterRemoval);
  const actionsOf = (folder: TDossierSummary) =>
    getDossierActions({
      role,
      status: folder.status.split('|'),
      features,
      backOfficeForm: folder.backOfficeForm,
    });

  return (
    <ListCard
      testId="folder-list"
      labelledBy="folder-list-summary"
      shown={{
        page: list.data?.page,
        searchTerm: list.data?.searchTerm,
        form: list.data ? String(list.data.form ?? 'all') : undefined,
      }}
      after={<DossierModals commands={commands} />}
    >
      <DossierListFilters params={params} forms={backOffice ? (forms.data?.forms ?? []) : undefined} />
      <DossierNotice commands={commands} />
      <PagedList
        list={list}
        itemCount={list.data?.dossiers.length ?? 0}
        params={params}
        name={title}
        summaryId="folder-list-summary"
        noneText={t('folders.empty.count')}
        empty={{
          testId: 'folder-list-empty',
          title: searchTerm
            ? t('folders.empty.search-title', { term: searchTerm })
            : t('folders.empty.title'),
          hint: searchTerm ? t('folders.empty.search-hint') : t('folders.empty.hint'),
        }}
        keepInRange
      >
        {(caption) => (
          <DossierTable
            folders={list.data?.dossiers ?? []}
            caption={caption}
            actionsOf={actionsOf}
            formLabelOf={(folder) => formLabels.get(folder.formId) ?? folder.formLabel}
            onCommand={commands.onCommand}
            busyDossierId={commands.busyDossierId}
            stale={list.isPlaceholderData}
            userId={userId}
            corrections={state === 'to-correct'}
          />
        )}
      </PagedList>
    </ListCard>
  );
}
