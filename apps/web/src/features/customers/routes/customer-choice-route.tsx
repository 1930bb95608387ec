import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ITEMS_PER_PAGE,
  canCreateFolders,
  getCreateFolderPermission,
  type TClient,
  type TCreateFolderPermission,
  type TRole,
} from '@souscription/contract';
import { storeCurrentFolder } from '../../../shared/folder/current-folder';
import { useForms, type TForm } from '../../../shared/forms/get-forms';
import { useListParams } from '../../../shared/routing/use-list-params';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { BackLink } from '../../../shared/ui/back-link';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { IconPerson, IconPersonPlus } from '../../../shared/ui/icons';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { EmptyState, PagedListBody, usePageSummary } from '../../../shared/ui/paged-list';
import { SearchBox } from '../../../shared/ui/search-box';
import { useCreateDossier } from '../../../shared/dossiers/create-dossier';
import { useClientList } from '../api/list-clients';
import { CustomerTable } from '../components/customer-table';

/** What is being created: a lead / own folder, or a folder for one customer. */
type TPending = 'lead' | number | null;

/**
 * /creer-un-dossier-client/: where folders are created (spec 01 §2), with the buttons the
 * contract's getCreateFolderPermission gives: advisors pick a customer (customer folder) or start a
 * lead folder; a direct prospect creates its own folder; the dossier manager registers a folder for
 * a customer on the back-office form when manual registration is on.
 */
export function CustomerChoiceRoute() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <PageSpinner />;
  if (!currentUser.data)
    return <ErrorAlert error={currentUser.error} onRetry={() => void currentUser.refetch()} />;
  const { role } = currentUser.data.user;
  const { features } = currentUser.data.tenant;
  if (!canCreateFolders({ role, features })) return <Navigate to="/tableau-de-bord" replace />;

  const title = t(role === 'prospect_direct' ? 'customers.own-title' : 'customers.title');
  return (
    <>
      <title>{t('app.page-title', { page: title })}</title>
      <BackLink to="/tableau-de-bord" className="mb-3">
        {t('folders.back-to-dashboard')}
      </BackLink>
      <h1 className="page-title mb-1">{title}</h1>
      <p className="text-body-secondary mb-4">{t(`customers.intro.${introKey(role)}`)}</p>
      <CustomerChoice permission={getCreateFolderPermission({ role, features })} />
    </>
  );
}

function introKey(role: TRole): 'advisor' | 'direct' | 'register' {
  if (role === 'prospect_direct') return 'direct';
  if (role === 'manage_dossier') return 'register';
  return 'advisor';
}

