import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_BY_LIST_STATE,
  DEFAULT_FEATURE_SWITCHES,
  DEFAULT_ITEMS_PER_PAGE,
  ZListState,
  canCreateFolders,
  getFolderActions,
  isBackOfficeRole,
  type TFeatureSwitches,
  type TFolderSummary,
  type TListState,
  type TRole,
} from '@souscription/contract';
import { ApiError } from '../../../shared/api/api-error';
import { CREATE_FOLDER_PATH } from '../../../shared/folder/create-folder-path';
import { storeCurrentFolder } from '../../../shared/folder/current-folder';
import { useForms } from '../../../shared/forms/get-forms';
import { useTimedMessage } from '../../../shared/hooks/use-timed-message';
import { PAGE_PARAM, parsePage, useListParams } from '../../../shared/routing/use-list-params';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { getStoredRole } from '../../../shared/session/session';
import { IconPlus } from '../../../shared/ui/icons';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { BackLink } from '../../../shared/ui/back-link';
import { EmptyState, PagedListBody, usePageSummary } from '../../../shared/ui/paged-list';
import { SearchBox } from '../../../shared/ui/search-box';
import { useAbandonDossier } from '../../../shared/dossiers/abandon-dossier';
import { useDownloadSignedDocuments } from '../api/download-signed-documents';
import { useDuplicateDossier } from '../../../shared/dossiers/duplicate-dossier';
import { useFolderList } from '../api/list-dossiers';
import { DuplicateDossierModal } from '../../../shared/ui/duplicate-dossier-modal';
import { AbandonModal } from '../components/abandon-modal';
import type { TFolderCommand } from '../components/folder-actions-menu';
import { FolderTable } from '../components/folder-table';
import { SignatureHistoryModal } from '../components/signature-history-modal';

/** How long the abandon / duplicate error banner stays (spec 01 §9). */
export const FOLDER_BANNER_MS = 5000;
export const FOLDER_ERROR_KEY = 'folder.error.cannot-delete-subscription-folder';

type TNotice = { tone: 'danger' | 'success'; messages: string[] };
type TOpenModal = { kind: 'abandon' | 'duplicate' | 'history'; folder: TFolderSummary } | null;

/** /dossiers/{state}/{currentPage?}: a page (given in the path) is moved to ?currentPage=. */
export function FolderListRoute() {
  const { state, currentPage } = useParams();
  const location = useLocation();
  const parsed = ZListState.safeParse(state);
  if (!parsed.success) return <Navigate to="/dossiers/current-cases" replace />;
  if (currentPage !== undefined) {
    const search = new URLSearchParams(location.search);
    const page = parsePage(currentPage);
    if (page && !search.has(PAGE_PARAM)) search.set(PAGE_PARAM, String(page));
    return <Navigate to={`/dossiers/${parsed.data}?${search.toString()}`} replace />;
  }
  return <FolderList state={parsed.data} />;
}

function FolderList({ state }: { state: TListState }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const role: TRole | null = currentUser.data?.user.role ?? getStoredRole();
  const features: TFeatureSwitches = currentUser.data?.tenant.features ?? DEFAULT_FEATURE_SWITCHES;
  const title = t(`categories.${CATEGORY_BY_LIST_STATE[state]}`);
  const mayCreate = currentUser.data
    ? canCreateFolders({ role: currentUser.data.user.role, features })
    : false;

  return (
    <>
      <title>{t('app.page-title', { page: title })}</title>
      <BackLink to="/tableau-de-bord" className="mb-3">
        {t('folders.back-to-dashboard')}
      </BackLink>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <h1 className="page-title mb-0">{title}</h1>
        {mayCreate ? (
          <Link
            to={CREATE_FOLDER_PATH}
            className="btn btn-primary d-inline-flex align-items-center gap-2"
            data-testid="create-folder-link"
          >
            <IconPlus size={16} />
            {t('customers.create-link')}
          </Link>
        ) : null}
      </div>
      {currentUser.isPending || !role ? (
        <PageSpinner />
      ) : (
        <FolderListContent key={state} state={state} title={title} role={role} features={features} />
      )}
    </>
  );
}

type TFolderListContentProps = {
  state: TListState;
  title: string;
  role: TRole;
  features: TFeatureSwitches;
};

