import { useQuery } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call';
import { managedDossierKey } from './manage-dossier-keys';

/** `GET /dossier/integration-state/{dossierId}/view`: the answers page by page, in the interface language. */
export function useDossierView(dossierId: number) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  return useQuery({
    queryKey: [...managedDossierKey(dossierId), 'view', locale],
    queryFn: ({ signal }) =>
      call(operations.getDossierView, { params: { dossierId }, query: { locale }, signal }),
  });
}
