import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/config/public-config';
import { useForms } from '../../../shared/forms/get-forms';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import type { TLocale } from '../../../shared/storage/local-storage';
import { BackLink } from '../../../shared/ui/back-link';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { useDossier } from '../api/get-dossier';
import { formDefinitionQueryOptions } from '../api/get-form-definition';
import { WizardScreen } from '../components/wizard-screen';
import { useWizardText, wizardTextsReady } from '../i18n';
import { widgetTextsReady } from '../widgets';
import { engineMessagesReady } from '../model/engine-messages';
import { ApiError } from '../../../shared/api/api-error';
import { getOpenedDossierId } from './prefetch-wizard-data';
import '../wizard.css';

const DEFAULT_REDIRECT = '/tableau-de-bord';

/**
 * /form, /form/{pageId}, /form/{pageId}/{blockId} (spec 02 §2): the wizard of the folder the user
 * opened. Without an opened folder it sends the user to /dossiers.
 */
/** The wizard's texts of the interface language are in (the English ones come only with English). */
export const wizardRouteReady = Promise.all([wizardTextsReady, widgetTextsReady, engineMessagesReady]).then(
  () => undefined,
);

export function WizardRoute() {
  // Note: read on every navigation: duplicating a folder stores the new one and opens /form again.
  useLocation();
  const dossierId = getOpenedDossierId();
  if (dossierId === null) return <Navigate to="/dossiers" replace />;
  return <WizardLoader key={dossierId} dossierId={dossierId} />;
}

function WizardLoader({ dossierId }: { dossierId: number }) {
  const { i18n } = useTranslation();
  const { t } = useWizardText();
  const locale: TLocale = i18n.language === 'en' ? 'en' : 'fr';
  const currentUser = useCurrentUser();
  const dossier = useDossier(dossierId);
  const formId = dossier.data?.form_id;
  const definition = useQuery({
    ...formDefinitionQueryOptions(formId ?? 0, locale),
    enabled: formId !== undefined,
    // The other language's definition stays on screen while this one loads.
    placeholderData: keepPreviousData,
  });
  const forms = useForms();
  const config = usePublicConfig();

  const failed = [currentUser, dossier, definition, forms].find((query) => query.isError);
  if (failed) {
    const gone =
      failed.error instanceof ApiError && (failed.error.status === 404 || failed.error.status === 403);
    return (
      <>
        <ErrorAlert
          error={failed.error}
          message={failed === definition ? 'wizard.definition-error' : undefined}
          onRetry={gone ? undefined : () => void failed.refetch()}
        />
        <BackLink to="/dossiers">{t('back-to-list')}</BackLink>
      </>
    );
  }
  if (!dossier.data || !currentUser.data) return <PageSpinner label="wizard.loading-dossier" />;
  if (!definition.data || !forms.data) return <PageSpinner label="wizard.loading-form" />;

  const dossierForm = forms.data.forms.find((form) => form.id === dossier.data?.form_id);
  return (
    <WizardScreen
      dossier={dossier.data}
      form={definition.data}
      role={currentUser.data.user.role}
      userId={currentUser.data.user.id}
      tenantCode={currentUser.data.tenant.code}
      features={currentUser.data.tenant.features}
      backOfficeForm={dossierForm?.back_office ?? false}
      locale={locale}
      redirectUrl={dossierForm?.redirect_url || config.data?.defaultRedirect || DEFAULT_REDIRECT}
      signatureEvent={config.data?.analytics?.signatureEvent}
    />
  );
}