function FolderListContent({ state, title, role, features }: TFolderListContentProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const formFilterId = useId();
  const searchHelpId = useId();
  const { page, searchTerm, form, hrefForPage, setSearchTerm, setForm } = useListParams();
  const backOffice = isBackOfficeRole(role);
  const forms = useForms(backOffice);
  const list = useFolderList({ state, page, searchTerm, form: backOffice ? form : undefined });
  const abandon = useAbandonDossier();
  const duplicate = useDuplicateDossier();
  const download = useDownloadSignedDocuments();
  const [modal, setModal] = useState<TOpenModal>(null);
  const [duplicating, setDuplicating] = useState<boolean | null>(null);
  const [notice, showNotice, clearNotice] = useTimedMessage<TNotice>(FOLDER_BANNER_MS);

  const totalItems = list.data?.total_items ?? 0;
  const { totalPages, range } = usePageSummary(totalItems, list.data?.page ?? page, DEFAULT_ITEMS_PER_PAGE);
  const outOfRange = Boolean(list.data && !list.isPlaceholderData && page > totalPages && totalItems > 0);
  const lastPageHref = hrefForPage(totalPages);
  useEffect(() => {
    // After an abandon emptied the last page, or an old link: show the last page there is.
    if (outOfRange) navigate(lastPageHref, { replace: true });
  }, [outOfRange, lastPageHref, navigate]);

  const actionsOf = (folder: TFolderSummary) =>
    getFolderActions({
      role,
      status: folder.status.split('|'),
      features,
      backOfficeForm: folder.backOfficeForm,
    });

  /** Each server message of a failed download: translated when it is a key, as written when it is a sentence. */
  const failWith = (error: unknown, fallbackKey: string) => {
    const messages =
      error instanceof ApiError && error.errors.length
        ? error.errors.map(({ message }) =>
            i18n.exists(message) ? t(message) : /\s/.test(message) ? message : t(fallbackKey),
          )
        : [t(fallbackKey)];
    showNotice({ tone: 'danger', messages: [...new Set(messages)] });
  };

  const onCommand = (command: TFolderCommand, folder: TFolderSummary) => {
    clearNotice();
    if (command === 'download') {
      download.mutate(folder.id, {
        onError: (error) => failWith(error, 'docusign.documents_not_available'),
      });
      return;
    }
    setModal({ kind: command, folder });
  };

  const confirmAbandon = (folder: TFolderSummary) =>
    abandon.mutate(folder.id, {
      onSuccess: () => {
        setModal(null);
        showNotice({ tone: 'success', messages: [t('folders.abandon.done', { id: folder.id })] });
      },
      onError: () => {
        setModal(null);
        showNotice({ tone: 'danger', messages: [t(FOLDER_ERROR_KEY)] });
      },
    });

  const confirmDuplicate = (folder: TFolderSummary, documentDuplicate: boolean) => {
    setDuplicating(documentDuplicate);
    duplicate.mutate(
      { id: folder.id, documentDuplicate },
      {
        onSuccess: (created) => {
          if (!created) return;
          storeCurrentFolder({
            id: created.dossier.id,
            formId: created.dossier.form_id,
            state: 'ongoing',
            direct: created.dossier.direct,
            clientId: folder.client?.id ?? null,
          });
          navigate('/form');
        },
        onError: () => {
          setModal(null);
          showNotice({ tone: 'danger', messages: [t(FOLDER_ERROR_KEY)] });
        },
        onSettled: () => setDuplicating(null),
      },
    );
  };

  const folders = list.data?.dossiers ?? [];
  const formOptions = forms.data?.forms ?? [];

  return (
    <section
      className="card shadow-sm border-0"
      aria-labelledby="folder-list-summary"
      data-testid="folder-list"
      data-shown-page={list.data?.page}
      data-shown-search={list.data?.searchTerm}
      data-shown-form={list.data ? (list.data.form ?? 'all') : undefined}
    >
      <div className="card-body p-3 p-lg-4">
        <div className="row g-3 align-items-end mb-3">
          <div className={backOffice ? 'col-lg-7' : 'col-lg-8'}>
            <SearchBox
              value={searchTerm}
              onSearch={setSearchTerm}
              label={t('folders.search.label')}
              placeholder={t('folders.search.placeholder')}
              describedBy={searchHelpId}
            />
            <p id={searchHelpId} className="visually-hidden">
              {t('folders.search.help')}
            </p>
          </div>
          {backOffice ? (
            <div className="col-lg-5">
              <Form.Label htmlFor={formFilterId} className="small fw-semibold mb-1">
                {t('folders.form-filter.label')}
              </Form.Label>
              <Form.Select
                id={formFilterId}
                value={form === undefined ? '' : String(form)}
                onChange={(event) => setForm(event.target.value ? Number(event.target.value) : undefined)}
                data-testid="form-filter"
              >
                <option value="">{t('folders.form-filter.all')}</option>
                {formOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </Form.Select>
            </div>
          ) : null}
        </div>

        <div aria-live="polite" aria-atomic="true">
          {notice ? (
            <Alert
              variant={notice.tone}
              dismissible
              onClose={clearNotice}
              closeLabel={t('common.close')}
              className="mb-3"
              data-testid="folder-notice"
            >
              {notice.messages.map((message) => (
                <span className="d-block" key={message}>
                  {message}
                </span>
              ))}
            </Alert>
          ) : null}
        </div>

        <PagedListBody
          list={list}
          isEmpty={folders.length === 0}
          summary={totalItems > 0 ? range : t('folders.empty.count')}
          summaryId="folder-list-summary"
          empty={
            <EmptyState
              testId="folder-list-empty"
              title={
                searchTerm ? t('folders.empty.search-title', { term: searchTerm }) : t('folders.empty.title')
              }
              hint={searchTerm ? t('folders.empty.search-hint') : t('folders.empty.hint')}
              onClearSearch={searchTerm ? () => setSearchTerm('') : undefined}
            />
          }
          page={page}
          totalPages={totalPages}
          hrefForPage={hrefForPage}
          listName={title}
        >
          <FolderTable
            folders={folders}
            caption={`${title} — ${range}`}
            actionsOf={actionsOf}
            onCommand={onCommand}
            busyFolderId={download.isPending ? download.variables : null}
            stale={list.isPlaceholderData}
          />
        </PagedListBody>
      </div>

      {modal?.kind === 'abandon' ? (
        <AbandonModal
          folder={modal.folder}
          pending={abandon.isPending}
          onConfirm={() => confirmAbandon(modal.folder)}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'duplicate' ? (
        <DuplicateDossierModal
          dossierId={modal.folder.id}
          pending={duplicating}
          onDuplicate={(withDocuments) => confirmDuplicate(modal.folder, withDocuments)}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'history' ? (
        <SignatureHistoryModal folder={modal.folder} onClose={() => setModal(null)} />
      ) : null}
    </section>
  );
}
