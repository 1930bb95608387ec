import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call';

/** `GET /dossier/{id}/corrections`: the items the dossier manager asked to correct, in the interface language. */
export function useCorrections(dossierId: number) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  return useQuery({
    queryKey: ['dossiers', dossierId, 'corrections', locale],
    queryFn: ({ signal }) =>
      call(operations.listCorrections, { params: { id: dossierId }, query: { locale }, signal }),
    // A change of language keeps the screen (and what was just sent) while the new texts load.
    placeholderData: keepPreviousData,
  });
}
