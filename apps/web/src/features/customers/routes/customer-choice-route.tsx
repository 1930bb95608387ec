import '../../../shared/dossiers/folder-texts';
import '../i18n';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canCreateDossiers,
  getCreateDossierPermission,
  type TCreateDossierPermission,
  type TForm,
  type TRole,
} from '@souscription/contract';
import { useForms } from '../../../shared/forms/get-forms';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { BackLink } from '../../../shared/ui/back-link';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { FormSelect } from '../../../shared/ui/form-select';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { CustomerList } from '../components/customer-list';
import { LeadDossierCard, OwnDossierCard } from '../components/dossier-choice-cards';
import { useOpenNewDossier } from '../hooks/use-open-new-dossier';

/**
 * /creer-un-dossier-client/: where folders are created (spec 01 §2), with the buttons the
 * contract's getCreateDossierPermission gives: advisors pick a customer (customer folder) or start a
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
  if (!canCreateDossiers({ role, features })) return <Navigate to="/tableau-de-bord" replace />;

  const title = t(role === 'prospect_direct' ? 'customers.own-title' : 'customers.title');
  return (
    <>
      <title>{t('app.page-title', { page: title })}</title>
      <BackLink to="/tableau-de-bord" className="mb-3">
        {t('folders.back-to-dashboard')}
      </BackLink>
      <h1 className="page-title mb-1">{title}</h1>
      <p className="text-body-secondary mb-4">{t(`customers.intro.${introKey(role)}`)}</p>
      <CustomerChoice permission={getCreateDossierPermission({ role, features })} />
    </>
  );
}

function introKey(role: TRole): 'advisor' | 'direct' | 'register' {
  if (role === 'prospect_direct') return 'direct';
  if (role === 'manage_dossier') return 'register';
  return 'advisor';
}

function CustomerChoice({ permission }: { permission: TCreateDossierPermission }) {
  const { t } = useTranslation();
  const forms = useForms();
  const [chosenFormId, setChosenFormId] = useState<number | null>(null);
  const register = permission.registerDossier;
  const candidates: TForm[] = (forms.data?.forms ?? []).filter(
    (form) => (form.back_office === true) === register,
  );
  const formId = candidates.find((form) => form.id === chosenFormId)?.id ?? candidates[0]?.id;
  const create = useOpenNewDossier(formId);

  if (forms.isPending) return <PageSpinner />;
  if (forms.isError) return <ErrorAlert error={forms.error} onRetry={() => void forms.refetch()} />;
  if (formId === undefined)
    return <ErrorAlert message={register ? 'customers.no-back-office-form' : 'customers.no-form'} />;

  const { pending } = create;
  return (
    <>
      {create.error ? <ErrorAlert error={create.error} /> : null}
      {candidates.length > 1 ? (
        <div className="card shadow-sm border-0 mb-4">
          <div className="card-body p-3 p-lg-4">
            <FormSelect
              label={t('customers.form-choice')}
              labelClassName="fw-semibold"
              value={formId}
              options={candidates}
              onChange={(id) => setChosenFormId(id ?? null)}
              testId="form-choice"
            />
          </div>
        </div>
      ) : null}
      {permission.ownDossier ? (
        <OwnDossierCard
          pending={pending === 'lead'}
          disabled={pending !== null}
          onCreate={() => create.start(null)}
        />
      ) : null}
      {permission.leadDossier ? (
        <LeadDossierCard
          pending={pending === 'lead'}
          disabled={pending !== null}
          onCreate={() => create.start(null)}
        />
      ) : null}
      {permission.customerDossier || permission.registerDossier ? (
        <CustomerList
          register={register}
          pendingClientId={typeof pending === 'number' ? pending : null}
          disabled={pending !== null}
          onCreate={(client) => create.start(client.id)}
        />
      ) : null}
    </>
  );
}
