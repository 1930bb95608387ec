import type { QueryClient } from '@tanstack/react-query';
import { publicConfigQueryOptions } from '../../../shared/config/public-config';
import { formsQueryOptions } from '../../../shared/forms/get-forms';
import { i18n } from '../../../shared/i18n/i18n';
import { currentUserQueryOptions } from '../../../shared/session/get-current-user';
import { isLoggedIn } from '../../../shared/session/session';
import { getStored } from '../../../shared/storage/local-storage';
import { dossierQueryOptions } from '../api/get-dossier';

/** The folder the folder screens opened (local key folder id), or null. */
export function getOpenedDossierId(): number | null {
  const stored = Number(getStored('folder_id'));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

/**
 * Loader of /form: everything the wizard's first screen reads — the dossier, its form's definition
 * (the form id was stored with the folder), the forms, the user and the configuration — fetched at
 * once, while the router downloads the wizard's code, instead of one after the other once it renders.
 * The wizard then opens on its block at the first render. It never fails: a call that failed is
 * retried and explained by the screen that needs it. Data already cached costs nothing.
 */
export function createWizardLoader(queryClient: QueryClient) {
  return async (): Promise<null> => {
    const dossierId = getOpenedDossierId();
    if (dossierId === null || !isLoggedIn()) return null;
    const formId = Number(getStored('form_id'));
    const locale = i18n.language === 'en' ? 'en' : 'fr';
    await Promise.all([
      queryClient.prefetchQuery(dossierQueryOptions(dossierId)),
      queryClient.prefetchQuery(formsQueryOptions),
      queryClient.prefetchQuery(currentUserQueryOptions),
      queryClient.prefetchQuery(publicConfigQueryOptions),
      Number.isInteger(formId) && formId > 0
        ? import('../api/get-form-definition')
            .then(({ formDefinitionQueryOptions }) =>
              queryClient.prefetchQuery(formDefinitionQueryOptions(formId, locale)),
            )
            .catch(() => undefined)
        : null,
    ]);
    return null;
  };
}
