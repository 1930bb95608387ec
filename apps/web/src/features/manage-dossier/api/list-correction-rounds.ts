import { useQuery } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call';
import { managedDossierKey } from './manage-dossier-keys';

/** `GET /dossier/integration-state/{id}/corrections/rounds`: each correction round, before and after. */
export function useCorrectionRounds(dossierId: number) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  return useQuery({
    queryKey: [...managedDossierKey(dossierId), 'correction-rounds', locale],
    queryFn: ({ signal }) =>
      call(operations.listCorrectionRounds, { params: { dossierId }, query: { locale }, signal }),
  });
}