function CustomerChoice({ permission }: { permission: TCreateFolderPermission }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formSelectId = useId();
  const forms = useForms();
  const create = useCreateDossier();
  const [pending, setPending] = useState<TPending>(null);
  const [chosenFormId, setChosenFormId] = useState<number | null>(null);

  if (forms.isPending) return <PageSpinner />;
  if (forms.isError) return <ErrorAlert error={forms.error} onRetry={() => void forms.refetch()} />;

  const allForms = forms.data?.forms ?? [];
  const register = permission.registerFolder;
  const candidates: TForm[] = register
    ? allForms.filter((form) => form.back_office === true)
    : allForms.filter((form) => form.back_office !== true);
  const formId = candidates.find((form) => form.id === chosenFormId)?.id ?? candidates[0]?.id;
  if (formId === undefined)
    return <ErrorAlert message={register ? 'customers.no-back-office-form' : 'customers.no-form'} />;

  const start = (clientId: number | null) => {
    setPending(clientId ?? 'lead');
    create.mutate(
      { formId, clientId },
      {
        onSuccess: (created) => {
          if (!created) return;
          storeCurrentFolder({
            id: created.dossier.id,
            formId: created.dossier.form_id,
            state: 'ongoing',
            direct: created.dossier.direct,
            clientId,
          });
          navigate('/form');
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <>
      {create.isError ? <ErrorAlert error={create.error} /> : null}
      {candidates.length > 1 ? (
        <div className="card shadow-sm border-0 mb-4">
          <div className="card-body p-3 p-lg-4">
            <Form.Label htmlFor={formSelectId} className="fw-semibold">
              {t('customers.form-choice')}
            </Form.Label>
            <Form.Select
              id={formSelectId}
              value={formId}
              onChange={(event) => setChosenFormId(Number(event.target.value))}
              data-testid="form-choice"
            >
              {candidates.map((form) => (
                <option key={form.id} value={form.id}>
                  {form.label}
                </option>
              ))}
            </Form.Select>
          </div>
        </div>
      ) : null}
      {permission.ownFolder ? (
        <OwnFolderCard
          pending={pending === 'lead'}
          disabled={pending !== null}
          onCreate={() => start(null)}
        />
      ) : null}
      {permission.leadFolder ? (
        <LeadFolderCard
          pending={pending === 'lead'}
          disabled={pending !== null}
          onCreate={() => start(null)}
        />
      ) : null}
      {permission.customerFolder || permission.registerFolder ? (
        <CustomerList
          register={register}
          pendingClientId={typeof pending === 'number' ? pending : null}
          disabled={pending !== null}
          onCreate={(client) => start(client.id)}
        />
      ) : null}
    </>
  );
}

type TCardProps = { pending: boolean; disabled: boolean; onCreate: () => void };

function LeadFolderCard({ pending, disabled, onCreate }: TCardProps) {
  const { t } = useTranslation();
  return (
    <section className="card shadow-sm border-0 mb-4 app-choice-card" aria-labelledby="lead-folder-title">
      <div className="card-body p-3 p-lg-4 d-flex flex-wrap align-items-center gap-3">
        <span className="app-choice-icon" aria-hidden="true">
          <IconPersonPlus size={24} />
        </span>
        <div className="flex-grow-1">
          <h2 id="lead-folder-title" className="h5 mb-1">
            {t('customers.lead.title')}
          </h2>
          <p className="text-body-secondary small mb-0">{t('customers.lead.text')}</p>
        </div>
        <Button variant="primary" onClick={onCreate} disabled={disabled} data-testid="create-lead-folder">
          {pending ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
          {t('customers.lead.button')}
        </Button>
      </div>
    </section>
  );
}

function OwnFolderCard({ pending, disabled, onCreate }: TCardProps) {
  const { t } = useTranslation();
  return (
    <section className="card shadow-sm border-0 app-choice-card" aria-labelledby="own-folder-title">
      <div className="card-body p-4 p-lg-5 text-center">
        <span className="app-choice-icon mb-3" aria-hidden="true">
          <IconPerson size={28} />
        </span>
        <h2 id="own-folder-title" className="h5">
          {t('customers.own.title')}
        </h2>
        <p className="text-body-secondary mx-auto mb-4 app-measure">{t('customers.own.text')}</p>
        <Button
          variant="primary"
          size="lg"
          onClick={onCreate}
          disabled={disabled}
          data-testid="create-own-folder"
        >
          {pending ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
          {t('customers.own.button')}
        </Button>
      </div>
    </section>
  );
}

type TCustomerListProps = {
  register: boolean;
  pendingClientId: number | null;
  disabled: boolean;
  onCreate: (client: TClient) => void;
};

function CustomerList({ register, pendingClientId, disabled, onCreate }: TCustomerListProps) {
  const { t } = useTranslation();
  const searchHelpId = useId();
  const { page, searchTerm, hrefForPage, setSearchTerm } = useListParams();
  const list = useClientList({ page, searchTerm }, true);
  const totalItems = list.data?.total_items ?? 0;
  const { totalPages, range } = usePageSummary(totalItems, list.data?.page ?? page, DEFAULT_ITEMS_PER_PAGE);
  const heading = t('customers.list-title');
  const clients = list.data?.clients ?? [];

  return (
    <section
      className="card shadow-sm border-0"
      aria-labelledby="customer-list-title"
      data-testid="customer-list"
      data-shown-page={list.data?.page}
      data-shown-search={list.data?.searchTerm}
    >
      <div className="card-body p-3 p-lg-4">
        <h2 id="customer-list-title" className="h5 mb-3">
          {heading}
        </h2>
        <div className="mb-3">
          <SearchBox
            value={searchTerm}
            onSearch={setSearchTerm}
            label={t('customers.search.label')}
            placeholder={t('customers.search.placeholder')}
            describedBy={searchHelpId}
          />
          <p id={searchHelpId} className="visually-hidden">
            {t('customers.search.help')}
          </p>
        </div>
        <PagedListBody
          list={list}
          isEmpty={clients.length === 0}
          summary={totalItems > 0 ? range : t('customers.empty.count')}
          empty={
            <EmptyState
              testId="customer-list-empty"
              title={
                searchTerm
                  ? t('customers.empty.search-title', { term: searchTerm })
                  : t('customers.empty.title')
              }
              onClearSearch={searchTerm ? () => setSearchTerm('') : undefined}
            />
          }
          page={page}
          totalPages={totalPages}
          hrefForPage={hrefForPage}
          listName={heading}
        >
          <CustomerTable
            clients={clients}
            caption={`${heading} — ${range}`}
            actionLabel={t(register ? 'customers.register.button' : 'customers.customer-folder.button')}
            actionName={(client, name) =>
              t(register ? 'customers.register.name' : 'customers.customer-folder.name', {
                name,
                code: client.username,
              })
            }
            onCreate={onCreate}
            pendingClientId={pendingClientId}
            disabled={disabled}
            stale={list.isPlaceholderData}
          />
        </PagedListBody>
      </div>
    </section>
  );
}
