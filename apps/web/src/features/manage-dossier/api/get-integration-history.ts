import { useQuery } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call';
import { managedDossierKey } from './manage-dossier-keys';

/** `GET /dossier/integration-state/{id}/history`: the integration-state history, newest first (items labelled in the interface language). */
export function useIntegrationHistory(dossierId: number) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  return useQuery({
    queryKey: [...managedDossierKey(dossierId), 'history', locale],
    queryFn: ({ signal }) =>
      call(operations.getIntegrationHistory, { params: { id: dossierId }, query: { locale }, signal }),
  });
}
