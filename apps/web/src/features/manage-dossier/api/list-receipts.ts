import { useQuery } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call';
import { managedDossierKey } from './manage-dossier-keys';

/** `GET /dossiers/{id}/receipts`: the dossier's receipts with their category, in the interface language. */
export function useDossierReceipts(dossierId: number) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  return useQuery({
    queryKey: [...managedDossierKey(dossierId), 'receipts', locale],
    queryFn: ({ signal }) =>
      call(operations.listReceipts, { params: { folderId: dossierId }, query: { locale }, signal }),
  });
}
